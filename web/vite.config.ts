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
    // dist/.vite/manifest.json: which chunks each page loads (scripts/bundle-size.mjs reads it).
    manifest: true,
    rolldownOptions: {
      output: {
        // A long-lived chunk for React and the router, which every page needs: app releases do not
        // invalidate it. Other libraries are split by use, so that a page loads only what it needs
        // (the landing page neither Apollo nor the charts; the dashboard not the API reference).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            // The styling engine every MUI component needs (not the components themselves).
            {
              name: 'mui-core',
              test: /node_modules[\\/](@emotion[\\/]|stylis[\\/]|@mui[\\/](system|utils|styled-engine|private-theming)[\\/]|@mui[\\/]material[\\/](esm[\\/])?(styles|utils|internal|zero-styled|DefaultPropsProvider)[\\/])/,
            },
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
