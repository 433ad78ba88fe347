// One way to talk to PostgreSQL (Drizzle over node-postgres), whatever serves it: the machine's
// PostgreSQL via DATABASE_URL, or the embedded PGlite served over the PostgreSQL wire protocol.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** Connection string other clients (job queue, benchmarks) can use. */
  connectionString: string;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

// DATE columns come back as 'YYYY-MM-DD' strings rather than local-midnight Date objects.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * Opens the database and brings its schema up to date. With no URL, starts PGlite in `dataDir`
 * ('memory://' for a throwaway one) behind a local socket so node-postgres can reach it.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
}): Promise<Database> {
  let connectionString = options.databaseUrl;
  let embedded: { pglite: PGlite; server: PGLiteSocketServer } | undefined;
  if (!connectionString) {
    const dataDir = options.dataDir ?? 'memory://';
    if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
    const pglite = await PGlite.create(dataDir);
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
    ...(embedded ? { onConnect: startCleanSession } : {}),
  });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db,
    pool,
    connectionString,
    kind: embedded ? 'pglite' : 'postgres',
    async close() {
      await pool.end();
      if (embedded) {
        await embedded.server.stop();
        await embedded.pglite.close();
      }
    },
  };
}
