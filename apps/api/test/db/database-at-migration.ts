// A database as an older release left it: created empty, migrated only up to a given migration by
// drizzle's own migrator, written to with that schema, and then opened the way the server opens
// its database at start.
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../../src/db/database.ts';
import {
  createPostgresDatabase,
  type DatabaseKind,
  type TestDatabase,
} from '../support/test-app.ts';

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

async function readJournal(): Promise<{ entries: JournalEntry[] } & Record<string, unknown>> {
  const text = await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8');
  return JSON.parse(text) as { entries: JournalEntry[] } & Record<string, unknown>;
}

/** The migrations' tags in the order they run. */
export async function migrationTags(): Promise<string[]> {
  return (await readJournal()).entries.map((entry) => entry.tag);
}

/** What drizzle records of each migration it applies (its hash and journal time), in order. */
export function drizzleRecordsOf(count: number): { hash: string; createdAt: number }[] {
  return readMigrationFiles({ migrationsFolder })
    .slice(0, count)
    .map((migration) => ({ hash: migration.hash, createdAt: migration.folderMillis }));
}

/** What drizzle has recorded as applied, in order. */
export async function appliedMigrations(
  client: Pick<pg.Pool, 'query'>,
): Promise<{ hash: string; createdAt: number }[]> {
  const result = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by id',
  );
  return result.rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/**
 * Applies the migrations up to and including `lastTag` with drizzle's migrator, which has no
 * "up to" option: it is given a copy of the migrations whose journal ends at `lastTag`. The files
 * are the same bytes, so drizzle records the same hashes and times in drizzle.__drizzle_migrations
 * as for the full folder, and the server's migrator later applies only the migrations after it.
 */
export async function migrateUpTo(client: pg.Client, lastTag: string): Promise<void> {
  const journal = await readJournal();
  const end = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (end < 0) throw new Error(`No migration ${lastTag} in the journal`);
  const entries = journal.entries.slice(0, end + 1);
  const folder = await mkdtemp(path.join(tmpdir(), 'registrar-migrations-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    await writeFile(
      path.join(folder, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries }, null, 2),
    );
    for (const { tag } of entries) {
      await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    }
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** An empty database that is written to first and opened by the server's start path later. */
export interface EmptyDatabase {
  /** A plain connection to the database, closed by `close`. */
  connect(): Promise<{ client: pg.Client; close(): Promise<void> }>;
  /**
   * Opens it as the server does at start (src/server.ts): openDatabase applies every migration
   * not applied yet. The server seeds it next; the caller does that when it has looked.
   */
  openAsServer(): Promise<TestDatabase>;
  /** Removes it, when it was never opened as the server does. */
  discard(): Promise<void>;
}

/** An empty embedded database in a folder, or an empty database on the machine's PostgreSQL. */
export async function createEmptyDatabase(kind: DatabaseKind): Promise<EmptyDatabase> {
  if (kind === 'postgres') {
    const created = await createPostgresDatabase();
    return {
      async connect() {
        const client = new pg.Client({ connectionString: created.url });
        await client.connect();
        return { client, close: () => client.end() };
      },
      async openAsServer() {
        const database = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
        return {
          database,
          async drop() {
            await database.close();
            await created.drop();
          },
        };
      },
      discard: () => created.drop(),
    };
  }
  // On disk, not in memory: the server reopens the folder, as it does at every start.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'registrar-pglite-'));
  const removeFolder = () => rm(dataDir, { recursive: true, force: true });
  return {
    async connect() {
      const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
      const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0 });
      await server.start();
      const client = new pg.Client({
        connectionString: `postgres://postgres@${server.getServerConn()}/postgres`,
      });
      await client.connect();
      return {
        client,
        async close() {
          await client.end();
          await server.stop();
          await pglite.close();
        },
      };
    },
    async openAsServer() {
      const database = await openDatabase({ dataDir });
      return {
        database,
        async drop() {
          await database.close();
          await removeFolder();
        },
      };
    },
    discard: removeFolder,
  };
}

/** Each table of the public schema with its columns, as they are now. */
export async function tableColumns(
  client: Pick<pg.Pool, 'query'>,
): Promise<Record<string, string[]>> {
  const result = await client.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const tables: Record<string, string[]> = {};
  for (const row of result.rows) (tables[row.table_name] ??= []).push(row.column_name);
  return tables;
}

/**
 * Every row of the given tables, restricted to the given columns, as sorted JSON text: two
 * snapshots are equal when the same rows hold the same values in those columns.
 */
export async function snapshotRows(
  client: Pick<pg.Pool, 'query'>,
  tables: Record<string, string[]>,
): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const [table, columns] of Object.entries(tables)) {
    const result = await client.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from "${table}" t`,
    );
    snapshot[table] = result.rows
      .map(({ row }) => JSON.stringify(columns.map((column) => [column, row[column]])))
      .sort();
  }
  return snapshot;
}
