// Recording paid filings under load: creates its own PostgreSQL database on 127.0.0.1:5432,
// starts the real server in a child process, pays N new LLC filings through the test checkout
// (start payment, then the card form, as a browser does), and then fires all N receipt calls -
// the call that records a paid filing - at once from this process, `--concurrency` in flight at a
// time. Prints filings recorded per second and p50/p99 latency of the receipt calls, the CPU the
// server, the database and this process spent on them, then checks the database: each filing
// recorded exactly once, one entity and one captured charge each. It reports numbers; it does not
// pass or fail.
//
//   npx tsx --conditions=source bench/recording.ts [--filings 1000] [--concurrency 50[,10,...]]
//     [--warmup 100] [--pool 20]
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
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
    warmup: { type: 'string', default: '100' },
    pool: { type: 'string' },
  },
});
const filingCount = Number(values.filings);
const concurrencies = values.concurrency.split(',').map(Number);
const warmupCount = Number(values.warmup);

/** Starts payment for a new LLC and pays the test checkout with an approved card: its refId. */
async function payOneFiling(baseUrl: string, name: string): Promise<string> {
  const filing = createLlcMinimalFiling();
  filing.entityName = { name };
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

/** Pays `count` filings named `<prefix> Number <i> LLC`, ten browsers at a time: their refIds. */
async function payFilings(baseUrl: string, prefix: string, count: number): Promise<string[]> {
  const indexes = Array.from({ length: count }, (_, index) => index);
  return inParallel(indexes, 10, (index) => payOneFiling(baseUrl, `${prefix} Number ${index} LLC`));
}

/**
 * Posts JSON over a kept-alive connection of `agent` and reads the whole answer; its status. Plain
 * node:http rather than fetch: fetch costs this process about a millisecond of CPU a call, which
 * the two cores it shares with the server and the database would otherwise lose.
 */
function postJson(agent: http.Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...jsonHeaders, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
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

/** Fires the receipt calls of `refIds`, `concurrency` at a time: latencies, answers and time. */
async function fireReceipts(baseUrl: string, refIds: string[], concurrency: number) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const receiptUrl = new URL('/business-api/file/receipt', baseUrl);
  const started = performance.now();
  await inParallel(refIds, concurrency, async (refId) => {
    const sent = performance.now();
    const status = await postJson(agent, receiptUrl, JSON.stringify({ refId }));
    latencies.push(performance.now() - sent);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { latencies, statuses, seconds };
}

/** CPU seconds (user + system) a process of this machine has used; undefined once it is gone. */
function processCpuSeconds(pid: number): number | undefined {
  try {
    // Fields after the command name: utime and stime are the 12th and 13th, in clock ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Busy and total CPU seconds of the whole machine so far (all cores). */
function machineCpuSeconds(): { busy: number; total: number } {
  const times = os.cpus().map((cpu) => cpu.times);
  const total = times.reduce((sum, t) => sum + t.user + t.nice + t.sys + t.idle + t.irq, 0);
  const idle = times.reduce((sum, t) => sum + t.idle, 0);
  return { busy: (total - idle) / 1000, total: total / 1000 };
}

/**
 * Where the CPU goes while the receipt calls run: the server process, the database's sessions of
 * this benchmark's database (PostgreSQL on this machine), this process, and the rest of the
 * machine (other work, and the database's own background processes).
 */
async function cpuSnapshot(check: pg.Client, serverPid: number) {
  const sessions = await check.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const database = sessions.rows.reduce((sum, row) => sum + (processCpuSeconds(row.pid) ?? 0), 0);
  const own = process.cpuUsage();
  return {
    server: processCpuSeconds(serverPid) ?? 0,
    database,
    sessions: sessions.rows.length,
    bench: (own.user + own.system) / 1e6,
    machine: machineCpuSeconds(),
  };
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
  const check = new pg.Client({ connectionString: databaseUrl });
  let checking = false;
  try {
    const database = await openDatabase({ databaseUrl, poolSize: 4 });
    await seedDatabase(database.db, { entityCount: 10_000 });
    await database.close();
    const unlimited = '100000000';
    server = await startBenchServer({
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_PAYMENT_STARTS_PER_MINUTE: unlimited,
      RATE_LIMIT_CARD_PAYMENTS_PER_MINUTE: unlimited,
      ...(values.pool === undefined ? {} : { BENCH_POOL_SIZE: values.pool }),
    });
    const { baseUrl } = server;
    const serverPid = server.process.pid ?? 0;
    await check.connect();
    checking = true;
    const runId = randomBytes(3).toString('hex');
    const pool = values.pool ?? 'the server default';

    for (const [round, concurrency] of concurrencies.entries()) {
      const prefix = `Bench Recording ${runId} Round ${round}`;
      const payStarted = performance.now();
      const warmupRefIds = await payFilings(baseUrl, `${prefix} Warmup`, warmupCount);
      const refIds = await payFilings(baseUrl, prefix, filingCount);
      const paySeconds = (performance.now() - payStarted) / 1000;
      console.log(
        `Paid ${warmupCount} + ${filingCount} checkouts in ${paySeconds.toFixed(1)} s (not measured)`,
      );
      // The first receipt calls of a fresh server open its database connections and prepare
      // their statements: recorded first, at the same concurrency, and not measured.
      await fireReceipts(baseUrl, warmupRefIds, concurrency);

      const before = await cpuSnapshot(check, serverPid);
      const { latencies, statuses, seconds } = await fireReceipts(baseUrl, refIds, concurrency);
      const after = await cpuSnapshot(check, serverPid);
      const load = os.loadavg().map((value) => value.toFixed(2));

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
        [refIds, `${prefix} Number %`],
      );
      const row = counts.rows[0];
      const perFiling = (seconds: number) => ((seconds * 1000) / filingCount).toFixed(2);
      const machineBusy = after.machine.busy - before.machine.busy;
      const machineTotal = after.machine.total - before.machine.total;
      const server = after.server - before.server;
      const databaseCpu = after.database - before.database;
      const bench = after.bench - before.bench;
      console.log(
        [
          `Recording ${filingCount} paid filings, receipt calls ${concurrency} at a time, one server process, database pool ${pool}`,
          `  recorded/s   ${(filingCount / seconds).toFixed(0)}   (${seconds.toFixed(2)} s in all; answers ${[
            ...statuses,
          ]
            .map(([status, n]) => `${n} x ${status}`)
            .join(', ')})`,
          `  latency ms   p50 ${percentile(latencies, 50).toFixed(1)}   p99 ${percentile(latencies, 99).toFixed(1)}   max ${Math.max(...latencies).toFixed(1)}`,
          `  CPU ms/filing  server ${perFiling(server)}   database (${after.sessions} sessions) ${perFiling(databaseCpu)}   load generator ${perFiling(bench)}`,
          `  machine      ${machineBusy.toFixed(1)} of ${machineTotal.toFixed(1)} CPU-s busy, ${(machineBusy - server - databaseCpu - bench).toFixed(1)} of them other work; load average ${load.join(' ')}`,
          `  database     ${row?.recorded} filings recorded, ${row?.entities} entities, ${row?.captured} captured charges, ${row?.duplicate_entities} duplicate names`,
          `  targets      >= 100 filings/s, p99 <= 200 ms, 0 duplicates`,
        ].join('\n'),
      );
    }
  } finally {
    if (checking) await check.end();
    if (server) await stopBenchServer(server);
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
