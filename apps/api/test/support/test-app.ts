// Builds the real application against a real, freshly created database: an in-memory PGlite or
// a throwaway database on the machine's PostgreSQL (created here, dropped afterwards).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { testEnvironmentSecretsKey } from '../../src/modules/secrets/sealed-secrets.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The machine's PostgreSQL (trust auth); override with TEST_POSTGRES_URL. */
export const postgresAdminUrl =
  process.env.TEST_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** A new, empty database on the machine's PostgreSQL, and how to drop it once it is closed. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `registrar_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: postgresAdminUrl });
      await cleanup.connect();
      try {
        // The pool's connections may still be closing; DROP ... WITH (FORCE) would terminate
        // them mid-close and their clients would raise an unhandled "terminating connection"
        // error. Wait for them instead: a plain DROP fails while anyone is still connected.
        for (let attempt = 0; ; attempt += 1) {
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
            break;
          } catch (error) {
            const stillInUse = (error as { code?: string }).code === '55006';
            if (!stillInUse || attempt >= 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** The migrated embedded database the run's global setup archived, read once per test file. */
let migratedArchive: Promise<Blob> | undefined;

/** Creates an empty, migrated database of the given kind. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    migratedArchive ??= readFile(inject('migratedPgliteArchive')).then(
      (bytes) => new Blob([bytes]),
    );
    const database = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: await migratedArchive,
    });
    return { database, drop: () => database.close() };
  }
  const created = await createPostgresDatabase();
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
  return {
    database,
    async drop() {
      await database.close();
      await created.drop();
    },
  };
}

const testBrowserToken = 'test-browser-draft-cookie-0123456789abcdefg';
/** The draft cookie of the test's browser, as a Cookie header. */
export const browserCookie = `registrar_drafts=${testBrowserToken}`;
/** SHA-256 of the test browser's draft cookie: the owner of the drafts it saves. */
export const testBrowserHash = createHash('sha256').update(testBrowserToken).digest('hex');
/** The draft cookie of another browser, a new one each call, as a Cookie header. */
export function otherBrowserCookie(): string {
  return `registrar_drafts=${randomBytes(32).toString('base64url')}`;
}

/**
 * The request as the test's browser sends it: with its draft cookie (a draft is the browser's that
 * saved it), unless the request names a draft cookie of its own (another browser, or an empty
 * one for a browser that has none).
 */
function asTheTestBrowser(options: InjectOptions | string): InjectOptions | string {
  if (typeof options === 'string') return { url: options, headers: { cookie: browserCookie } };
  const headers: Record<string, string | string[] | number | undefined> = { ...options.headers };
  const cookie = headers.cookie;
  const cookies = Array.isArray(cookie) ? cookie.join('; ') : (cookie ?? '');
  if (/(^|;\s*)(__Host-)?registrar_drafts=/.test(String(cookies))) return options;
  headers.cookie = cookies === '' ? browserCookie : `${String(cookies)}; ${browserCookie}`;
  return { ...options, headers };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** Builds the app on a fresh database; `prepare` can seed it before the app starts. */
export async function createTestApp(
  kind: DatabaseKind,
  options: {
    env?: Record<string, string>;
    prepare?: (database: Database) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase(kind);
  await options.prepare?.(testDatabase.database);
  return buildTestApp(testDatabase, options);
}

/** Builds the app on an open database; closing the app drops the database. */
export async function buildTestApp(
  testDatabase: TestDatabase,
  options: { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'http://localhost:3000',
    // Every call of a test file comes from one address: limits (still counted) that a whole file
    // stays under. The receipt-email limit keeps its product value; its tests rely on it.
    RATE_LIMIT_NAME_CHECKS_PER_MINUTE: '10000',
    RATE_LIMIT_PAYMENT_STARTS_PER_MINUTE: '10000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '10000',
    RATE_LIMIT_CARD_PAYMENTS_PER_MINUTE: '10000',
    RATE_LIMIT_SIGN_INS_PER_MINUTE: '10000',
    RATE_LIMIT_PASSWORD_RESETS_PER_MINUTE: '10000',
    // The test environment's fixed key, whatever APP_ENV a test sets: no key file is made.
    SECRETS_KEY: testEnvironmentSecretsKey,
    ...options.env,
  });
  const app = await buildApp({ config, database: testDatabase.database }, { logger: false });
  await app.ready();
  // Every request a test injects comes from one browser, the test's, unless it says otherwise.
  const inject = app.inject.bind(app);
  app.inject = ((options?: InjectOptions | string) =>
    options === undefined ? inject() : inject(asTheTestBrowser(options))) as typeof app.inject;
  return {
    app,
    database: testDatabase.database,
    config,
    async close() {
      await app.close();
      await testDatabase.drop();
    },
  };
}

/**
 * The database kinds for `describe.each(databaseKinds)`: both, unless TEST_DATABASE_KINDS names
 * fewer (the second pass of the server tests on the newest Node.js LTS runs on PostgreSQL alone,
 * what a production deployment runs; the embedded database runs the same WebAssembly on every
 * Node.js, and the tests that name it still run).
 */
export const databaseKinds: DatabaseKind[] = (() => {
  const named = process.env.TEST_DATABASE_KINDS;
  if (named === undefined || named === '') return ['pglite', 'postgres'];
  const kinds = named.split(',').map((kind) => kind.trim());
  for (const kind of kinds) {
    if (kind !== 'pglite' && kind !== 'postgres')
      throw new Error(`TEST_DATABASE_KINDS: ${kind} is neither pglite nor postgres`);
  }
  return kinds as DatabaseKind[];
})();

/**
 * Whether this pass runs on PostgreSQL: the tests that need it alone (several server processes on
 * one database, a restarted database) run with `describe.runIf(onPostgres)`.
 */
export const onPostgres = databaseKinds.includes('postgres');

/** Headers a same-origin browser call carries (the CSRF header). */
export const jsonHeaders = { 'x-requested-with': 'registrar', 'content-type': 'application/json' };

/**
 * The app on an open database with its real logger at `info`, writing each log line into
 * `written` instead of standard output, for the tests that read the log.
 */
export async function buildLoggingApp(
  testDatabase: TestDatabase,
  written: string[],
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'info',
    PUBLIC_BASE_URL: 'http://localhost:3000',
    ...env,
  });
  const app = await buildApp(
    { config, database: testDatabase.database },
    { logStream: { write: (line) => written.push(line) } },
  );
  await app.ready();
  return app;
}
