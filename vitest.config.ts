import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run on the sources: the "source" export condition points workspace packages (the domain)
// at their TypeScript, ahead of Vite's defaults; without it they would load the compiled dist.
// Code that runs in Node resolves as Node does, without the bundlers' "module" condition: a
// package's "module" build may use import paths only a bundler completes (OpenTelemetry's API,
// which the metrics client loads).
const sourcesFirst = {
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
};

// One runner, four projects: framework-free domain rules, the API through app.inject
// (PGlite and the machine's PostgreSQL), web components in jsdom, and the repository's own
// tooling (lint rules, build script).
export default defineConfig({
  test: {
    // Most server tests wait on a database rather than compute, so three files at a time keep two
    // cores busy (Vitest's default, one fewer than the cores, would run them one by one here).
    maxWorkers: 3,
    projects: [
      {
        ...sourcesFirst,
        test: { name: 'domain', root: './packages/domain', include: ['test/**/*.test.ts'] },
      },
      {
        ...sourcesFirst,
        test: {
          name: 'api',
          root: './apps/api',
          include: ['test/**/*.test.ts'],
          globalSetup: [
            fileURLToPath(new URL('apps/api/test/support/migrated-snapshot.ts', import.meta.url)),
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        ...sourcesFirst,
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'tools',
          root: './tools',
          include: ['test/**/*.test.ts'],
          // Type-aware linting loads the TypeScript projects it checks.
          testTimeout: 120_000,
        },
      },
    ],
  },
});
