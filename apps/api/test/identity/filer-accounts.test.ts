// Secure Business Filing through the server's calls: an account opened by the browser that paid
// for a recorded filing, verified by its mailed link, signed in to with entity ID, email and
// password; protected entities refuse filings without a filer of their own; temporary passwords
// by mail and password changes.
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
  openCheckout,
  payFilingAsBrowser,
  payWithCard,
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

/** The messages to `recipient`, newest first. */
function mailTo(testApp: TestApp, recipient: string) {
  return testApp.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id));
}

/** The temporary password a message gives. */
function temporaryPasswordIn(body: string): string {
  const match = /^Temporary password: ([A-Za-z0-9]{20})$/m.exec(body);
  expect(match, body).not.toBeNull();
  return match?.[1] ?? '';
}

function reset(testApp: TestApp, query: Record<string, string>) {
  return testApp.app.inject({
    url: `/business-api/sbfPasswordReset?${new URLSearchParams(query).toString()}`,
  });
}

/** Articles of Amendment of a recorded entity, the name unchanged. */
function amendmentOf(recorded: { entityId: string }): FilingValues {
  const amendment = createAmendMinimalFiling(recorded.entityId);
  amendment.entityName = { ...amendment.entityName, isNameChanged: 'N' };
  return amendment;
}

/** The payment call of an amendment of the entity, with a filer's token (or none). */
function fileAs(testApp: TestApp, recorded: { entityId: string }, token?: string) {
  return post(
    testApp,
    '/business-api/payment',
    paymentBody(amendmentOf(recorded)),
    token === undefined ? {} : { authorization: `Bearer ${token}` },
  );
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

  it('mails a temporary password only for matching details, and answers the same either way', async () => {
    const name = `Durango Slate ${randomUUID().slice(0, 6)} LLC`;
    const recorded = await recordFiling(testApp, minimalFiling(name));
    const email = await openAccount(testApp, recorded);
    const mailBefore = await mailTo(testApp, email);
    const oldSession = await accessToken(testApp, recorded.entityId, email);

    const answers = await Promise.all([
      reset(testApp, { entityId: recorded.entityId, name: 'Some Other LLC', email }),
      reset(testApp, { entityId: recorded.entityId, name, email: 'x@example.com' }),
      reset(testApp, { entityId: reportWindowOpen, name, email }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ apiData: { code: 200 } });
    }
    expect(await mailTo(testApp, email)).toHaveLength(mailBefore.length);
    // Nothing changed: the password still works.
    expect((await signIn(testApp, recorded.entityId, email, password)).statusCode).toBe(200);
    const missing = await reset(testApp, { entityId: recorded.entityId, name, email: '' });
    expect(missing.statusCode).toBe(400);

    // Case and spacing of the name do not matter.
    const matched = await reset(testApp, {
      entityId: recorded.entityId,
      name: `  ${name.toUpperCase().replace(/ /g, '  ')} `,
      email: email.toUpperCase(),
    });
    expect(matched.json()).toEqual({ apiData: { code: 200 } });
    const mail = await mailTo(testApp, email);
    expect(mail).toHaveLength(mailBefore.length + 1);
    const message = mail[0];
    expect(message?.subject).toBe(`Your temporary password - ${name}`);
    expect(message?.body).toContain(`ID number: ${recorded.entityId}`);
    expect(message?.body).toContain(`/business/login?entityId=${recorded.entityId}`);
    const temporary = temporaryPasswordIn(message?.body ?? '');
    expect(message?.html).toContain(`<td>${temporary}</td>`);

    // Stored only as an argon2id hash, due to be changed, for 24 hours; the lock is lifted.
    const [account] = await testApp.database.db
      .select()
      .from(filerAccounts)
      .where(eq(filerAccounts.email, email));
    expect(account?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account?.passwordHash).not.toContain(temporary);
    expect(account?.passwordMustChange).toBe(true);
    const hoursLeft = ((account?.passwordExpiresAt?.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    // The old password and its sessions are gone.
    expect((await signIn(testApp, recorded.entityId, email, password)).json()).toEqual(refusal);
    const withOld = await fileAs(testApp, recorded, oldSession);
    expect(withOld.statusCode).toBe(401);
  });

  it('signs in with a temporary password only to change it', async () => {
    const name = `Gypsum Ridge ${randomUUID().slice(0, 6)} LLC`;
    const recorded = await recordFiling(testApp, minimalFiling(name));
    const email = await openAccount(testApp, recorded);
    await reset(testApp, { entityId: recorded.entityId, name, email });
    const temporary = temporaryPasswordIn((await mailTo(testApp, email))[0]?.body ?? '');

    const signedIn = await signIn(testApp, recorded.entityId, email, temporary);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().apiData.mustChangePassword).toBe(true);
    const token = signedIn.json().apiData.sbfAccessToken as string;
    const second = (await signIn(testApp, recorded.entityId, email, temporary)).json().apiData
      .sbfAccessToken as string;
    const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

    // The token starts no filing.
    const filing = await fileAs(testApp, recorded, token);
    expect(filing.statusCode).toBe(403);
    expect(filing.json().apiData.message).toBe(
      'Change your temporary password before you continue.',
    );

    // The change: signed in, the current password right, the new one by the rules.
    const change = (
      body: Record<string, string>,
      headers: Record<string, string> = bearer(token),
    ) => post(testApp, '/business-api/sbf/change-password', body, headers);
    expect(
      (await change({ password: temporary, newPassword: 'Fresh-Start-7' }, {})).statusCode,
    ).toBe(401);
    const wrong = await change({ password: 'Wrong-Pass-1', newPassword: 'Fresh-Start-7' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().apiData.errors).toEqual([
      {
        field: 'password',
        message:
          'The information you entered does not match what we have in our system. Password is case sensitive.',
      },
    ]);
    const weak = await change({ password: '', newPassword: 'alllowercase' });
    expect(weak.json().apiData.errors).toEqual(
      expect.arrayContaining([
        { field: 'password', message: 'Enter a current password' },
        { field: 'newPassword', message: 'Invalid new password' },
      ]),
    );
    const changed = await change({ password: temporary, newPassword: 'Fresh-Start-7' });
    expect(changed.json()).toEqual({
      apiData: { code: 200, message: 'Your password has been changed.' },
    });

    // Every session of the account ended; the temporary password is gone, the new one signs in
    // to file.
    for (const ended of [token, second]) {
      const answer = await fileAs(testApp, recorded, ended);
      expect(answer.statusCode).toBe(401);
    }
    expect((await signIn(testApp, recorded.entityId, email, temporary)).json()).toEqual(refusal);
    const fresh = await signIn(testApp, recorded.entityId, email, 'Fresh-Start-7');
    expect(fresh.json().apiData.mustChangePassword).toBe(false);
    const filed = await fileAs(testApp, recorded, fresh.json().apiData.sbfAccessToken as string);
    expect(filed.statusCode, filed.body).toBe(200);
  });

  it('refuses an expired temporary password like a wrong one', async () => {
    const name = `Hesperus Flume ${randomUUID().slice(0, 6)} LLC`;
    const recorded = await recordFiling(testApp, minimalFiling(name));
    const email = await openAccount(testApp, recorded);
    await reset(testApp, { entityId: recorded.entityId, name, email });
    const temporary = temporaryPasswordIn((await mailTo(testApp, email))[0]?.body ?? '');
    await testApp.database.db
      .update(filerAccounts)
      .set({ passwordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(filerAccounts.email, email));
    const expired = await signIn(testApp, recorded.entityId, email, temporary);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(refusal);
  });

  it('changes a password by choice and ends every session of the account', async () => {
    const recorded = await recordFiling(
      testApp,
      minimalFiling(`Ignacio Loom ${randomUUID().slice(0, 6)} LLC`),
    );
    const email = await openAccount(testApp, recorded);
    const here = await accessToken(testApp, recorded.entityId, email);
    const elsewhere = await accessToken(testApp, recorded.entityId, email);
    const changed = await post(
      testApp,
      '/business-api/sbf/change-password',
      { password, newPassword: 'Chosen-Later-5' },
      { authorization: `Bearer ${here}` },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    for (const ended of [here, elsewhere]) {
      const answer = await fileAs(testApp, recorded, ended);
      expect(answer.statusCode).toBe(401);
    }
    expect((await signIn(testApp, recorded.entityId, email, password)).json()).toEqual(refusal);
    const again = await signIn(testApp, recorded.entityId, email, 'Chosen-Later-5');
    expect(again.json().apiData).toMatchObject({ code: 200, mustChangePassword: false });
  });

  it('uses a verification link once when it is opened several times at once, and not after it expires', async () => {
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

/** The value a response sets for a cookie: its value, '' when it clears it, undefined when untouched. */
function cookieSet(
  response: { cookies: { name: string; value: string; maxAge?: number; expires?: Date }[] },
  name: string,
): string | undefined {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  if (cookie === undefined) return undefined;
  const cleared =
    cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
  return cleared ? '' : cookie.value;
}

describe.each(databaseKinds)(
  'Secure Business Filing for a browser without the app on %s',
  (kind) => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp(kind, {
        prepare: async (database) => {
          await seedDatabase(database.db, { entityCount: 10 });
        },
      });
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('keeps the receipt token in a cookie the account calls read when the body has none', async () => {
      const draftRef = randomUUID();
      const started = await post(
        testApp,
        '/business-api/payment',
        paymentBody(minimalFiling(`Gunnison Cookie ${randomUUID().slice(0, 6)} LLC`), draftRef),
      );
      expect(started.statusCode, started.body).toBe(200);
      const { refId, receiptToken, paymentURL } = started.json().apiData as {
        refId: string;
        receiptToken: string;
        paymentURL: string;
      };
      const kept = cookieSet(started, 'registrar_receipts') ?? '';
      expect(decodeURIComponent(kept)).toBe(`${refId}:${receiptToken}`);
      expect(started.cookies.find((cookie) => cookie.name === 'registrar_receipts')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      const checkout = await openCheckout(testApp.app, paymentURL);
      expect(
        (await payWithCard(testApp.app, checkout.path, checkout.token, '4111111111111111'))
          .statusCode,
      ).toBe(303);
      const receipt = await fetchReceipt(testApp.app, refId);
      expect(receipt.statusCode, receipt.body).toBe(200);
      const entityId = receipt.json().apiData.receipt.entityId as string;
      const withCookie = { cookie: `registrar_receipts=${kept}` };

      const offer = await testApp.app.inject({
        url: `/business-api/sbf/account?refId=${refId}`,
        headers: withCookie,
      });
      expect(offer.statusCode, offer.body).toBe(200);
      expect(offer.json().apiData).toMatchObject({ code: 200, entityId });
      const noCookie = await testApp.app.inject({
        url: `/business-api/sbf/account?refId=${refId}`,
      });
      expect(noCookie.statusCode).toBe(403);
      expect(noCookie.json().apiData.message).toBe(
        'An account can be created only from the browser that paid for the filing.',
      );

      const email = `cookie-${randomUUID().slice(0, 8)}@example.com`;
      const refused = await post(testApp, '/business-api/sbf/account', { refId, email, password });
      expect(refused.statusCode).toBe(403);
      const created = await post(
        testApp,
        '/business-api/sbf/account',
        { refId, email, password },
        withCookie,
      );
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json().apiData).toEqual({ code: 200, entityId, email });
    });

    it('signs in with a cookie as well as the token, which files, and forgets it when refused', async () => {
      const recorded = await recordFiling(
        testApp,
        minimalFiling(`Leadville Cookie ${randomUUID().slice(0, 6)} LLC`),
      );
      const email = await openAccount(testApp, recorded);
      const answer = await signIn(testApp, recorded.entityId, email, password);
      expect(answer.statusCode, answer.body).toBe(200);
      const token = answer.json().apiData.sbfAccessToken as string;
      expect(cookieSet(answer, 'registrar_sbf')).toBe(token);
      expect(answer.cookies.find((cookie) => cookie.name === 'registrar_sbf')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      const withCookie = { cookie: `registrar_sbf=${token}` };

      const session = await testApp.app.inject({
        url: '/business-api/sbf/session',
        headers: withCookie,
      });
      expect(session.json()).toEqual({
        apiData: { code: 200, entityId: recorded.entityId, email, mustChangePassword: false },
      });
      const bearer = await testApp.app.inject({
        url: '/business-api/sbf/session',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(bearer.statusCode).toBe(200);
      const nobody = await testApp.app.inject({ url: '/business-api/sbf/session' });
      expect(nobody.statusCode).toBe(401);

      // The protected entity's filing goes through with the cookie alone.
      const filed = await post(
        testApp,
        '/business-api/payment',
        paymentBody(amendmentOf(recorded)),
        withCookie,
      );
      expect(filed.statusCode, filed.body).toBe(200);

      const wrong = await signIn(testApp, recorded.entityId, email, 'Wrong-Pass-1');
      expect(wrong.statusCode).toBe(401);
      expect(cookieSet(wrong, 'registrar_sbf')).toBe('');
    });

    it('changes the password with the cookie, and clears it with the ended session', async () => {
      const recorded = await recordFiling(
        testApp,
        minimalFiling(`Salida Cookie ${randomUUID().slice(0, 6)} LLC`),
      );
      const email = await openAccount(testApp, recorded);
      const token = await accessToken(testApp, recorded.entityId, email);
      const changed = await post(
        testApp,
        '/business-api/sbf/change-password',
        { password, newPassword: 'Fresh-Start-7' },
        { cookie: `registrar_sbf=${token}` },
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect(cookieSet(changed, 'registrar_sbf')).toBe('');
      const ended = await testApp.app.inject({
        url: '/business-api/sbf/session',
        headers: { cookie: `registrar_sbf=${token}` },
      });
      expect(ended.statusCode).toBe(401);
    });
  },
);

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
