// Recording paid filings under load: creates its own PostgreSQL database on 127.0.0.1:5432,
// starts the real server in a child process, pays N new LLC filings through the test checkout
// (start payment, then the card form, as a browser does), and then fires all N receipt calls -
// the call that records a paid filing - at once from this process, `--concurrency` in flight at a
// time. Prints filings recorded per second and p50/p99 latency of the receipt calls, then checks
// the database: each filing recorded exactly once, one entity and one captured charge each. It
// reports numbers; it does not pass or fail.
//
//   npx tsx --conditions=source bench/recording.ts [--filings 1000] [--concurrency 50]
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createLlcMinimalFiling } from '@registrar/domain';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedDatabase } from '../apps/api/src/db/seed.ts';
import {
  percentile,
  startBenchServer,
  stopBenchServer,
  type BenchServer,
} from './bench-support.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const jsonHeaders = { 'x-requested-with': 'registrar', 'content-type': 'application/json' };

const { values } = parseArgs({
  options: {
    filings: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '50' },
  },
});
const filingCount = Number(values.filings);
const concurrency = Number(values.concurrency);

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

async function main(): Promise<void> {
  const databaseName = `registrar_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  let server: BenchServer | undefined;
  try {
    const database = await openDatabase({ databaseUrl, poolSize: 4 });
    await seedDatabase(database.db, { entityCount: 10_000 });
    await database.close();
    const unlimited = '100000000';
    server = await startBenchServer({
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_PAYMENT_STARTS_PER_MINUTE: unlimited,
      RATE_LIMIT_CARD_PAYMENTS_PER_MINUTE: unlimited,
    });
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
        `  latency ms   p50 ${percentile(latencies, 50).toFixed(1)}   p99 ${percentile(latencies, 99).toFixed(1)}   max ${Math.max(...latencies).toFixed(1)}`,
        `  database     ${row?.recorded} filings recorded, ${row?.entities} entities, ${row?.captured} captured charges, ${row?.duplicate_entities} duplicate names`,
        `  targets      >= 100 filings/s, p99 <= 200 ms, 0 duplicates`,
      ].join('\n'),
    );
  } finally {
    if (server) await stopBenchServer(server);
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
