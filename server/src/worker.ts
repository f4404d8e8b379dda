import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { preflightOrExit } from './common/preflight';
import { QUEUES } from './common/queues/queues';
import { WorkerModule } from './worker.module';

/** Starts the worker process; SIGTERM closes the workers gracefully (STYLE.md, "Workers"). */
async function main(): Promise<void> {
  await preflightOrExit();
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger: ['error', 'warn'] });
  app.enableShutdownHooks();
  console.log(`inkcast worker running (queues: ${Object.keys(QUEUES).join(', ')})`);
}

main().catch((err) => {
  console.error('inkcast: worker failed to start:', err);
  process.exit(1);
});
