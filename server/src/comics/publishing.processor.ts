import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { JobName } from '../common/queues/queues';
import { IssuesService } from './issues.service';

/** How often the sweeper publishes what is due and the queue missed (a Redis flush, a worker down at publishAt). */
const SWEEP_EVERY_MS = 15_000;

/**
 * Worker of the `publishing` queue (DESIGN.md data flow): `publish-issue`, a delayed job at an
 * episode's publishAt, and the scheduled `sweep-scheduled`. Both publish everything due
 * (IssuesService.publishDue), so a re-delivered, early or stale job is harmless.
 */
@Processor('publishing', { concurrency: 4 })
export class PublishingProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly issues: IssuesService,
    @InjectQueue('publishing') private readonly queue: Queue,
  ) {
    super();
  }

  /** Schedules the sweeper and catches up at once on anything that came due while no worker ran. */
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('sweep-scheduled', { every: SWEEP_EVERY_MS }, { name: 'sweep-scheduled', opts: { removeOnComplete: true, removeOnFail: 100 } });
    await this.queue.add('sweep-scheduled', {}, { removeOnComplete: true });
  }

  async process(job: Job): Promise<unknown> {
    const name = job.name as JobName<'publishing'>;
    if (name !== 'publish-issue' && name !== 'sweep-scheduled') throw new Error(`publishing queue: no handler for job ${job.name}`);
    return (await this.issues.publishDue()).length;
  }
}
