import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { JobName } from '../common/queues/queues';
import { DeliverJob, WebhookDeliveryService } from './webhook-delivery.service';

/** How often the relay moves outbox events into deliveries and re-queues overdue ones. */
const RELAY_EVERY_MS = 250;
/**
 * How often the worker checks that the relay's schedule still exists: Redis may lose it (a restart
 * without persistence), and without the relay nothing would queue the pending deliveries again.
 */
const ENSURE_SCHEDULE_EVERY_MS = 5000;

/** Worker of the `webhooks` queue: the outbox relay (scheduled) and one job per delivery attempt. */
@Processor('webhooks', { concurrency: 8 })
export class WebhooksProcessor extends WorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly handlers: Record<JobName<'webhooks'>, (job: Job) => Promise<unknown>> = {
    'relay-outbox': () => this.delivery.relay(),
    'deliver-webhook': (job: Job<DeliverJob>) => this.delivery.deliverAll(job.data.deliveryIds),
  };
  private ensureTimer?: NodeJS.Timeout;

  constructor(
    private readonly delivery: WebhookDeliveryService,
    @InjectQueue('webhooks') private readonly queue: Queue,
  ) {
    super();
  }

  /** Schedules the relay (one scheduler however many workers run), and schedules it again should Redis lose it. */
  async onApplicationBootstrap(): Promise<void> {
    await this.scheduleRelay();
    this.ensureTimer = setInterval(() => {
      this.queue
        .getJobScheduler('relay-outbox')
        .then((scheduler) => (scheduler ? undefined : this.scheduleRelay()))
        .catch(() => undefined); // Redis away: the next check tries again
    }, ENSURE_SCHEDULE_EVERY_MS);
  }

  onApplicationShutdown(): void {
    clearInterval(this.ensureTimer);
  }

  private async scheduleRelay(): Promise<void> {
    await this.queue.upsertJobScheduler('relay-outbox', { every: RELAY_EVERY_MS }, { name: 'relay-outbox', opts: { removeOnComplete: true, removeOnFail: 100 } });
  }

  /** Runs the handler of the job's name; an unknown name fails the job. */
  async process(job: Job): Promise<unknown> {
    const handler = this.handlers[job.name as JobName<'webhooks'>];
    if (!handler) throw new Error(`webhooks queue: no handler for job ${job.name}`);
    return handler(job);
  }
}
