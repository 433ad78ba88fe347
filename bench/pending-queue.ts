// Latency of the administrators' queue (GET /business-api/admin/pendingFilings) with a large
// backlog: creates its own PostgreSQL database on 127.0.0.1:5432 (user root, trust auth),
// migrates it, writes --count filings waiting for review (20 of them locked by administrators at work), starts
// the real app on a local port and asks, one request at a time as a signed-in administrator, for
// sorted pages: every sort column, both directions, pages spread over the whole queue. Prints
// p50/p99 per sort column and overall, then drops the database. It reports numbers; it does not
// pass or fail.
//
//   npx tsx --conditions=source bench/pending-queue.ts [--count 100000] [--requests 300]
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { startSession } from '../apps/api/src/modules/identity/sessions.ts';
import { sessionCookieName } from '../apps/api/src/plugins/sessions.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    /** Measured requests per sort column (after a warm-up of a tenth as many). */
    requests: { type: 'string', default: '300' },
  },
});
const filingCount = Number(values.count);
const requestsPerColumn = Number(values.requests);
const sortColumns = [
  'receivedAt',
  'transactionDescription',
  'entityName',
  'entityId',
  'email',
  'lockedBy',
] as const;

/** The value at quantile q of sorted numbers. */
function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/** Writes the backlog in one statement: distinct entities, names, emails and receipt times. */
async function writeBacklog(pool: pg.Pool, count: number, adminIds: string[]): Promise<void> {
  await pool.query(
    `insert into filings (ref, filing_type, transaction_type, transaction_description, entity_type,
       entity_id, entity_name, values, values_version, status, fee_cents, master_transaction_id,
       transaction_id, email, admin_fraud_check, lock_user_id, locked_at, lock_expires_at, received_at)
     select gen_random_uuid(),
       case when i % 3 = 0 then 'cure' else 'reinstate' end,
       case when i % 3 = 0 then 'CURE_DLNQ' else 'REINSTATE' end,
       case when i % 3 = 0 then 'Statement Curing Delinquency' else 'Articles of Reinstatement' end,
       'DLLC', (2000000000 + i)::text,
       'Backlog ' || md5(i::text) || ' LLC', '{}'::jsonb, 1, 'PENDING_REVIEW', 10000,
       10000000 + i, 20000000 + i, 'filer' || (i * 7919 % $1) || '@example.com', true,
       case when i % 5000 = 0 then ($2::text[])[1 + i % array_length($2::text[], 1)] end,
       case when i % 5000 = 0 then now() end,
       case when i % 5000 = 0 then now() + interval '30 minutes' end,
       now() - (i || ' seconds')::interval
     from generate_series(1, $1) as i`,
    [count, adminIds],
  );
  // What autovacuum does soon after a bulk load: the visibility map lets the queue's index-only
  // scans skip earlier pages without reading their rows.
  await pool.query('vacuum analyze filings');
}

async function main(): Promise<void> {
  const databaseName = `registrar_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  try {
    const config = loadConfig({
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      PUBLIC_BASE_URL: 'http://127.0.0.1:3000',
    });
    const database = await openDatabase({ databaseUrl });
    const users = await database.pool.query<{ id: string }>(
      `insert into users (username, email, first_name, last_name, roles)
       select 'bench-admin-' || i, 'bench-admin-' || i || '@sos.example.gov', 'Bench', 'Admin ' || i,
         '["admin"]'::jsonb
       from generate_series(1, 3) as i returning id::text`,
    );
    const adminIds = users.rows.map((row) => row.id);
    const started = performance.now();
    await writeBacklog(database.pool, filingCount, adminIds);
    console.log(
      `Wrote ${filingCount.toLocaleString('en-US')} pending filings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const { token } = await startSession(database.db, { kind: 'staff', userId: adminIds[0] ?? '' });
    const cookie = `${sessionCookieName(config)}=${token}`;
    const app = await buildApp({ config, database });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const pages = Math.ceil(filingCount / 10);
      const ask = async (sort: string, direction: string, page: number): Promise<number> => {
        const begun = performance.now();
        const response = await fetch(
          `${baseUrl}/business-api/admin/pendingFilings?sort=${sort}&direction=${direction}&page=${page}`,
          { headers: { cookie } },
        );
        const body = (await response.json()) as { apiData: { count: number } };
        const elapsed = performance.now() - begun;
        if (response.status !== 200 || body.apiData.count !== filingCount)
          throw new Error(`Unexpected answer ${response.status}`);
        return elapsed;
      };
      // Pages near the start (what administrators open) and spread over the whole queue.
      const pageAt = (n: number) => (n % 4 === 0 ? 1 + ((n * 7919) % pages) : 1 + (n % 5));
      const all: number[] = [];
      console.log(
        `pendingFilings, ${filingCount.toLocaleString('en-US')} pending, 10 a page, ${requestsPerColumn} sequential requests per column`,
      );
      for (const sort of sortColumns) {
        for (let n = 0; n < Math.ceil(requestsPerColumn / 10); n += 1)
          await ask(sort, n % 2 === 0 ? 'asc' : 'desc', pageAt(n));
        const times: number[] = [];
        for (let n = 0; n < requestsPerColumn; n += 1)
          times.push(await ask(sort, n % 2 === 0 ? 'asc' : 'desc', pageAt(n)));
        times.sort((a, b) => a - b);
        all.push(...times);
        console.log(
          `  ${sort.padEnd(24)} p50 ${quantile(times, 0.5).toFixed(1)} ms   p99 ${quantile(times, 0.99).toFixed(1)} ms`,
        );
      }
      all.sort((a, b) => a - b);
      console.log(
        `  ${'all columns'.padEnd(24)} p50 ${quantile(all, 0.5).toFixed(1)} ms   p99 ${quantile(all, 0.99).toFixed(1)} ms`,
      );
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
