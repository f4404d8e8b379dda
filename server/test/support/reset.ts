import Redis from 'ioredis';
import { Client } from 'pg';

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
    // Every table the migrations made (but their own bookkeeping and the server secret they made), so each file starts from nothing.
    const tables: { name: string }[] = (
      await pg.query("SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('migrations', 'server_secret')")
    ).rows;
    if (tables.length) await pg.query(`TRUNCATE ${tables.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE`);
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
