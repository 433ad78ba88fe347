// Periodic reports through the filing API beside the same reports through the website's payment
// path, on one PostgreSQL database and one server process: creates its own database on
// 127.0.0.1:5432 (trust auth), migrates it, writes copies of an entity whose report window is open
// (one set per pass, each entity filed once), opens a filing account with a key and exactly the
// money its fees need, starts the real server in a child process and runs, each with
// --concurrency in flight:
//
//   filing API       one POST /filing-api/v1/filings per report, each with its own Idempotency-Key;
//   website, whole   what a browser does for a report: start the payment, pay the test checkout
//                    (its page, then its card form), and ask for the receipt, which records it;
//   website, record  the receipt calls alone, of reports paid beforehand (not measured): the
//                    recording of a paid filing, as bench/recording.ts measures it.
//
// Then it sends every filing-API report again (the same keys and bodies, as a client that lost its
// answers would) and checks the database: one filing and one fee per entity, nothing doubled, the
// ledger balanced to the cent. Prints reports per second, p50/p99 latency and the CPU the server
// and the database spent per report, for each pass. It reports numbers; it does not pass or fail.
//
//   npx tsx --conditions=source bench/filing-api.ts [--reports 500] [--concurrency 20]
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import {
  createReportMinimalFiling,
  filingFeeCents,
  getFilingType,
  mountainDate,
} from '@registrar/domain';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedDatabase } from '../apps/api/src/db/seed.ts';
import { fixedEntityId } from '../apps/api/src/db/seed-entities.ts';
import {
  cpuPerRequest,
  cpuSnapshot,
  percentile,
  startBenchServer,
  stopBenchServer,
  type BenchServer,
} from './bench-support.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const { values } = parseArgs({
  options: {
    reports: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '60' },
  },
});
const reportCount = Number(values.reports);
const concurrency = Number(values.concurrency);
const warmupCount = Number(values.warmup);
const apiKey = `rgk_bench_${randomBytes(24).toString('base64url')}`;
const browserHeaders = { 'x-requested-with': 'registrar', 'content-type': 'application/json' };

/** A request over a kept-alive connection, read whole: status, body and headers. */
function send(
  agent: http.Agent,
  url: URL,
  options: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method,
        agent,
        headers: {
          ...options.headers,
          ...(options.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: response.headers,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** One report through the filing API: its answer. */
function fileThroughApi(agent: http.Agent, baseUrl: string, entityId: string) {
  return send(agent, new URL('/filing-api/v1/filings', baseUrl), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${apiKey}`,
      'content-type': 'application/json',
      'idempotency-key': `report-${entityId}`,
    },
    body: JSON.stringify({ filing: createReportMinimalFiling(entityId) }),
  });
}

/** Starts a report's payment on the website and pays the test checkout as a browser: its refId. */
async function payOnWebsite(agent: http.Agent, baseUrl: string, entityId: string) {
  const wizard = `${baseUrl}/business/filing/report`;
  const started = await send(agent, new URL('/business-api/payment', baseUrl), {
    method: 'POST',
    headers: browserHeaders,
    body: JSON.stringify({
      filing: createReportMinimalFiling(entityId),
      draftRef: randomUUID(),
      clientUrl: `${wizard}/receipt`,
      paymentBackUrl: `${wizard}/filingreview`,
      paymentCancelUrl: `${baseUrl}/business/filing/fileaform`,
    }),
  });
  if (started.status !== 200) throw new Error(`payment start: ${started.status} ${started.body}`);
  const { paymentURL, refId } = (
    JSON.parse(started.body) as { apiData: { paymentURL: string; refId: string } }
  ).apiData;
  const checkout = new URL(paymentURL);
  const page = await send(agent, checkout, { method: 'GET' });
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  if (token === undefined) throw new Error('no token on the checkout page');
  const paid = await send(agent, checkout, {
    method: 'POST',
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

/** The receipt call, which records a paid filing: its answer. */
function askForReceipt(agent: http.Agent, baseUrl: string, refId: string) {
  return send(agent, new URL('/business-api/file/receipt', baseUrl), {
    method: 'POST',
    headers: browserHeaders,
    body: JSON.stringify({ refId }),
  });
}

interface Pass {
  latencies: number[];
  statuses: Map<number, number>;
  answers: Map<string, string>;
  seconds: number;
  cpu: ReturnType<typeof cpuPerRequest>;
}

/**
 * Runs `work` once per item, `concurrency` at a time, timing each; with the CPU the server and
 * the database spent meanwhile.
 */
async function run(
  check: pg.Client,
  serverPid: number,
  items: string[],
  work: (agent: http.Agent, item: string) => Promise<{ status: number; body: string }>,
): Promise<Pass> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const answers = new Map<string, string>();
  let next = 0;
  const before = await cpuSnapshot(check, serverPid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++] as string;
        const sent = performance.now();
        const answer = await work(agent, item);
        latencies.push(performance.now() - sent);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        answers.set(item, answer.body);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuPerRequest(before, await cpuSnapshot(check, serverPid), items.length);
  agent.destroy();
  return { latencies, statuses, answers, seconds, cpu };
}

const rateOf = (pass: Pass) => pass.latencies.length / pass.seconds;

function describe(name: string, pass: Pass): string {
  return (
    `${name.padEnd(34)} ${rateOf(pass).toFixed(1).padStart(7)} reports/s   ` +
    `p50 ${percentile(pass.latencies, 50).toFixed(1).padStart(6)} ms   ` +
    `p99 ${percentile(pass.latencies, 99).toFixed(1).padStart(6)} ms   ` +
    `CPU/report: server ${(pass.cpu.server / 1000).toFixed(2)} ms, database ${(pass.cpu.database / 1000).toFixed(2)} ms   ` +
    `answers ${JSON.stringify(Object.fromEntries(pass.statuses))}`
  );
}

/** Copies of an entity whose report window is open, numbered from `first`: their IDs. */
async function reportEntities(check: pg.Client, first: number, count: number): Promise<string[]> {
  await check.query(
    `insert into entities (entity_id, name, name_key, entity_type, domestic_flag, jurisdiction,
       status_code, formation_date, reporting_month, next_report_due_date, principal_office,
       registered_agent)
     select (19000000000 + i)::text, 'Bench Report ' || i || ' LLC', 'BENCHREPORT' || i,
       entity_type, domestic_flag, jurisdiction, status_code, formation_date, reporting_month,
       next_report_due_date, principal_office, registered_agent
     from entities, generate_series($2::int, $3::int) as i where entity_id = $1`,
    [fixedEntityId('Estes Park Report Window LLC'), first, first + count - 1],
  );
  return Array.from({ length: count }, (_, i) => String(19000000000 + first + i));
}

async function main(): Promise<void> {
  const databaseName = `registrar_bench_api_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  let server: BenchServer | undefined;
  const check = new pg.Client({ connectionString: databaseUrl });
  try {
    const database = await openDatabase({ databaseUrl, poolSize: 4 });
    await seedDatabase(database.db, { entityCount: 50 });
    await database.close();
    await check.connect();
    const sets = {
      apiWarmup: await reportEntities(check, 1, warmupCount),
      webWarmup: await reportEntities(check, 1 + warmupCount, warmupCount),
      api: await reportEntities(check, 1 + 2 * warmupCount, reportCount),
      webWhole: await reportEntities(check, 1 + 2 * warmupCount + reportCount, reportCount),
      webRecord: await reportEntities(check, 1 + 2 * warmupCount + 2 * reportCount, reportCount),
    };
    const [template] = (
      await check.query<{ next_report_due_date: string }>(
        `select to_char(next_report_due_date, 'YYYY-MM-DD') as next_report_due_date from entities where entity_id = $1`,
        [fixedEntityId('Estes Park Report Window LLC')],
      )
    ).rows;
    const report = getFilingType('report');
    if (report === undefined || template === undefined) throw new Error('no report filing type');
    const feeCents = filingFeeCents(
      report,
      mountainDate(new Date()),
      template.next_report_due_date,
    );
    const apiReports = warmupCount + reportCount;
    const depositCents = feeCents * apiReports;
    const account = await check.query<{ id: string }>(
      `insert into filing_accounts (name, contact_email) values ('Bench Agents', 'bench@example.com') returning id`,
    );
    const accountId = account.rows[0]?.id;
    await check.query(
      `insert into api_keys (account_id, name, prefix, key_hash) values ($1, 'bench', $2, $3)`,
      [accountId, apiKey.slice(0, 10), createHash('sha256').update(apiKey).digest('hex')],
    );
    await check.query(
      `insert into ledger_entries (account_id, kind, amount_cents, memo) values ($1, 'DEPOSIT', $2, 'Bench deposit')`,
      [accountId, depositCents],
    );
    await check.query('vacuum analyze');
    console.log(
      `${reportCount} reports a pass (after ${warmupCount} not measured), ${concurrency} in flight, ` +
        `one server process, PostgreSQL; filing account deposit $${(depositCents / 100).toFixed(2)} ` +
        `(fee $${(feeCents / 100).toFixed(2)} each)`,
    );

    const unlimited = '100000000';
    server = await startBenchServer({
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_FILING_API_PER_MINUTE: unlimited,
      RATE_LIMIT_FILING_API_PER_KEY_PER_MINUTE: unlimited,
      RATE_LIMIT_PAYMENT_STARTS_PER_MINUTE: unlimited,
      RATE_LIMIT_CARD_PAYMENTS_PER_MINUTE: unlimited,
    });
    const { baseUrl } = server;
    const serverPid = server.process.pid ?? 0;
    const viaApi = (agent: http.Agent, entityId: string) =>
      fileThroughApi(agent, baseUrl, entityId);
    const wholeWebPath = async (agent: http.Agent, entityId: string) =>
      askForReceipt(agent, baseUrl, await payOnWebsite(agent, baseUrl, entityId));

    // Warm both paths (connections opened, statements prepared), then measure each.
    await run(check, serverPid, sets.apiWarmup, viaApi);
    await run(check, serverPid, sets.webWarmup, wholeWebPath);
    const api = await run(check, serverPid, sets.api, viaApi);
    const webWhole = await run(check, serverPid, sets.webWhole, wholeWebPath);
    const refIds = (
      await run(check, serverPid, sets.webRecord, async (agent, entityId) => ({
        status: 200,
        body: await payOnWebsite(agent, baseUrl, entityId),
      }))
    ).answers;
    const webRecord = await run(check, serverPid, [...refIds.values()], (agent, refId) =>
      askForReceipt(agent, baseUrl, refId),
    );
    const replay = await run(check, serverPid, sets.api, viaApi);

    console.log(describe('filing API (one call a report)', api));
    console.log(describe('website, whole (start, pay, receipt)', webWhole));
    console.log(describe('website, recording (receipt call)', webRecord));
    console.log(describe('filing API replayed (same keys)', replay));
    console.log(
      `filing API reports/s: ${((100 * rateOf(api)) / rateOf(webWhole)).toFixed(0)} % of the website's whole path, ` +
        `${((100 * rateOf(api)) / rateOf(webRecord)).toFixed(0)} % of its recording alone; ` +
        `machine ${(100 * api.cpu.busyShare).toFixed(0)} % busy during the filing API pass, ` +
        `${(100 * api.cpu.otherShare).toFixed(0)} % of that other work`,
    );
    const changed = sets.api.filter((id) => api.answers.get(id) !== replay.answers.get(id));
    console.log(`replayed answers that differ from the first: ${changed.length}`);

    const counts = (
      await check.query<{ filed: number; entities: number; fees: number; sum: string }>(
        `select
           (select count(*)::int from filings where filing_account_id = $1 and status = 'FILED') as filed,
           (select count(distinct entity_id)::int from filings where filing_account_id = $1 and status = 'FILED') as entities,
           (select count(*)::int from ledger_entries where account_id = $1 and kind = 'FILING_FEE') as fees,
           (select coalesce(sum(amount_cents), 0)::text from ledger_entries where account_id = $1) as sum`,
        [accountId],
      )
    ).rows[0];
    const web = (
      await check.query<{ filed: number; entities: number }>(
        `select count(*)::int as filed, count(distinct entity_id)::int as entities from filings
         where filing_account_id is null and status = 'FILED' and entity_id like '19%'`,
      )
    ).rows[0];
    console.log(
      `database: filing API ${counts?.filed} filed for ${counts?.entities} entities with ${counts?.fees} fees, ` +
        `duplicates ${(counts?.filed ?? 0) - (counts?.entities ?? 0)}, ` +
        `balance $${(Number(counts?.sum) / 100).toFixed(2)} (expected $0.00: the deposit paid every fee); ` +
        `website ${web?.filed} filed for ${web?.entities} entities`,
    );
  } finally {
    if (server !== undefined) await stopBenchServer(server);
    await check.end().catch(() => undefined);
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

await main();
