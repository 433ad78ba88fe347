// The administrators' review of held filings, through the calls a browser makes: who may call
// them, the queue, the review lock, approval (the registry effect once, the filer emailed),
// rejection (reasons emailed, name and entity freed), the filer's status call and PII removal.
import {
  createAmendMinimalFiling,
  createCureMinimalFiling,
  createReinstateMinimalFiling,
  heldFilingDocumentAddress,
  heldFilingFileAddress,
  messages,
  type FilingValues,
} from '@registrar/domain';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { withheldForPiiMessage } from '../../src/modules/documents/filed-image-service.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import {
  auditEvents,
  entities,
  filingEvents,
  filings,
  nameHolds,
  users,
} from '../../src/db/schema.ts';
import {
  fetchReceipt,
  makePdf,
  multipartFile,
  payFiling,
  saveDraft,
} from '../filings/flow-support.ts';
import { signInStaff, type SignedInStaff } from '../support/sign-in.ts';
import { pdfTextOf } from '../support/pdf-text.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';

const salida = fixedEntityId('Salida Checked Dissolved LLC');
const durango = fixedEntityId('Durango Checked Delinquent LLC');
const silverPlume = fixedEntityId('Silver Plume Mining Company LLC');
const columbine = fixedEntityId('Columbine Delinquent Holdings LLC');
const mountainPeak = fixedEntityId('Mountain Peak Ventures LLC');

interface HeldFiling {
  refId: string;
  masterId: string;
  transactionId: string;
  entityId: string;
}

describe.each(databaseKinds)("administrators' review on %s", (kind) => {
  let testApp: TestApp;
  let alice: SignedInStaff;
  let bob: SignedInStaff;
  let filer: SignedInStaff;

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 40 });
      },
    });
    alice = await signInStaff(testApp);
    bob = await signInStaff(testApp);
    filer = await signInStaff(testApp, { roles: [] });
    await testApp.database.db
      .update(users)
      .set({ firstName: 'Alice', lastName: 'Archer' })
      .where(eq(users.id, alice.userId));
  });
  afterAll(async () => {
    await testApp.close();
  });

  const db = () => testApp.database.db;
  // As the app calls: with the same-origin header on every call.
  const get = (url: string, who?: SignedInStaff) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'x-requested-with': 'registrar', ...(who ? { cookie: who.cookie } : {}) },
    });
  const post = (url: string, payload: unknown, who?: SignedInStaff) =>
    testApp.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { ...jsonHeaders, ...(who ? { cookie: who.cookie } : {}) },
    });
  const query = (values: Record<string, string | number>) =>
    new URLSearchParams(
      Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();

  const uploadFile = async (draftRef: string, name: string, text: string, isPrivate: boolean) => {
    const { payload, headers } = multipartFile(name, 'application/pdf', await makePdf(text));
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/business-api/attachments?draftRef=${draftRef}&private=${isPrivate}`,
      payload,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().apiData.attachment;
  };

  /** Pays a reinstatement or cure of an entity whose filings the administrators check. */
  const holdFiling = async (
    entityId: string,
    create: () => FilingValues,
    options: { newName?: string; publicFiles?: string[] } = {},
  ): Promise<HeldFiling> => {
    const [row] = await db()
      .update(entities)
      .set({ adminFraudCheck: true })
      .where(eq(entities.entityId, entityId))
      .returning();
    if (row === undefined) throw new Error(`no entity ${entityId}`);
    const draftRef = randomUUID();
    await saveDraft(testApp.app, draftRef);
    const affidavit = await uploadFile(draftRef, 'affidavit.pdf', 'Sworn affidavit', true);
    const publicFiles = [];
    for (const text of options.publicFiles ?? []) {
      publicFiles.push(await uploadFile(draftRef, `${text.replace(/\W/g, '')}.pdf`, text, false));
    }
    const base = create();
    const filing: FilingValues = {
      ...base,
      filingState: { ...base.filingState, entityId },
      entityName: { name: options.newName ?? row.name, oldName: row.name },
      email: { email: 'Filer@Example.com' },
      additionalInfo: {
        ...base.additionalInfo,
        privateAttachments: [affidavit],
        ...(publicFiles.length > 0
          ? { additionalInfoAttachmentRadio: 'Y' as const, attachments: publicFiles }
          : {}),
      },
    };
    const refId = await payFiling(testApp.app, filing, draftRef);
    const receipt = (await fetchReceipt(testApp.app, refId)).json().apiData.receipt;
    expect(receipt.adminFraudCheck).toBe(true);
    return { refId, masterId: receipt.masterId, transactionId: receipt.transactionId, entityId };
  };

  const ids = (held: HeldFiling) => ({ masterId: held.masterId, transId: held.transactionId });
  const decision = (held: HeldFiling) => ({
    mstrTransId: Number(held.masterId),
    transactionId: Number(held.transactionId),
  });
  const lock = (held: HeldFiling, who: SignedInStaff) =>
    get(`/business-api/admin/transLock?${query({ transSeqId: held.transactionId })}`, who);
  const storedFiling = async (held: HeldFiling) => {
    const [row] = await db().select().from(filings).where(eq(filings.ref, held.refId));
    if (row === undefined) throw new Error('no filing');
    return row;
  };
  const decisionMail = async (held: HeldFiling) => {
    const filing = await storedFiling(held);
    const result = await db().execute<{ recipient: string; subject: string; body: string }>(
      sql`select recipient, subject, body from outbox where dedupe_key = ${`filing-decision:${filing.id}`}`,
    );
    return result.rows;
  };
  const status = (held: HeldFiling) =>
    get(`/business-api/file/status?refId=${held.refId}`).then((r) => r.json().apiData);

  let salidaHeld: HeldFiling;
  let durangoHeld: HeldFiling;

  beforeAll(async () => {
    salidaHeld = await holdFiling(salida, createReinstateMinimalFiling, {
      publicFiles: ['Keep this page', 'Leave this page out'],
    });
    durangoHeld = await holdFiling(durango, createCureMinimalFiling);
  });

  it('answers 401 without a session and 403 to someone who is not an administrator', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/business-api/admin/pendingFilings'],
      ['GET', `/business-api/admin/pendingFiling?${query(ids(salidaHeld))}`],
      ['GET', `/business-api/admin/pendingFilingPdf?${query(ids(salidaHeld))}`],
      ['GET', `/business-api/admin/transLock?transSeqId=${salidaHeld.transactionId}`],
      ['GET', `/business-api/admin/releaseTransLock?transSeqId=${salidaHeld.transactionId}`],
      ['POST', '/business-api/admin/approveFiling', { filing: decision(salidaHeld) }],
      ['GET', '/business-api/admin/rejectReasons'],
      [
        'POST',
        '/business-api/admin/rejectFiling',
        { filing: decision(salidaHeld), rejectReasons: [1] },
      ],
      [
        'GET',
        `/business-api/admin/piiEntryVerification?${query({ entityId: salida, piiDocId: '123', removalDocId: '456' })}`,
      ],
      [
        'POST',
        '/business-api/admin/savePii',
        { entityId: salida, piiDocId: '123', removalDocId: '456', filers: [] },
      ],
    ];
    for (const [method, url, body] of calls) {
      for (const [who, code] of [
        [undefined, 401],
        [filer, 403],
      ] as const) {
        const response = method === 'GET' ? await get(url, who) : await post(url, body ?? {}, who);
        expect(response.statusCode, `${method} ${url}`).toBe(code);
        expect(response.json().apiData.code).toBe(code);
      }
    }
    // Nothing changed on the way.
    expect((await storedFiling(salidaHeld)).status).toBe('PENDING_REVIEW');
  });

  it('lists the queue with its count and one held filing by its IDs', async () => {
    const queue = (await get('/business-api/admin/pendingFilings', alice)).json().apiData;
    expect(queue.count).toBe(2);
    expect(queue.pageSize).toBe(10);
    expect(queue.pendingFilings.map((f: { entityId: string }) => f.entityId)).toEqual([
      salida,
      durango,
    ]);
    expect(queue.pendingFilings[0]).toMatchObject({
      transactionDescription: 'Articles of Reinstatement',
      entityName: 'Salida Checked Dissolved LLC',
      // The address the filer gave for processing: the administrators' decision goes there.
      email: 'filer@example.com',
      mstrTransId: salidaHeld.masterId,
      transSeqId: salidaHeld.transactionId,
      lockedBy: '',
      lockUserId: null,
    });
    expect(queue.pendingFilings[1].email).toBe('filer@example.com');
    expect(queue.pendingFilings[0].receivedDateString).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/,
    );
    const one = await get(`/business-api/admin/pendingFiling?${query(ids(durangoHeld))}`, alice);
    expect(one.statusCode).toBe(200);
    expect(one.json().apiData.pendingFiling.entityName).toBe('Durango Checked Delinquent LLC');
    // Its files are listed without their contents.
    expect(one.json().apiData.attachments).toEqual([
      {
        id: expect.any(String),
        fileName: 'affidavit.pdf',
        mimeType: 'application/pdf',
        clientLocation: 'private',
        isPrivate: true,
      },
    ]);
    const none = await get(
      `/business-api/admin/pendingFiling?${query({ masterId: 1, transId: 1 })}`,
      alice,
    );
    expect(none.statusCode).toBe(404);
  });

  it("answers the held filing's document and its files, the affidavit with them", async () => {
    const response = await get(
      `/business-api/admin/pendingFilingPdf?${query(ids(salidaHeld))}`,
      alice,
    );
    expect(response.statusCode).toBe(200);
    const { pdf, attachments } = response.json().apiData;
    const text = await pdfTextOf(Buffer.from(pdf, 'base64'));
    expect(text).toContain('Articles of Reinstatement');
    expect(text).toContain('Salida Checked Dissolved LLC');
    expect(
      attachments.map((a: { fileName: string; isPrivate: boolean; clientLocation: string }) => [
        a.fileName,
        a.isPrivate,
        a.clientLocation,
      ]),
    ).toEqual([
      ['affidavit.pdf', true, 'private'],
      ['Keepthispage.pdf', false, 'public'],
      ['Leavethispageout.pdf', false, 'public'],
    ]);
    expect(Buffer.from(attachments[0].fileData, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // Not public while held.
    const image = await get(
      `/business-api/file/image?${query({ masterTransactionId: salidaHeld.masterId, transactionId: salidaHeld.transactionId })}`,
    );
    expect(image.statusCode).toBe(404);
  });

  it('answers the document and each file at an address of its own, as files', async () => {
    // Only to an administrator; a refusal is a page (an address under /business), not JSON.
    const addresses = [
      heldFilingDocumentAddress(salidaHeld.masterId, salidaHeld.transactionId),
      heldFilingFileAddress(
        salidaHeld.masterId,
        salidaHeld.transactionId,
        '00000000-0000-4000-8000-000000000000',
      ),
    ];
    for (const address of addresses) {
      for (const [who, code, way] of [
        [undefined, 401, 'Go to staff sign-in'],
        [filer, 403, 'Go to the pending queue'],
      ] as const) {
        const refusedAnswer = await get(address, who);
        expect(refusedAnswer.statusCode, address).toBe(code);
        expect(refusedAnswer.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(refusedAnswer.body).toContain(way);
      }
    }

    const document = await get(
      heldFilingDocumentAddress(salidaHeld.masterId, salidaHeld.transactionId),
      alice,
    );
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toBe(
      `inline; filename="filing-${salidaHeld.transactionId}.pdf"; filename*=UTF-8''filing-${salidaHeld.transactionId}.pdf`,
    );
    expect(document.headers['cache-control']).toBe('private, no-store');
    const text = await pdfTextOf(document.rawPayload);
    expect(text).toContain('Articles of Reinstatement');
    expect(text).toContain('Salida Checked Dissolved LLC');

    const listed = (await get(`/business-api/admin/pendingFiling?${query(ids(salidaHeld))}`, alice))
      .json()
      .apiData.attachments.map((file: { id: string; fileName: string; isPrivate: boolean }) => [
        file.fileName,
        file.isPrivate,
        file.id,
      ]) as [string, boolean, string][];
    expect(listed.map(([name, isPrivate]) => [name, isPrivate])).toEqual([
      ['affidavit.pdf', true],
      ['Keepthispage.pdf', false],
      ['Leavethispageout.pdf', false],
    ]);
    const withContents = (
      await get(`/business-api/admin/pendingFilingPdf?${query(ids(salidaHeld))}`, alice)
    ).json().apiData.attachments as { id: string; fileData: string }[];
    for (const [fileName, , fileId] of listed) {
      const file = await get(
        heldFilingFileAddress(salidaHeld.masterId, salidaHeld.transactionId, fileId),
        alice,
      );
      expect(file.statusCode, fileName).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      // Always a download: an uploaded file never opens as a page of this site.
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
      );
      expect(file.rawPayload.toString('base64')).toBe(
        withContents.find((listedFile) => listedFile.id === fileId)?.fileData,
      );
    }

    // Another filing's file, a file that is no file of it, a filing not held: 404.
    const [, , salidaFile = ''] = listed[0] ?? [];
    for (const address of [
      heldFilingFileAddress(durangoHeld.masterId, durangoHeld.transactionId, salidaFile),
      heldFilingFileAddress(
        salidaHeld.masterId,
        salidaHeld.transactionId,
        '00000000-0000-4000-8000-000000000000',
      ),
      heldFilingDocumentAddress('1', '1'),
    ]) {
      const missing = await get(address, alice);
      expect(missing.statusCode, address).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    // An address that names no file is refused before anything is looked up.
    const malformed = await get(
      heldFilingFileAddress(salidaHeld.masterId, salidaHeld.transactionId, 'affidavit.pdf'),
      alice,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain(
      'This address does not name a document of a filing waiting for review.',
    );
  });

  it('locks a filing for one administrator: another is told who holds it, and a lock lapses', async () => {
    expect((await lock(durangoHeld, alice)).statusCode).toBe(200);
    const refused = await lock(durangoHeld, bob);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().apiData).toMatchObject({
      lockedBy: 'Alice Archer',
      message: 'Locked by Alice Archer',
    });
    const queue = (await get('/business-api/admin/pendingFilings', bob)).json().apiData;
    expect(
      queue.pendingFilings.find((f: { entityId: string }) => f.entityId === durango),
    ).toMatchObject({ lockedBy: 'Alice Archer', lockUserId: alice.userId });
    // The holder may lock again (reopening the review).
    expect((await lock(durangoHeld, alice)).statusCode).toBe(200);
    // Bob cannot release Alice's lock.
    const notHis = await get(
      `/business-api/admin/releaseTransLock?transSeqId=${durangoHeld.transactionId}`,
      bob,
    );
    expect(notHis.json().apiData.released).toBe(false);
    // A payload naming another user is refused.
    const other = await get(
      `/business-api/admin/transLock?${query({ transSeqId: durangoHeld.transactionId, userId: bob.userId })}`,
      alice,
    );
    expect(other.statusCode).toBe(403);
    // A closed browser does not keep the lock: after its time it lapses.
    await db()
      .update(filings)
      .set({ lockExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(filings.ref, durangoHeld.refId));
    expect((await lock(durangoHeld, bob)).statusCode).toBe(200);
    const released = await get(
      `/business-api/admin/releaseTransLock?${query({ transSeqId: durangoHeld.transactionId, userId: bob.username })}`,
      bob,
    );
    expect(released.json().apiData.released).toBe(true);
    expect((await storedFiling(durangoHeld)).lockUserId).toBeNull();
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subjectId, durangoHeld.transactionId),
          eq(auditEvents.action, 'filing.lock'),
        ),
      );
    expect(audit.map((row) => row.actorUserId)).toEqual([alice.userId, alice.userId, bob.userId]);
  });

  it('changes no lock for a link or image on another site, though the lock calls are GETs', async () => {
    // The administrator's SameSite=Lax cookie rides a top-level navigation from another site.
    const crossSite = (method: 'GET' | 'HEAD', call: string, who: SignedInStaff) =>
      testApp.app.inject({
        method,
        url: `/business-api/admin/${call}?transSeqId=${durangoHeld.transactionId}`,
        headers: {
          cookie: who.cookie,
          origin: 'https://elsewhere.example',
          referer: 'https://elsewhere.example/page.html',
          'sec-fetch-site': 'cross-site',
          'sec-fetch-mode': 'navigate',
        },
      });
    for (const method of ['GET', 'HEAD'] as const) {
      const locked = await crossSite(method, 'transLock', alice);
      expect(locked.statusCode).toBe(403);
      if (method === 'GET') {
        expect(locked.json().apiData).toEqual({
          code: 403,
          message: 'This request is missing its security header.',
        });
      }
      expect((await storedFiling(durangoHeld)).lockUserId).toBeNull();
    }
    // A lock the administrator holds is not released from elsewhere either.
    expect((await lock(durangoHeld, alice)).statusCode).toBe(200);
    for (const method of ['GET', 'HEAD'] as const) {
      expect((await crossSite(method, 'releaseTransLock', alice)).statusCode).toBe(403);
      expect((await storedFiling(durangoHeld)).lockUserId).toBe(alice.userId);
    }
    expect(
      (
        await get(
          `/business-api/admin/releaseTransLock?transSeqId=${durangoHeld.transactionId}`,
          alice,
        )
      ).json().apiData.released,
    ).toBe(true);
  });

  it('approves only under the own lock, applies the reinstatement once and emails the filer', async () => {
    const notLocked = await post(
      '/business-api/admin/approveFiling',
      { filing: decision(salidaHeld), adminUserId: alice.userId },
      alice,
    );
    expect(notLocked.statusCode).toBe(409);
    expect(await lock(salidaHeld, alice)).toHaveProperty('statusCode', 200);
    const attachments = (
      await get(`/business-api/admin/pendingFilingPdf?${query(ids(salidaHeld))}`, alice)
    ).json().apiData.attachments as { id: string; fileName: string }[];
    const leaveOut = attachments.find((a) => a.fileName === 'Leavethispageout.pdf')?.id;
    const bobTries = await post(
      '/business-api/admin/approveFiling',
      { filing: decision(salidaHeld) },
      bob,
    );
    expect(bobTries.statusCode).toBe(409);

    const approved = await post(
      '/business-api/admin/approveFiling',
      { filing: decision(salidaHeld), adminUserId: alice.userId, deactivateIds: [leaveOut] },
      alice,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().apiData.status).toBe('FILED');
    const stored = await storedFiling(salidaHeld);
    expect(stored).toMatchObject({
      status: 'FILED',
      effectsApplied: true,
      decidedByUserId: alice.userId,
      lockUserId: null,
    });
    const [entity] = await db().select().from(entities).where(eq(entities.entityId, salida));
    expect(entity).toMatchObject({ statusCode: 'GOOD', dissolutionDate: null });
    const transitions = await db()
      .select({ from: filingEvents.fromStatus, to: filingEvents.toStatus })
      .from(filingEvents)
      .where(eq(filingEvents.filingId, stored.id));
    expect(transitions.slice(-2)).toEqual([
      { from: 'PENDING_REVIEW', to: 'APPROVED' },
      { from: 'APPROVED', to: 'FILED' },
    ]);
    const mail = await decisionMail(salidaHeld);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.recipient).toBe('filer@example.com');
    expect(mail[0]?.body).toContain('has been reviewed and accepted');
    expect(mail[0]?.body).toContain(`/business/filing/status/${salidaHeld.refId}`);

    // Approving again changes nothing.
    const again = await post(
      '/business-api/admin/approveFiling',
      { filing: decision(salidaHeld) },
      alice,
    );
    expect(again.statusCode).toBe(409);
    expect(await decisionMail(salidaHeld)).toHaveLength(1);

    // The public document leaves out the file the administrator did not include.
    const image = await get(
      `/business-api/file/image?${query({ masterTransactionId: salidaHeld.masterId, transactionId: salidaHeld.transactionId })}`,
    );
    expect(image.statusCode).toBe(200);
    const text = await pdfTextOf(Buffer.from(image.json().apiData.pdfBytes, 'base64'));
    expect(text).toContain('Keep this page');
    expect(text).not.toContain('Leave this page out');
    expect(text).not.toContain('Sworn affidavit');
    // The filed document names its number as the receipt, the mail and the record do, once.
    expect(text).toContain(`Document number ${salidaHeld.transactionId}`);
    expect(text).not.toContain('Master ID');

    expect(await status(salidaHeld)).toMatchObject({
      status: 'APPROVED',
      transactionDescription: 'Articles of Reinstatement',
      rejectReasons: [],
    });
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'filing.approve'));
    expect(audit).toMatchObject({
      actorUserId: alice.userId,
      subjectId: salidaHeld.transactionId,
      before: { status: 'PENDING_REVIEW' },
      after: { status: 'FILED', excludedAttachments: [leaveOut] },
    });
  });

  it('rejects with reasons and additional text: emailed, shown to the filer, name and entity freed', async () => {
    const renamed = await holdFiling(silverPlume, createReinstateMinimalFiling, {
      newName: 'Silver Plume Revival LLC',
    });
    expect((await status(renamed)).status).toBe('UNDER_REVIEW');
    const [hold] = await db()
      .select()
      .from(nameHolds)
      .where(eq(nameHolds.name, 'Silver Plume Revival LLC'));
    expect(hold?.holderKind).toBe('filing');

    const reasons = (await get('/business-api/admin/rejectReasons', alice)).json().apiData
      .rejectReasons as { id: number; longReason: string }[];
    expect(reasons.length).toBeGreaterThan(2);
    expect(await lock(renamed, alice)).toHaveProperty('statusCode', 200);

    const reject = (body: Record<string, unknown>) =>
      post('/business-api/admin/rejectFiling', { filing: decision(renamed), ...body }, alice);
    const empty = await reject({ rejectReasons: [], additionalText: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().apiData.errors).toEqual([
      { field: 'rejectReasons', message: 'Choose at least one reason or enter additional text.' },
    ]);
    const tooLong = await reject({ rejectReasons: [], additionalText: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    const unknown = await reject({ rejectReasons: [999_999] });
    expect(unknown.statusCode).toBe(400);

    const chosen = [reasons[0], reasons[2]] as { id: number; longReason: string }[];
    const rejected = await reject({
      rejectReasons: chosen.map((r) => r.id),
      additionalText: 'The affidavit is signed by a person not named in the record.',
      adminUserId: alice.username,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const expectedReasons = [
      ...chosen.map((r) => r.longReason),
      'The affidavit is signed by a person not named in the record.',
    ];
    expect(await status(renamed)).toMatchObject({
      status: 'REJECTED',
      rejectReasons: expectedReasons,
    });
    const mail = await decisionMail(renamed);
    expect(mail).toHaveLength(1);
    for (const reason of expectedReasons) expect(mail[0]?.body).toContain(reason);
    const [entity] = await db().select().from(entities).where(eq(entities.entityId, silverPlume));
    expect(entity?.statusCode).toBe('ADISS');
    expect(
      await db().select().from(nameHolds).where(eq(nameHolds.name, 'Silver Plume Revival LLC')),
    ).toEqual([]);
    // The entity is free for another filing, which may use the same name.
    const next = await holdFiling(silverPlume, createReinstateMinimalFiling, {
      newName: 'Silver Plume Revival LLC',
    });
    expect((await status(next)).status).toBe('UNDER_REVIEW');
  });

  it('answers the dissolution date in the entity summary to administrators only', async () => {
    const url = `/business-api/entity/summary?entityId=${silverPlume}&transTyp=REINSTATE`;
    const forAdmin = (await get(url, alice)).json().apiData;
    expect(forAdmin.dissolutionDate).toBe('2021-02-01T17:00:00.000Z');
    expect((await get(url)).json().apiData).not.toHaveProperty('dissolutionDate');
    expect((await get(url, filer)).json().apiData).not.toHaveProperty('dissolutionDate');
  });

  it('tells the status only of held filings', async () => {
    expect((await get(`/business-api/file/status?refId=${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/business-api/file/status?refId=nope')).statusCode).toBe(400);
    expect(await status(durangoHeld)).toMatchObject({
      status: 'UNDER_REVIEW',
      decidedDateString: '',
      rejectReasons: [],
    });
  });

  it('pages and sorts the queue in the database', async () => {
    // Eleven more held filings, cloned from one with distinct entities, names and IDs.
    const template = await storedFiling(durangoHeld);
    const names = Array.from(
      { length: 11 },
      (_, i) => `Queue Entity ${String.fromCharCode(75 - i)}${i}`,
    );
    await db()
      .insert(filings)
      .values(
        names.map((entityName, i) => {
          const { id: _id, ...rest } = template;
          return {
            ...rest,
            ref: randomUUID(),
            draftRef: null,
            entityId: `2099${String(i).padStart(7, '0')}`,
            entityName,
            transactionId: 90_000_000 + i,
            masterTransactionId: 80_000_000 + i,
            lockUserId: null,
            lockExpiresAt: null,
            receivedAt: new Date(Date.now() - (i + 1) * 60_000),
          };
        }),
      );
    const page = async (sort: string, direction: string, n: number) =>
      (
        await get(`/business-api/admin/pendingFilings?${query({ sort, direction, page: n })}`, bob)
      ).json().apiData as { count: number; pendingFilings: { entityName: string }[] };
    const first = await page('entityName', 'asc', 1);
    const second = await page('entityName', 'asc', 2);
    expect(first.count).toBe(13);
    expect(first.pendingFilings).toHaveLength(10);
    expect(second.pendingFilings).toHaveLength(3);
    const all = [...first.pendingFilings, ...second.pendingFilings].map((f) => f.entityName);
    expect(all).toEqual([...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const descending = [
      ...(await page('entityName', 'desc', 1)).pendingFilings,
      ...(await page('entityName', 'desc', 2)).pendingFilings,
    ].map((f) => f.entityName);
    expect(descending).toEqual([...all].reverse());
    const oldestFirst = (await page('receivedAt', 'asc', 1)).pendingFilings.map(
      (f) => f.entityName,
    );
    expect(oldestFirst[0]).toBe(names[10]);
    // Sorted by lock holder: the live locks by name, then the rest (as empty) oldest first.
    const lockSynthetic = (i: number, who: SignedInStaff) =>
      get(`/business-api/admin/transLock?transSeqId=${90_000_000 + i}`, who);
    expect((await lockSynthetic(3, bob)).statusCode).toBe(200);
    expect((await lockSynthetic(5, alice)).statusCode).toBe(200);
    const byHolder = (await page('lockedBy', 'asc', 1)).pendingFilings as {
      entityName: string;
      lockedBy: string;
    }[];
    expect(byHolder.slice(0, 3).map((f) => f.lockedBy)).toEqual(['Alice Archer', bob.username, '']);
    expect(byHolder[2]?.entityName).toBe(names[10]);
    const byHolderDesc = [
      ...(await page('lockedBy', 'desc', 1)).pendingFilings,
      ...(await page('lockedBy', 'desc', 2)).pendingFilings,
    ] as { entityName: string; lockedBy: string }[];
    expect(byHolderDesc).toHaveLength(13);
    expect(byHolderDesc.slice(-2).map((f) => f.lockedBy)).toEqual([bob.username, 'Alice Archer']);
    expect(new Set(byHolderDesc.map((f) => f.entityName)).size).toBe(13);
    const bad = await get('/business-api/admin/pendingFilings?sort=password', bob);
    expect(bad.statusCode).toBe(400);
    await db()
      .delete(filings)
      .where(sql`${filings.transactionId} >= 90000000`);
  });

  it('withholds a document containing PII and records the Statement of Removal', async () => {
    // Two amendments of one entity: the first contains PII, the second is the Statement of Removal.
    const recorded = async () => {
      const refId = await payFiling(testApp.app, createAmendMinimalFiling(), randomUUID());
      const answer = await fetchReceipt(testApp.app, refId);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().apiData.receipt as { masterId: string; transactionId: string };
    };
    const piiDoc = await recorded();
    const statement = await recorded();
    const verify = (entityId: string, piiDocId: string, removalDocId: string) =>
      get(
        `/business-api/admin/piiEntryVerification?${query({ entityId, piiDocId, removalDocId })}`,
        alice,
      ).then((r) => r.json().apiData);
    expect(
      await verify('00000000000', piiDoc.transactionId, statement.transactionId),
    ).toMatchObject({ entityIdIsValid: false, piiDocIdIsValid: false, removalDocIdIsValid: false });
    // Another entity's document, or the same document twice, is not this entity's statement.
    expect(
      await verify(mountainPeak, piiDoc.transactionId, salidaHeld.transactionId),
    ).toMatchObject({ entityIdIsValid: true, piiDocIdIsValid: true, removalDocIdIsValid: false });
    expect(await verify(mountainPeak, piiDoc.transactionId, piiDoc.transactionId)).toMatchObject({
      removalDocIdIsValid: false,
    });
    expect(await verify(mountainPeak, piiDoc.transactionId, statement.transactionId)).toEqual({
      code: 200,
      entityIdIsValid: true,
      piiDocIdIsValid: true,
      removalDocIdIsValid: true,
      entityName: 'Mountain Peak Ventures LLC',
    });

    const filerOf = createAmendMinimalFiling().filers.filers[0];
    const badSave = await post(
      '/business-api/admin/savePii',
      { entityId: 'x', piiDocId: 'y', removalDocId: 'z', filers: [] },
      alice,
    );
    expect(badSave.statusCode).toBe(400);
    expect(badSave.json().apiData.errors).toEqual(
      expect.arrayContaining([
        { field: 'entityId', message: messages.piiEntityIdInvalid },
        { field: 'piiDocId', message: messages.piiDocIdInvalid },
        { field: 'removalDocId', message: messages.removalDocIdInvalid },
      ]),
    );
    type HistoryItem = {
      masterTransactionId: string;
      transactionId: string;
      imageAvailable: boolean;
      imageWithheld: boolean;
    };
    const historyOf = async () =>
      (await get(`/business-api/entity/record?entityId=${mountainPeak}`)).json().apiData.record
        .filings as HistoryItem[];
    const listed = (items: HistoryItem[], doc: { masterId: string }) =>
      items.find((item) => item.masterTransactionId === doc.masterId);
    // The administrator types the document numbers the public record shows.
    const shownBefore = await historyOf();
    expect(listed(shownBefore, piiDoc)).toMatchObject({
      imageAvailable: true,
      imageWithheld: false,
    });
    const request = {
      entityId: mountainPeak,
      piiDocId: listed(shownBefore, piiDoc)?.transactionId,
      removalDocId: listed(shownBefore, statement)?.transactionId,
      filers: [filerOf],
    };
    const otherUser = await post(
      '/business-api/admin/savePii',
      { ...request, userId: bob.userId },
      alice,
    );
    expect(otherUser.statusCode).toBe(403);
    const imageOf = (doc: { masterId: string; transactionId: string }) =>
      get(
        `/business-api/file/image?${query({ masterTransactionId: doc.masterId, transactionId: doc.transactionId })}`,
      );
    expect((await imageOf(piiDoc)).statusCode).toBe(200);
    const saved = await post(
      '/business-api/admin/savePii',
      { ...request, userId: alice.userId },
      alice,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const withheld = await imageOf(piiDoc);
    expect(withheld.statusCode).toBe(404);
    expect(withheld.json().apiData.message).toBe(withheldForPiiMessage);
    expect((await imageOf(statement)).statusCode).toBe(200);
    // The public record lists the withheld document as withheld, with nothing to download.
    const shownAfter = await historyOf();
    expect(listed(shownAfter, piiDoc)).toMatchObject({
      imageAvailable: false,
      imageWithheld: true,
    });
    expect(listed(shownAfter, statement)).toMatchObject({
      imageAvailable: true,
      imageWithheld: false,
    });
    const twice = await post('/business-api/admin/savePii', request, alice);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().apiData.errors).toEqual([
      { field: 'piiDocId', message: messages.piiDocIdInvalid },
    ]);
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'pii.withhold'));
    expect(audit).toMatchObject([
      { actorUserId: alice.userId, subjectType: 'document', subjectId: piiDoc.transactionId },
    ]);
  });

  it('lets exactly one of two administrators lock at once, and approves once when asked twice at once', async () => {
    const held = await holdFiling(columbine, createCureMinimalFiling);
    const [first, second] = await Promise.all([lock(held, alice), lock(held, bob)]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? alice : bob;
    const approve = () =>
      post('/business-api/admin/approveFiling', { filing: decision(held) }, winner);
    const answers = await Promise.all([approve(), approve()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const stored = await storedFiling(held);
    const approvals = await db()
      .select()
      .from(filingEvents)
      .where(and(eq(filingEvents.filingId, stored.id), eq(filingEvents.toStatus, 'APPROVED')));
    expect(approvals).toHaveLength(1);
    expect(await decisionMail(held)).toHaveLength(1);
    const [entity] = await db().select().from(entities).where(eq(entities.entityId, columbine));
    expect(entity?.statusCode).toBe('GOOD');
  });
});
