// The domain's receipt schema is the only Receipt type there is. What the recording service
// produces must be exactly what the schema describes, for each way a filing is recorded: a field
// the schema lacks would be dropped from the answer without a word, and one it refuses would turn
// the filer's receipt into a 500.
import { randomUUID } from 'node:crypto';
import { createReportMinimalFiling, receiptSchema, type Receipt } from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { recordPaidFiling } from '../../src/modules/filings/recording-service.ts';
import { createTestCheckoutProvider } from '../../src/modules/payments/test-checkout.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import {
  fetchReceipt,
  maximalFilingWithUploads,
  minimalFiling,
  payFiling,
} from './flow-support.ts';

const reportWindowOpen = fixedEntityId('Estes Park Report Window LLC');

describe.each(databaseKinds)('the receipt contract on %s', (kind) => {
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

  /** Records the paid filing through the service itself (the first call records it). */
  async function record(refId: string): Promise<Receipt> {
    const { db } = testApp.database;
    return recordPaidFiling(db, createTestCheckoutProvider(db), refId, {
      publicBaseUrl: 'http://localhost:3000',
    });
  }

  async function expectReceiptMatchesSchema(refId: string): Promise<Receipt> {
    const receipt = await record(refId);
    const parsed = receiptSchema.safeParse(receipt);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(Object.keys(receipt).sort()).toEqual(Object.keys(receiptSchema.shape).sort());
    // The answer the receipt call gives is that receipt, with nothing dropped on the way.
    const answer = await fetchReceipt(testApp.app, refId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().apiData.receipt).toEqual(receipt);
    return receipt;
  }

  it('accepts the receipt of a formation that takes effect at once', async () => {
    const refId = await payFiling(testApp.app, minimalFiling('Contract Creek LLC'), randomUUID());
    const receipt = await expectReceiptMatchesSchema(refId);
    expect(receipt).toMatchObject({ entityStatus: 'GOOD', paymentType: 'Card', last4: '1111' });
  });

  it('accepts the receipt of a formation with a delayed effective date', async () => {
    const { filing, draftRef } = await maximalFilingWithUploads(testApp.app);
    const refId = await payFiling(testApp.app, filing, draftRef);
    const receipt = await expectReceiptMatchesSchema(refId);
    expect(receipt.entityStatus).toBe('FILED');
    expect(receipt.effectiveDateTimeDisplay).toBe(filing.effectiveDate.effectiveDateTimeDisplay);
  });

  it('accepts the receipt of a periodic report of an entity on the record', async () => {
    const filing = createReportMinimalFiling(reportWindowOpen);
    const refId = await payFiling(testApp.app, filing, randomUUID());
    const receipt = await expectReceiptMatchesSchema(refId);
    expect(receipt).toMatchObject({ entityId: reportWindowOpen, transactionType: 'REPORT' });
  });

  it('refuses a receipt that breaks its rules', () => {
    const valid: Receipt = {
      name: 'Contract Creek LLC',
      masterId: '1001',
      dateTime: '11/22/2026 02:15 PM',
      transactionName: 'Articles of Organization',
      transactionType: 'ARTORG_LLC',
      transactionId: '1002',
      paymentType: 'Card',
      last4: '1111',
      amount: '50.00',
      adminFraudCheck: false,
      creditStmtInfo: 'CO SECRETARY OF STATE',
      entityReportDueDate: '11/30/2027',
      entityStatus: 'GOOD',
      entityId: '20265000001',
      effectiveDateTimeDisplay: '11/22/2026 02:15 PM',
    };
    expect(receiptSchema.safeParse(valid).success).toBe(true);
    const problems = (changes: Partial<Record<keyof Receipt, unknown>>) =>
      (receiptSchema.safeParse({ ...valid, ...changes }).error?.issues ?? []).map((issue) =>
        issue.path.join('.'),
      );
    expect(problems({ amount: 50 })).toEqual(['amount']);
    expect(problems({ amount: '50' })).toEqual(['amount']);
    expect(problems({ dateTime: '2026-11-22T21:15:00.000Z' })).toEqual(['dateTime']);
    expect(problems({ entityReportDueDate: '2027-11-30' })).toEqual(['entityReportDueDate']);
    expect(problems({ paymentType: 'card' })).toEqual(['paymentType']);
    expect(problems({ entityId: '2026500000' })).toEqual(['entityId']);
    expect(problems({ last4: '11' })).toEqual(['last4']);
    expect(problems({ last4: '' })).toEqual([]);
  });
});
