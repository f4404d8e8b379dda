import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Server routes that the dev server forwards to the API on port 3000. */
const apiPaths = ['/graphql', '/internal', '/auth', '/payments', '/uploads', '/events', '/health'];
const apiTarget = process.env.INKCAST_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@inkcast/schema': fileURLToPath(new URL('../schema/src/index.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: app releases do not invalidate the cached libraries.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // Keys starting with ^ are regular expressions: '/auth' must not swallow a page like '/authors'.
    proxy: Object.fromEntries(apiPaths.map((path) => [`^${path}(?:[/?]|$)`, { target: apiTarget }])),
  },
});
