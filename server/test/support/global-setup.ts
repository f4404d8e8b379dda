import Redis from 'ioredis';
import { rm } from 'node:fs/promises';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import { clearRedisPrefix } from './reset';

/**
 * Runs once before the end-to-end tests: recreates their database (`inkcast_test`, from the e2e
 * project's `env` in vitest.config.mts) from scratch, applies the migrations the way
 * `inkcast db:migrate` does, and clears the test Redis prefix and data directory (stored images).
 */
export default async function setup(project: TestProject): Promise<void> {
  const env = project.config.env as Record<string, string>;
  Object.assign(process.env, env);
  const url = new URL(env.DATABASE_URL);
  const database = url.pathname.slice(1);
  if (!/^inkcast_test\w*$/.test(database)) throw new Error(`refusing to recreate ${database}: e2e tests use inkcast_test`);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  await rm(env.DATA_DIR, { recursive: true, force: true });
  const { runMigrations } = await import('../../src/common/database/data-source');
  await runMigrations();
  const redis = new Redis(env.REDIS_URL);
  try {
    await clearRedisPrefix(redis, env.REDIS_PREFIX);
  } finally {
    redis.disconnect();
  }
}
