import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { config } from '../common/config';
import { IngestFeedJob, JobName } from '../common/queues/queues';
import { FeedsService, IngestResult } from './feeds.service';
import { seriesUuidFor, rssKey } from './rss-url';

/** How often the worker looks for feeds due for a refresh. */
const REFRESH_SWEEP_MS = 5 * 60 * 1000;

/**
 * Worker of the `feeds` queue: ingests feeds, and every few minutes queues the feeds whose refresh
 * is due. An unreadable feed is an expected outcome (recorded, returned); only unexpected failures
 * (database down) throw, so BullMQ retries them.
 */
@Processor('feeds', { concurrency: config().FEEDS_CONCURRENCY })
export class FeedsProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly handlers: Record<JobName<'feeds'>, (job: Job) => Promise<IngestResult | number>> = {
    'ingest-feed': (job: Job<IngestFeedJob>) => this.feeds.ingest(job.data.source),
    'refresh-due-feeds': () => this.queueDueFeeds(),
  };

  constructor(
    private readonly feeds: FeedsService,
    @InjectQueue('feeds') private readonly queue: Queue<IngestFeedJob>,
  ) {
    super();
  }

  /** Schedules the refresh sweep (one scheduler however many workers run). */
  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('refresh-due-feeds', { every: REFRESH_SWEEP_MS }, { name: 'refresh-due-feeds' });
  }

  /** Runs the handler of the job's name; an unknown name is a programming error and fails the job. */
  async process(job: Job): Promise<IngestResult | number> {
    const handler = this.handlers[job.name as JobName<'feeds'>];
    if (!handler) throw new Error(`feeds queue: no handler for job ${job.name}`);
    return handler(job);
  }

  /** Queues an ingest for every due feed (in bulk, one job per feed at a time); returns how many. */
  private async queueDueFeeds(): Promise<number> {
    const sources = await this.feeds.dueFeeds();
    await this.queue.addBulk(
      sources.map((source) => ({ name: 'ingest-feed', data: { source }, opts: { deduplication: { id: seriesUuidFor(rssKey(source)!) } } })),
    );
    return sources.length;
  }
}
