// The real server (src/server.ts) in a child process, for what app.inject cannot show: several
// processes on one database, a process that exits, what a process writes to its log.
//
//   const database = await createSeededPostgresDatabase();
//   const server = await startServerProcess({ databaseUrl: database.databaseUrl });
//   await fetch(`${server.baseUrl}/business-api/heartBeat`);
//   await server.stop();
//   await database.drop();
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { seedDatabase } from '../../src/db/seed.ts';
import { testEnvironmentSecretsKey } from '../../src/modules/secrets/sealed-secrets.ts';
import { createTestDatabase } from './test-app.ts';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const startLimitMs = 60_000;
const stopLimitMs = 10_000;

export interface ServerProcess {
  /** Where the server listens, e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process has written to stdout and stderr so far. */
  output(): string;
  /** Whether the process has ended, for whatever reason. */
  exited(): boolean;
  /**
   * Stops the process (SIGTERM, its graceful shutdown; SIGKILL after `limitMs`, 10 s unless
   * given) and waits for it.
   */
  stop(limitMs?: number): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/**
 * Starts `src/server.ts` on a free port of 127.0.0.1 against `databaseUrl` (a PostgreSQL
 * database, which several processes can share; without it, the embedded database in the
 * DATA_DIR that `env` names) and waits until it answers GET /business-api/heartBeat. `env` adds
 * to or overrides the defaults: APP_ENV=test (no background jobs), LOG_LEVEL=warn,
 * SEED_ENTITY_COUNT=0, SECRETS_KEY the test environment's key. Nothing else of this process's
 * environment is passed on, so a developer's own DATABASE_URL or SMTP_URL cannot leak in.
 * `apiRoot` runs another copy of the server's sources (the next release, in an upgrade).
 */
export async function startServerProcess(options: {
  databaseUrl?: string;
  env?: Record<string, string>;
  apiRoot?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const chunks: Buffer[] = [];
  // The sources under test: tsx loads them, and the "source" condition loads the domain package's
  // TypeScript too rather than its compiled dist.
  const tsxArgs = ['--conditions=source', '--import', 'tsx'];
  const child = spawn(process.execPath, [...tsxArgs, 'src/server.ts'], {
    cwd: options.apiRoot ?? apiRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_ENTITY_COUNT: '0',
      // The test environment's key whatever APP_ENV is set, so that no key file is made.
      SECRETS_KEY: testEnvironmentSecretsKey,
      ...options.env,
      ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const output = () => Buffer.concat(chunks).toString('utf8');

  const stop = async (limitMs = stopLimitMs) => {
    if (exited()) return;
    const ended = once(child, 'exit');
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    await ended;
    clearTimeout(killer);
  };

  const deadline = Date.now() + startLimitMs;
  for (;;) {
    if (exited()) {
      throw new Error(`The server exited before answering (code ${child.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/business-api/heartBeat`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within ${startLimitMs / 1000} s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, child, output, exited, stop };
}

export interface SeededPostgresDatabase {
  /** postgres://... of the new database, for DATABASE_URL. */
  databaseUrl: string;
  /** Its name, e.g. to find its sessions in pg_stat_activity. */
  databaseName: string;
  /** Drops the database, ending any session still connected to it. */
  drop(): Promise<void>;
}

/**
 * Creates a throwaway database on the machine's PostgreSQL, migrated and seeded with the fixed
 * entities and `entityCount` generated ones (50 unless given). No connection to it stays open.
 */
export async function createSeededPostgresDatabase(
  options: { entityCount?: number } = {},
): Promise<SeededPostgresDatabase> {
  const { database } = await createTestDatabase('postgres');
  try {
    await seedDatabase(database.db, { entityCount: options.entityCount ?? 50 });
  } finally {
    await database.close();
  }
  const databaseUrl = database.connectionString;
  const databaseName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const maintenanceUrl = new URL(databaseUrl);
  maintenanceUrl.pathname = '/postgres';
  return {
    databaseUrl,
    databaseName,
    async drop() {
      const admin = new pg.Client({ connectionString: maintenanceUrl.toString() });
      await admin.connect();
      try {
        // FORCE: a server process that was not stopped must not keep the database alive.
        await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}
