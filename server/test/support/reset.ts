import Redis from 'ioredis';
import { Client } from 'pg';

/** Every table of the schema, emptied between test files so each file starts from nothing. */
const TABLES = ['podcast_episode', 'podcast_series', 'podcast_feed', 'api_usage', 'dev_app', 'users'];

/** Deletes every key under `${prefix}:` (queues, usage counters, cached principals). */
export async function clearRedisPrefix(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/**
 * Empties the test database and the test Redis prefix. Called before a file boots the api, so no
 * data, queued job or counter of an earlier file leaks into it.
 */
export async function resetState(env: { DATABASE_URL: string; REDIS_URL: string; REDIS_PREFIX: string }): Promise<void> {
  const pg = new Client({ connectionString: env.DATABASE_URL });
  await pg.connect();
  try {
    await pg.query(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  } finally {
    await pg.end();
  }
  const redis = new Redis(env.REDIS_URL);
  try {
    await clearRedisPrefix(redis, env.REDIS_PREFIX);
  } finally {
    redis.disconnect();
  }
}
