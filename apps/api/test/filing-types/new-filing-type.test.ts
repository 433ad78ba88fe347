// A new filing type is one file. The Statement of Change beside this test is declared from steps
// other types use and registered at run time; with no other file of the application touched, it
// walks its wizard, is judged complete or not, is refused and accepted by the server, is paid for,
// recorded with its effect on the registry, and its filed document carries what was entered.
import {
  applicableSteps,
  computeMissingSections,
  createEmptyFiling,
  createLlcMaximalFiling,
  createLlcMinimalFiling,
  enteredValues,
  existingEntityTransactionTypes,
  filingTypeOfTransaction,
  firstStep,
  getFilingType,
  listsPage,
  nextStep,
  registerFilingType,
  type FilingValues,
} from '@registrar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { entities } from '../../src/db/schema.ts';
import { pdfTextOf } from '../support/pdf-text.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import {
  fetchReceipt,
  payFiling,
  paymentBody,
  saveDraft,
  startPayment,
} from '../filings/flow-support.ts';
import { statementOfChangeFilingType as change } from './statement-of-change.filing-type.ts';

// Before the app is built: its routes take the transaction types registered when they are.
registerFilingType(change);

const entityName = 'Mountain Peak Ventures LLC';
const entityId = fixedEntityId(entityName);

/** The statement for the seeded entity: the office and agent of the LLC maximal fixture, one filer. */
function statement(): FilingValues {
  const newOffice = createLlcMaximalFiling();
  const minimal = createLlcMinimalFiling();
  const empty = createEmptyFiling(change, {
    entityId,
    entityName,
    entityType: 'DLLC',
    domesticFlag: 'N',
  });
  return {
    ...empty,
    principalOffice: newOffice.principalOffice,
    registeredAgent: newOffice.registeredAgent,
    effectiveDate: minimal.effectiveDate,
    filers: {
      ...minimal.filers,
      filers: minimal.filers.filers.map((filer) => ({ ...filer, sameAsFormer: false })),
    },
    notifications: minimal.notifications,
  };
}

describe('a filing type declared in one file', () => {
  it('is registered beside the built-in ones, with its transaction', () => {
    expect(getFilingType('change')).toBe(change);
    expect(filingTypeOfTransaction('CHG_OFFICE_AGENT')).toBe(change);
    expect(existingEntityTransactionTypes()).toContain('CHG_OFFICE_AGENT');
    expect(() => registerFilingType(change)).toThrow('already registered');
  });

  it('has its pages and step labels worked out from the steps it lists', () => {
    for (const page of ['principalofficeaddress', 'registeredagent', 'effectivedate', 'filer'])
      expect(listsPage(change, page), page).toBe(true);
    for (const page of ['entityname', 'formation'])
      expect(listsPage(change, page), page).toBe(false);
    expect(change.steps.map((step) => [step.segment, step.stepLabel])).toEqual([
      ['intro', undefined],
      ['principalofficeaddress', 'Step 1 of 7'],
      ['registeredagent', 'Step 2 of 7'],
      ['effectivedate', 'Step 3 of 7'],
      ['filer', 'Step 4 of 7'],
      ['notifications', 'Step 5 of 7'],
      ['filingreview', 'Step 6 of 7'],
      ['receipt', 'Step 7 of 7'],
      ['whatsnext', undefined],
    ]);
  });

  it('walks its wizard step by step', () => {
    const values = statement();
    expect(firstStep(change).segment).toBe('intro');
    const walked = [firstStep(change).segment];
    for (let step = nextStep(change, values, 'intro'); step !== undefined;) {
      if (walked.includes(step.segment)) break;
      walked.push(step.segment);
      step = nextStep(change, values, step.segment);
    }
    expect(walked).toEqual(applicableSteps(change, values).map((step) => step.segment));
    expect(walked.at(-1)).toBe('whatsnext');
  });

  it('is complete only with every section its steps need', () => {
    expect(computeMissingSections(change, createEmptyFiling(change))).toEqual([
      'POA_MISSING',
      'REG_AGENT_MISSING',
      'DED_MISSING',
      'FILER_MISSING',
    ]);
    expect(computeMissingSections(change, statement())).toEqual(['VALID']);
  });
});

describe.each(databaseKinds)('a filing type declared in one file, on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 20 });
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is open to the entities its eligibility names', async () => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: `/business-api/transaction/available?entityId=${entityId}&transactionType=CHG_OFFICE_AGENT`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().apiData).toMatchObject({ available: true, reason: '' });
    const summary = await testApp.app.inject({
      method: 'GET',
      url: `/business-api/entity/summary?entityId=${entityId}&transTyp=CHG_OFFICE_AGENT`,
    });
    expect(summary.json().apiData.pageTitle).toBe(
      `Statement of Change (principal office and registered agent) - ${entityName}`,
    );
  });

  it('is refused by the server while incomplete, with the sections that are missing', async () => {
    const incomplete = {
      ...statement(),
      registeredAgent: createEmptyFiling(change).registeredAgent,
    };
    const answer = await startPayment(testApp.app, paymentBody(incomplete));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().apiData.missingSections).toEqual(['REG_AGENT_MISSING']);
    expect(answer.json().apiData.errors).toContainEqual({
      field: 'registeredAgent.agentConsentRadio',
      message: 'Choose Yes or No.',
    });
  });

  it('is paid for, recorded with its effect on the registry, and filed whole', async () => {
    const { app, database } = testApp;
    const [before] = await database.db
      .select()
      .from(entities)
      .where(eq(entities.entityId, entityId));
    const filing = statement();
    const draftRef = await saveDraft(app, undefined, 'change');

    const started = await startPayment(app, paymentBody(filing, draftRef));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().apiData.amount).toBe('10.00');

    const receipt = (await fetchReceipt(app, await payFiling(app, filing, draftRef))).json().apiData
      .receipt;
    expect(receipt).toMatchObject({
      transactionType: 'CHG_OFFICE_AGENT',
      transactionName: 'Statement of Change (principal office and registered agent)',
      entityId,
      amount: '10.00',
      entityStatus: before?.statusCode,
    });

    const [after] = await database.db
      .select()
      .from(entities)
      .where(eq(entities.entityId, entityId));
    expect(after?.principalOffice).toEqual(filing.principalOffice);
    expect(after?.registeredAgent).toEqual(filing.registeredAgent);
    // Not a periodic report: the next report stays due when it was.
    expect(after?.nextReportDueDate).toBe(before?.nextReportDueDate);

    const image = await app.inject({
      method: 'GET',
      url: `/business-api/file/image?masterTransactionId=${receipt.masterId}&transactionId=${receipt.transactionId}`,
    });
    expect(image.statusCode, image.body).toBe(200);
    expect(image.json().apiData.fileName).toBe(
      `CHG_OFFICE_AGENT_${receipt.masterId}_${receipt.transactionId}.pdf`,
    );
    const text = (await pdfTextOf(Buffer.from(image.json().apiData.pdfBytes, 'base64'))).replace(
      /(Document number \d+ - Filed \S+ \S+ [AP]M) Page \d+/g,
      ' ',
    );
    expect(text).toContain('Statement of Change');
    for (const value of enteredValues(change, filing).filter((v) => v.step !== 'notifications'))
      expect(text.replace(/\s+/g, ' '), value.path).toContain(value.text);
  });
});
