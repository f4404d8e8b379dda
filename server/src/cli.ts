import 'reflect-metadata';
import { getQueueToken } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue, QueueEvents } from 'bullmq';
import { Command, InvalidArgumentError } from 'commander';
import { resolve } from 'node:path';
import { AccountsModule } from './accounts/accounts.module';
import { AccountsService } from './accounts/accounts.service';
import { DeveloperPlan } from './accounts/user.entity';
import { DatabaseModule } from './common/database/database.module';
import { runMigrations } from './common/database/data-source';
import { preflightOrExit } from './common/preflight';
import { IngestFeedJob, bullConnection } from './common/queues/queues';
import { QueuesModule } from './common/queues/queues.module';
import { RedisModule } from './common/redis';
import { DevelopersModule } from './developers/developers.module';
import { DevelopersService } from './developers/developers.service';
import { IngestResult } from './podcasts/feeds.service';
import { CreatorsModule } from './creators/creators.module';
import { publishDemoComic } from './comics/demo-comic';

/** What the operator CLI needs: the database, Redis, the queues, accounts, developers and the comics services. */
@Module({ imports: [DatabaseModule, RedisModule, QueuesModule, DevelopersModule, AccountsModule, CreatorsModule] })
class CliModule {}

async function withContext<T>(fn: (app: Awaited<ReturnType<typeof NestFactory.createApplicationContext>>) => Promise<T>): Promise<T> {
  const app = await NestFactory.createApplicationContext(CliModule, { logger: ['error', 'warn'] });
  try {
    return await fn(app);
  } finally {
    await app.close();
  }
}

function print(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

const program = new Command('inkcast').description('Inkcast operator commands; each prints JSON on stdout.');

program
  .command('db:migrate')
  .description('Apply pending database migrations.')
  .action(async () => {
    await preflightOrExit();
    print({ applied: await runMigrations() });
  });

program
  .command('feeds:ingest')
  .description('Ingest feeds (http(s) URLs or local files) through the feeds queue and worker, and wait for them.')
  .argument('<sources...>', 'feed URLs or file paths')
  .option('--timeout <seconds>', 'give up waiting after this many seconds', (v) => positiveInt(v), 600)
  .action(async (sources: string[], opts: { timeout: number }) => {
    await preflightOrExit();
    await withContext(async (app) => {
      const queue = app.get<Queue<IngestFeedJob>>(getQueueToken('feeds'));
      if ((await queue.getWorkersCount()) === 0) {
        console.error('inkcast: no worker is listening on the feeds queue; start one with `node server/dist/worker.js`');
        process.exitCode = 1;
        return;
      }
      const events = new QueueEvents('feeds', bullConnection());
      try {
        events.setMaxListeners(sources.length + 10);
        queue.setMaxListeners(sources.length + 10);
        await events.waitUntilReady();
        const jobs = await queue.addBulk(
          sources.map((s) => ({ name: 'ingest-feed', data: { source: /^[a-z]+:\/\//i.test(s) ? s : resolve(s) } })),
        );
        const results = await Promise.all(
          jobs.map((job, i) =>
            job.waitUntilFinished(events, opts.timeout * 1000).then(
              (r: IngestResult) => pick(r),
              (err: Error) => ({ rssUrl: sources[i], uuid: null, name: null, episodes: 0, error: err.message }),
            ),
          ),
        );
        print(results);
      } finally {
        await events.close();
      }
    });
  });

program
  .command('developer:create')
  .description('Create a developer (or roll the API key of an existing one) and print its user ID and API key.')
  .requiredOption('--email <email>', 'e-mail address of the developer')
  .option('--plan <plan>', 'free, pro or business', (v) => plan(v), 'FREE' as DeveloperPlan)
  .action(async (opts: { email: string; plan: DeveloperPlan }) => {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(opts.email.trim())) throw new InvalidArgumentError(`not an e-mail address: ${opts.email}`);
    await preflightOrExit();
    await withContext(async (app) => print(await app.get(DevelopersService).createDeveloper(opts.email, opts.plan)));
  });

program
  .command('invite:create')
  .description('Issue an invite code for an address (approving its invite request, if any) and print it.')
  .requiredOption('--email <email>', 'e-mail address the invite is for')
  .action(async (opts: { email: string }) => {
    await preflightOrExit();
    await withContext(async (app) => print({ inviteCode: await app.get(AccountsService).createInvite(opts.email) }));
  });

program
  .command('demo:comic')
  .description('Publish the demo comic (Pepper&Carrot, CC BY 4.0) from the shared images through the creator services; idempotent.')
  .requiredOption('--images <dir>', 'folder of the shared Pepper&Carrot images')
  .action(async (opts: { images: string }) => {
    await preflightOrExit();
    await withContext(async (app) => print(await publishDemoComic(app, resolve(opts.images))));
  });

function pick(r: IngestResult) {
  return { rssUrl: r.rssUrl, uuid: r.uuid, name: r.name, episodes: r.episodes, error: r.error };
}

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer');
  return n;
}

function plan(value: string): DeveloperPlan {
  const upper = value.toUpperCase();
  if (upper !== 'FREE' && upper !== 'PRO' && upper !== 'BUSINESS') throw new InvalidArgumentError('must be free, pro or business');
  return upper;
}

program.parseAsync(process.argv).catch((err) => {
  console.error(`inkcast: ${(err as Error).message}`);
  process.exit(1);
});
