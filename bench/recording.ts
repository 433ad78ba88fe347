// Recording paid filings under load: creates its own PostgreSQL database on 127.0.0.1:5432,
// starts the real server in a child process, pays N new LLC filings through the test checkout
// (start payment, then the card form, as a browser does), and then fires all N receipt calls -
// the call that records a paid filing - at once from this process, `--concurrency` in flight at a
// time. Prints filings recorded per second and p50/p99 latency of the receipt calls, then checks
// the database: each filing recorded exactly once, one entity and one captured charge each. It
// reports numbers; it does not pass or fail.
//
//   npx tsx --conditions=source bench/recording.ts [--filings 1000] [--concurrency 50]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createLlcMinimalFiling } from '@registrar/domain';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedDatabase } from '../apps/api/src/db/seed.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const repositoryRoot = path.resolve(import.meta.dirname, '..');
const jsonHeaders = { 'x-requested-with': 'registrar', 'content-type': 'application/json' };

const { values } = parseArgs({
  options: {
    filings: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '50' },
  },
});
const filingCount = Number(values.filings);
const concurrency = Number(values.concurrency);

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const unlimited = '100000000';
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'bench/name-availability-server.ts'],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_BASE_URL: baseUrl,
        LOG_LEVEL: 'warn',
        APP_ENV: 'test',
        NODE_ENV: 'production',
        RATE_LIMIT_PAYMENT_STARTS_PER_MINUTE: unlimited,
        RATE_LIMIT_CARD_PAYMENTS_PER_MINUTE: unlimited,
        RATE_LIMIT_NAME_CHECKS_PER_MINUTE: unlimited,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/business-api/heartBeat`)).ok) return { child, baseUrl };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not answer its heartBeat within 60 s');
}

/** Starts payment for a new LLC and pays the test checkout with an approved card: its refId. */
async function payOneFiling(baseUrl: string, index: number, runId: string): Promise<string> {
  const filing = createLlcMinimalFiling();
  filing.entityName = { name: `Bench Recording ${runId} Number ${index} LLC` };
  const wizard = `${baseUrl}/business/filing/llc`;
  const start = await fetch(`${baseUrl}/business-api/payment`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({
      filing,
      draftRef: randomUUID(),
      clientUrl: `${wizard}/receipt`,
      paymentBackUrl: `${wizard}/filingreview`,
      paymentCancelUrl: `${baseUrl}/business/filing/fileaform`,
    }),
  });
  if (start.status !== 200) throw new Error(`payment start: ${start.status} ${await start.text()}`);
  const { paymentURL, refId } = (
    (await start.json()) as {
      apiData: { paymentURL: string; refId: string };
    }
  ).apiData;
  const page = await (await fetch(paymentURL)).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1];
  if (token === undefined) throw new Error('no token on the checkout page');
  const paid = await fetch(paymentURL, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token,
      cardNumber: '4111111111111111',
      nameOnCard: 'Grace Hopper',
      expiry: '12/39',
      cvc: '123',
    }).toString(),
  });
  if (paid.status !== 303) throw new Error(`checkout: ${paid.status}`);
  return refId;
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main(): Promise<void> {
  const databaseName = `registrar_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  let server: { child: ChildProcess; baseUrl: string } | undefined;
  try {
    const database = await openDatabase({ databaseUrl, poolSize: 4 });
    await seedDatabase(database.db, { entityCount: 10_000 });
    await database.close();
    server = await startServer(databaseUrl);
    const { baseUrl } = server;
    const runId = randomBytes(3).toString('hex');

    const payStarted = performance.now();
    const indexes = Array.from({ length: filingCount }, (_, index) => index);
    const refIds = await inParallel(indexes, 10, (index) => payOneFiling(baseUrl, index, runId));
    const paySeconds = (performance.now() - payStarted) / 1000;
    console.log(`Paid ${filingCount} checkouts in ${paySeconds.toFixed(1)} s (not measured below)`);

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    await inParallel(refIds, concurrency, async (refId) => {
      const sent = performance.now();
      const response = await fetch(`${baseUrl}/business-api/file/receipt`, {
        method: 'POST',
        headers: jsonHeaders,
        body: JSON.stringify({ refId }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - sent);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    });
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);

    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const counts = await check.query<{
      recorded: number;
      entities: number;
      captured: number;
      duplicate_entities: number;
    }>(
      `select
         (select count(*)::int from filings where ref = any($1::uuid[]) and transaction_id is not null) as recorded,
         (select count(*)::int from entities where name like $2) as entities,
         (select count(*)::int from payments p join filings f on f.id = p.filing_id
            where f.ref = any($1::uuid[]) and p.status = 'CAPTURED') as captured,
         (select count(*)::int from (select name_key from entities where name like $2
            group by name_key having count(*) > 1) d) as duplicate_entities`,
      [refIds, `Bench Recording ${runId} %`],
    );
    await check.end();
    const row = counts.rows[0];
    console.log(
      [
        `Recording ${filingCount} paid filings, receipt calls ${concurrency} at a time, one server process`,
        `  recorded/s   ${(filingCount / seconds).toFixed(0)}   (${seconds.toFixed(2)} s in all; answers ${[
          ...statuses,
        ]
          .map(([status, n]) => `${n} x ${status}`)
          .join(', ')})`,
        `  latency ms   p50 ${percentile(latencies, 50).toFixed(1)}   p99 ${percentile(latencies, 99).toFixed(1)}   max ${(latencies.at(-1) ?? NaN).toFixed(1)}`,
        `  database     ${row?.recorded} filings recorded, ${row?.entities} entities, ${row?.captured} captured charges, ${row?.duplicate_entities} duplicate names`,
        `  targets      >= 100 filings/s, p99 <= 200 ms, 0 duplicates`,
      ].join('\n'),
    );
  } finally {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
    }
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
