import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './apps/web/react-on-preact.ts';

// Tests run on the sources: the "source" export condition points workspace packages (the domain)
// at their TypeScript, ahead of Vite's defaults; without it they would load the compiled dist.
// Code that runs in Node resolves as Node does, without the bundlers' "module" condition: a
// package's "module" build may use import paths only a bundler completes (OpenTelemetry's API,
// which the metrics client loads).
const sourcesFirst = {
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'node', 'development|production'] } },
};

// The server tests that need modules loaded afresh: tracing patches the HTTP and PostgreSQL
// modules as they load, and the new-step and new-filing-type tests register a step and a filing
// type at run time, which no other file may see.
const freshModuleTests = [
  'test/operations/tracing.test.ts',
  'test/filing-types/new-step.test.ts',
  'test/filing-types/new-filing-type.test.ts',
];

const apiTests = {
  root: './apps/api',
  globalSetup: [
    fileURLToPath(new URL('apps/api/test/support/migrated-snapshot.ts', import.meta.url)),
  ],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
};

// The web tests that replace a module (`vi.mock`, the Spanish twin of a catalogue): the module
// must load afresh for them, and no other file may see the replacement. Found by reading the test
// files, so a new one is never missed.
const webRoot = fileURLToPath(new URL('apps/web/', import.meta.url));
const webFreshModuleTests = readdirSync(path.join(webRoot, 'src'), { recursive: true })
  .map(String)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(path.join(webRoot, 'src', file), 'utf8').includes('vi.mock('))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

// The components under test run on Preact, as in the build (see apps/web/vite.config.ts), with
// React's test entry points taken from Preact's.
const webTests = {
  root: './apps/web',
  environment: 'jsdom',
  setupFiles: [fileURLToPath(new URL('apps/web/src/testing/clean-document.ts', import.meta.url))],
  server: { deps: { inline: [/@testing-library\/react/] } },
};
const reactOnPreactInTests = {
  ...sourcesFirst,
  resolve: {
    ...sourcesFirst.resolve,
    alias: [
      {
        // Testing Library's ES build, so that its `react` imports are aliased too.
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(
          new URL(
            'node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
            import.meta.url,
          ),
        ),
      },
      ...reactOnPreact(
        fileURLToPath(new URL('apps/web/src/testing/react-on-preact.ts', import.meta.url)),
      ),
    ],
  },
};

// One runner, seven projects: framework-free domain rules, the API through app.inject
// (PGlite and the machine's PostgreSQL), web components in jsdom, and the repository's own
// tooling (lint rules, build script). The API's and the web app's tests are two projects each, one
// sharing loaded modules and one not: `--project 'api*'` and `--project 'web*'` run both.
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
          ...apiTests,
          name: 'api',
          include: ['test/**/*.test.ts'],
          exclude: freshModuleTests,
          // A worker loads the app once and runs file after file with it: loading it again for
          // each file cost more than half of the server tests' time. Each file still builds its
          // own app and database, so nothing but the loaded code is shared.
          isolate: false,
        },
      },
      {
        ...sourcesFirst,
        test: { ...apiTests, name: 'api-fresh-modules', include: freshModuleTests, isolate: true },
      },
      {
        ...reactOnPreactInTests,
        test: {
          ...webTests,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: webFreshModuleTests,
          // As the server's: loading the modules and the page environment once per worker, not
          // per file (87 s -> 25 s here). Each test renders into a clean document.
          isolate: false,
        },
      },
      {
        ...reactOnPreactInTests,
        test: { ...webTests, name: 'web-fresh-modules', include: webFreshModuleTests },
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
