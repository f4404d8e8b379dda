import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The tests check the pages against the same shared messages and rules the app imports.
    alias: { '@inkcast/schema': fileURLToPath(new URL('../schema/src/index.ts', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['test/**/*.spec.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    // One browser suite at a time: the account tests own the SMTP port and share one server.
    fileParallelism: false,
  },
});
