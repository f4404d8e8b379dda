import 'reflect-metadata';
import { getQueueToken } from '@nestjs/bullmq';
import { ConsoleLogger, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import { Queue, QueueEvents } from 'bullmq';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DeveloperPlan } from '../../src/accounts/user.entity';
import { config } from '../../src/common/config';
import { IngestFeedJob, bullConnection } from '../../src/common/queues/queues';
import { REDIS } from '../../src/common/redis';
import { DevelopersService } from '../../src/developers/developers.service';
import { UsageService } from '../../src/developers/usage.service';
import { createApi } from '../../src/main';
import { IngestResult } from '../../src/podcasts/feeds.service';
import { WorkerModule } from '../../src/worker.module';
import { resetState } from './reset';

/** The X-USER-ID / X-API-KEY pair of a developer (and the e-mail it was created with). */
export interface Credentials {
  userId: number;
  apiKey: string;
  email?: string;
}

/** A GraphQL error as the public API formats it (contract §2). */
export interface GqlError {
  message: string;
  code: string;
  path?: (string | number)[];
  extensions: { code: string; [key: string]: unknown };
}

/** A /graphql response: HTTP status plus the JSON body. */
export interface GqlResponse<D = any> {
  status: number;
  body: { data?: D | null; errors?: GqlError[] };
  /** `body.data`, for brevity. */
  data: D | null | undefined;
  errors: GqlError[] | undefined;
}

/** A running Inkcast: the real api (not listening; requests go through supertest) and optionally the real worker. */
export interface Inkcast {
  app: NestFastifyApplication;
  worker: INestApplicationContext | null;
  db: DataSource;
  /** The api's Redis client (keys prefixed with REDIS_PREFIX). */
  redis: Redis;
  usage: UsageService;
  developers: DevelopersService;
  /** supertest agent on the api's HTTP server. */
  http(): ReturnType<typeof request>;
  /** POST /graphql with JSON; `auth` null sends no auth headers. */
  gql<D = any>(query: string, variables?: Record<string, unknown>, auth?: Credentials | null, headers?: Record<string, string>): Promise<GqlResponse<D>>;
  /** A new developer with a fresh e-mail on `plan` (factory: one line per developer). */
  developer(plan?: DeveloperPlan): Promise<Credentials>;
  /** The `feeds` queue, as the api sees it. */
  feedsQueue: Queue<IngestFeedJob>;
  /** Boots the worker in-process if it is not running yet. */
  startWorker(): Promise<void>;
  /** Queues `ingest-feed` jobs on the `feeds` queue and waits for the worker's results, in order. */
  ingest(sources: string[]): Promise<IngestResult[]>;
  close(): Promise<void>;
}

let developerCount = 0;

/** Contract error codes a resolver raises on purpose (contract §2); INKCAST_SERVER_ERROR is not among them. */
const EXPECTED_CODES = new Set(['BAD_USER_INPUT', 'API_KEY_INVALID', 'API_RATE_LIMIT_EXCEEDED', 'ACCESS_NOT_ALLOWED', 'REQUIRES_USER_AUTHENTICATION', 'QUERY_TOO_COMPLEX', 'INVALID_QUERY_OR_SYNTAX']);

/**
 * Nest's ExceptionsHandler logs every error a resolver throws, with its stack, including the
 * BAD_USER_INPUT errors these tests provoke by the dozen. This logger drops those and keeps
 * everything else (unexpected errors still show).
 */
class TestLogger extends ConsoleLogger {
  override error(message: unknown, ...rest: unknown[]): void {
    const code = (message as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    if (message instanceof Error && typeof code === 'string' && EXPECTED_CODES.has(code)) return;
    super.error(message, ...(rest as []));
  }
}

/**
 * Empties the test database and Redis prefix, then boots the api exactly as `main.ts` does (without
 * listening) and, when asked, the worker in-process, as `worker.ts` does.
 */
export async function startInkcast(opts: { worker?: boolean } = {}): Promise<Inkcast> {
  const env = config();
  await resetState(env);
  const app = await createApi();
  app.useLogger(new TestLogger({ logLevels: ['error', 'warn'] }));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const queue = app.get<Queue<IngestFeedJob>>(getQueueToken('feeds'));
  queue.setMaxListeners(0); // one `closing` listener per job waited on
  let events: QueueEvents | null = null;
  const developers = app.get(DevelopersService);

  const inkcast: Inkcast = {
    app,
    worker: null,
    feedsQueue: queue,
    async startWorker() {
      inkcast.worker ??= await NestFactory.createApplicationContext(WorkerModule, { logger: ['error', 'warn'] });
    },
    db: app.get<DataSource>(getDataSourceToken()),
    redis: app.get<Redis>(REDIS),
    usage: app.get(UsageService),
    developers,
    http: () => request(app.getHttpServer()),
    async gql(query, variables, auth, headers = {}) {
      let req = request(app.getHttpServer()).post('/graphql').set('content-type', 'application/json');
      if (auth) req = req.set('x-user-id', String(auth.userId)).set('x-api-key', auth.apiKey);
      for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
      const res = await req.send(JSON.stringify({ query, variables }));
      return { status: res.status, body: res.body, data: res.body?.data, errors: res.body?.errors };
    },
    async developer(plan = 'FREE') {
      developerCount += 1;
      const email = `e2e-${process.pid}-${developerCount}@example.test`;
      return { ...(await developers.createDeveloper(email, plan)), email };
    },
    async ingest(sources) {
      if (!inkcast.worker) throw new Error('startInkcast({ worker: true }) is needed to ingest feeds');
      if (!events) {
        events = new QueueEvents('feeds', bullConnection());
        await events.waitUntilReady();
      }
      const jobs = await queue.addBulk(sources.map((source) => ({ name: 'ingest-feed' as const, data: { source } })));
      return Promise.all(jobs.map((job) => job.waitUntilFinished(events!, 60_000) as Promise<IngestResult>));
    },
    async close() {
      await events?.close();
      await inkcast.worker?.close();
      await app.close();
    },
  };
  if (opts.worker) await inkcast.startWorker();
  return inkcast;
}
