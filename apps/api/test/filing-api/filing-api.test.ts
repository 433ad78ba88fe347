// The filing API as software sees it: keys (unknown, revoked, per-key limits), the prepaid ledger
// (a fee the balance cannot pay is refused before anything is recorded; every movement is a row),
// Idempotency-Key (same key and body: same answer, once, even at the same moment; another body:
// 422), the read calls with their cursors, and the events a recorded filing writes.
import {
  IDEMPOTENCY_KEY_MESSAGE,
  createAmendMinimalFiling,
  createReinstateMaximalFiling,
  createReportMinimalFiling,
  type FilingValues,
} from '@registrar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { filings, ledgerEntries, registryEvents } from '../../src/db/schema.ts';
import { signInStaff, type SignedInStaff } from '../support/sign-in.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';
import { makePdf, minimalFiling, multipartFile } from '../filings/flow-support.ts';

const windowOpen = fixedEntityId('Estes Park Report Window LLC');
const late = fixedEntityId('Greeley Late Report LLC');
const salida = fixedEntityId('Salida Checked Dissolved LLC');

describe.each(databaseKinds)('the filing API on %s', (kind) => {
  let testApp: TestApp;
  let admin: SignedInStaff;
  let accountId: string;
  let key: string;

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...jsonHeaders, cookie: admin.cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const api = (
    method: 'GET' | 'POST',
    url: string,
    options: { key?: string; idempotencyKey?: string; payload?: unknown } = {},
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${options.key ?? key}`,
        ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.idempotencyKey === undefined
          ? {}
          : { 'idempotency-key': options.idempotencyKey }),
      },
      ...(options.payload === undefined
        ? {}
        : { payload: options.payload as Record<string, unknown> }),
    });

  const file = (filing: FilingValues, idempotencyKey: string, apiKey?: string) =>
    api('POST', '/filing-api/v1/filings', {
      idempotencyKey,
      payload: { filing },
      ...(apiKey === undefined ? {} : { key: apiKey }),
    });

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 40 });
      },
    });
    admin = await signInStaff(testApp);
    const created = await asAdmin('POST', '/user-manager-api/filing-accounts', {
      name: 'Front Range Agents LLC',
      contactEmail: 'filings@frontrange.example',
    });
    expect(created.statusCode, created.body).toBe(200);
    accountId = created.json().apiData.account.id;
    const issued = await asAdmin('POST', `/user-manager-api/filing-accounts/${accountId}/keys`, {
      name: 'Report robot',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    key = issued.json().apiData.key;
    expect(key).toMatch(/^rgk_/);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a call without a key, with an unknown key and from a staff cookie alone', async () => {
    const none = await testApp.app.inject({ method: 'GET', url: '/filing-api/v1/account' });
    expect(none.statusCode).toBe(401);
    expect(none.json().apiData.message).toContain('API key');
    const unknown = await api('GET', '/filing-api/v1/account', { key: 'rgk_not-a-key' });
    expect(unknown.statusCode).toBe(401);
    const cookieOnly = await testApp.app.inject({
      method: 'GET',
      url: '/filing-api/v1/account',
      headers: { cookie: admin.cookie },
    });
    expect(cookieOnly.statusCode).toBe(401);
  });

  it('refuses a filing the balance cannot pay, and records nothing', async () => {
    const before = await testApp.database.db.select().from(filings);
    const refused = await file(createReportMinimalFiling(windowOpen), 'no-money-1');
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json().apiData).toMatchObject({ code: 402, balance: '0.00', fee: '10.00' });
    expect(refused.json().apiData.message).toContain('does not cover the fee');
    const after = await testApp.database.db.select().from(filings);
    expect(after.filter((row) => row.status === 'FILED')).toHaveLength(
      before.filter((row) => row.status === 'FILED').length,
    );
    const entries = await testApp.database.db.select().from(ledgerEntries);
    expect(entries).toHaveLength(0);
  });

  it('files a periodic report from the balance once per Idempotency-Key', async () => {
    const deposit = await asAdmin(
      'POST',
      `/user-manager-api/filing-accounts/${accountId}/deposits`,
      {
        amount: '500.00',
        memo: 'Check 1042',
        requestId: 'check-1042',
      },
    );
    expect(deposit.statusCode, deposit.body).toBe(200);
    expect(deposit.json().apiData.balance).toBe('500.00');

    const report = createReportMinimalFiling(windowOpen);
    const first = await file(report, 'report-estes-park');
    expect(first.statusCode, first.body).toBe(200);
    const filed = first.json().apiData.filing;
    expect(filed).toMatchObject({
      status: 'FILED',
      entityId: windowOpen,
      fee: '10.00',
      transactionType: 'REPORT',
    });
    expect(filed.receipt).toMatchObject({ paymentType: 'Prepaid', amount: '10.00' });

    // The same request again: the same answer, said to be a repeat, and nothing charged twice.
    const again = await file(report, 'report-estes-park');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());

    // The same key with another body is refused.
    const other = await file(createReportMinimalFiling(late), 'report-estes-park');
    expect(other.statusCode).toBe(422);
    expect(other.json().apiData.message).toContain('Idempotency-Key');

    const account = await api('GET', '/filing-api/v1/account');
    expect(account.json().apiData.account.balance).toBe('490.00');

    // The event was written with the filing, for the account.
    const [row] = await testApp.database.db.select().from(filings).where(eq(filings.ref, filed.id));
    const events = await testApp.database.db
      .select()
      .from(registryEvents)
      .where(eq(registryEvents.filingId, row?.id ?? -1));
    expect(events.map((event) => [event.type, event.accountId])).toEqual([
      ['filing.recorded', Number(accountId)],
    ]);
  });

  it('needs an Idempotency-Key on a POST and checks the body by the wizard’s rules', async () => {
    const noKey = await api('POST', '/filing-api/v1/filings', {
      payload: { filing: createReportMinimalFiling(late) },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().apiData.errors).toEqual([
      { field: 'idempotency-key', message: IDEMPOTENCY_KEY_MESSAGE },
    ]);
    const blankKey = await api('POST', '/filing-api/v1/filings', {
      idempotencyKey: '  ',
      payload: { filing: createReportMinimalFiling(late) },
    });
    expect(blankKey.json().apiData.errors).toEqual([
      { field: 'idempotency-key', message: IDEMPOTENCY_KEY_MESSAGE },
    ]);

    // A field is named one way, inside the filing, whether its structure or a rule refused it.
    const report = createReportMinimalFiling(late);
    const misshapen = await file(
      {
        ...report,
        filingState: { ...report.filingState, transactionDescription: 'x'.repeat(201) },
      },
      'report-misshapen',
    );
    expect(misshapen.statusCode, misshapen.body).toBe(400);
    expect(misshapen.json().apiData.errors.map((error: { field: string }) => error.field)).toEqual([
      'filingState.transactionDescription',
    ]);

    const llc = minimalFiling('');
    const invalid = await file(llc, 'llc-without-name');
    expect(invalid.statusCode, invalid.body).toBe(400);
    expect(invalid.json().apiData.errors).toContainEqual({
      field: 'entityName.name',
      message: expect.any(String),
    });
    // A refusal is kept for its key too.
    const repeated = await file(llc, 'llc-without-name');
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    expect(repeated.json()).toEqual(invalid.json());
  });

  it('forms an LLC and reads it back: status, list by cursor, record, filed image', async () => {
    const formed = await file(minimalFiling('Pikes Peak Software Filings LLC'), 'llc-1');
    expect(formed.statusCode, formed.body).toBe(200);
    const filing = formed.json().apiData.filing;
    expect(filing.status).toBe('FILED');
    expect(filing.entityId).toMatch(/^\d{11}$/);

    const status = await api('GET', `/filing-api/v1/filings/${filing.id}`);
    expect(status.statusCode).toBe(200);
    expect(status.json().apiData.filing.id).toBe(filing.id);

    const page1 = await api('GET', '/filing-api/v1/filings?limit=1');
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json().apiData.filings.map((each: { id: string }) => each.id)).toEqual([
      filing.id,
    ]);
    const cursor = page1.json().apiData.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const page2 = await api('GET', `/filing-api/v1/filings?limit=100&cursor=${cursor}`);
    expect(page2.json().apiData.filings.map((each: { status: string }) => each.status)).toContain(
      'FILED',
    );
    expect(page2.json().apiData.nextCursor).toBeNull();
    const badCursor = await api('GET', '/filing-api/v1/filings?cursor=nonsense');
    expect(badCursor.statusCode).toBe(400);

    const record = await api('GET', `/filing-api/v1/entities/${filing.entityId}`);
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json().apiData.record.entityName).toBe('Pikes Peak Software Filings LLC');

    const image = await api('GET', `/filing-api/v1/filings/${filing.id}/filed-image`);
    expect(image.statusCode, image.body).toBe(200);
    expect(Buffer.from(image.json().apiData.pdfBytes, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );

    const taken = await api(
      'GET',
      '/filing-api/v1/name-availability?name=Pikes%20Peak%20Software%20Filings%20LLC&entityType=DLLC',
    );
    expect(taken.json().apiData).toMatchObject({ valid: false });

    // Another account's key sees none of it.
    const issued = await asAdmin('POST', '/user-manager-api/filing-accounts', {
      name: 'Other Firm',
      contactEmail: 'other@example.com',
    });
    const otherKey = (
      await asAdmin(
        'POST',
        `/user-manager-api/filing-accounts/${issued.json().apiData.account.id}/keys`,
        { name: 'k' },
      )
    ).json().apiData.key;
    const hidden = await api('GET', `/filing-api/v1/filings/${filing.id}`, { key: otherKey });
    expect(hidden.statusCode).toBe(404);
  });

  it('files articles of amendment for the entity it formed', async () => {
    const formed = await file(minimalFiling('Amended Through Software LLC'), 'llc-to-amend');
    expect(formed.statusCode, formed.body).toBe(200);
    const entityId = formed.json().apiData.filing.entityId;
    const amended = await file(createAmendMinimalFiling(entityId), 'amend-1');
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json().apiData.filing).toMatchObject({
      status: 'FILED',
      entityId,
      filingType: 'amend',
    });
  });

  it('answers fees as they would be charged today', async () => {
    const llc = await api('GET', '/filing-api/v1/fees?filingType=llc');
    expect(llc.statusCode, llc.body).toBe(200);
    expect(llc.json().apiData.total).toMatch(/^\d+\.\d\d$/);
    // The document's own example names the formation by its entity type; its transaction serves too.
    for (const name of ['DLLC', 'ARTORG_LLC', 'LLC', 'dllc']) {
      const same = await api('GET', `/filing-api/v1/fees?filingType=${name}`);
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json()).toEqual(llc.json());
    }
    const unknown = await api('GET', '/filing-api/v1/fees?filingType=LLP');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().apiData.errors).toEqual([
      {
        field: 'filingType',
        message:
          'No new entity is formed by the filing type “LLP”. The filing types of new entities are llc (DLLC), dpc (DPC), dnc (DNC), dc55 (DC55).',
      },
    ]);
    const report = await api('GET', '/filing-api/v1/fees?filingType=REPORT');
    expect(report.statusCode).toBe(400);
    expect(report.json().apiData.errors[0].message).toBe(
      'The filing type “REPORT” is filed for an entity: send its entityId and a transactionType (REPORT) instead.',
    );
    const unknownTransaction = await api(
      'GET',
      `/filing-api/v1/fees?entityId=${late}&transactionType=DISSOLVE`,
    );
    expect(unknownTransaction.statusCode).toBe(400);
    expect(unknownTransaction.json().apiData.errors[0]).toEqual({
      field: 'transactionType',
      message:
        'No filing for an entity has the transaction type “DISSOLVE”. The transaction types are REPORT, REINSTATE, CURE_DLNQ, AMD_LLC, AMD_NPC, AMD_55.',
    });
    const lateReport = await api(
      'GET',
      `/filing-api/v1/fees?entityId=${late}&transactionType=REPORT`,
    );
    expect(lateReport.statusCode, lateReport.body).toBe(200);
    expect(
      lateReport.json().apiData.lines.map((line: { description: string }) => line.description),
    ).toContain('Late fee');
  });

  it('keeps the ledger as rows, with a statement, and refuses a revoked key at once', async () => {
    const entries = await api('GET', '/filing-api/v1/account/ledger?limit=100');
    const kinds = entries.json().apiData.entries.map((entry: { kind: string }) => entry.kind);
    expect(kinds.filter((each: string) => each === 'DEPOSIT')).toHaveLength(1);
    const rows = await testApp.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, Number(accountId)));
    const sum = rows.reduce((total, row) => total + row.amountCents, 0);
    const account = await api('GET', '/filing-api/v1/account');
    expect(account.json().apiData.account.balance).toBe((sum / 100).toFixed(2));

    const today = new Date().toISOString().slice(0, 10);
    const statement = await testApp.app.inject({
      method: 'GET',
      url: `/user-manager-api/filing-accounts/${accountId}/statement?from=2020-01-01&to=${today}`,
      headers: { cookie: admin.cookie },
    });
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.headers['content-type']).toContain('text/csv');
    const lines = statement.body.trim().split('\r\n');
    expect(lines[1]).toContain('OPENING_BALANCE');
    expect(lines.at(-1)).toContain(`CLOSING_BALANCE,,,,,${(sum / 100).toFixed(2)}`);
    expect(statement.body).toContain('DEPOSIT,Check 1042');

    const detail = await asAdmin('GET', `/user-manager-api/filing-accounts/${accountId}`);
    const keyId = detail.json().apiData.keys[0].id;
    expect(detail.json().apiData.keys[0].lastUsedAt).toEqual(expect.any(String));
    const revoked = await asAdmin(
      'POST',
      `/user-manager-api/filing-accounts/${accountId}/keys/${keyId}/revoke`,
      {},
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    const refused = await api('GET', '/filing-api/v1/account');
    expect(refused.statusCode).toBe(401);
    // A new key for the other tests of this file.
    key = (
      await asAdmin('POST', `/user-manager-api/filing-accounts/${accountId}/keys`, { name: 'New' })
    ).json().apiData.key;
  });

  it('accepts a reinstatement with its affidavit uploaded to a draft, answered as held', async () => {
    const draft = await api('POST', '/filing-api/v1/drafts', {
      idempotencyKey: 'salida-draft',
      payload: { filingType: 'reinstate' },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const draftRef = draft.json().apiData.draftRef;

    const pdf = multipartFile('affidavit.pdf', 'application/pdf', await makePdf('Affidavit'));
    const upload = (idempotencyKey: string, body = pdf) =>
      testApp.app.inject({
        method: 'POST',
        url: `/filing-api/v1/drafts/${draftRef}/attachments?private=true`,
        headers: {
          'content-type': body.headers['content-type'] ?? '',
          authorization: `Bearer ${key}`,
          'idempotency-key': idempotencyKey,
        },
        payload: body.payload,
      });
    const uploaded = await upload('salida-affidavit');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const attachment = uploaded.json().apiData.attachment;
    expect(attachment).toMatchObject({ fileName: 'affidavit.pdf', mimeType: 'application/pdf' });
    // Sent again (the client lost the answer): the same file, not a second one.
    const again = await upload('salida-affidavit');
    expect(again.json()).toEqual(uploaded.json());
    // A file that is not what its name says is refused by its content.
    const fake = multipartFile('id.pdf', 'application/pdf', Buffer.from('not a pdf at all'));
    const refused = await upload('salida-fake', fake);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().apiData.errors[0].field).toBe('file');

    const filing = createReinstateMaximalFiling();
    filing.additionalInfo = {
      ...filing.additionalInfo,
      additionalInfoAttachmentRadio: 'N',
      attachments: [],
      privateAttachments: [attachment],
    };
    const held = await api('POST', '/filing-api/v1/filings', {
      idempotencyKey: 'salida-reinstatement',
      payload: { filing, draftRef },
    });
    expect(held.statusCode, held.body).toBe(202);
    expect(held.json().apiData.filing).toMatchObject({
      status: 'PENDING_REVIEW',
      entityId: salida,
      documents: { filedImage: null },
    });
    const [row] = await testApp.database.db
      .select()
      .from(filings)
      .where(eq(filings.ref, held.json().apiData.filing.id));
    const events = await testApp.database.db
      .select()
      .from(registryEvents)
      .where(eq(registryEvents.filingId, row?.id ?? -1));
    expect(events.map((event) => event.type)).toEqual(['filing.held']);

    // Another filing for the entity while the first waits: the documented 409, nothing charged.
    const balanceBefore = (await api('GET', '/filing-api/v1/account')).json().apiData.account
      .balance;
    const secondDraft = await api('POST', '/filing-api/v1/drafts', {
      idempotencyKey: 'salida-second-draft',
      payload: { filingType: 'reinstate' },
    });
    const secondDraftRef = secondDraft.json().apiData.draftRef;
    const secondUpload = await testApp.app.inject({
      method: 'POST',
      url: `/filing-api/v1/drafts/${secondDraftRef}/attachments?private=true`,
      headers: {
        'content-type': pdf.headers['content-type'] ?? '',
        authorization: `Bearer ${key}`,
        'idempotency-key': 'salida-second-affidavit',
      },
      payload: pdf.payload,
    });
    expect(secondUpload.statusCode, secondUpload.body).toBe(200);
    const second = await api('POST', '/filing-api/v1/filings', {
      idempotencyKey: 'salida-second-reinstatement',
      payload: {
        filing: {
          ...filing,
          entityName: { ...filing.entityName, name: 'Salida Second Start Holdings LLC' },
          additionalInfo: {
            ...filing.additionalInfo,
            privateAttachments: [secondUpload.json().apiData.attachment],
          },
        },
        draftRef: secondDraftRef,
      },
    });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().apiData).toEqual({
      code: 409,
      message: expect.any(String),
      outcome: 'ALREADY_PENDING_REVIEW',
      refund: null,
    });
    expect((await api('GET', '/filing-api/v1/account')).json().apiData.account.balance).toBe(
      balanceBefore,
    );
  });

  it('refuses the account calls to staff who are not administrators', async () => {
    const clerk = await signInStaff(testApp, { roles: ['staff'] });
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/user-manager-api/filing-accounts',
      headers: { cookie: clerk.cookie },
    });
    expect(answer.statusCode).toBe(403);
  });

  it.runIf(kind === 'postgres')(
    'files once when fifty requests with one key arrive at the same moment',
    async () => {
      const report = createReportMinimalFiling(late);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => file(report, 'late-report-at-once')),
      );
      const statuses = new Set(answers.map((answer) => answer.statusCode));
      expect([...statuses], answers[0]?.body).toEqual([200]);
      const ids = new Set(answers.map((answer) => answer.json().apiData.filing.id));
      expect(ids.size).toBe(1);
      const [id] = [...ids];
      const [row] = await testApp.database.db.select().from(filings).where(eq(filings.ref, id));
      const fees = await testApp.database.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.filingId, row?.id ?? -1));
      expect(fees.map((fee) => fee.kind)).toEqual(['FILING_FEE']);
    },
  );
});
