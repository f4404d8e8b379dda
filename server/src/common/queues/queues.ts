import { RegisterQueueOptions } from '@nestjs/bullmq';
import { ConnectionOptions } from 'bullmq';
import { config } from '../config';

/** The BullMQ queues and, per queue, the names of its jobs; each job name has exactly one handler. */
export const QUEUES = {
  feeds: ['ingest-feed', 'refresh-due-feeds'],
  usage: ['flush-usage'],
  webhooks: ['relay-outbox', 'deliver-webhook'],
  images: ['process-images', 'sweep-images'],
  publishing: ['publish-issue', 'sweep-scheduled'],
} as const;

export type QueueName = keyof typeof QUEUES;
export type JobName<Q extends QueueName> = (typeof QUEUES)[Q][number];

/** Payload of `ingest-feed`: an http(s) URL, or a file path / file:// URL queued by an operator. */
export interface IngestFeedJob {
  source: string;
}

/**
 * BullMQ connection from REDIS_URL: workers need `maxRetriesPerRequest: null` (STYLE.md, "Workers").
 * Queues and keys are prefixed with REDIS_PREFIX.
 */
export function bullConnection(): { connection: ConnectionOptions; prefix: string } {
  const { REDIS_URL, REDIS_PREFIX } = config();
  const url = new URL(REDIS_URL);
  return {
    connection: {
      host: url.hostname,
      port: Number(url.port || 6379),
      username: url.username || undefined,
      password: url.password ? decodeURIComponent(url.password) : undefined,
      db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
      tls: url.protocol === 'rediss:' ? {} : undefined,
      maxRetriesPerRequest: null,
    },
    prefix: `${REDIS_PREFIX}:bull`,
  };
}

/** Default job options: retried with exponential backoff, completed jobs trimmed. */
export const queueOptions = (name: QueueName): RegisterQueueOptions => ({
  name,
  defaultJobOptions: {
    attempts: 3,
    backoff: { type: 'exponential', delay: 5000 },
    removeOnComplete: { age: 24 * 3600, count: 1000 },
    removeOnFail: { age: 14 * 24 * 3600 },
  },
});
