import {
  createReportMaximalFiling,
  createReportMinimalFiling,
  mountainDate,
  nextReportDueDateAfter,
} from '@registrar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { entities, filings } from '../../src/db/schema.ts';
import { markDelinquentEntities } from '../../src/modules/jobs/delinquency-job.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import { fetchReceipt, payFiling, paymentBody, startPayment } from './flow-support.ts';

const windowOpen = fixedEntityId('Estes Park Report Window LLC');
const late = fixedEntityId('Greeley Late Report LLC');
const beforeWindow = fixedEntityId('Mountain Peak Ventures LLC');
const fraudFlagged = fixedEntityId('Telluride Flagged Holdings LLC');
const dissolved = fixedEntityId('Silver Plume Mining Company LLC');

describe.each(databaseKinds)('periodic report on %s', (kind) => {
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

  const entity = async (entityId: string) => {
    const [row] = await testApp.database.db
      .select()
      .from(entities)
      .where(eq(entities.entityId, entityId));
    if (row === undefined) throw new Error(`no entity ${entityId}`);
    return row;
  };

  it('records a report in its window once: office, agent, due date a year on, fee without late fee', async () => {
    const { app } = testApp;
    const before = await entity(windowOpen);
    const filing = createReportMaximalFiling(windowOpen);
    const started = await startPayment(app, paymentBody(filing));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().apiData.amount).toBe('10.00');

    const refId = await payFiling(app, filing, crypto.randomUUID());
    const first = await fetchReceipt(app, refId);
    expect(first.statusCode, first.body).toBe(200);
    const receipt = first.json().apiData.receipt;
    const nextDue = nextReportDueDateAfter(before.nextReportDueDate);
    const [year, month, day] = nextDue.split('-');
    expect(receipt).toMatchObject({
      name: 'Estes Park Report Window LLC',
      transactionName: 'Periodic report',
      transactionType: 'REPORT',
      amount: '10.00',
      entityId: windowOpen,
      entityStatus: 'GOOD',
      entityReportDueDate: `${month}/${day}/${year}`,
    });

    const after = await entity(windowOpen);
    expect(after.nextReportDueDate).toBe(nextDue);
    expect(after.statusCode).toBe('GOOD');
    expect(after.principalOffice).toEqual(filing.principalOffice);
    expect(after.registeredAgent).toEqual(filing.registeredAgent);

    // Asking again returns the same receipt and moves nothing a second time.
    const second = await fetchReceipt(app, refId);
    expect(second.json().apiData.receipt).toEqual(receipt);
    expect((await entity(windowOpen)).nextReportDueDate).toBe(nextDue);
    const [stored] = await testApp.database.db.select().from(filings).where(eq(filings.ref, refId));
    expect(stored).toMatchObject({ status: 'FILED', effectsApplied: true, entityId: windowOpen });
    expect(stored?.nameKey).toBeNull();
  });

  it('charges the late fee after the window, and a delinquent entity stays delinquent', async () => {
    const { app } = testApp;
    const before = await entity(late);
    expect(before.statusCode).toBe('DQQ');
    const filing = createReportMinimalFiling(late);
    const refId = await payFiling(app, filing, crypto.randomUUID());
    const receipt = (await fetchReceipt(app, refId)).json().apiData.receipt;
    expect(receipt).toMatchObject({ amount: '60.00', entityStatus: 'DQQ', entityId: late });
    const after = await entity(late);
    expect(after.statusCode).toBe('DQQ');
    expect(after.nextReportDueDate).toBe(nextReportDueDateAfter(before.nextReportDueDate));
  });

  it('refuses a report before its window, for a flagged or dissolved entity, or an unknown ID', async () => {
    const refused = async (entityId: string) => {
      const response = await startPayment(
        testApp.app,
        paymentBody(createReportMinimalFiling(entityId)),
      );
      expect(response.statusCode).toBe(400);
      return response.json().apiData.errors;
    };
    expect(await refused(beforeWindow)).toEqual([
      {
        field: 'filingState.transactionType',
        message: expect.stringMatching(/^The next periodic report can be filed from /),
      },
    ]);
    expect(await refused(fraudFlagged)).toEqual([
      {
        field: 'filingState.entityId',
        message: 'This entity cannot file online. Contact the Secretary of State.',
      },
    ]);
    expect((await refused(dissolved))[0].field).toBe('filingState.transactionType');
    expect(await refused('19990999999')).toEqual([
      { field: 'filingState.entityId', message: 'No entity with that ID is on the record.' },
    ]);
  });
});

describe.each(databaseKinds)('delinquency job on %s', (kind) => {
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

  it('marks good-standing entities delinquent once their window has closed, and only them', async () => {
    const { db } = testApp.database;
    await db
      .update(entities)
      .set({ nextReportDueDate: '2026-03-31' })
      .where(eq(entities.entityId, beforeWindow));
    const statusOf = async (entityId: string) =>
      (await db.select().from(entities).where(eq(entities.entityId, entityId)))[0]?.statusCode;

    // The window of a March report closes on May 31st (Mountain time).
    expect(await markDelinquentEntities(db, new Date('2026-05-31T23:00:00-06:00'))).toBe(0);
    expect(await statusOf(beforeWindow)).toBe('GOOD');
    const marked = await markDelinquentEntities(db, new Date('2026-06-01T00:30:00-06:00'));
    expect(marked).toBeGreaterThanOrEqual(1);
    expect(await statusOf(beforeWindow)).toBe('DQQ');
    expect(await statusOf(dissolved)).toBe('ADISS');
    expect(mountainDate(new Date('2026-06-01T00:30:00-06:00'))).toBe('2026-06-01');
    // Nothing is left to change on a second pass.
    expect(await markDelinquentEntities(db, new Date('2026-06-01T00:30:00-06:00'))).toBe(0);
  });
});
