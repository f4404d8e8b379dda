import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue, UnrecoverableError } from 'bullmq';
import { config } from '../common/config';
import { JobName } from '../common/queues/queues';
import { ImagesService, ProcessImagesJob } from './images.service';

/** How often the sweeper looks for image sets whose job was lost. */
const SWEEP_EVERY_MS = 30_000;

/**
 * Worker of the `images` queue: `process-images` (one item's new uploads, retried with backoff; the
 * last failure, or an image breaking a rule, marks the set FAILED with the reason) and the scheduled
 * `sweep-images`, which re-queues sets whose job Redis lost.
 */
// A shorter lock than BullMQ's 30 s: a dead worker's job is picked up again within ~25 s (sharp
// works off the event loop, so the lock keeps being renewed during long jobs).
@Processor('images', { concurrency: config().IMAGES_CONCURRENCY, lockDuration: 15_000, stalledInterval: 10_000 })
export class ImagesProcessor extends WorkerHost implements OnApplicationBootstrap {
  constructor(
    private readonly images: ImagesService,
    @InjectQueue('images') private readonly queue: Queue,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('sweep-images', { every: SWEEP_EVERY_MS }, { name: 'sweep-images', opts: { removeOnComplete: true, removeOnFail: 100 } });
  }

  /** Runs the job of its name; an unknown name fails the job. */
  async process(job: Job): Promise<unknown> {
    switch (job.name as JobName<'images'>) {
      case 'sweep-images':
        return this.images.sweep();
      case 'process-images':
        return this.processImages(job as Job<ProcessImagesJob>);
      default:
        throw new Error(`images queue: no handler for job ${job.name}`);
    }
  }

  private async processImages(job: Job<ProcessImagesJob>): Promise<unknown> {
    try {
      return await this.images.process(job.data);
    } catch (err) {
      const final = err instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (final) await this.images.fail(job.data, err instanceof UnrecoverableError ? err.message : `The images could not be processed: ${(err as Error).message}`);
      throw err;
    }
  }
}
