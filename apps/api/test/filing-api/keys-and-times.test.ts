// Which key did what, and when: every filing, fee, refund, audit row and event a filing-API call
// causes names the key (its number and first characters), in the API's answers, the account's
// statement and the administrators' account page, so that a leaked key's filings can be told
// from the account's others. A filing is filed no earlier than it was received, and the lists are
// in the order they say: newest first by time, even for filings sent at the same moment.
import { randomUUID } from 'node:crypto';
import { createReportMinimalFiling, mountainDate, type FilingValues } from '@registrar/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { filingEvents, filings, registryEvents } from '../../src/db/schema.ts';
import { minimalFiling, paymentBody, startPayment } from '../filings/flow-support.ts';
import { openFilingAccount, type FilingApiClient } from '../support/filing-api-client.ts';
import { signInStaff, type SignedInStaff } from '../support/sign-in.ts';
import {
  createTestApp,
  databaseKinds,
  jsonHeaders,
  onPostgres,
  type TestApp,
} from '../support/test-app.ts';

const windowOpen = fixedEntityId('Estes Park Report Window LLC');
const vail = fixedEntityId('Vail Report Window LLC');

function fileWith(testApp: TestApp, key: string, filing: FilingValues) {
  return testApp.app.inject({
    method: 'POST',
    url: '/filing-api/v1/filings',
    headers: {
      authorization: `Bearer ${key}`,
      'idempotency-key': randomUUID(),
      'content-type': 'application/json',
    },
    payload: { filing },
  });
}

function read(testApp: TestApp, key: string, url: string) {
  return testApp.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${key}` },
  });
}

/** Every item of a paged list, following its cursors. */
async function everyPage<T>(
  testApp: TestApp,
  key: string,
  path: string,
  items: (apiData: Record<string, unknown>) => T[],
): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await read(
      testApp,
      key,
      `${path}?limit=3${cursor === null ? '' : `&cursor=${cursor}`}`,
    );
    expect(page.statusCode, page.body).toBe(200);
    const apiData = page.json().apiData as Record<string, unknown>;
    all.push(...items(apiData));
    cursor = apiData.nextCursor as string | null;
  } while (cursor !== null);
  return all;
}

describe.each(databaseKinds)('keys and times of the filing API on %s', (kind) => {
  let testApp: TestApp;
  let admin: SignedInStaff;
  let account: FilingApiClient;

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 40 });
      },
    });
    admin = await signInStaff(testApp);
    account = await openFilingAccount(testApp, 'Two Robots Filing LLC', {
      keyNames: ['Robot A', 'Robot B'],
      deposit: '2000.00',
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('names the key on each filing, its fee, its audit rows and its event', async () => {
    const [a, b] = account.keys;
    if (a === undefined || b === undefined) throw new Error('Two keys were issued');
    const byA = await fileWith(testApp, a.key, createReportMinimalFiling(windowOpen));
    expect(byA.statusCode, byA.body).toBe(200);
    const byB = await fileWith(testApp, b.key, minimalFiling('Robot B Formed Holdings LLC'));
    expect(byB.statusCode, byB.body).toBe(200);
    expect(byA.json().apiData.filing.apiKey).toEqual({ id: a.id, prefix: a.prefix });
    expect(byB.json().apiData.filing.apiKey).toEqual({ id: b.id, prefix: b.prefix });

    // Revoked later, the key still names what it did.
    const revoked = await testApp.app.inject({
      method: 'POST',
      url: `/user-manager-api/filing-accounts/${String(account.accountId)}/keys/${a.id}/revoke`,
      headers: { ...jsonHeaders, cookie: admin.cookie },
      payload: {},
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const status = await read(
      testApp,
      b.key,
      `/filing-api/v1/filings/${String(byA.json().apiData.filing.id)}`,
    );
    expect(status.json().apiData.filing.apiKey).toEqual({ id: a.id, prefix: a.prefix });

    const ledger = await read(testApp, b.key, '/filing-api/v1/account/ledger');
    const fees = (
      ledger.json().apiData.entries as { kind: string; filingId: string; apiKey: unknown }[]
    ).filter((entry) => entry.kind === 'FILING_FEE');
    expect(fees).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          filingId: byA.json().apiData.filing.id,
          apiKey: { id: a.id, prefix: a.prefix },
        }),
        expect.objectContaining({
          filingId: byB.json().apiData.filing.id,
          apiKey: { id: b.id, prefix: b.prefix },
        }),
      ]),
    );
    const deposit = (ledger.json().apiData.entries as { kind: string; apiKey: unknown }[]).find(
      (entry) => entry.kind === 'DEPOSIT',
    );
    expect(deposit?.apiKey).toBeNull();

    // The administrators' account page shows the same, and the statement has a column for it.
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/user-manager-api/filing-accounts/${String(account.accountId)}`,
      headers: { cookie: admin.cookie },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(
      (page.json().apiData.entries as { apiKey: { prefix: string } | null }[]).map(
        (entry) => entry.apiKey?.prefix ?? null,
      ),
    ).toEqual(expect.arrayContaining([a.prefix, b.prefix, null]));
    // The statement's days are the registry's (Mountain time), not UTC's.
    const today = mountainDate(new Date());
    const statement = await testApp.app.inject({
      method: 'GET',
      url: `/user-manager-api/filing-accounts/${String(account.accountId)}/statement?from=${today}&to=${today}`,
      headers: { cookie: admin.cookie },
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const lines = statement.body.trim().split('\r\n');
    expect(lines[0]).toBe('date,entry,kind,description,filing,api key,amount,balance');
    expect(lines.find((line) => line.includes(String(byA.json().apiData.filing.id)))).toContain(
      `,${a.prefix},`,
    );

    // The audit rows and the event of each filing name its key.
    const rows = await testApp.database.db
      .select()
      .from(filings)
      .where(inArray(filings.ref, [byA.json().apiData.filing.id, byB.json().apiData.filing.id]));
    for (const row of rows) {
      const keyId = Number(row.ref === byA.json().apiData.filing.id ? a.id : b.id);
      expect(row.apiKeyId).toBe(keyId);
      const audit = await testApp.database.db
        .select()
        .from(filingEvents)
        .where(eq(filingEvents.filingId, row.id));
      expect(audit.length).toBeGreaterThan(1);
      expect(audit.map((event) => event.apiKeyId)).toEqual(audit.map(() => keyId));
      expect(audit[0]?.actor).toBe('filing-api');
      const events = await testApp.database.db
        .select()
        .from(registryEvents)
        .where(eq(registryEvents.filingId, row.id));
      expect(events.map((event) => [event.type, event.apiKeyId])).toEqual([
        ['filing.recorded', keyId],
      ]);
    }
  });

  it('files a filing no earlier than it was received, through the API and the website', async () => {
    const [, b] = account.keys;
    if (b === undefined) throw new Error('Two keys were issued');
    const byApi = await fileWith(testApp, b.key, createReportMinimalFiling(vail));
    expect(byApi.statusCode, byApi.body).toBe(200);
    const { receivedAt, filedAt } = byApi.json().apiData.filing;
    expect(Date.parse(filedAt)).toBeGreaterThanOrEqual(Date.parse(receivedAt));

    const started = await startPayment(
      testApp.app,
      paymentBody(minimalFiling('Website Clock Holdings LLC')),
    );
    expect(started.statusCode, started.body).toBe(200);
    const all = await testApp.database.db.select().from(filings);
    for (const row of all.filter((each) => each.filedAt !== null))
      expect(row.filedAt?.getTime()).toBeGreaterThanOrEqual(row.receivedAt.getTime());
  });
});

describe.runIf(onPostgres)('filings sent at the same moment, on PostgreSQL', () => {
  let testApp: TestApp;
  let account: FilingApiClient;
  beforeAll(async () => {
    testApp = await createTestApp('postgres', {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 40 });
      },
    });
    account = await openFilingAccount(testApp, 'Busy Robots Filing LLC', {
      keyNames: ['Robot C', 'Robot D'],
      deposit: '2000.00',
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists the ledger and the filings in order of time, each once, however they were sent', async () => {
    const [c, d] = account.keys;
    if (c === undefined || d === undefined) throw new Error('Two keys were issued');
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        fileWith(
          testApp,
          index % 2 === 0 ? c.key : d.key,
          minimalFiling(`Same Moment ${String(index)} Holdings LLC`),
        ),
      ),
    );
    expect(sent.map((answer) => answer.statusCode)).toEqual(sent.map(() => 200));

    const entries = await everyPage(testApp, c.key, '/filing-api/v1/account/ledger', (apiData) =>
      (apiData.entries as { id: string; at: string }[]).map((entry) => entry),
    );
    expect(entries).toHaveLength(21);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(21);
    const entryTimes = entries.map((entry) => Date.parse(entry.at));
    expect(entryTimes).toEqual([...entryTimes].sort((x, y) => y - x));

    const listed = await everyPage(testApp, c.key, '/filing-api/v1/filings', (apiData) =>
      (apiData.filings as { id: string; receivedAt: string }[]).map((filing) => filing),
    );
    expect(listed).toHaveLength(20);
    expect(new Set(listed.map((filing) => filing.id)).size).toBe(20);
    const receivedTimes = listed.map((filing) => Date.parse(filing.receivedAt));
    expect(receivedTimes).toEqual([...receivedTimes].sort((x, y) => y - x));
  });

  it('names the key on the refund of a filing whose name another key took at the same moment', async () => {
    const [c, d] = account.keys;
    if (c === undefined || d === undefined) throw new Error('Two keys were issued');
    const name = 'Contested Robots Holdings LLC';
    const answers = await Promise.all(
      [c, d].map((key) => fileWith(testApp, key.key, minimalFiling(name))),
    );
    const refused = answers.findIndex((answer) => answer.statusCode !== 200);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = refused === 0 ? c : d;
    // The answer the document gives: why, and the fee back in the balance, not on a card.
    expect(answers[refused]?.json().apiData).toEqual({
      code: 409,
      outcome: 'NAME_UNAVAILABLE',
      refund: { amount: '50.00', status: 'REFUNDED' },
      message: `While you were paying, the name "${name}" was registered by another filing, so your filing was not recorded. The fee of $50.00 is back in your filing account’s balance. Choose another name: everything else you entered is kept.`,
    });
    const ledger = await read(testApp, c.key, '/filing-api/v1/account/ledger?limit=10');
    const refunds = (
      ledger.json().apiData.entries as { kind: string; apiKey: { prefix: string } | null }[]
    ).filter((entry) => entry.kind === 'REFUND');
    expect(refunds.map((entry) => entry.apiKey?.prefix)).toEqual([loser.prefix]);
  });
});
