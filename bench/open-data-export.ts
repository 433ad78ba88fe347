// Time and memory of the daily open-data export with a large register: creates its own
// PostgreSQL database on 127.0.0.1:5432 (user root, trust auth), migrates it, writes --count
// entities (each with its formation filing, one in a thousand of those withheld for personal
// information), builds the export into a temporary folder and prints the elapsed time, rows per
// second, the files' sizes and the growth of this process's resident memory (sampled every 50 ms)
// against the targets: 60 s and 150 MB at a million entities. Drops the database afterwards. It
// reports numbers; it does not pass or fail.
//
//   npx tsx --conditions=source bench/open-data-export.ts [--count 1000000]
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { buildOpenDataExport } from '../apps/api/src/modules/open-data/open-data-export.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const TARGET_SECONDS = 60;
const TARGET_MEGABYTES = 150;

const { values } = parseArgs({ options: { count: { type: 'string', default: '1000000' } } });
const entityCount = Number(values.count);

/** Writes the register in a few statements: varied names, types, statuses, towns and agents. */
async function writeRegister(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(
    `with towns(town, zip) as (
       select * from unnest(
         array['Denver','Boulder','Aurora','Pueblo','Golden','Durango','Salida','Greeley','Loveland','Vail'],
         array['80202','80302','80012','81003','80401','81301','81201','80631','80537','81657'])
       with ordinality),
     people(first_name, last_name) as (
       select * from unnest(
         array['Maria','James','Aiko','Robert','Fatima','Liam','Chen','Olivia','Diego','Grace'],
         array['Garcia','Smith','Tanaka','Johnson','Haddad','Murphy','Wei','Brown','Lopez','Reed']))
     insert into entities (entity_id, name, name_key, entity_type, domestic_flag, status_code,
       formation_date, reporting_month, next_report_due_date, principal_office, registered_agent)
     select lpad((20000000000 + i)::text, 11, '0'),
       initcap(md5(i::text)::text) || case i % 4 when 0 then ' LLC' when 1 then ', Inc.'
         when 2 then ' Cooperative' else ' Holdings LLC' end,
       'BENCH' || i,
       (array['DLLC','DPC','DC55','DLLC'])[1 + i % 4], 'D',
       (array['GOOD','GOOD','GOOD','DQQ','ADISS','VDISS'])[1 + i % 6],
       timestamp '2000-01-01' + (i % 9000 || ' days')::interval, 1 + i % 12,
       date '2026-01-31' + (i % 700), 
       jsonb_build_object('isSameAsStreetAddressChecked', true, 'streetAddress', jsonb_build_object(
         'address1', (i % 9000 + 100) || ' Main Street', 'address2', '', 'city', t.town,
         'state', 'CO', 'zip', t.zip, 'province', '', 'country', 'US', 'addressType', 'PHYS')),
       jsonb_build_object(
         'nameValues', jsonb_build_object('name', case when i % 3 = 0
           then jsonb_build_object('orgName', 'Registered Agents of Colorado ' || (i % 50) || ' LLC')
           else jsonb_build_object('orgName', '', 'firstName', p.first_name, 'middleName', '',
             'lastName', p.last_name, 'suffix', '') end),
         'addressValues', jsonb_build_object('streetAddress', jsonb_build_object(
           'address1', (i % 7000 + 10) || ' Colfax Avenue',
           'address2', case when i % 5 = 0 then 'Suite ' || (i % 900) else '' end,
           'city', t.town, 'state', 'CO', 'zip', t.zip, 'country', 'US')))
     from generate_series(1, $1) as i
     join towns t on t.ordinality = 1 + i % 10
     join (select row_number() over () as n, * from people) p on p.n = 1 + i % 10`,
    [count],
  );
  await pool.query(
    `insert into filings (ref, filing_type, transaction_type, transaction_description, entity_type,
       entity_id, entity_name, values, values_version, status, fee_cents, master_transaction_id,
       transaction_id, email, effects_applied, received_at, filed_at, effective_at)
     select gen_random_uuid(), 'llc', 'ARTORG_LLC', 'Articles of Organization', e.entity_type,
       e.entity_id, e.name, '{}'::jsonb, 1, 'FILED', 5000, 10000000 + n, 20000000 + n,
       'filer' || n || '@example.com', true, e.formation_date, e.formation_date, e.formation_date
     from (select row_number() over (order by entity_id) as n, * from entities) e`,
  );
  await pool.query(
    `insert into pii_removals (entity_id, pii_filing_id, removal_filing_id, filers, recorded_by_user_id)
     select entity_id, id, id, '[]'::jsonb, $1 from filings where id % 1000 = 0`,
    [randomUUID()],
  );
  await pool.query('vacuum analyze entities');
  await pool.query('vacuum analyze filings');
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main(): Promise<void> {
  const databaseName = `registrar_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const folder = await mkdtemp(path.join(tmpdir(), 'registrar-open-data-bench-'));
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    try {
      const loadStarted = performance.now();
      await writeRegister(database.pool, entityCount);
      console.log(
        `wrote ${entityCount} entities and their filings in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
      );

      global.gc?.();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 50);
      const started = performance.now();
      const manifest = await buildOpenDataExport(database.pool, folder);
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);

      const rows = manifest.files
        .filter((file) => file.format === 'csv')
        .reduce((sum, file) => sum + file.rows, 0);
      const growth = peak - baseline;
      console.log(`export ${manifest.exportId}`);
      for (const file of manifest.files) {
        console.log(
          `  ${file.name.padEnd(18)} ${String(file.rows).padStart(9)} rows  ${megabytes(file.bytes).padStart(7)} MB  sha256 ${file.sha256.slice(0, 16)}…`,
        );
      }
      console.log(
        `elapsed ${seconds.toFixed(1)} s (target ≤ ${TARGET_SECONDS} s): ${Math.round(rows / seconds)} rows/s over ${rows} rows (entities and filings)`,
      );
      console.log(
        `peak RSS growth ${megabytes(growth)} MB (target ≤ ${TARGET_MEGABYTES} MB); baseline ${megabytes(baseline)} MB, peak ${megabytes(peak)} MB`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

await main();
