// Every id a caller names is checked to be the caller's: a draft reference (in the website's draft,
// upload, payment and review-copy calls, and in the filing API's filing and upload calls), an
// upload's key, a filing, a webhook endpoint and a delivery. Each is tried with another owner's id:
// another browser (its own draft cookie), another filing account's key, a website filer's draft
// named through the filing API and a filing-API draft named by a browser. A stranger's id is
// answered as one that does not exist, and nothing of the owner's changes. A filing that has an
// owner never gets another, whoever asks the database.
import { randomUUID } from 'node:crypto';
import { createReportMinimalFiling, type FilingValues } from '@registrar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { attachments, drafts, filings, webhookDeliveries } from '../../src/db/schema.ts';
import {
  cardForm,
  makePdf,
  minimalFiling,
  openCheckout,
  paymentBody,
  saveDraft,
  startPayment,
  upload,
} from '../filings/flow-support.ts';
import { openFilingAccount } from '../support/filing-api-client.ts';
import {
  createTestApp,
  databaseKinds,
  jsonHeaders,
  onPostgres,
  otherBrowserCookie,
  type TestApp,
} from '../support/test-app.ts';

const windowOpen = fixedEntityId('Estes Park Report Window LLC');
const vail = fixedEntityId('Vail Report Window LLC');

describe.each(databaseKinds)('ids another owner names, on %s', (kind) => {
  let testApp: TestApp;
  let keyOfX: string;
  let keyOfY: string;

  /** A filing-API call with a key (and, for a POST, a new Idempotency-Key). */
  const api = (
    key: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${key}`,
        ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
    });

  const apiFile = (key: string, filing: FilingValues, draftRef?: string) =>
    api(key, 'POST', '/filing-api/v1/filings', {
      filing,
      ...(draftRef === undefined ? {} : { draftRef }),
    });

  const apiUpload = async (key: string, draftRef: string) => {
    const pdf = await makePdf('Not yours');
    const boundary = `----owners${randomUUID()}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return testApp.app.inject({
      method: 'POST',
      url: `/filing-api/v1/drafts/${draftRef}/attachments`,
      headers: {
        authorization: `Bearer ${key}`,
        'idempotency-key': randomUUID(),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
  };

  const attachmentsOf = async (draftRef: string) =>
    testApp.database.db.select().from(attachments).where(eq(attachments.draftRef, draftRef));

  const filingOfDraft = async (draftRef: string) => {
    const [row] = await testApp.database.db
      .select()
      .from(filings)
      .where(eq(filings.draftRef, draftRef));
    return row;
  };

  /** Pays for a website filing at the test checkout as the test's browser; its refId. */
  const payOnTheWebsite = async (filing: FilingValues, draftRef: string) => {
    const started = await startPayment(testApp.app, paymentBody(filing, draftRef));
    expect(started.statusCode, started.body).toBe(200);
    const { paymentURL, refId } = started.json().apiData;
    const checkout = await openCheckout(testApp.app, paymentURL);
    const paid = await testApp.app.inject({
      method: 'POST',
      url: checkout.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: cardForm(checkout.token),
    });
    expect(paid.statusCode, paid.body).toBe(303);
    const receipt = await testApp.app.inject({
      method: 'POST',
      url: '/business-api/file/receipt',
      headers: jsonHeaders,
      payload: { refId },
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    return String(refId);
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 40 });
      },
    });
    ({ key: keyOfX } = await openFilingAccount(testApp, 'Owner Firm X', { deposit: '500.00' }));
    ({ key: keyOfY } = await openFilingAccount(testApp, 'Stranger Firm Y', { deposit: '500.00' }));
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe("another browser's draft", () => {
    let draftRef: string;
    beforeAll(async () => {
      draftRef = await saveDraft(testApp.app);
      const stored = await upload(
        testApp.app,
        draftRef,
        'mine.pdf',
        'application/pdf',
        await makePdf(),
      );
      expect(stored.statusCode, stored.body).toBe(200);
    });

    it('is not read: 404 to another browser and to one without a draft cookie', async () => {
      const own = await testApp.app.inject({
        method: 'GET',
        url: `/business-api/draft/${draftRef}`,
      });
      expect(own.statusCode, own.body).toBe(200);
      for (const cookie of [otherBrowserCookie(), 'registrar_drafts=']) {
        const read = await testApp.app.inject({
          method: 'GET',
          url: `/business-api/draft/${draftRef}`,
          headers: { cookie },
        });
        expect(read.statusCode).toBe(404);
        expect(read.json().apiData.message).toBe('This saved filing was not found or has expired.');
        expect(read.body).not.toContain('filingState');
      }
    });

    it('is not changed: a save under its reference is refused and the owner still has theirs', async () => {
      const before = await testApp.database.db
        .select()
        .from(drafts)
        .where(eq(drafts.ref, draftRef));
      const overwrite = await testApp.app.inject({
        method: 'PUT',
        url: `/business-api/draft/${draftRef}`,
        headers: { ...jsonHeaders, cookie: otherBrowserCookie() },
        payload: { filingType: 'llc', values: { taken: true }, control: {} },
      });
      expect(overwrite.statusCode).toBe(404);
      const after = await testApp.database.db.select().from(drafts).where(eq(drafts.ref, draftRef));
      expect(after).toEqual(before);
    });

    it('takes no upload and loses none of its files to another browser', async () => {
      const [file] = await attachmentsOf(draftRef);
      if (file === undefined) throw new Error('The owner’s upload is missing');
      const uploaded = await upload(
        testApp.app,
        draftRef,
        'x.pdf',
        'application/pdf',
        await makePdf(),
        {
          cookie: otherBrowserCookie(),
        },
      );
      expect(uploaded.statusCode).toBe(404);
      const removed = await testApp.app.inject({
        method: 'DELETE',
        url: `/business-api/attachments/${file.key}`,
        headers: { 'x-requested-with': 'registrar', cookie: otherBrowserCookie() },
      });
      expect(removed.statusCode).toBe(404);
      expect((await attachmentsOf(draftRef)).map((row) => row.key)).toEqual([file.key]);
    });

    it('has no review copy for another browser: it is sent to the review page instead', async () => {
      const own = await testApp.app.inject({
        method: 'GET',
        url: `/business/filing/llc/filingreview.pdf?draftRef=${draftRef}`,
      });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      const stranger = await testApp.app.inject({
        method: 'GET',
        url: `/business/filing/llc/filingreview.pdf?draftRef=${draftRef}`,
        headers: { cookie: otherBrowserCookie() },
      });
      expect(stranger.statusCode).toBe(303);
      expect(stranger.headers['content-type']).not.toBe('application/pdf');
    });

    it('is not paid for by another browser, nor its paid filing shown to one', async () => {
      const filing = minimalFiling('Owned Draft Holdings LLC');
      const stranger = await startPayment(
        testApp.app,
        paymentBody(filing, draftRef),
        otherBrowserCookie(),
      );
      expect(stranger.statusCode, stranger.body).toBe(404);
      expect(await filingOfDraft(draftRef)).toBeUndefined();

      const refId = await payOnTheWebsite(filing, draftRef);
      // Paying again for a paid draft answers its receipt's address and a receipt token: only to
      // the browser that owns it.
      const again = await startPayment(
        testApp.app,
        paymentBody(filing, draftRef),
        otherBrowserCookie(),
      );
      expect(again.statusCode).toBe(404);
      expect(again.body).not.toContain(refId);
      expect(again.headers['set-cookie'] ?? '').not.toContain('registrar_receipts');
    });
  });

  it('gives a draft reference nobody has saved yet to the first browser that pays under it', async () => {
    const draftRef = randomUUID();
    const first = await startPayment(
      testApp.app,
      paymentBody(minimalFiling('First Payer Holdings LLC'), draftRef),
    );
    expect(first.statusCode, first.body).toBe(200);
    const second = await startPayment(
      testApp.app,
      paymentBody(minimalFiling('Second Payer Holdings LLC'), draftRef),
      otherBrowserCookie(),
    );
    expect(second.statusCode).toBe(404);
    expect((await filingOfDraft(draftRef))?.entityName).toBe('First Payer Holdings LLC');
  });

  it('lets a browser pay with a draft cookie it is given at its first save', async () => {
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: `/business-api/draft/${randomUUID()}`,
      headers: { ...jsonHeaders, cookie: 'registrar_drafts=' },
      payload: { filingType: 'llc', values: {}, control: {} },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const setCookie = String(saved.headers['set-cookie']);
    expect(setCookie).toMatch(/^registrar_drafts=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    // A cookie for the browser session alone: no Expires, no Max-Age.
    expect(setCookie).not.toMatch(/Expires|Max-Age/i);
  });

  describe("another filing account's ids", () => {
    it("refuses to file under another account's draft, and leaves that draft its owner's", async () => {
      const created = await api(keyOfX, 'POST', '/filing-api/v1/drafts', { filingType: 'report' });
      expect(created.statusCode, created.body).toBe(200);
      const draftRef = String(created.json().apiData.draftRef);

      const taken = await apiFile(keyOfY, createReportMinimalFiling(windowOpen), draftRef);
      expect(taken.statusCode, taken.body).toBe(404);
      expect(await filingOfDraft(draftRef)).toBeUndefined();
      const uploaded = await apiUpload(keyOfY, draftRef);
      expect(uploaded.statusCode).toBe(404);
      expect(await attachmentsOf(draftRef)).toEqual([]);

      // Its owner still files with it.
      const own = await apiFile(keyOfX, createReportMinimalFiling(windowOpen), draftRef);
      expect(own.statusCode, own.body).toBe(200);
      const filingId = String(own.json().apiData.filing.id);

      // Named again by the stranger once filed: still 404, and the filing stays X's.
      const again = await apiFile(keyOfY, createReportMinimalFiling(windowOpen), draftRef);
      expect(again.statusCode).toBe(404);
      expect((await api(keyOfX, 'GET', `/filing-api/v1/filings/${filingId}`)).statusCode).toBe(200);
      expect((await api(keyOfY, 'GET', `/filing-api/v1/filings/${filingId}`)).statusCode).toBe(404);
      const image = await api(keyOfY, 'GET', `/filing-api/v1/filings/${filingId}/filed-image`);
      expect(image.statusCode).toBe(404);
      const listed = await api(keyOfY, 'GET', '/filing-api/v1/filings?limit=100');
      expect(JSON.stringify(listed.json())).not.toContain(filingId);
    });

    it('refuses the reference of a filing another account sent without a draft', async () => {
      const own = await apiFile(keyOfX, createReportMinimalFiling(vail));
      expect(own.statusCode, own.body).toBe(200);
      const [row] = await testApp.database.db
        .select()
        .from(filings)
        .where(eq(filings.ref, String(own.json().apiData.filing.id)));
      if (row?.draftRef == null) throw new Error('The filing has no reference');
      const taken = await apiFile(keyOfY, createReportMinimalFiling(vail), row.draftRef);
      expect(taken.statusCode).toBe(404);
      const [after] = await testApp.database.db
        .select()
        .from(filings)
        .where(eq(filings.id, row.id));
      expect(after?.filingAccountId).toBe(row.filingAccountId);
    });

    it("refuses a website filer's draft and filing to a filing account, and an account's draft to a browser", async () => {
      const draftRef = await saveDraft(testApp.app);
      const filing = minimalFiling('Website Only Holdings LLC');
      const uploaded = await apiUpload(keyOfY, draftRef);
      expect(uploaded.statusCode).toBe(404);
      const refId = await payOnTheWebsite(filing, draftRef);
      const taken = await apiFile(keyOfY, filing, draftRef);
      expect(taken.statusCode).toBe(404);
      expect(taken.body).not.toContain(refId);
      const [row] = await testApp.database.db.select().from(filings).where(eq(filings.ref, refId));
      expect(row?.filingAccountId).toBeNull();
      expect((await api(keyOfY, 'GET', `/filing-api/v1/filings/${refId}`)).statusCode).toBe(404);

      const created = await api(keyOfX, 'POST', '/filing-api/v1/drafts', { filingType: 'llc' });
      const accountDraft = String(created.json().apiData.draftRef);
      const read = await testApp.app.inject({
        method: 'GET',
        url: `/business-api/draft/${accountDraft}`,
      });
      expect(read.statusCode).toBe(404);
      const overwrite = await testApp.app.inject({
        method: 'PUT',
        url: `/business-api/draft/${accountDraft}`,
        headers: jsonHeaders,
        payload: { filingType: 'llc', values: {}, control: {} },
      });
      expect(overwrite.statusCode).toBe(404);
      const paid = await startPayment(
        testApp.app,
        paymentBody(minimalFiling('Browser Takes LLC'), accountDraft),
      );
      expect(paid.statusCode).toBe(404);
      const browserUpload = await upload(
        testApp.app,
        accountDraft,
        'x.pdf',
        'application/pdf',
        await makePdf(),
      );
      expect(browserUpload.statusCode).toBe(404);
    });

    it("refuses another account's webhook endpoint and delivery", async () => {
      const registered = await api(keyOfX, 'POST', '/filing-api/v1/webhook-endpoints', {
        url: 'https://hooks.owner-firm-x.example.com/registrar',
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const endpointId = String(registered.json().apiData.endpoint.id);
      const formed = await apiFile(keyOfX, minimalFiling('Webhook Owner Holdings LLC'));
      expect(formed.statusCode, formed.body).toBe(200);
      const [delivery] = await testApp.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, Number(endpointId)));
      if (delivery === undefined) throw new Error('No delivery was queued');

      const replay = await api(
        keyOfY,
        'POST',
        `/filing-api/v1/webhook-deliveries/${delivery.id}/replay`,
      );
      expect(replay.statusCode).toBe(404);
      const disabled = await api(
        keyOfY,
        'DELETE',
        `/filing-api/v1/webhook-endpoints/${endpointId}`,
      );
      expect(disabled.statusCode).toBe(404);
      const log = await api(keyOfY, 'GET', '/filing-api/v1/webhook-deliveries');
      expect(JSON.stringify(log.json())).not.toContain('owner-firm-x');
      const endpoints = await api(keyOfX, 'GET', '/filing-api/v1/webhook-endpoints');
      expect(endpoints.json().apiData.endpoints).toContainEqual(
        expect.objectContaining({ id: endpointId, disabledAt: null }),
      );
    });
  });

  it('lets the database refuse to give a filing or a draft another owner', async () => {
    const draftRef = await saveDraft(testApp.app);
    await payOnTheWebsite(minimalFiling('Owner Kept Holdings LLC'), draftRef);
    const filing = await filingOfDraft(draftRef);
    if (filing === undefined) throw new Error('The filing was not stored');
    await expect(
      testApp.database.db
        .update(filings)
        .set({ ownerBrowserHash: 'f'.repeat(64) })
        .where(eq(filings.id, filing.id)),
    ).rejects.toThrow();
    await expect(
      testApp.database.db
        .update(drafts)
        .set({ ownerBrowserHash: 'f'.repeat(64) })
        .where(eq(drafts.ref, draftRef)),
    ).rejects.toThrow();
    const [kept] = await testApp.database.db
      .select()
      .from(filings)
      .where(eq(filings.id, filing.id));
    expect(kept?.ownerBrowserHash).toBe(filing.ownerBrowserHash);
  });
});

describe.runIf(onPostgres)('two strangers at the same moment, on PostgreSQL', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('postgres', {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 20 });
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('gives a draft saved before drafts had owners to one browser of ten claiming it at once', async () => {
    const ref = randomUUID();
    await testApp.database.db.insert(drafts).values({
      ref,
      filingType: 'llc',
      version: 1,
      values: {},
      control: {},
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const browsers = Array.from({ length: 10 }, () => otherBrowserCookie());
    const answers = await Promise.all(
      browsers.map((cookie) =>
        testApp.app.inject({
          method: 'GET',
          url: `/business-api/draft/${ref}`,
          headers: { cookie },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array<number>(9).fill(404),
    ]);
  });

  it('makes one filing for the one browser that gets a fresh reference when ten pay under it at once', async () => {
    const draftRef = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        startPayment(
          testApp.app,
          paymentBody(minimalFiling(`Racing Payer ${String(index)} LLC`), draftRef),
          otherBrowserCookie(),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(404)]);
    const rows = await testApp.database.db
      .select()
      .from(filings)
      .where(eq(filings.draftRef, draftRef));
    expect(rows).toHaveLength(1);
    const winner = answers.find((answer) => answer.statusCode === 200);
    expect(rows[0]?.ref).toBe(winner?.json().apiData.refId);
  });
});
