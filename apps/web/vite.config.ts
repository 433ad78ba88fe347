import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA lives under /business; the API prefixes are served by the Fastify server on port 3000,
// so the dev server proxies them and the browser sees one origin, as in production.
const apiServer = 'http://localhost:3000';
const proxiedPrefixes = ['/business-api', '/common-db-api', '/ens-db-api', '/user-manager-api', '/payment', '/apps'];

export default defineConfig({
  base: '/business/',
  plugins: [react()],
  resolve: {
    alias: {
      // Lets the USWDS theme settings point url()s at the package's fonts and images so Vite
      // copies (and fingerprints) only the files the compiled CSS references.
      '@uswds-dist': fileURLToPath(new URL('../../node_modules/@uswds/uswds/dist', import.meta.url)),
    },
  },
  css: {
    preprocessorOptions: {
      scss: {
        loadPaths: [fileURLToPath(new URL('../../node_modules/@uswds/uswds/packages', import.meta.url))],
        quietDeps: true,
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 2048,
    rolldownOptions: {
      treeshake: {
        // The domain package is pure declarations (schemas, tables, functions) but does not say so in
        // its package.json; saying it here lets the first page leave out the parts it does not use.
        moduleSideEffects: (id: string) => !id.includes('/packages/domain/'),
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiServer, changeOrigin: false }])),
  },
});
