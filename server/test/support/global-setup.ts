import Redis from 'ioredis';
import { Client } from 'pg';
import { clearRedisPrefix } from './reset';
import { TEST_DATABASE, TEST_ENV } from './test-env';

/**
 * Runs once before the end-to-end tests: recreates the `inkcast_test` database from scratch,
 * applies the migrations the way `inkcast db:migrate` does, and clears the test Redis prefix.
 */
export default async function setup(): Promise<void> {
  Object.assign(process.env, TEST_ENV);
  const admin = new Client({ connectionString: TEST_ENV.DATABASE_URL.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEST_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEST_DATABASE}`);
  } finally {
    await admin.end();
  }
  const { runMigrations } = await import('../../src/common/database/data-source');
  await runMigrations();
  const redis = new Redis(TEST_ENV.REDIS_URL);
  try {
    await clearRedisPrefix(redis, TEST_ENV.REDIS_PREFIX);
  } finally {
    redis.disconnect();
  }
}

