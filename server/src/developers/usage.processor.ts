import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { config } from '../common/config';
import { JobName } from '../common/queues/queues';
import { UsageService } from './usage.service';

/** Worker of the `usage` queue: flushes the Redis usage counters to Postgres on a schedule. */
@Processor('usage')
export class UsageProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly handlers: Record<JobName<'usage'>, () => Promise<number>> = {
    'flush-usage': () => this.usage.flush(),
  };

  constructor(
    private readonly usage: UsageService,
    @InjectQueue('usage') private readonly queue: Queue,
  ) {
    super();
  }

  /** Schedules the flush every USAGE_FLUSH_SECONDS (one scheduler however many workers run). */
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('flush-usage', { every: config().USAGE_FLUSH_SECONDS * 1000 }, { name: 'flush-usage' });
  }

  /** Runs the handler of the job's name. */
  async process(job: Job): Promise<number> {
    const handler = this.handlers[job.name as JobName<'usage'>];
    if (!handler) throw new Error(`usage queue: no handler for job ${job.name}`);
    return handler();
  }
}
