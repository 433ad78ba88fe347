// Two server processes on one PostgreSQL database, called as browsers call them (real HTTP):
// a payment return replayed 1,000 times at once across both, and two people paying for one new
// name at once, one on each process. Each ends with one entity, one charge and one mail.
import { randomUUID } from 'node:crypto';
import { nameKey, type FilingValues } from '@registrar/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSeededPostgresDatabase,
  startServerProcess,
  type SeededPostgresDatabase,
  type ServerProcess,
} from '../support/server-process.ts';
import { jsonHeaders, onPostgres } from '../support/test-app.ts';
import { minimalFiling } from '../filings/flow-support.ts';

const REPLAYS = 1_000;
const approvedCard = '4111111111111111';
const unlimited = '1000000';

/** The minimal LLC under `name`, its filer asking for email notifications (and so a confirmation). */
function notifiedFiling(name: string, email: string): FilingValues {
  const filing = minimalFiling(name);
  filing.notifications = {
    emailNotificationRadio: 'Y',
    textNotificationRadio: 'N',
    emails: [{ email }],
    texts: [],
  };
  return filing;
}

interface Started {
  paymentURL: string;
  refId: string;
}

/** What a browser does from Next on the review page to the provider sending it back. */
async function payAsBrowser(server: ServerProcess, filing: FilingValues): Promise<Started> {
  const wizard = `${server.baseUrl}/business/filing/llc`;
  const start = await fetch(`${server.baseUrl}/business-api/payment`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({
      filing,
      draftRef: randomUUID(),
      clientUrl: `${wizard}/receipt`,
      paymentBackUrl: `${wizard}/filingreview`,
      paymentCancelUrl: `${server.baseUrl}/business/filing/fileaform`,
    }),
  });
  const startText = await start.text();
  expect(start.status, startText).toBe(200);
  const started = (JSON.parse(startText) as { apiData: Started }).apiData;
  // The checkout opens where the filer is, so its card form posts to the page's own origin.
  expect(new URL(started.paymentURL).origin).toBe(server.baseUrl);

  const page = await (await fetch(started.paymentURL)).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1];
  if (token === undefined) throw new Error(`no token on the checkout page:\n${page}`);
  const paid = await fetch(started.paymentURL, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token,
      cardNumber: approvedCard,
      nameOnCard: 'Grace Hopper',
      expiry: '12/39',
      cvc: '123',
    }).toString(),
  });
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toContain(`refId=${started.refId}`);
  return started;
}

interface ReceiptAnswer {
  status: number;
  entityId?: string;
  outcome?: string;
  body: string;
}

async function askForReceipt(server: ServerProcess, refId: string): Promise<ReceiptAnswer> {
  const response = await fetch(`${server.baseUrl}/business-api/file/receipt`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ refId }),
  });
  const body = await response.text();
  const apiData = (JSON.parse(body) as { apiData?: Record<string, unknown> }).apiData;
  const receipt = apiData?.receipt as { entityId?: string } | undefined;
  return {
    status: response.status,
    entityId: receipt?.entityId,
    outcome: apiData?.outcome as string | undefined,
    body,
  };
}

describe.runIf(onPostgres)('two server processes on one PostgreSQL database', () => {
  let database: SeededPostgresDatabase;
  let servers: ServerProcess[] = [];
  let client: pg.Client;

  beforeAll(async () => {
    database = await createSeededPostgresDatabase({ entityCount: 50 });
    servers = await Promise.all(
      [0, 1].map(() =>
        startServerProcess({
          databaseUrl: database.databaseUrl,
          env: {
            RATE_LIMIT_NAME_CHECKS_PER_MINUTE: unlimited,
            RATE_LIMIT_PAYMENT_STARTS_PER_MINUTE: unlimited,
            RATE_LIMIT_CARD_PAYMENTS_PER_MINUTE: unlimited,
          },
        }),
      ),
    );
    client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  const count = async (text: string, values: unknown[]): Promise<number> =>
    (await client.query<{ n: number }>(`select count(*)::int as n from (${text}) rows`, values))
      .rows[0]?.n ?? -1;
  const entitiesNamed = (name: string) =>
    count('select 1 from entities where name_key = $1', [nameKey(name)]);
  const paymentsOf = async (refId: string) =>
    (
      await client.query<{ status: string }>(
        `select p.status from payments p join filings f on f.id = p.filing_id
          where f.ref = $1 order by p.id`,
        [refId],
      )
    ).rows.map((row) => row.status);
  const confirmationsTo = (email: string) =>
    count("select 1 from outbox where dedupe_key like 'filing-confirmation:%' and recipient = $1", [
      email,
    ]);

  it('records a payment return replayed 1,000 times at once on both processes exactly once', async () => {
    const name = 'Thousand Returns Trading LLC';
    const email = 'replays@example.com';
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const started = await payAsBrowser(first, notifiedFiling(name, email));

    const answers = await Promise.all(
      Array.from({ length: REPLAYS }, (_, index) =>
        askForReceipt(index % 2 === 0 ? first : second, started.refId),
      ),
    );

    const failures = answers.filter((answer) => answer.status !== 200);
    expect(failures.slice(0, 3)).toEqual([]);
    const entityIds = new Set(answers.map((answer) => answer.entityId));
    expect(entityIds.size).toBe(1);
    expect([...entityIds][0]).toMatch(/^\d+$/);
    expect(await entitiesNamed(name)).toBe(1);
    expect(await paymentsOf(started.refId)).toEqual(['CAPTURED']);
    expect(await confirmationsTo(email)).toBe(1);
    expect(servers.every((server) => !server.exited())).toBe(true);
  }, 120_000);

  it('gives a name two people paid for at once, one on each process, to one of them and refunds the other', async () => {
    const name = 'Two Windows Mesa LLC';
    const [first, second] = servers as [ServerProcess, ServerProcess];
    // Both start while the name is free, each on their own process, and both pay.
    const [one, two] = await Promise.all([
      payAsBrowser(first, notifiedFiling(name, 'one@example.com')),
      payAsBrowser(second, notifiedFiling('TWO WINDOWS MESA, L.L.C.', 'two@example.com')),
    ]);

    // Both browsers come back at the same moment, each replaying its return on both processes.
    const answers = await Promise.all(
      [one, two].flatMap((started) =>
        Array.from({ length: 10 }, (_, index) =>
          askForReceipt(index % 2 === 0 ? first : second, started.refId).then((answer) => ({
            refId: started.refId,
            ...answer,
          })),
        ),
      ),
    );

    const statusesOf = (refId: string) =>
      new Set(answers.filter((answer) => answer.refId === refId).map((answer) => answer.status));
    const recorded = [one, two].filter((started) => statusesOf(started.refId).has(200));
    const refused = [one, two].filter((started) => !statusesOf(started.refId).has(200));
    // Each filing got one answer on every call, whichever process answered.
    expect(recorded).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const winner = recorded[0] as Started;
    const loser = refused[0] as Started;
    expect(statusesOf(winner.refId)).toEqual(new Set([200]));
    expect(statusesOf(loser.refId)).toEqual(new Set([409]));
    expect(
      new Set(
        answers.filter((answer) => answer.refId === loser.refId).map((answer) => answer.outcome),
      ),
    ).toEqual(new Set(['NAME_UNAVAILABLE']));

    expect(await entitiesNamed(name)).toBe(1);
    expect(await paymentsOf(winner.refId)).toEqual(['CAPTURED']);
    expect(await paymentsOf(loser.refId)).toEqual(['REFUNDED']);
    const winnerEmail = winner === one ? 'one@example.com' : 'two@example.com';
    const loserEmail = winner === one ? 'two@example.com' : 'one@example.com';
    expect(await confirmationsTo(winnerEmail)).toBe(1);
    expect(await confirmationsTo(loserEmail)).toBe(0);
    expect(servers.every((server) => !server.exited())).toBe(true);
  }, 120_000);
});
