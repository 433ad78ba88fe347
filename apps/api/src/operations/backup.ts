// Backups of the registry, and their restore into an empty database.
//
// A backup is a logical dump: every table of the application's schema read in one REPEATABLE
// READ READ ONLY transaction, so it is one instant of the registry (a filing and its payment are
// both in it or both not), whatever servers write meanwhile. It is streamed a page of rows at a
// time into a gzipped file of JSON lines, so a registry of any size fits through a little memory:
//
//   {"format":"registrar-backup","version":1,...}   the header: when, the schema's migration,
//                                                    each table's columns and row count, and
//                                                    what is left out and why
//   {"table":"states"}                              then one section per table, parents before
//   ["AL","Alabama","1"]                            the tables whose foreign keys name them: a
//   ...                                             row is its values in the header's column
//                                                    order, each in PostgreSQL's own text form
//                                                    (as COPY writes it: bytea in hex, times with
//                                                    their offset, jsonb as its text) or null
//   {"sequences":{"transaction_seq":{...}}}         every sequence's value, read after the rows
//   {"end":{"sha256":"..."}}                        the SHA-256 of every byte above this line
//
// Values in PostgreSQL's text form go back through the same types' input, so every value
// (documents and attachments byte for byte, timestamps to the microsecond, JSON as stored)
// comes back as it was, on PostgreSQL or the embedded database alike. (pg_dump cannot read the
// embedded database, a PostgreSQL newer than the pg_dump most servers have installed.)
//
// A restore goes into an empty database only: it checks the whole file first, brings the
// database to the backup's migration, loads every table and sequence in one transaction (which
// checks the checksum and the row counts again before it commits) and then applies the
// migrations this build has that the backup's did not.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  copyFile,
  mkdir,
  mkdtemp,
  open,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { z } from 'zod';
import { MIGRATION_LOCK_KEY, migrationsFolder, type Database } from '../db/database.ts';

const FORMAT = 'registrar-backup';
const FORMAT_VERSION = 1;
/** The application's tables and sequences live in PostgreSQL's default schema. */
const APP_SCHEMA = 'public';

/** Tables a backup leaves out, and why; the header of every backup repeats this. */
export const tablesLeftOut: Readonly<Record<string, string>> = {
  sessions: 'Signed-in sessions: a restored registry signs everyone in again.',
  rate_limit_counters: 'Request counts of the rate limits: they start again from zero.',
  admin_setup_links:
    'One-time links that create the first administrator: a restored registry has its administrators.',
};

const isLeftOut = (table: string) => Object.hasOwn(tablesLeftOut, table);

/**
 * Reference data and content every server start seeds into its database. A database a server
 * has started on holds them without holding a registry; a restore replaces them with the
 * backup's own (which keeps the administrators' edits).
 */
const seededTables = new Set([
  'states',
  'countries',
  'country_groups',
  'suffixes',
  'content',
  'reject_reasons',
]);

/** Rows are read a page at a time, pages of about this many bytes (attachments are large rows). */
const PAGE_BYTES = 4 * 1024 * 1024;
/** Rows are inserted in batches of at most this many rows or bytes. */
const BATCH_ROWS = 1_000;
const BATCH_BYTES = 8 * 1024 * 1024;

/** Why a backup or a restore did not happen, in words for the operator; nothing was changed. */
export class BackupRefused extends Error {}

const columnSchema = z.object({ name: z.string(), type: z.string() });
type Column = z.infer<typeof columnSchema>;

const headerSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  database: z.string(),
  migrations: z.object({ count: z.number().int().min(0), last: z.string().nullable() }),
  tables: z.array(
    z.object({ name: z.string(), columns: z.array(columnSchema), rows: z.number().int().min(0) }),
  ),
  sequences: z.array(z.string()),
  leftOut: z.record(z.string(), z.string()),
});
type BackupHeader = z.infer<typeof headerSchema>;
type TableHeader = BackupHeader['tables'][number];

const sequenceValuesSchema = z.record(
  z.string(),
  z.object({ value: z.string().regex(/^-?\d+$/), called: z.boolean() }),
);
type SequenceValues = z.infer<typeof sequenceValuesSchema>;

export interface BackupSummary {
  file: string;
  bytes: number;
  sha256: string;
  tables: number;
  rows: number;
  sequences: number;
  /** The last migration of the schema backed up. */
  migration: string | null;
  seconds: number;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  sequences: number;
  /** When the backup's snapshot was taken. */
  backedUpAt: string;
  /** The backup's last migration, and the last this build applied after loading it. */
  migrationOfBackup: string | null;
  migrationNow: string | null;
  seconds: number;
}

// ---- the migrations this build knows ---------------------------------------------------------

interface Migration {
  tag: string;
  when: number;
  hash: string;
}

/** This build's migrations in order, as drizzle records them when it applies them. */
async function buildMigrations(): Promise<Migration[]> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  const files = readMigrationFiles({ migrationsFolder });
  return journal.entries.map((entry, index) => ({
    tag: entry.tag,
    when: entry.when,
    hash: files[index]?.hash ?? '',
  }));
}

/**
 * How many of this build's migrations the database has had, by drizzle's own record of them
 * (it applies the migrations newer than the last it recorded); null when that record names a
 * migration this build does not have (a newer build's schema).
 */
async function appliedMigrationCount(
  client: pg.ClientBase,
  build: Migration[],
): Promise<number | null> {
  const present = await client.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (present.rows[0]?.present !== true) return 0;
  const last = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1',
  );
  const record = last.rows[0];
  if (record === undefined) return 0;
  const count = build.filter((migration) => migration.when <= Number(record.created_at)).length;
  const migration = build[count - 1];
  if (migration === undefined || migration.hash !== record.hash) return null;
  return count;
}

const tagAt = (build: Migration[], count: number) => build[count - 1]?.tag ?? null;

/**
 * Applies this build's first `count` migrations with drizzle's migrator, which has no "up to"
 * option: it is given a copy of the migrations whose journal ends there. The files are the same
 * bytes, so drizzle records what it would for the whole folder, and a later run applies the rest.
 */
async function migrateUpTo(pool: pg.Pool, build: Migration[], count: number): Promise<void> {
  if (count === build.length) {
    await migrate(drizzle(pool), { migrationsFolder });
    return;
  }
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const folder = await mkdtemp(path.join(tmpdir(), 'registrar-migrations-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    await writeFile(
      path.join(folder, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
    );
    for (const { tag } of build.slice(0, count)) {
      await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    }
    await migrate(drizzle(pool), { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

// ---- the catalogue ---------------------------------------------------------------------------

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (name: string) => `${quoteName(APP_SCHEMA)}.${quoteName(name)}`;

/**
 * Both ends read and write values in one text form, whatever the server's or the role's
 * defaults: ISO dates, UTC, hex bytea. No time limit cuts a long backup or restore short.
 */
async function useTextFormats(client: pg.ClientBase): Promise<void> {
  await client.query(`
    set local datestyle = 'ISO, YMD';
    set local timezone = 'UTC';
    set local intervalstyle = 'postgres';
    set local extra_float_digits = 3;
    set local bytea_output = 'hex';
    set local statement_timeout = 0;
    set local idle_in_transaction_session_timeout = 0`);
}

/**
 * The application's tables, each after the tables its foreign keys name (so rows can be
 * inserted in this order), in name order otherwise.
 */
async function tablesInDependencyOrder(client: pg.ClientBase): Promise<string[]> {
  const tables = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition
     order by c.relname collate "C"`,
    [APP_SCHEMA],
  );
  const references = await client.query<{ child: string; parent: string }>(
    `select distinct child.relname as child, parent.relname as parent
     from pg_constraint k
     join pg_class child on child.oid = k.conrelid
     join pg_class parent on parent.oid = k.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where k.contype = 'f' and n.nspname = $1 and child.oid <> parent.oid`,
    [APP_SCHEMA],
  );
  const remaining = tables.rows.map((row) => row.name);
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references.rows) {
    if (!remaining.includes(parent)) continue;
    const set = parents.get(child) ?? new Set<string>();
    set.add(parent);
    parents.set(child, set);
  }
  const ordered: string[] = [];
  while (remaining.length > 0) {
    const next = remaining.findIndex((table) =>
      [...(parents.get(table) ?? [])].every((parent) => ordered.includes(parent)),
    );
    if (next < 0) {
      throw new Error(`The foreign keys of ${remaining.join(', ')} form a circle`);
    }
    ordered.push(...remaining.splice(next, 1));
  }
  return ordered;
}

/** A table's stored columns (generated ones are computed again), with their types. */
async function columnsOf(client: pg.ClientBase, table: string): Promise<Column[]> {
  const result = await client.query<Column>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
     from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped
       and a.attgenerated = ''
     order by a.attnum`,
    [qualified(table)],
  );
  return result.rows;
}

async function primaryKeyOf(client: pg.ClientBase, table: string): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `select a.attname as name
     from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = $1::regclass and i.indisprimary
     order by array_position(i.indkey::int2[], a.attnum)`,
    [qualified(table)],
  );
  return result.rows.map((row) => row.name);
}

async function sequenceNames(client: pg.ClientBase): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind = 'S' order by c.relname collate "C"`,
    [APP_SCHEMA],
  );
  return result.rows.map((row) => row.name);
}

async function rowCount(client: pg.ClientBase, table: string): Promise<number> {
  const result = await client.query<{ count: string }>(
    `select count(*)::text as count from ${qualified(table)}`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

// ---- writing ---------------------------------------------------------------------------------

/** Lines into a gzipped file, hashed as they go. */
class ChecksummedLines {
  private readonly hash = createHash('sha256');
  private readonly gzip = createGzip();
  private readonly written: Promise<void>;

  constructor(file: string) {
    // Owner only: a backup holds personal data and password hashes.
    this.written = pipeline(this.gzip, createWriteStream(file, { mode: 0o600 }));
    // Awaited in end(); a failure meanwhile also fails the next write.
    this.written.catch(() => undefined);
  }

  /** Writes lines, a page of rows at once: one buffer, one hash update and one gzip write. */
  async write(lines: readonly string[]): Promise<void> {
    if (lines.length === 0) return;
    const bytes = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
    this.hash.update(bytes);
    if (!this.gzip.write(bytes)) await once(this.gzip, 'drain');
  }

  /** Writes the end line with the checksum of everything before it; answers the checksum. */
  async end(): Promise<string> {
    const sha256 = this.hash.digest('hex');
    this.gzip.end(`${JSON.stringify({ end: { sha256 } })}\n`);
    await this.written;
    return sha256;
  }

  abandon(): void {
    this.gzip.destroy();
  }
}

async function fileExists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Writes a backup of the database to `file` (a new file: a backup never overwrites one). It is
 * written beside it under a temporary name and renamed once complete and flushed to disk, so a
 * file of that name is always a whole backup.
 */
export async function writeBackup(
  database: Pick<Database, 'pool' | 'kind'>,
  file: string,
): Promise<BackupSummary> {
  const started = performance.now();
  if (await fileExists(file)) {
    throw new BackupRefused(`${file} already exists; a backup never overwrites a file.`);
  }
  if (!(await fileExists(path.dirname(file)))) {
    throw new BackupRefused(`There is no folder ${path.dirname(file)} to write the backup in.`);
  }
  const build = await buildMigrations();
  const partial = `${file}.partial`;
  const client = await database.pool.connect();
  let output: ChecksummedLines | undefined;
  try {
    await client.query('begin isolation level repeatable read read only');
    await useTextFormats(client);
    const names = (await tablesInDependencyOrder(client)).filter((name) => !isLeftOut(name));
    // Held to the end, as pg_dump does: no migration changes a table while it is read.
    await client.query(`lock table ${names.map(qualified).join(', ')} in access share mode`);
    const migrationCount = await appliedMigrationCount(client, build);
    if (migrationCount === null) {
      throw new BackupRefused(
        'The database has migrations this build does not know: back it up with the build its servers run.',
      );
    }
    if (migrationCount === 0) {
      throw new BackupRefused(
        'The database holds no Registrar schema: there is nothing to back up.',
      );
    }
    const createdAt = await client.query<{ at: string }>(`select to_json(now()) #>> '{}' as at`);
    const tables: (TableHeader & { primaryKey: string[] })[] = [];
    for (const name of names) {
      tables.push({
        name,
        columns: await columnsOf(client, name),
        rows: await rowCount(client, name),
        primaryKey: await primaryKeyOf(client, name),
      });
    }
    const sequences = await sequenceNames(client);
    const header: BackupHeader = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: createdAt.rows[0]?.at ?? new Date().toISOString(),
      database: database.kind,
      migrations: { count: migrationCount, last: tagAt(build, migrationCount) },
      tables: tables.map(({ name, columns, rows }) => ({ name, columns, rows })),
      sequences,
      leftOut: { ...tablesLeftOut },
    };
    output = new ChecksummedLines(partial);
    await output.write([JSON.stringify(header)]);
    for (const table of tables) {
      await output.write([JSON.stringify({ table: table.name })]);
      const written = await writeRows(client, output, table);
      if (written !== table.rows) {
        throw new Error(`${table.name} gave ${written} rows where it counted ${table.rows}`);
      }
    }
    // Read after the rows: every value the rows hold was drawn before, so none is drawn again.
    const values: SequenceValues = {};
    for (const name of sequences) {
      const result = await client.query<{ value: string; called: boolean }>(
        `select last_value::text as value, is_called as called from ${qualified(name)}`,
      );
      const row = result.rows[0];
      if (row !== undefined) values[name] = row;
    }
    await output.write([JSON.stringify({ sequences: values })]);
    await client.query('commit');
    const sha256 = await output.end();
    const handle = await open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
    return {
      file,
      bytes: (await stat(file)).size,
      sha256,
      tables: tables.length,
      rows: tables.reduce((sum, table) => sum + table.rows, 0),
      sequences: sequences.length,
      migration: header.migrations.last,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    output?.abandon();
    await rm(partial, { force: true });
    throw error;
  } finally {
    client.release();
  }
}

/** Streams a table's rows in primary-key order through a cursor; answers how many. */
async function writeRows(
  client: pg.ClientBase,
  output: ChecksummedLines,
  table: { name: string; columns: Column[]; primaryKey: string[] },
): Promise<number> {
  const values = table.columns.map((column) => `${quoteName(column.name)}::text`).join(', ');
  const order =
    table.primaryKey.length > 0 ? ` order by ${table.primaryKey.map(quoteName).join(', ')}` : '';
  await client.query(
    `declare backup_rows no scroll cursor for
     select to_json(array[${values}])::text as line from ${qualified(table.name)}${order}`,
  );
  // Each page is sized, from the rows read so far, to about PAGE_BYTES. A table of attachments or
  // documents, whose rows can be megabytes each, starts at one row a page.
  let pageRows = table.columns.some((column) => column.type === 'bytea') ? 1 : 500;
  let rows = 0;
  let bytes = 0;
  for (;;) {
    const page = await client.query<{ line: string }>(`fetch ${pageRows} from backup_rows`);
    const lines = page.rows.map((row) => row.line);
    await output.write(lines);
    for (const line of lines) bytes += line.length;
    rows += page.rows.length;
    if (page.rows.length < pageRows) break;
    pageRows = Math.max(1, Math.min(5_000, Math.floor(PAGE_BYTES / Math.max(1, bytes / rows))));
  }
  await client.query('close backup_rows');
  return rows;
}

// ---- reading ---------------------------------------------------------------------------------

/** The gunzipped file's lines, each without its line break. */
async function* linesOf(file: string): AsyncGenerator<Buffer> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  try {
    let parts: Buffer[] = [];
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let start = 0;
      for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
        parts.push(chunk.subarray(start, end));
        yield parts.length === 1 && parts[0] !== undefined ? parts[0] : Buffer.concat(parts);
        parts = [];
        start = end + 1;
      }
      if (start < chunk.length) parts.push(chunk.subarray(start));
    }
    if (parts.length > 0) yield Buffer.concat(parts);
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

interface RowSink {
  /** A batch of a table's rows, each as its line of the file. */
  rows(table: TableHeader, lines: string[]): Promise<void>;
}

const NEWLINE = Buffer.from('\n');
const ROW_START = 0x5b; // '['

/**
 * Reads a backup from start to end, handing its rows to `sink` in batches, and checks it as it
 * goes: its structure, each table's row count against the header, and at the end the checksum.
 * Without a sink it only checks.
 */
async function readBackup(
  file: string,
  sink?: RowSink,
): Promise<{ header: BackupHeader; sequences: SequenceValues }> {
  const damaged = (why: string) =>
    new BackupRefused(`The backup file ${file} is damaged: ${why}. Nothing was restored.`);
  const hash = createHash('sha256');
  let header: BackupHeader | undefined;
  let sequences: SequenceValues | undefined;
  let ended = false;
  let tableIndex = -1;
  let rowsOfTable = 0;
  let batch: string[] = [];
  let batchBytes = 0;
  const currentTable = () => (header === undefined ? undefined : header.tables[tableIndex]);
  const flush = async () => {
    const table = currentTable();
    if (sink !== undefined && table !== undefined && batch.length > 0) {
      await sink.rows(table, batch);
    }
    batch = [];
    batchBytes = 0;
  };
  const closeTable = async () => {
    await flush();
    const table = currentTable();
    if (table !== undefined && rowsOfTable !== table.rows) {
      throw damaged(`${table.name} has ${rowsOfTable} rows where its header says ${table.rows}`);
    }
    rowsOfTable = 0;
  };

  try {
    for await (const line of linesOf(file)) {
      if (ended) throw damaged('there is more after its last line');
      if (line[0] === ROW_START) {
        hash.update(line);
        hash.update(NEWLINE);
        if (currentTable() === undefined || sequences !== undefined) {
          throw damaged('it has a row outside a table');
        }
        rowsOfTable += 1;
        if (sink !== undefined) {
          batch.push(line.toString('utf8'));
          batchBytes += line.length;
          if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
        }
        continue;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(line.toString('utf8'));
      } catch {
        throw damaged('a line of it is not JSON');
      }
      if (header === undefined) {
        header = parseHeader(parsed, file);
        hash.update(line);
        hash.update(NEWLINE);
        continue;
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw damaged('a line of it is neither a row nor a section');
      }
      const section = parsed as Record<string, unknown>;
      if ('end' in section) {
        const end = z.object({ sha256: z.string() }).safeParse(section.end);
        if (!end.success) throw damaged('its last line has no checksum');
        if (sequences === undefined) throw damaged('it has no sequences');
        if (end.data.sha256 !== hash.digest('hex')) {
          throw damaged('its content does not match its SHA-256 checksum');
        }
        ended = true;
        continue;
      }
      hash.update(line);
      hash.update(NEWLINE);
      if ('table' in section) {
        await closeTable();
        tableIndex += 1;
        if (currentTable()?.name !== section.table) {
          throw damaged(`its tables are not those its header lists (at ${String(section.table)})`);
        }
      } else if ('sequences' in section) {
        await closeTable();
        if (tableIndex !== header.tables.length - 1) throw damaged('tables are missing from it');
        const values = sequenceValuesSchema.safeParse(section.sequences);
        if (!values.success) throw damaged('its sequences cannot be read');
        sequences = values.data;
        tableIndex = header.tables.length;
      } else {
        throw damaged('a line of it is neither a row nor a section');
      }
    }
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupRefused(`There is no backup file ${file}.`);
    if (code === 'Z_BUF_ERROR') throw damaged('it stops before its end (cut short)');
    if (code?.startsWith('Z_') === true) {
      throw damaged(`its compressed data fails gzip's own check (${(error as Error).message})`);
    }
    throw error;
  }
  if (header === undefined) throw damaged('it is empty');
  if (!ended || sequences === undefined) throw damaged('it stops before its end (cut short)');
  return { header, sequences };
}

function parseHeader(value: unknown, file: string): BackupHeader {
  const kind = z.object({ format: z.literal(FORMAT), version: z.number() }).safeParse(value);
  if (!kind.success) throw new BackupRefused(`${file} is not a Registrar backup.`);
  if (kind.data.version > FORMAT_VERSION) {
    throw new BackupRefused(
      `${file} is a backup of format ${kind.data.version}, made by a newer Registrar than this one (format ${FORMAT_VERSION}).`,
    );
  }
  const header = headerSchema.safeParse(value);
  if (!header.success) {
    throw new BackupRefused(`The backup file ${file} is damaged: its header cannot be read.`);
  }
  return header.data;
}

// ---- restoring -------------------------------------------------------------------------------

/** The tables that hold a registry: everything but what a start seeds and a backup leaves out. */
async function tablesHoldingRows(client: pg.ClientBase, tables: string[]): Promise<string[]> {
  const held: string[] = [];
  for (const table of tables) {
    if (seededTables.has(table) || isLeftOut(table)) continue;
    const result = await client.query<{ held: boolean }>(
      `select exists (select 1 from ${qualified(table)}) as held`,
    );
    if (result.rows[0]?.held === true) held.push(table);
  }
  return held;
}

/** The tables an operator knows a registry by, named first when a restore is refused. */
const tellingTables = ['filings', 'entities', 'users'];

function refuseNonEmpty(held: string[]): never {
  const rank = (table: string) =>
    tellingTables.includes(table) ? tellingTables.indexOf(table) : tellingTables.length;
  const named = [...held].sort((a, b) => rank(a) - rank(b));
  throw new BackupRefused(
    `The database already holds a registry (rows in ${named.slice(0, 5).join(', ')}` +
      `${named.length > 5 ? ', ...' : ''}). A backup is restored into an empty database only, so ` +
      'that nothing in it is lost or mixed with the backup: create a new database (or point ' +
      'DATA_DIR at a new folder) and restore into that.',
  );
}

/**
 * The insert of a batch of rows, each an array of values in the backup's column order, cast to
 * the types the database itself gives those columns.
 */
function insertStatement(table: string, columns: Column[]): string {
  const names = columns.map((column) => quoteName(column.name)).join(', ');
  const values = columns.map((column, index) => `(r ->> ${index})::${column.type}`).join(', ');
  // A row of the wrong length is left out, and the row count check refuses the restore.
  return `insert into ${qualified(table)} (${names}) overriding system value
    select ${values} from json_array_elements($1::json) as e(r)
    where json_array_length(r) = ${columns.length}`;
}

async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

/**
 * Loads the backup's rows and sequences in one transaction: the tables locked and found empty,
 * what a server start seeded and what a backup leaves out emptied, the triggers that keep derived
 * tables (name holds, search words) switched off (those tables come from the backup as they
 * were), every row inserted parents first, the indexes built, the checksum and row counts
 * checked, then the sequences set. Any failure rolls all of it back.
 */
async function loadRows(
  pool: pg.Pool,
  file: string,
  header: BackupHeader,
): Promise<{ rows: number }> {
  return withClient(pool, async (client) => {
    try {
      await client.query('begin');
      await useTextFormats(client);
      const tables = await tablesInDependencyOrder(client);
      await client.query(`lock table ${tables.map(qualified).join(', ')} in access exclusive mode`);
      const held = await tablesHoldingRows(client, tables);
      if (held.length > 0) refuseNonEmpty(held);
      const statements = new Map<string, string>();
      for (const table of header.tables) {
        if (!tables.includes(table.name)) {
          throw new BackupRefused(`The database has no table ${table.name}, which the backup has.`);
        }
        const columns = await columnsOf(client, table.name);
        const types = new Map(columns.map((column) => [column.name, column.type]));
        const describe = (list: Column[]) =>
          list
            .map((column) => `${column.name} ${column.type}`)
            .sort()
            .join(', ');
        if (describe(columns) !== describe(table.columns)) {
          throw new BackupRefused(
            `The table ${table.name} differs from the backup's: (${describe(columns)}) here, (${describe(table.columns)}) in the backup.`,
          );
        }
        const ordered = table.columns.map((column) => ({
          name: column.name,
          type: types.get(column.name) ?? column.type,
        }));
        statements.set(table.name, insertStatement(table.name, ordered));
      }
      for (const table of [...tables].reverse()) {
        if (seededTables.has(table) || isLeftOut(table)) {
          await client.query(`delete from ${qualified(table)}`);
        }
      }
      const triggered = await client.query<{ name: string }>(
        `select distinct c.relname as name from pg_trigger t
         join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1 and not t.tgisinternal`,
        [APP_SCHEMA],
      );
      for (const { name } of triggered.rows) {
        await client.query(`alter table ${qualified(name)} disable trigger user`);
      }
      // One sorted build of each index after the load is far quicker than an index insert a row
      // (the word indexes of business search most of all). Those backing a constraint (primary
      // keys, which foreign keys check as rows arrive) stay. The definitions are read back from
      // the catalogue, so they stay whatever the migrations made.
      const indexes = await client.query<{ name: string; definition: string }>(
        `select quote_ident(ci.relname) as name, pg_get_indexdef(i.indexrelid) as definition
         from pg_index i
         join pg_class ci on ci.oid = i.indexrelid
         join pg_class c on c.oid = i.indrelid
         join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = $1
           and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
        [APP_SCHEMA],
      );
      for (const { name } of indexes.rows) {
        await client.query(`drop index ${quoteName(APP_SCHEMA)}.${name}`);
      }
      const { sequences } = await readBackup(file, {
        async rows(table, lines) {
          await client.query(statements.get(table.name) ?? '', [`[${lines.join(',')}]`]);
        },
      });
      let rows = 0;
      for (const table of header.tables) {
        const count = await rowCount(client, table.name);
        if (count !== table.rows) {
          throw new BackupRefused(
            `${table.name} received ${count} rows where the backup holds ${table.rows}. Nothing was restored.`,
          );
        }
        rows += count;
      }
      for (const { definition } of indexes.rows) await client.query(definition);
      for (const { name } of triggered.rows) {
        await client.query(`alter table ${qualified(name)} enable trigger user`);
      }
      // Last: setting a sequence is not undone by a rollback.
      for (const [name, { value, called }] of Object.entries(sequences)) {
        const exists = await client.query<{ present: boolean }>(
          'select to_regclass($1) is not null as present',
          [qualified(name)],
        );
        if (exists.rows[0]?.present !== true) {
          throw new BackupRefused(`The database has no sequence ${name}, which the backup has.`);
        }
        await client.query('select setval($1::regclass, $2::bigint, $3)', [
          qualified(name),
          value,
          called,
        ]);
      }
      await client.query('commit');
      return { rows };
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  });
}

/**
 * Restores a backup into the database, which must hold no registry. PostgreSQL's servers
 * migrate under an advisory lock; the restore holds it from start to end, so a server started
 * meanwhile waits and then finds the restored registry at this build's schema.
 */
export async function restoreBackup(
  database: Pick<Database, 'pool' | 'kind' | 'connectionString'>,
  file: string,
): Promise<RestoreSummary> {
  const started = performance.now();
  const build = await buildMigrations();
  // The whole file is checked before the database is touched.
  const { header } = await readBackup(file);
  const backupCount = header.migrations.count;
  if (backupCount > build.length || tagAt(build, backupCount) !== header.migrations.last) {
    throw new BackupRefused(
      `The backup's schema (migration ${header.migrations.last ?? 'none'}) is newer than this ` +
        `build knows (${tagAt(build, build.length) ?? 'none'}): restore it with a build at least ` +
        'as new as the one that made it.',
    );
  }
  let lock: pg.Client | undefined;
  if (database.kind === 'postgres') {
    lock = new pg.Client({ connectionString: database.connectionString });
    await lock.connect();
  }
  try {
    await lock?.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const targetCount = await withClient(database.pool, async (client) => {
      const count = await appliedMigrationCount(client, build);
      if (count !== null && count > 0) {
        const held = await tablesHoldingRows(client, await tablesInDependencyOrder(client));
        if (held.length > 0) refuseNonEmpty(held);
      }
      return count;
    });
    if (targetCount === null || targetCount > backupCount) {
      const schema =
        targetCount === null
          ? 'has migrations this build does not know'
          : `is at migration ${tagAt(build, targetCount) ?? 'none'}`;
      throw new BackupRefused(
        `The database's schema ${schema}, newer than the backup's ` +
          `(${header.migrations.last ?? 'none'}), and a restore cannot take a schema back. ` +
          'Restore into a new database no server has started on: the restore migrates it itself.',
      );
    }
    if (targetCount < backupCount) await migrateUpTo(database.pool, build, backupCount);
    const { rows } = await loadRows(database.pool, file, header);
    if (backupCount < build.length) await migrateUpTo(database.pool, build, build.length);
    // A new database has no statistics yet; the planner needs them from the first request.
    await database.pool.query('analyze');
    return {
      tables: header.tables.length,
      rows,
      sequences: header.sequences.length,
      backedUpAt: header.createdAt,
      migrationOfBackup: header.migrations.last,
      migrationNow: tagAt(build, build.length),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await lock?.end();
  }
}
