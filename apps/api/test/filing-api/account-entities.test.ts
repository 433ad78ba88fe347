// The entities a filing account files for (GET /filing-api/v1/entities), as its software reads
// them: each entity a recorded or held filing of the account named (a formation's new entity
// included), its standing, and its next periodic report with its window and what filing it today
// costs; newest entity ID first, paged by cursor, kept to the account that filed.
import {
  createReinstateMaximalFiling,
  createReportMinimalFiling,
  mountainDate,
  nextReportDueDateAfter,
  reportWindow,
  type AccountEntity,
  type FilingValues,
} from '@registrar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { applyDueEffectiveFilings } from '../../src/modules/jobs/effective-filings-job.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { entities } from '../../src/db/schema.ts';
import { openFilingAccount } from '../support/filing-api-client.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import { makePdf, minimalFiling, multipartFile } from '../filings/flow-support.ts';

const windowOpen = fixedEntityId('Estes Park Report Window LLC');
const salida = fixedEntityId('Salida Checked Dissolved LLC');

/** The last day of the month `monthsAgo` months before this one (Mountain time). */
function monthEndMonthsAgo(monthsAgo: number): string {
  const today = mountainDate(new Date());
  const end = new Date(
    Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - monthsAgo, 0),
  );
  return end.toISOString().slice(0, 10);
}

/** An LLC's articles taking effect at 10:00 am Mountain time, ten days from today. */
function formationInTenDays(name: string): FilingValues {
  const filing = minimalFiling(name);
  return {
    ...filing,
    effectiveDate: {
      ...filing.effectiveDate,
      effectiveAtTimeOfFilingRadio: 'N',
      effectiveDate: mountainDate(new Date(Date.now() + 10 * 86_400_000)),
      effectiveTime: '10:00 am',
    },
  };
}

describe.each(databaseKinds)('the account’s entities on %s', (kind) => {
  let testApp: TestApp;
  let key: string;
  let otherKey: string;
  let formedId: string;
  let estesDueBefore: string;

  const get = (url: string, apiKey = key) =>
    testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${apiKey}` } });

  const file = (payload: Record<string, unknown>, idempotencyKey: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/filing-api/v1/filings',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      },
      payload,
    });

  const listed = async (query = ''): Promise<AccountEntity[]> => {
    const answer = await get(`/filing-api/v1/entities${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().apiData.entities;
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 20 });
      },
    });
    ({ key } = await openFilingAccount(testApp, 'Front Range Agents LLC', { deposit: '500.00' }));
    ({ key: otherKey } = await openFilingAccount(testApp, 'Other Firm'));
    const [estes] = await testApp.database.db
      .select()
      .from(entities)
      .where(eq(entities.entityId, windowOpen));
    estesDueBefore = estes?.nextReportDueDate ?? '';
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists no entity before the account has filed for one', async () => {
    const answer = await get('/filing-api/v1/entities');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ apiData: { code: 200, entities: [], nextCursor: null } });
  });

  it('lists the entity of each filing recorded or held, with its next report', async () => {
    const report = await file({ filing: createReportMinimalFiling(windowOpen) }, 'estes-report');
    expect(report.statusCode, report.body).toBe(200);
    const formed = await file({ filing: minimalFiling('Due Date Finder LLC') }, 'finder-llc');
    expect(formed.statusCode, formed.body).toBe(200);
    formedId = formed.json().apiData.filing.entityId;

    // A reinstatement held for the administrators' check counts too.
    const draft = await testApp.app.inject({
      method: 'POST',
      url: '/filing-api/v1/drafts',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        'idempotency-key': 'salida-draft',
      },
      payload: { filingType: 'reinstate' },
    });
    const draftRef = draft.json().apiData.draftRef;
    const pdf = multipartFile('affidavit.pdf', 'application/pdf', await makePdf('Affidavit'));
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: `/filing-api/v1/drafts/${draftRef}/attachments?private=true`,
      headers: {
        'content-type': pdf.headers['content-type'] ?? '',
        authorization: `Bearer ${key}`,
        'idempotency-key': 'salida-affidavit',
      },
      payload: pdf.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const reinstatement: FilingValues = createReinstateMaximalFiling();
    reinstatement.additionalInfo = {
      ...reinstatement.additionalInfo,
      additionalInfoAttachmentRadio: 'N',
      attachments: [],
      privateAttachments: [uploaded.json().apiData.attachment],
    };
    const held = await file({ filing: reinstatement, draftRef }, 'salida-reinstatement');
    expect(held.statusCode, held.body).toBe(202);

    const listing = await listed();
    expect(listing.map((entity) => entity.entityId)).toEqual([formedId, windowOpen, salida]);
    const [finder, estes, salidaListed] = listing;

    // The report moved the due date a year on: the next window has not opened.
    const dueDate = nextReportDueDateAfter(estesDueBefore);
    expect(estes).toEqual({
      entityId: windowOpen,
      entityName: 'Estes Park Report Window LLC',
      entityType: { code: 'DLLC', description: 'Limited Liability Company' },
      statusCode: 'GOOD',
      status: 'Good Standing',
      firstFiledAt: expect.any(String),
      lastFiledAt: estes?.firstFiledAt,
      periodicReport: {
        dueDate,
        opensOn: reportWindow(dueDate).opensOn,
        lateFrom: reportWindow(dueDate).lateFrom,
        timing: 'before-window',
        availableToday: false,
        reason: expect.stringContaining(reportWindow(dueDate).opensOn.slice(0, 4)),
        feeToday: null,
      },
    });
    expect(finder).toMatchObject({
      entityName: 'Due Date Finder LLC',
      statusCode: 'GOOD',
      periodicReport: { timing: 'before-window', availableToday: false, feeToday: null },
    });
    // A dissolved entity files no report until it is reinstated.
    expect(salidaListed).toMatchObject({
      entityName: 'Salida Checked Dissolved LLC',
      statusCode: 'ADISS',
      periodicReport: { availableToday: false, reason: expect.any(String), feeToday: null },
    });
    expect(salidaListed?.periodicReport.reason).not.toBe('');
  });

  it('pages by cursor, keeps those due by a day, and refuses a cursor it did not give', async () => {
    const first = await get('/filing-api/v1/entities?limit=2');
    expect(first.json().apiData.entities.map((entity: AccountEntity) => entity.entityId)).toEqual([
      formedId,
      windowOpen,
    ]);
    const cursor = first.json().apiData.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await get(`/filing-api/v1/entities?limit=2&cursor=${cursor}`);
    expect(second.json().apiData).toEqual({
      code: 200,
      entities: [expect.objectContaining({ entityId: salida })],
      nextCursor: null,
    });

    const [estes] = await listed(`?dueBy=${nextReportDueDateAfter(estesDueBefore)}`).then((found) =>
      found.filter((entity) => entity.entityId === windowOpen),
    );
    expect(estes?.entityId).toBe(windowOpen);
    const dueEarlier = await listed(`?dueBy=${estesDueBefore}`);
    expect(dueEarlier.map((entity) => entity.entityId)).not.toContain(windowOpen);
    expect(dueEarlier.map((entity) => entity.entityId)).not.toContain(formedId);

    const badCursor = await get('/filing-api/v1/entities?cursor=nonsense');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().apiData.errors[0].field).toBe('cursor');
    const badDate = await get('/filing-api/v1/entities?dueBy=next-week');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().apiData.errors[0].field).toBe('dueBy');
  });

  it('says what a late report costs today, and a later filing moves lastFiledAt', async () => {
    // The due date of five months ago: the window closed with no report.
    const lateDue = monthEndMonthsAgo(5);
    await testApp.database.db
      .update(entities)
      .set({ nextReportDueDate: lateDue })
      .where(eq(entities.entityId, windowOpen));
    const [before] = (await listed()).filter((entity) => entity.entityId === windowOpen);
    expect(before?.periodicReport).toEqual({
      dueDate: lateDue,
      opensOn: reportWindow(lateDue).opensOn,
      lateFrom: reportWindow(lateDue).lateFrom,
      timing: 'late',
      availableToday: true,
      reason: '',
      feeToday: {
        total: '60.00',
        lines: [
          { description: 'Periodic report', amount: '10.00' },
          { description: 'Late fee', amount: '50.00' },
        ],
      },
    });

    const late = await file({ filing: createReportMinimalFiling(windowOpen) }, 'estes-late');
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().apiData.filing.fee).toBe(before?.periodicReport.feeToday?.total);
    const [after] = (await listed()).filter((entity) => entity.entityId === windowOpen);
    expect(after?.firstFiledAt).toBe(before?.firstFiledAt);
    expect(Date.parse(after?.lastFiledAt ?? '')).toBeGreaterThan(
      Date.parse(before?.lastFiledAt ?? ''),
    );
    expect(after?.periodicReport.dueDate).toBe(nextReportDueDateAfter(lateDue));
  });

  it('lists a formation with a later effective date from the day the entity exists', async () => {
    const formed = await file({ filing: formationInTenDays('Later Start LLC') }, 'later-llc');
    expect(formed.statusCode, formed.body).toBe(200);
    const entityId = formed.json().apiData.filing.entityId;
    expect((await listed()).map((entity) => entity.entityId)).not.toContain(entityId);
    expect(
      await applyDueEffectiveFilings(testApp.database.db, new Date(Date.now() + 11 * 86_400_000)),
    ).toBe(1);
    const [later] = (await listed()).filter((entity) => entity.entityId === entityId);
    expect(later).toMatchObject({ entityName: 'Later Start LLC', statusCode: 'GOOD' });
  });

  it('shows another account none of them', async () => {
    const answer = await get('/filing-api/v1/entities', otherKey);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().apiData.entities).toEqual([]);
  });
});
