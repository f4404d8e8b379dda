/**
 * Environment of the end-to-end tests: a dedicated database and Redis prefix, so the tests never
 * touch a developer's data. Read by vitest.config.mts (`test.env`, set before any server module is
 * imported, since `config()` caches the environment) and by the global setup.
 */
export const TEST_DATABASE = 'inkcast_test';

export const TEST_ENV = {
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${TEST_DATABASE}`,
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_PREFIX: 'inkcast-test',
  /** Keep the worker's scheduled usage flush out of the way; tests call `UsageService.flush()` themselves. */
  USAGE_FLUSH_SECONDS: '3600',
  /** A missing web build is fine for API tests; point at a directory without index.html. */
  WEB_DIST: '/nonexistent-inkcast-web-dist',
} as const;

/** The shared real feeds (read in place, never copied into the repo). */
export const FEEDS_DIR = '/work/shared/data/feeds';
