// Builds the open-data export of the public record: entities and their recorded filings, each as
// gzipped CSV and JSON Lines, with a manifest of sizes and SHA-256 checksums. Rows are read a page
// at a time by key (each page a short query, so the embedded database's one connection serves
// requests between pages), written to both formats as they arrive and hashed as they are
// compressed: memory stays bounded whatever the size of the register.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';
import {
  entityStatuses,
  entityTypeDescriptions,
  mountainDate,
  OPEN_DATA_BASE_PATH,
  openDataDatasets,
  openDataFiles,
  openDataFormats,
  type OpenDataDataset,
  type OpenDataFormat,
  type OpenDataManifest,
} from '@registrar/domain';
import type pg from 'pg';
import { BUILDING_PREFIX, publishExport, pruneExports } from './open-data-store.ts';

/** Rows read in one query: large enough to keep the database busy, small enough to bound memory. */
const DEFAULT_PAGE_SIZE = 1_000;

type Value = string | boolean | null;
type Row = Record<string, Value>;

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
function csvField(value: Value): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A gzipped file written as text arrives, hashed and measured as it is compressed. */
class GzipFileWriter {
  private readonly gzip: Gzip = createGzip();
  private readonly hash = createHash('sha256');
  private bytes = 0;
  private readonly written: Promise<void>;

  constructor(file: string) {
    const measure = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        this.hash.update(chunk);
        this.bytes += chunk.length;
        done(null, chunk);
      },
    });
    this.written = pipeline(this.gzip, measure, createWriteStream(file, { flags: 'wx' }));
    // Awaited in close(); a failure before then also rejects the write waiting on 'drain'.
    this.written.catch(() => undefined);
  }

  async write(text: string): Promise<void> {
    if (!this.gzip.write(text)) await once(this.gzip, 'drain');
  }

  async close(): Promise<{ bytes: number; sha256: string }> {
    this.gzip.end();
    await this.written;
    return { bytes: this.bytes, sha256: this.hash.digest('hex') };
  }

  abort(): void {
    this.gzip.destroy();
  }
}

/** The columns of a data set, as the schema names them. */
function columnNames(dataset: OpenDataDataset): string[] {
  return openDataDatasets[dataset].columns.map((column) => column.name);
}

// The entities as the public record page shows them: the principal office by city, state and ZIP
// only, the registered agent's name and street address. Dates are Mountain calendar days.
const entityPageSql = `
  select e.entity_id, e.name, e.entity_type, e.status_code,
    to_char(e.formation_date at time zone 'America/Denver', 'YYYY-MM-DD') as formation_date,
    e.jurisdiction,
    nullif(btrim(e.principal_office #>> '{streetAddress,city}'), '') as principal_office_city,
    nullif(btrim(e.principal_office #>> '{streetAddress,state}'), '') as principal_office_state,
    nullif(btrim(e.principal_office #>> '{streetAddress,zip}'), '') as principal_office_zip,
    coalesce(
      nullif(btrim(e.registered_agent #>> '{nameValues,name,orgName}'), ''),
      nullif(concat_ws(' ',
        nullif(btrim(e.registered_agent #>> '{nameValues,name,firstName}'), ''),
        nullif(btrim(e.registered_agent #>> '{nameValues,name,middleName}'), ''),
        nullif(btrim(e.registered_agent #>> '{nameValues,name,lastName}'), ''),
        nullif(btrim(e.registered_agent #>> '{nameValues,name,suffix}'), '')), '')
    ) as agent_name,
    nullif(btrim(e.registered_agent #>> '{addressValues,streetAddress,address1}'), '') as agent_address_line1,
    nullif(btrim(e.registered_agent #>> '{addressValues,streetAddress,address2}'), '') as agent_address_line2,
    nullif(btrim(e.registered_agent #>> '{addressValues,streetAddress,city}'), '') as agent_city,
    nullif(btrim(e.registered_agent #>> '{addressValues,streetAddress,state}'), '') as agent_state,
    nullif(btrim(e.registered_agent #>> '{addressValues,streetAddress,zip}'), '') as agent_zip,
    to_char(e.next_report_due_date, 'YYYY-MM-DD') as report_due_date
  from entities e
  where e.entity_id > $1
  order by e.entity_id
  limit $2`;

// The filings the public record lists (filed, with document numbers) of the entities above; a
// document withheld for personal information is listed as withheld, as the page lists it.
const filingPageSql = `
  select f.id::text as key, f.entity_id, f.transaction_id::text as document_number,
    f.transaction_type as filing_type, f.transaction_description as description,
    to_char(coalesce(f.filed_at, f.received_at) at time zone 'America/Denver', 'YYYY-MM-DD') as filed_date,
    to_char(coalesce(f.filed_at, f.received_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as filed_at,
    to_char(f.effective_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as effective_at,
    exists (select 1 from pii_removals r where r.pii_filing_id = f.id) as document_withheld
  from filings f
  join entities e on e.entity_id = f.entity_id
  where f.id > $1::bigint and f.status = 'FILED'
    and f.master_transaction_id is not null and f.transaction_id is not null
  order by f.id
  limit $2`;

interface DatasetReader {
  sql: string;
  firstKey: string;
  /** The key of a row, to read the next page after it. */
  keyOf(row: Row): string;
  /** The row as the files write it, in the schema's column order. */
  shape(row: Row): Row;
}

const readers: Record<OpenDataDataset, DatasetReader> = {
  entities: {
    sql: entityPageSql,
    firstKey: '',
    keyOf: (row) => String(row.entity_id),
    shape: (row) => ({
      entity_id: row.entity_id ?? null,
      name: row.name ?? null,
      entity_type: row.entity_type ?? null,
      entity_type_description:
        entityTypeDescriptions[String(row.entity_type)] ?? row.entity_type ?? null,
      status: entityStatuses[row.status_code as keyof typeof entityStatuses] ?? row.status_code,
      formation_date: row.formation_date ?? null,
      jurisdiction: row.jurisdiction ?? null,
      principal_office_city: row.principal_office_city ?? null,
      principal_office_state: row.principal_office_state ?? null,
      principal_office_zip: row.principal_office_zip ?? null,
      agent_name: row.agent_name ?? null,
      agent_address_line1: row.agent_address_line1 ?? null,
      agent_address_line2: row.agent_address_line2 ?? null,
      agent_city: row.agent_city ?? null,
      agent_state: row.agent_state ?? null,
      agent_zip: row.agent_zip ?? null,
      report_due_date: row.report_due_date ?? null,
    }),
  },
  filings: {
    sql: filingPageSql,
    firstKey: '0',
    keyOf: (row) => String(row.key),
    shape: (row) => ({
      entity_id: row.entity_id ?? null,
      document_number: row.document_number ?? null,
      filing_type: row.filing_type ?? null,
      description: row.description ?? null,
      filed_date: row.filed_date ?? null,
      filed_at: row.filed_at ?? null,
      effective_at: row.effective_at ?? null,
      document_withheld: row.document_withheld ?? null,
    }),
  },
};

/** Writes one data set to its CSV and JSON Lines files in one pass over the rows. */
async function writeDataset(
  pool: pg.Pool,
  dataset: OpenDataDataset,
  folder: string,
  pageSize: number,
): Promise<Record<OpenDataFormat, { bytes: number; sha256: string; rows: number }>> {
  const reader = readers[dataset];
  const columns = columnNames(dataset);
  const csv = new GzipFileWriter(path.join(folder, `${dataset}.csv.gz`));
  const jsonl = new GzipFileWriter(path.join(folder, `${dataset}.jsonl.gz`));
  let rows = 0;
  try {
    await csv.write(`${columns.join(',')}\r\n`);
    // The next page is asked for before this one is written, so the database and the
    // compression work at the same time.
    let next = pool.query<Row>(reader.sql, [reader.firstKey, pageSize]);
    for (;;) {
      const page = await next;
      const last = page.rows[page.rows.length - 1];
      const more = last !== undefined && page.rows.length === pageSize;
      if (more) next = pool.query<Row>(reader.sql, [reader.keyOf(last), pageSize]);
      let csvText = '';
      let jsonText = '';
      for (const row of page.rows) {
        const shaped = reader.shape(row);
        csvText += `${columns.map((column) => csvField(shaped[column] ?? null)).join(',')}\r\n`;
        jsonText += `${JSON.stringify(shaped)}\n`;
      }
      await Promise.all([csv.write(csvText), jsonl.write(jsonText)]);
      rows += page.rows.length;
      if (!more) break;
    }
    const [csvDone, jsonlDone] = await Promise.all([csv.close(), jsonl.close()]);
    return { csv: { ...csvDone, rows }, jsonl: { ...jsonlDone, rows } };
  } catch (error) {
    csv.abort();
    jsonl.abort();
    throw error;
  }
}

/** A name for an export that sorts by time and never collides with another process's. */
function newExportId(now: Date): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${randomUUID().slice(0, 8)}`;
}

/**
 * Builds an export of the public record in `root` and makes it the current one; answers its
 * manifest. Safe to run in several processes at once: each builds its own folder.
 */
export async function buildOpenDataExport(
  pool: pg.Pool,
  root: string,
  options: { now?: () => Date; pageSize?: number } = {},
): Promise<OpenDataManifest> {
  const now = options.now ?? (() => new Date());
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const exportId = newExportId(now());
  const building = path.join(root, `${BUILDING_PREFIX}${exportId}`);
  await mkdir(building, { recursive: true });
  try {
    const written = {
      entities: await writeDataset(pool, 'entities', building, pageSize),
      filings: await writeDataset(pool, 'filings', building, pageSize),
    };
    const completedAt = now();
    const manifest: OpenDataManifest = {
      exportId,
      exportDate: mountainDate(completedAt),
      generatedAt: completedAt.toISOString(),
      schemaUrl: `${OPEN_DATA_BASE_PATH}/schema.json`,
      files: openDataFiles.map((file) => ({
        name: file.name,
        dataset: file.dataset,
        format: file.format,
        url: `${OPEN_DATA_BASE_PATH}/${file.name}`,
        ...written[file.dataset][file.format],
      })),
      datasets: openDataDatasets as unknown as OpenDataManifest['datasets'],
      formats: { ...openDataFormats },
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(path.join(building, 'manifest.json'), manifestBytes);
    await rename(building, path.join(root, exportId));
    await publishExport(root, manifestBytes);
    await pruneExports(root, now());
    return manifest;
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
}
