import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { registrarPlugin } from './tools/lint/registrar-plugin.js';

const web = 'apps/web/src';
// Every folder under features is a feature; one added later is fenced in like the others.
const features = readdirSync(new URL(`./${web}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/**',
      'e2e/test-results/**',
      '**/*.config.*',
      'eslint.config.js',
      // Code that breaks the rules on purpose, for the test that proves the rules catch it.
      'tools/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-checked rules: floating and misused promises, unsafe any, throwing non-errors.
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({
    ...config,
    files: ['**/*.{ts,tsx}'],
  })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Fastify plugins and test doubles are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON answers (typed any) and assert on them; the assertions are the type check.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // No import cycles anywhere. Imports resolve as TypeScript does here: `.ts` paths, and the
    // workspace packages through their "source" export, so edges through the domain count too.
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse TypeScript modules too when following imports (import-x reads only .js by default).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          conditionNames: ['source', 'types', 'import', 'node', 'browser', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      // An import the resolver cannot follow would be an edge no-cycle never sees.
      'import-x/no-unresolved': 'error',
    },
  },
  {
    // Imports flow one way (docs/architecture.md, Layout): shared code (components, lib) -> features
    // -> app. A feature never imports another feature.
    files: [`${web}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...features.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message: 'A feature imports shared code (components, lib), never another feature.',
            })),
            {
              target: [`${web}/components`, `${web}/lib`, `${web}/testing`],
              from: `${web}/features`,
              message: 'Shared code (components, lib, testing) imports no feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // The filing modules say what happened to a filing by writing an event (modules/events); mail,
    // jobs and webhooks react to it. They never reach back, so the folders import one way.
    files: ['apps/api/src/modules/filings/**/*.ts', 'apps/api/src/modules/admin/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['apps/api/src/modules/filings', 'apps/api/src/modules/admin'],
              from: [
                'apps/api/src/modules/mail',
                'apps/api/src/modules/jobs',
                'apps/api/src/modules/webhooks',
              ],
              message:
                'Filings and their review write events (modules/events); mail, jobs and webhooks react to them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages a filer sees take every word from the text catalogue (app/i18n, its *.en.ts catalogues
    // and the domain's messages), so a second language needs no change to a page: the wizard, the
    // notification pages, the shell and the shared components.
    files: [
      `${web}/features/wizard/**/*.{ts,tsx}`,
      `${web}/features/notifications/**/*.{ts,tsx}`,
      `${web}/app/*.{ts,tsx}`,
      `${web}/components/**/*.{ts,tsx}`,
    ],
    // The catalogues themselves (`*.en.ts` and their Spanish twins `*.es.ts`) hold the words;
    // tests check what the pages show.
    ignores: [
      '**/*.en.ts',
      '**/*.es.ts',
      '**/i18n/**',
      '**/*.test.{ts,tsx}',
      '**/step-test-harness.tsx',
    ],
    plugins: { registrar: registrarPlugin },
    rules: { 'registrar/no-literal-text': 'error' },
  },
  {
    // The filer's pages outside the wizard take their words from the text catalogue too: the
    // filing pages, the public record and the sign-in pages (the administrators' pages stay English).
    files: ['filings', 'public-record', 'signin'].map(
      (feature) => `${web}/features/${feature}/**/*.{ts,tsx}`,
    ),
    ignores: [
      '**/*.en.ts',
      '**/*.es.ts',
      '**/*.test.{ts,tsx}',
      // The developers' home page (test environments only) and its calendar download: no filer
      // sees them, so they stay English and out of the filers' catalogues.
      `${web}/features/filings/dev-app-home-page.tsx`,
      `${web}/features/filings/report-calendar.ts`,
    ],
    plugins: { registrar: registrarPlugin },
    rules: { 'registrar/no-literal-text': 'error' },
  },
);
