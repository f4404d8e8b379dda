import swc from 'unplugin-swc';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { TEST_ENV } from './test/support/test-env';

// Vitest 5 formats failures with Map.groupBy (Node ≥ 21); this machine runs Node 20.
if (!(Map as { groupBy?: unknown }).groupBy) {
  (Map as unknown as { groupBy: (items: Iterable<unknown>, key: (item: unknown, i: number) => unknown) => Map<unknown, unknown[]> }).groupBy = (items, key) => {
    const groups = new Map<unknown, unknown[]>();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      groups.set(k, [...(groups.get(k) ?? []), item]);
    }
    return groups;
  };
}

/**
 * `graphql` ships CJS (main) and ESM (module) builds. Nest and Apollo `require` the CJS one; without
 * this alias Vite would hand our sources the ESM one, and graphql refuses objects of the other copy
 * ("Duplicate graphql modules"). Node (production) always loads the CJS build.
 */
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

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
    include: ['src/**/*.spec.ts', 'test/**/*.e2e-spec.ts'],
    // End-to-end tests run against a dedicated database and Redis prefix (test/support/test-env.ts),
    // recreated once by the global setup; `env` is set before any server module reads config().
    env: { ...TEST_ENV },
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
