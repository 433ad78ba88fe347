// One way to talk to PostgreSQL (Drizzle over node-postgres), whatever serves it: the machine's
// PostgreSQL via DATABASE_URL, or the embedded PGlite served over the PostgreSQL wire protocol.
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { describeDatabaseError, isDatabaseConnectionError } from './connection-errors.ts';
import { claimDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

/** The Drizzle handle; `$client` is the pool, for hot-path queries that bypass the query builder. */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

// pg-pool awaits the promise onConnect returns before handing the client out; @types/pg still
// declares the hook as returning void.
const startCleanSession = ((client: pg.ClientBase) => client.query('DISCARD ALL')) as unknown as (
  client: pg.ClientBase,
) => void;

/** Where lost connections are reported: the app's logger once it exists (pino's signature). */
interface DatabaseLog {
  warn(details: object, message: string): void;
}

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** Connection string other clients (job queue, benchmarks) can use. */
  connectionString: string;
  kind: 'postgres' | 'pglite';
  /** The schema's migrations: how many are applied, the latest, and those this opening applied. */
  migrations: MigrationReport;
  /** Reports lost connections to `log` from now on (until then: one JSON line on stderr). */
  logConnectionLossTo(log: DatabaseLog): void;
  /**
   * The embedded database's files as one archive, to start another from (tests open every
   * throwaway database from one migrated copy instead of initialising and migrating each).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Before the app's logger exists (migrations, seeding), a lost connection is one stderr line. */
const stderrLog: DatabaseLog = {
  warn(details, message) {
    console.warn(JSON.stringify({ level: 'warn', time: Date.now(), ...details, msg: message }));
  },
};

/**
 * Keeps a lost connection from ending the process. node-postgres reports a connection that dies
 * as an 'error' event: on the pool while the client is idle (the pool has already dropped it),
 * on the client itself while it is checked out (a transaction between two statements, where
 * the pool does not listen). An 'error' event nobody listens to ends the process, so both get
 * a listener. Each lost connection is logged once (a terminated session reports its FATAL
 * message and then the closed socket), as one line with the code and message only: the error
 * of an idle client carries the whole client object.
 */
function reportLostConnections(pool: pg.Pool, currentLog: () => DatabaseLog): void {
  const reported = new WeakSet<pg.ClientBase>();
  const report = (error: Error, client: pg.ClientBase) => {
    if (reported.has(client)) return;
    reported.add(client);
    currentLog().warn(
      { database: describeDatabaseError(error) },
      'database connection lost; the pool opens a new one when needed',
    );
  };
  pool.on('error', report);
  pool.on('connect', (client) => {
    client.on('error', (error) => report(error, client));
  });
}

/**
 * Runs Drizzle transactions on a client this module checks out and gives back itself. Drizzle's
 * own pool path sends BEGIN before its try block, so a connection that dies just before BEGIN
 * is never returned to the pool: every such loss would take one connection for good (the
 * embedded database has one). A client lost to a connection error is given back with that
 * error, so the pool closes it instead of reusing it. The work of such a transaction is undone
 * where it ran: PostgreSQL rolls back the open transaction of a session that ends, and the
 * embedded socket server rolls back the transaction of a connection that closes.
 */
/** The effects each open transaction runs once it has committed (see afterCommit). */
const commitEffects = new WeakMap<object, (() => void)[]>();

/**
 * Runs `effect` once the work done through `db` is committed: at once outside a transaction, after
 * COMMIT inside one, and never when it rolls back. For what must not count work that was undone
 * (the counters of metrics).
 */
export function afterCommit(db: DbOrTx, effect: () => void): void {
  const pending = commitEffects.get(db);
  if (pending === undefined) effect();
  else pending.push(effect);
}

function releaseTransactionClients(db: Db, pool: pg.Pool): void {
  const sessions = new WeakMap<pg.PoolClient, NodePgDatabase<typeof schema>>();
  const transaction: Db['transaction'] = async (work, config) => {
    const client = await pool.connect();
    let session = sessions.get(client);
    if (session === undefined) {
      session = drizzle(client, { schema });
      sessions.set(client, session);
    }
    let lostConnection: Error | undefined;
    const effects: (() => void)[] = [];
    try {
      const result = await session.transaction((tx) => {
        commitEffects.set(tx, effects);
        return work(tx);
      }, config);
      for (const effect of effects) effect();
      return result;
    } catch (error) {
      if (isDatabaseConnectionError(error) && error instanceof Error) lostConnection = error;
      throw error;
    } finally {
      client.release(lostConnection);
    }
  };
  db.transaction = transaction;
}

/** The SQL migrations and drizzle-kit's journal of them, applied in order at every start. */
export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

interface MigrationReport {
  applied: number;
  /** The latest applied migration's name (e.g. 0015_owners_keys_and_attempts); null for none. */
  latest: string | null;
  /** The migrations this process applied as it opened the database, in order. */
  newlyApplied: string[];
}

/** The migrations' names in the order they apply, from drizzle-kit's journal. */
function migrationNames(): string[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { idx: number; tag: string }[] };
  return [...journal.entries].sort((a, b) => a.idx - b.idx).map((entry) => entry.tag);
}

/** How many migrations the database has applied (drizzle's own table of them). */
async function appliedMigrations(pool: pg.Pool): Promise<number> {
  // Two statements: a query naming a table that does not exist yet fails as it is parsed.
  const { rows: present } = await pool.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (present[0]?.present !== true) return 0;
  const { rows } = await pool.query<{ applied: string }>(
    'select count(*) as applied from drizzle.__drizzle_migrations',
  );
  return Number(rows[0]?.applied ?? 0);
}

/** The migrations as they stand, and those applied since `before` of them were. */
async function migrationReport(pool: pg.Pool, before: number): Promise<MigrationReport> {
  const names = migrationNames();
  const applied = await appliedMigrations(pool);
  return {
    applied,
    latest: applied === 0 ? null : (names[applied - 1] ?? null),
    newlyApplied: names.slice(before, applied),
  };
}

/** The advisory lock the processes sharing one PostgreSQL database migrate under, one at a time. */
export const MIGRATION_LOCK_KEY = 7_201_905_300_001;

/**
 * Brings the schema up to date. Processes started together on one PostgreSQL database (a
 * deployment's replicas, both halves of a rolling upgrade) take turns under an advisory lock held
 * by a connection of its own: the first applies what is missing, the next find nothing left. The
 * embedded database belongs to one process and needs no lock.
 */
async function migrateOnce(
  db: Db,
  pool: pg.Pool,
  lockConnection: string | null,
): Promise<MigrationReport> {
  if (lockConnection === null) {
    const before = await appliedMigrations(pool);
    await migrate(db, { migrationsFolder });
    return await migrationReport(pool, before);
  }
  const lock = new pg.Client({ connectionString: lockConnection });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    // Counted under the lock: what another process applied first is not this one's.
    const before = await appliedMigrations(pool);
    await migrate(db, { migrationsFolder });
    return await migrationReport(pool, before);
  } finally {
    // Ending the session releases its lock, whether or not the migration succeeded.
    await lock.end();
  }
}

// DATE columns come back as 'YYYY-MM-DD' strings rather than local-midnight Date objects.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * Opens the database and brings its schema up to date. With no URL, starts PGlite in `dataDir`
 * ('memory://' for a throwaway one) behind a local socket so node-postgres can reach it.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** An archive from `dumpDataDir` the embedded database starts from instead of an empty one. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** False opens the schema as it stands: a backup reads it, a restore migrates it itself. */
  migrate?: boolean;
}): Promise<Database> {
  let connectionString = options.databaseUrl;
  let embedded: { pglite: PGlite; server: PGLiteSocketServer } | undefined;
  let releaseDataDir: (() => Promise<void>) | undefined;
  if (!connectionString) {
    const dataDir = options.dataDir ?? 'memory://';
    if (!dataDir.startsWith('memory://')) {
      await mkdir(dataDir, { recursive: true });
      releaseDataDir = await claimDataDir(dataDir);
    }
    // Business search needs pg_trgm (migration 0004); PGlite loads an extension only when asked.
    const pglite = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    // Port 0: the OS picks a free port, so two instances (tests, a second start) never collide.
    const server = new PGLiteSocketServer({
      db: pglite,
      host: '127.0.0.1',
      port: 0,
      maxConnections: 20,
    });
    await server.start();
    embedded = { pglite, server };
    connectionString = `postgres://postgres@${server.getServerConn()}/postgres`;
  }
  const pool = new pg.Pool({
    connectionString,
    // PGlite is one session: two pooled connections would interleave their extended-protocol
    // messages (unnamed statements) between transactions, so the embedded database gets one.
    max: embedded ? 1 : (options.poolSize ?? 20),
    // The embedded database's one connection stays open, and a new one starts clean: PGlite
    // keeps one backend session for every socket connection, so a reconnecting client would
    // find the previous connection's prepared statements still there ("already exists").
    // DISCARD ALL, awaited before the pool hands the client out, gives the clean session
    // PostgreSQL would.
    idleTimeoutMillis: embedded ? 0 : 30_000,
    ...(embedded
      ? { onConnect: startCleanSession }
      : {
          // While PostgreSQL is unreachable (restarting, failing over, a network partition), a
          // request waits at most 5 s for a connection, free or new, and is then answered 503
          // instead of hanging. Under normal load a free connection comes in milliseconds. The
          // embedded database lives in this process and cannot be away; its one connection is
          // shared by every request, so a wait there is only a queue and has no limit.
          connectionTimeoutMillis: 5_000,
          // TCP keepalives, so an idle connection a NAT or proxy has silently forgotten is found
          // dead and dropped before a request is given it.
          keepAlive: true,
        }),
  });
  let log = stderrLog;
  reportLostConnections(pool, () => log);
  const db = drizzle(pool, { schema });
  releaseTransactionClients(db, pool);
  const migrations =
    options.migrate === false
      ? await migrationReport(pool, await appliedMigrations(pool))
      : await migrateOnce(db, pool, embedded ? null : connectionString);
  return {
    db,
    pool,
    connectionString,
    kind: embedded ? 'pglite' : 'postgres',
    migrations,
    logConnectionLossTo(target) {
      log = target;
    },
    ...(embedded ? { dumpDataDir: () => embedded.pglite.dumpDataDir('none') } : {}),
    async close() {
      // Once: a pool already ended (its database shut down under it) is not ended twice.
      if (!pool.ended) await pool.end();
      if (embedded) {
        await embedded.server.stop();
        await embedded.pglite.close();
      }
      await releaseDataDir?.();
    },
  };
}
