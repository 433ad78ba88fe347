// A deposit is money, and money is recorded once: every deposit carries a key (an
// Idempotency-Key header, or the requestId the account page gives with each page) and a deposit
// sent again with its key (a double press, a post sent again after a dropped connection, ten at
// the same moment) is recorded once and answered as the first time.
import { randomUUID } from 'node:crypto';
import { depositWithoutKeyMessage } from '@registrar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../src/db/schema.ts';
import { signInStaff, type SignedInStaff } from '../support/sign-in.ts';
import {
  createTestApp,
  databaseKinds,
  jsonHeaders,
  onPostgres,
  type TestApp,
} from '../support/test-app.ts';

function depositsOn(testApp: TestApp, admin: SignedInStaff) {
  return (accountId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: `/user-manager-api/filing-accounts/${accountId}/deposits`,
      headers: { ...jsonHeaders, cookie: admin.cookie, ...headers },
      payload: body,
    });
}

async function newAccount(testApp: TestApp, admin: SignedInStaff): Promise<string> {
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/user-manager-api/filing-accounts',
    headers: { ...jsonHeaders, cookie: admin.cookie },
    payload: { name: 'Deposit Desk LLC', contactEmail: 'desk@example.com' },
  });
  expect(created.statusCode, created.body).toBe(200);
  return String(created.json().apiData.account.id);
}

async function depositRows(testApp: TestApp, accountId: string) {
  return testApp.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, Number(accountId)));
}

describe.each(databaseKinds)('deposits on %s', (kind) => {
  let testApp: TestApp;
  let admin: SignedInStaff;
  let deposit: ReturnType<typeof depositsOn>;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    admin = await signInStaff(testApp);
    deposit = depositsOn(testApp, admin);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a deposit without a key, and records nothing', async () => {
    const accountId = await newAccount(testApp, admin);
    const refused = await deposit(accountId, { amount: '100.00', memo: 'Check 1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().apiData.message).toBe(depositWithoutKeyMessage);
    expect(await depositRows(testApp, accountId)).toEqual([]);
  });

  it('records a deposit posted twice with the page’s requestId once, answering the first time again', async () => {
    const accountId = await newAccount(testApp, admin);
    const page = await testApp.app.inject({
      method: 'GET',
      url: `/user-manager-api/filing-accounts/${accountId}`,
      headers: { cookie: admin.cookie },
    });
    const requestId = String(page.json().apiData.depositRequestId);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const body = { amount: '250.00', memo: 'Check 2', requestId };
    const first = await deposit(accountId, body);
    expect(first.statusCode, first.body).toBe(200);
    const second = await deposit(accountId, body);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const rows = await depositRows(testApp, accountId);
    expect(rows.map((row) => row.amountCents)).toEqual([25_000]);

    // The same key with another deposit is refused; the next page gives a new key.
    const other = await deposit(accountId, { ...body, amount: '300.00' });
    expect(other.statusCode).toBe(422);
    const next = await testApp.app.inject({
      method: 'GET',
      url: `/user-manager-api/filing-accounts/${accountId}`,
      headers: { cookie: admin.cookie },
    });
    expect(next.json().apiData.depositRequestId).not.toBe(requestId);
    expect(next.json().apiData.account.balance).toBe('250.00');
  });

  it('takes an Idempotency-Key header as the key', async () => {
    const accountId = await newAccount(testApp, admin);
    const key = { 'idempotency-key': randomUUID() };
    const first = await deposit(accountId, { amount: '40.00', memo: 'Wire 7' }, key);
    const again = await deposit(accountId, { amount: '40.00', memo: 'Wire 7' }, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await depositRows(testApp, accountId)).toHaveLength(1);
  });

  it('answers an unknown account 404 with a key too', async () => {
    const refused = await deposit('999999', {
      amount: '10.00',
      memo: 'Nowhere',
      requestId: randomUUID(),
    });
    expect(refused.statusCode, refused.body).toBe(404);
  });
});

describe.runIf(onPostgres)('one deposit sent ten times at once, on PostgreSQL', () => {
  let testApp: TestApp;
  let admin: SignedInStaff;
  beforeAll(async () => {
    testApp = await createTestApp('postgres');
    admin = await signInStaff(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is recorded once, and every answer is the same', async () => {
    const accountId = await newAccount(testApp, admin);
    const deposit = depositsOn(testApp, admin);
    const body = { amount: '75.00', memo: 'Check 3', requestId: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => deposit(accountId, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await depositRows(testApp, accountId)).toHaveLength(1);
  });
});
