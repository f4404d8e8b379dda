import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { JobName } from '../common/queues/queues';
import { DeliverJob, WebhookDeliveryService } from './webhook-delivery.service';

/** How often the relay moves outbox events into deliveries and re-queues overdue ones. */
const RELAY_EVERY_MS = 250;

/** Worker of the `webhooks` queue: the outbox relay (scheduled) and one job per delivery attempt. */
@Processor('webhooks', { concurrency: 8 })
export class WebhooksProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly handlers: Record<JobName<'webhooks'>, (job: Job) => Promise<unknown>> = {
    'relay-outbox': () => this.delivery.relay(),
    'deliver-webhook': (job: Job<DeliverJob>) => this.delivery.deliverAll(job.data.deliveryIds),
  };

  constructor(
    private readonly delivery: WebhookDeliveryService,
    @InjectQueue('webhooks') private readonly queue: Queue,
  ) {
    super();
  }

  /** Schedules the relay (one scheduler however many workers run). */
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('relay-outbox', { every: RELAY_EVERY_MS }, { name: 'relay-outbox', opts: { removeOnComplete: true, removeOnFail: 100 } });
  }

  /** Runs the handler of the job's name; an unknown name fails the job. */
  async process(job: Job): Promise<unknown> {
    const handler = this.handlers[job.name as JobName<'webhooks'>];
    if (!handler) throw new Error(`webhooks queue: no handler for job ${job.name}`);
    return handler(job);
  }
}
