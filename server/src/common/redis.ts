import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { config } from './config';

/** Injection token of the shared ioredis client (keys prefixed with REDIS_PREFIX). */
export const REDIS = Symbol('REDIS');

/** Injects the shared Redis client. */
export const InjectRedis = () => Inject(REDIS);

/** Creates a Redis client for Inkcast's own keys (usage counters, caches, rate limits). */
export function createRedis(): Redis {
  const { REDIS_URL, REDIS_PREFIX } = config();
  return new Redis(REDIS_URL, { keyPrefix: `${REDIS_PREFIX}:`, maxRetriesPerRequest: 3, enableAutoPipelining: true });
}

/** Provides one Redis client per process and closes it on shutdown. */
@Global()
@Module({ providers: [{ provide: REDIS, useFactory: createRedis }], exports: [REDIS] })
export class RedisModule implements OnApplicationShutdown {
  constructor(@InjectRedis() private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}
