import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const summaryUrl = '/business-api/entity/summary';
const availableUrl = '/business-api/transaction/available';
const introUrl = '/business-api/content/intro';

const goodLlc = fixedEntityId('Mountain Peak Ventures LLC');
const reportWindowOpen = fixedEntityId('Estes Park Report Window LLC');
const lateReport = fixedEntityId('Greeley Late Report LLC');
const delinquent = fixedEntityId('Columbine Delinquent Holdings LLC');
const administrativelyDissolved = fixedEntityId('Silver Plume Mining Company LLC');
const voluntarilyDissolved = fixedEntityId('Gold Hill Voluntary Wind-Down LLC');
const fraudFlagged = fixedEntityId('Telluride Flagged Holdings LLC');
const nonprofit = fixedEntityId('Colorado Kids Literacy Foundation');
const UNKNOWN_ID = '19990999999';

describe.each(databaseKinds)('existing-entity entry calls on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 50 });
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = async (url: string, query: Record<string, string>) => {
    const response = await testApp.app.inject({ method: 'GET', url, query });
    return { status: response.statusCode, apiData: response.json().apiData };
  };

  it('summarises an entity with the summary fields, office and agent as on record', async () => {
    const { status, apiData } = await get(summaryUrl, { entityId: goodLlc, transTyp: 'REPORT' });
    expect(status).toBe(200);
    expect(apiData).toMatchObject({
      code: 200,
      entityId: goodLlc,
      entityName: 'Mountain Peak Ventures LLC',
      entityType: { code: 'DLLC', description: 'Limited Liability Company' },
      status: 'Good Standing',
      statusCode: 'GOOD',
      jurisdiction: 'CO',
      reportingMonth: 3,
      sbf: 'N',
      noncompliant: 'N',
      validEntity: true,
      domesticFlag: 'N',
      fraudFlag: 'N',
      pageTitle: 'Periodic report - Mountain Peak Ventures LLC',
    });
    expect(apiData.formationDate).toMatch(/^2015-03-12T/);
    expect(apiData.effectiveDate).toBe(apiData.formationDate);
    expect(apiData.anniversaryDate).toMatch(/^\d{4}-03-31$/);
    expect(apiData.principalOfficeAddress.streetAddress).toMatchObject({
      state: 'CO',
      addressType: 'PHYS',
    });
    expect(apiData.registeredAgent.nameValues.personTyp).toBe('REGAGEN');
  });

  it('flags fraud, delinquency and dissolution in the summary', async () => {
    expect((await get(summaryUrl, { entityId: fraudFlagged })).apiData.fraudFlag).toBe('Y');
    expect((await get(summaryUrl, { entityId: delinquent })).apiData).toMatchObject({
      statusCode: 'DQQ',
      status: 'Delinquent',
      noncompliant: 'Y',
    });
    const dissolved = (await get(summaryUrl, { entityId: administrativelyDissolved })).apiData;
    expect(dissolved).toMatchObject({ statusCode: 'ADISS', status: 'Administratively Dissolved' });
    expect(dissolved.effectiveDate).toMatch(/^2021-02-01T/);
  });

  it('answers 404 for an ID not on the record', async () => {
    expect(await get(summaryUrl, { entityId: UNKNOWN_ID })).toEqual({
      status: 404,
      apiData: { code: 404, message: 'No entity with that ID is on the record.' },
    });
    expect(
      (await get(availableUrl, { entityId: UNKNOWN_ID, transactionType: 'REPORT' })).status,
    ).toBe(404);
  });

  it('rejects bad inputs with the field and a message', async () => {
    const shortId = await get(summaryUrl, { entityId: '123' });
    expect(shortId.status).toBe(400);
    expect(shortId.apiData.errors).toEqual([
      { field: 'entityId', message: 'The entity ID must be 11 digits.' },
    ]);
    const badType = await get(availableUrl, { entityId: goodLlc, transactionType: 'ARTORG_LLC' });
    expect(badType.status).toBe(400);
    expect(badType.apiData.errors[0]).toMatchObject({ field: 'transactionType' });
    expect(badType.apiData.errors[0].message).toMatch(/^Choose a transaction type: REPORT, /);
    const missing = await get(availableUrl, {});
    expect(missing.status).toBe(400);
    expect(missing.apiData.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'entityId',
      'transactionType',
    ]);
    expect((await get(introUrl, { transactionType: 'NOPE' })).status).toBe(400);
  });

  it('opens the periodic report in its window and after it, not before', async () => {
    const available = async (entityId: string, transactionType: string) =>
      (await get(availableUrl, { entityId, transactionType })).apiData;
    expect(await available(reportWindowOpen, 'REPORT')).toEqual({
      code: 200,
      entityId: reportWindowOpen,
      transactionType: 'REPORT',
      available: true,
      reason: '',
    });
    expect((await available(lateReport, 'REPORT')).available).toBe(true);
    // Mountain Peak's next report is due next March at the earliest: its window has not opened.
    const early = await available(goodLlc, 'REPORT');
    expect(early.available).toBe(false);
    expect(early.reason).toMatch(/^The next periodic report can be filed from \d{4}-03-01\.$/);
    expect((await available(administrativelyDissolved, 'REPORT')).available).toBe(false);
  });

  it('applies the reinstatement, cure and amendment rules', async () => {
    const available = async (entityId: string, transactionType: string) =>
      (await get(availableUrl, { entityId, transactionType })).apiData.available;
    expect(await available(administrativelyDissolved, 'REINSTATE')).toBe(true);
    expect(await available(voluntarilyDissolved, 'REINSTATE')).toBe(false);
    expect(await available(goodLlc, 'REINSTATE')).toBe(false);
    expect(await available(delinquent, 'CURE_DLNQ')).toBe(true);
    expect(await available(goodLlc, 'CURE_DLNQ')).toBe(false);
    expect(await available(goodLlc, 'AMD_LLC')).toBe(true);
    expect(await available(goodLlc, 'AMD_NPC')).toBe(false);
    expect(await available(nonprofit, 'AMD_NPC')).toBe(true);
  });

  it('serves the intro content from the content table', async () => {
    const report = await get(introUrl, { entityId: goodLlc, transactionType: 'REPORT' });
    expect(report.status).toBe(200);
    expect(report.apiData.code).toBe(200);
    expect(report.apiData.content).toContain('periodic report');
    const withoutEntity = await get(introUrl, { transactionType: 'CURE_DLNQ' });
    expect(withoutEntity.apiData.content).toContain('Statement Curing Delinquency');
  });
});
