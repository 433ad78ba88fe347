// Secure Business Filing through the server's calls: an account opened by the browser that paid
// for a recorded filing, verified by its mailed link, signed in to with entity ID, email and
// password; protected entities refuse filings without a filer of their own; password resets.
import {
  createAmendMinimalFiling,
  createReportMinimalFiling,
  type FilingValues,
} from '@registrar/domain';
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { filerAccounts, outbox } from '../../src/db/schema.ts';
import { lockAfterFailures, verifyFilerEmail } from '../../src/modules/identity/filer-accounts.ts';
import {
  fetchReceipt,
  minimalFiling,
  payFilingAsBrowser,
  paymentBody,
} from '../filings/flow-support.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';
import {
  fixtureFilerPassword,
  writeFilerAccountsRows,
} from '../db/upgrade-fixtures/rows-filer-accounts.ts';

const reportWindowOpen = fixedEntityId('Estes Park Report Window LLC');
const password = 'Correct-Horse-9';
const refusal = { apiData: { code: 401, message: 'Email or password is invalid' } };

/** A filing paid and recorded by a browser: its entity and the receipt token that browser holds. */
async function recordFiling(testApp: TestApp, filing: FilingValues) {
  const { refId, receiptToken } = await payFilingAsBrowser(testApp.app, filing, randomUUID());
  const receipt = await fetchReceipt(testApp.app, refId);
  expect(receipt.statusCode, receipt.body).toBe(200);
  return { refId, receiptToken, entityId: receipt.json().apiData.receipt.entityId as string };
}

function post(
  testApp: TestApp,
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { ...jsonHeaders, ...headers },
    payload,
  });
}

/** The link of the newest message to `recipient` whose path starts with `prefix`. */
async function mailedToken(testApp: TestApp, recipient: string, prefix: string): Promise<string> {
  const rows = await testApp.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id));
  for (const row of rows) {
    const match = new RegExp(`/business/login/${prefix}/([A-Za-z0-9_-]{43})`).exec(row.body);
    if (match?.[1] !== undefined) return match[1];
  }
  throw new Error(`no ${prefix} link mailed to ${recipient}`);
}

function signIn(testApp: TestApp, entityId: string, email: string, pass: string) {
  return post(testApp, '/business-api/sbf', { entityId, email, password: pass });
}

/** Creates and verifies an account; answers its email. */
async function openAccount(
  testApp: TestApp,
  recorded: { refId: string; receiptToken: string },
  email = `filer-${randomUUID().slice(0, 8)}@example.com`,
) {
  const created = await post(testApp, '/business-api/sbf/account', {
    refId: recorded.refId,
    receiptToken: recorded.receiptToken,
    email,
    password,
  });
  expect(created.statusCode, created.body).toBe(200);
  const token = await mailedToken(testApp, email, 'verify');
  const verified = await post(testApp, '/business-api/sbf/verify', { token });
  expect(verified.statusCode, verified.body).toBe(200);
  return email;
}

async function accessToken(testApp: TestApp, entityId: string, email: string): Promise<string> {
  const answer = await signIn(testApp, entityId, email, password);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().apiData.sbfAccessToken as string;
}

describe.each(databaseKinds)('Secure Business Filing accounts on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 40 });
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('opens an account only from the paying browser, usable once its email is verified', async () => {
    const recorded = await recordFiling(
      testApp,
      minimalFiling(`Aspen Ledger ${randomUUID().slice(0, 6)} LLC`),
    );
    const email = 'Owner@Example.com';

    const wrongToken = await post(testApp, '/business-api/sbf/account', {
      refId: recorded.refId,
      receiptToken: 'not-the-token',
      email,
      password,
    });
    expect(wrongToken.statusCode).toBe(403);
    const unknown = await post(testApp, '/business-api/sbf/account', {
      refId: randomUUID(),
      receiptToken: recorded.receiptToken,
      email,
      password,
    });
    expect(unknown.statusCode).toBe(404);
    const badFields = await post(testApp, '/business-api/sbf/account', {
      refId: recorded.refId,
      receiptToken: recorded.receiptToken,
      email: '',
      password: 'alllowercase1',
    });
    expect(badFields.statusCode).toBe(400);
    expect(badFields.json().apiData.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Enter your email.' },
        {
          field: 'password',
          message:
            'Your new password needs at least 8 characters, with an upper-case letter, a lower-case letter and a number.',
        },
      ]),
    );

    const created = await post(testApp, '/business-api/sbf/account', {
      refId: recorded.refId,
      receiptToken: recorded.receiptToken,
      email,
      password,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().apiData).toEqual({ code: 200, entityId: recorded.entityId, email });

    // Not yet verified: the account does not sign in, and the entity is not protected.
    expect((await signIn(testApp, recorded.entityId, email, password)).json()).toEqual(refusal);
    const before = await testApp.app.inject({
      url: `/business-api/entity/summary?entityId=${recorded.entityId}`,
    });
    expect(before.json().apiData.sbf).toBe('N');

    const token = await mailedToken(testApp, 'owner@example.com', 'verify');
    const verified = await post(testApp, '/business-api/sbf/verify', { token });
    expect(verified.json()).toEqual({ apiData: { code: 200, entityId: recorded.entityId } });
    const again = await post(testApp, '/business-api/sbf/verify', { token });
    expect(again.statusCode).toBe(410);
    const after = await testApp.app.inject({
      url: `/business-api/entity/summary?entityId=${recorded.entityId}`,
    });
    expect(after.json().apiData.sbf).toBe('Y');

    // Email in any case. The filing was made before the entity was protected, so it opens no
    // further account, and the verified one is not taken over.
    const signedIn = await signIn(testApp, recorded.entityId, 'owner@EXAMPLE.com', password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().apiData.sbfAccessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const taken = await post(testApp, '/business-api/sbf/account', {
      refId: recorded.refId,
      receiptToken: recorded.receiptToken,
      email: 'owner@example.com',
      password: 'Another-Pass-1',
    });
    expect(taken.statusCode).toBe(403);
    expect((await signIn(testApp, recorded.entityId, email, 'Another-Pass-1')).json()).toEqual(
      refusal,
    );
  });

  it('answers every failed sign-in the same way, and checks the fields first', async () => {
    const recorded = await recordFiling(
      testApp,
      minimalFiling(`Basalt Quill ${randomUUID().slice(0, 6)} LLC`),
    );
    const email = await openAccount(testApp, recorded);
    expect((await signIn(testApp, recorded.entityId, email, 'Wrong-Pass-1')).json()).toEqual(
      refusal,
    );
    expect(
      (await signIn(testApp, recorded.entityId, 'nobody@example.com', password)).json(),
    ).toEqual(refusal);
    expect((await signIn(testApp, reportWindowOpen, email, password)).json()).toEqual(refusal);
    const empty = await post(testApp, '/business-api/sbf', {
      entityId: recorded.entityId,
      email,
      password: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().apiData.errors).toEqual([{ field: 'password', message: 'Enter password' }]);
    const noEmail = await post(testApp, '/business-api/sbf', {
      entityId: recorded.entityId,
      password,
    });
    expect(noEmail.json().apiData.errors).toEqual([
      { field: 'email', message: 'Enter your email.' },
    ]);
  });

  it('refuses filings for a protected entity without a filer of that entity', async () => {
    const formed = await recordFiling(
      testApp,
      minimalFiling(`Crested Butte Kiln ${randomUUID().slice(0, 6)} LLC`),
    );
    const report = await recordFiling(testApp, createReportMinimalFiling(reportWindowOpen));
    const amendment = createAmendMinimalFiling(formed.entityId);
    amendment.entityName = { ...amendment.entityName, isNameChanged: 'N' };

    // Before protection, anyone may file.
    const open = await post(testApp, '/business-api/payment', paymentBody(amendment));
    expect(open.statusCode, open.body).toBe(200);

    const formedEmail = await openAccount(testApp, formed);
    const reportEmail = await openAccount(testApp, report);
    const ownToken = await accessToken(testApp, formed.entityId, formedEmail);
    const otherToken = await accessToken(testApp, reportWindowOpen, reportEmail);

    const anonymous = await post(testApp, '/business-api/payment', paymentBody(amendment));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().apiData.message).toBe(
      'This business is protected by Secure Business Filing. Log in to file for it.',
    );
    const otherEntity = await post(testApp, '/business-api/payment', paymentBody(amendment), {
      authorization: `Bearer ${otherToken}`,
    });
    expect(otherEntity.statusCode).toBe(403);
    const forged = await post(testApp, '/business-api/payment', paymentBody(amendment), {
      authorization: `Bearer ${'x'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(401);
    const own = await post(testApp, '/business-api/payment', paymentBody(amendment), {
      authorization: `Bearer ${ownToken}`,
    });
    expect(own.statusCode, own.body).toBe(200);

    // The periodic report of the other protected entity is refused before anything else.
    const nextReport = await post(
      testApp,
      '/business-api/payment',
      paymentBody(createReportMinimalFiling(reportWindowOpen)),
    );
    expect(nextReport.statusCode).toBe(401);

    // A receipt of a filing made before protection opens no further account.
    const late = await post(testApp, '/business-api/sbf/account', {
      refId: formed.refId,
      receiptToken: formed.receiptToken,
      email: 'second@example.com',
      password,
    });
    expect(late.statusCode).toBe(403);
  });

  it('mails a reset link only for matching details, answers the same, and the link works once', async () => {
    const name = `Durango Slate ${randomUUID().slice(0, 6)} LLC`;
    const recorded = await recordFiling(testApp, minimalFiling(name));
    const email = await openAccount(testApp, recorded);
    const countMail = async () =>
      (await testApp.database.db.select().from(outbox).where(eq(outbox.recipient, email))).length;
    const mailBefore = await countMail();
    const reset = (query: Record<string, string>) =>
      testApp.app.inject({
        url: `/business-api/sbfPasswordReset?${new URLSearchParams(query).toString()}`,
      });

    const wrongName = await reset({ entityId: recorded.entityId, name: 'Some Other LLC', email });
    expect(wrongName.json()).toEqual({ apiData: { code: 200 } });
    const wrongEmail = await reset({ entityId: recorded.entityId, name, email: 'x@example.com' });
    expect(wrongEmail.json()).toEqual({ apiData: { code: 200 } });
    expect(await countMail()).toBe(mailBefore);
    const missing = await reset({ entityId: recorded.entityId, name, email: '' });
    expect(missing.statusCode).toBe(400);

    const matched = await reset({ entityId: recorded.entityId, name: name.toUpperCase(), email });
    expect(matched.json()).toEqual({ apiData: { code: 200 } });
    expect(await countMail()).toBe(mailBefore + 1);
    const token = await mailedToken(testApp, email, 'reset');
    const oldSession = await accessToken(testApp, recorded.entityId, email);

    const weak = await post(testApp, '/business-api/sbf/password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    const set = await post(testApp, '/business-api/sbf/password', {
      token,
      password: 'New-Secret-42',
    });
    expect(set.json()).toEqual({ apiData: { code: 200, entityId: recorded.entityId } });
    const reused = await post(testApp, '/business-api/sbf/password', {
      token,
      password: 'Other-Secret-42',
    });
    expect(reused.statusCode).toBe(410);

    expect((await signIn(testApp, recorded.entityId, email, password)).json()).toEqual(refusal);
    expect((await signIn(testApp, recorded.entityId, email, 'New-Secret-42')).statusCode).toBe(200);
    // Sessions of the old password ended with it.
    const amendment = createAmendMinimalFiling(recorded.entityId);
    amendment.entityName = { ...amendment.entityName, isNameChanged: 'N' };
    const withOld = await post(testApp, '/business-api/payment', paymentBody(amendment), {
      authorization: `Bearer ${oldSession}`,
    });
    expect(withOld.statusCode).toBe(401);
  });

  it('uses a link once when it is opened several times at once, and not after it expires', async () => {
    const recorded = await recordFiling(
      testApp,
      minimalFiling(`Fruita Anvil ${randomUUID().slice(0, 6)} LLC`),
    );
    const email = `filer-${randomUUID().slice(0, 8)}@example.com`;
    const created = await post(testApp, '/business-api/sbf/account', {
      refId: recorded.refId,
      receiptToken: recorded.receiptToken,
      email,
      password,
    });
    expect(created.statusCode, created.body).toBe(200);
    const token = await mailedToken(testApp, email, 'verify');
    // Past its 24 hours the link does nothing.
    await expect(
      verifyFilerEmail(testApp.database.db, token, new Date(Date.now() + 25 * 3_600_000)),
    ).rejects.toMatchObject({ statusCode: 410 });
    const opened = await Promise.all(
      Array.from({ length: 6 }, () => post(testApp, '/business-api/sbf/verify', { token })),
    );
    expect(opened.map((answer) => answer.statusCode).sort()).toEqual([
      200, 410, 410, 410, 410, 410,
    ]);

    const query = new URLSearchParams({
      entityId: recorded.entityId,
      name: (
        await testApp.app.inject({
          url: `/business-api/entity/summary?entityId=${recorded.entityId}`,
        })
      ).json().apiData.entityName as string,
      email,
    });
    await testApp.app.inject({ url: `/business-api/sbfPasswordReset?${query.toString()}` });
    const reset = await mailedToken(testApp, email, 'reset');
    const changed = await Promise.all(
      ['First-Choice-1', 'Second-Choice-2', 'Third-Choice-3'].map((next) =>
        post(testApp, '/business-api/sbf/password', { token: reset, password: next }),
      ),
    );
    expect(changed.map((answer) => answer.statusCode).sort()).toEqual([200, 410, 410]);
  });

  it('locks an account after repeated wrong passwords, even when they arrive at once', async () => {
    const recorded = await recordFiling(
      testApp,
      minimalFiling(`Eagle Vale ${randomUUID().slice(0, 6)} LLC`),
    );
    const email = await openAccount(testApp, recorded);
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () => signIn(testApp, recorded.entityId, email, 'Wrong-Pass-1')),
    );
    expect(attempts.map((answer) => answer.statusCode)).toEqual(Array(12).fill(401));
    const [account] = await testApp.database.db
      .select()
      .from(filerAccounts)
      .where(eq(filerAccounts.email, email));
    // At most the allowed number of guesses was checked, however many arrived together.
    expect(account?.failedSignIns).toBe(lockAfterFailures);
    expect(account?.lockedUntil).not.toBeNull();
    expect((await signIn(testApp, recorded.entityId, email, password)).json()).toEqual(refusal);

    // When the lock has run out, the right password works again and clears the count.
    await testApp.database.db
      .update(filerAccounts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(filerAccounts.email, email));
    expect((await signIn(testApp, recorded.entityId, email, password)).statusCode).toBe(200);
    const [cleared] = await testApp.database.db
      .select()
      .from(filerAccounts)
      .where(eq(filerAccounts.email, email));
    expect(cleared).toMatchObject({ failedSignIns: 0, lockedUntil: null });
  });
});

describe.each(databaseKinds)('Secure Business Filing rows written as SQL on %s', (kind) => {
  let testApp: TestApp;
  const entityId = fixedEntityId('Mountain Peak Ventures LLC');
  let emails: { verifiedEmail: string; unverifiedEmail: string };
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 40 });
        emails = await writeFilerAccountsRows(database.pool, new Date(), entityId);
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('serves the stored accounts: the verified one signs in and protects its entity', async () => {
    const summary = await testApp.app.inject({
      url: `/business-api/entity/summary?entityId=${entityId}`,
    });
    expect(summary.json().apiData.sbf).toBe('Y');
    const verified = await signIn(testApp, entityId, emails.verifiedEmail, fixtureFilerPassword);
    expect(verified.statusCode, verified.body).toBe(200);
    const pending = await signIn(testApp, entityId, emails.unverifiedEmail, fixtureFilerPassword);
    expect(pending.json()).toEqual(refusal);
  });
});

describe('Secure Business Filing rate limits', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', {
      env: { RATE_LIMIT_SIGN_INS_PER_MINUTE: '3', RATE_LIMIT_PASSWORD_RESETS_PER_MINUTE: '2' },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('limits sign-ins and reset requests per client address', async () => {
    const body = { entityId: '20240000001', email: 'a@example.com', password: 'Wrong-Pass-1' };
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await post(testApp, '/business-api/sbf', body));
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 429]);
    expect(answers[3]?.headers['retry-after']).toBeDefined();
    const resets = [];
    const url =
      '/business-api/sbfPasswordReset?entityId=20240000001&name=Any%20LLC&email=a%40example.com';
    for (let i = 0; i < 3; i += 1) resets.push(await testApp.app.inject({ url }));
    expect(resets.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
  });
});
