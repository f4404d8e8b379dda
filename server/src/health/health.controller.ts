import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import type { FastifyReply } from 'fastify';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { InjectRedis } from '../common/redis';

/** GET /health: Postgres, Redis and queue status; 503 when a service is down. */
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRedis() private readonly redis: Redis,
    @InjectQueue('feeds') private readonly feeds: Queue,
    @InjectQueue('usage') private readonly usage: Queue,
    @InjectQueue('webhooks') private readonly webhooks: Queue,
  ) {}

  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const check = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
        return 'ok';
      } catch (err) {
        return `error: ${(err as Error).message}`;
      }
    };
    const postgres = await check(() => this.db.query('SELECT 1'));
    const redis = await check(() => this.redis.ping());
    const queues: Record<string, unknown> = {};
    if (redis === 'ok') {
      for (const q of [this.feeds, this.usage, this.webhooks]) {
        const counts = await q.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
        queues[q.name] = { ...counts, workers: (await q.getWorkersCount()) };
      }
    }
    const ok = postgres === 'ok' && redis === 'ok';
    reply.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'error', postgres, redis, queues };
  }
}
