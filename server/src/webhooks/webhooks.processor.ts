import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { Client } from 'pg';
import { config } from '../common/config';
import { JobName } from '../common/queues/queues';
import { DeliverJob, WebhookDeliveryService } from './webhook-delivery.service';

/** Wait before listening again after the LISTEN connection was lost. */
const LISTEN_RETRY_MS = 1000;
/**
 * How often the worker checks that the relay's schedule still exists: Redis may lose it (a restart
 * without persistence), and without the relay nothing would queue the pending deliveries again.
 */
const ENSURE_SCHEDULE_EVERY_MS = 5000;

/**
 * Worker of the `webhooks` queue: one job per delivery attempt, and the outbox relay. The relay runs
 * when events commit (LISTEN outbox_event: the outbox trigger NOTIFYs on commit) and on a schedule
 * (WEBHOOK_RELAY_EVERY_MS), which also re-queues overdue deliveries and covers notifications missed
 * while the listening connection was down.
 */
@Processor('webhooks', { concurrency: 8 })
export class WebhooksProcessor extends WorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WebhooksProcessor.name);
  private listener?: Client;
  private closing = false;
  /** The relay pass started by a notification, while it runs. */
  private relaying?: Promise<void>;
  /** A notification came during that pass: run another. */
  private relayAgain = false;
  private readonly handlers: Record<JobName<'webhooks'>, (job: Job) => Promise<unknown>> = {
    'relay-outbox': async () => (await this.delivery.relay()) + (await this.delivery.requeueOverdue()),
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
    await this.listen();
    this.ensureTimer = setInterval(() => {
      this.queue
        .getJobScheduler('relay-outbox')
        .then((scheduler) => (scheduler ? undefined : this.scheduleRelay()))
        .catch(() => undefined); // Redis away: the next check tries again
    }, ENSURE_SCHEDULE_EVERY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    clearInterval(this.ensureTimer);
    await this.listener?.end().catch(() => undefined);
    await this.relaying;
  }

  /** Listens for committed outbox events on a connection of its own, connecting again whenever it is lost. */
  private async listen(): Promise<void> {
    if (this.closing) return;
    const client = new Client({ connectionString: config().DATABASE_URL });
    let lost = false;
    const again = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.listener = undefined;
      client.end().catch(() => undefined);
      if (this.closing) return;
      this.logger.warn(`outbox listener lost (${err?.message ?? 'connection ended'}); listening again in ${LISTEN_RETRY_MS} ms`);
      setTimeout(() => void this.listen(), LISTEN_RETRY_MS).unref();
    };
    client.on('error', again);
    client.on('end', () => again());
    client.on('notification', () => this.wake());
    try {
      await client.connect();
      await client.query('LISTEN outbox_event');
      this.listener = client;
      this.wake(); // events committed while nobody listened
    } catch (err) {
      again(err as Error);
    }
  }

  /** Relays now; when woken during a pass, runs one more pass after it. Failures wait for the next wake or schedule. */
  private wake(): void {
    if (this.closing) return;
    if (this.relaying) {
      this.relayAgain = true;
      return;
    }
    this.relaying = (async () => {
      do {
        this.relayAgain = false;
        await this.delivery.relay();
      } while (this.relayAgain && !this.closing);
    })()
      .catch((err: Error) => this.logger.warn(`outbox relay failed: ${err.message}`))
      .finally(() => (this.relaying = undefined));
  }

  private async scheduleRelay(): Promise<void> {
    await this.queue.upsertJobScheduler('relay-outbox', { every: config().WEBHOOK_RELAY_EVERY_MS }, { name: 'relay-outbox', opts: { removeOnComplete: true, removeOnFail: 100 } });
  }

  /** Runs the handler of the job's name; an unknown name fails the job. */
  async process(job: Job): Promise<unknown> {
    const handler = this.handlers[job.name as JobName<'webhooks'>];
    if (!handler) throw new Error(`webhooks queue: no handler for job ${job.name}`);
    return handler(job);
  }
}
