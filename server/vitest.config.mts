import swc from 'unplugin-swc';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `graphql` ships CJS (main) and ESM (module) builds. Nest and Apollo `require` the CJS one; without
 * this alias Vite would hand our sources the ESM one, and graphql refuses objects of the other copy
 * ("Duplicate graphql modules"). Node (production) always loads the CJS build.
 */
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

/**
 * E2E_SLOT=N (a small number) gives a run its own database, Redis prefix and ports, so two e2e runs
 * on one machine (two checkouts, or a developer and CI) do not clash. Unset: slot 0.
 */
const slot = Number(process.env.E2E_SLOT ?? 0);
const suffix = slot ? `_${slot}` : '';

/**
 * Environment of the end-to-end tests: a dedicated database and Redis prefix, so they never touch
 * a developer's data. The global setup recreates the database; `env` is set in the test processes
 * before any server module reads (and caches) config().
 */
const E2E_ENV = {
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/inkcast_test${suffix}`,
  REDIS_URL: 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `inkcast-test${suffix}`,
  // The worker's scheduled usage flush stays out of the way; tests call UsageService.flush() themselves.
  USAGE_FLUSH_SECONDS: '3600',
  // Uploaded and processed images (local storage), emptied by the global setup.
  DATA_DIR: join(tmpdir(), `inkcast-e2e${suffix}`),
  // API tests need no web build.
  WEB_DIST: '/nonexistent-inkcast-web-dist',
  // Login links go to the SMTP server the account tests run (test/support/mailbox.ts), and point here.
  SMTP_URL: `smtp://127.0.0.1:${2626 + slot}`,
  PUBLIC_URL: 'http://inkcast.test',
  // Billing goes to the Stripe stand-in the billing tests run (test/stripe-stand-in.mjs) on this
  // port (the browser tests' stand-in uses 12111), which signs its events with this secret.
  STRIPE_SECRET_KEY: 'sk_test_inkcast_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_inkcast_e2e_webhook_secret',
  STRIPE_API_BASE: `http://127.0.0.1:${12112 + 10 * slot}`,
  // The webhook tests' receivers (test/support/webhook-receiver.ts) listen on 127.0.0.1, which the
  // SSRF guard refuses unless allowed; localhost and every other private address stay refused.
  WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
  // Tests repeat identical queries and expect them executed and counted; the response cache has
  // its own test file, which turns it on.
  RESPONSE_CACHE_SECONDS: '0',
};

/** Vitest runs the Nest code through SWC so decorator metadata is emitted as tsc would. */
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  resolve: {
    alias: [
      { find: '@inkcast/schema', replacement: resolve(import.meta.dirname, '../schema/src/index.ts') },
      { find: /^graphql$/, replacement: graphqlCjs },
    ],
  },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.spec.ts'] } },
      {
        extends: true,
        test: { name: 'e2e', include: ['test/**/*.e2e-spec.ts'], env: E2E_ENV, globalSetup: ['test/support/global-setup.ts'] },
      },
    ],
  },
});
