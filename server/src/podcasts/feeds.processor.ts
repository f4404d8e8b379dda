import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job } from 'bullmq';
import { config } from '../common/config';
import { IngestFeedJob, JobName } from '../common/queues/queues';
import { FeedsService, IngestResult } from './feeds.service';

/**
 * Worker of the `feeds` queue. An unreadable feed is an expected outcome (recorded, returned);
 * only unexpected failures (database down) throw, so BullMQ retries them.
 */
@Processor('feeds', { concurrency: config().FEEDS_CONCURRENCY })
export class FeedsProcessor extends WorkerHost {
  private readonly handlers: Record<JobName<'feeds'>, (job: Job) => Promise<IngestResult>> = {
    'ingest-feed': (job: Job<IngestFeedJob>) => this.feeds.ingest(job.data.source),
  };

  constructor(private readonly feeds: FeedsService) {
    super();
  }

  /** Runs the handler of the job's name; an unknown name is a programming error and fails the job. */
  async process(job: Job): Promise<IngestResult> {
    const handler = this.handlers[job.name as JobName<'feeds'>];
    if (!handler) throw new Error(`feeds queue: no handler for job ${job.name}`);
    return handler(job);
  }
}
