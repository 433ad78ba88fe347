import {
  createCureMinimalFiling,
  createReinstateMinimalFiling,
  firstReportDueDateOnOrAfter,
  messages,
  mountainDate,
  type FilingValues,
} from '@registrar/domain';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { attachments, entities, filingEvents, filings } from '../../src/db/schema.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import {
  fetchReceipt,
  payFiling,
  paymentBody,
  saveDraft,
  startPayment,
  uploadAffidavit,
} from './flow-support.ts';

const adiss = fixedEntityId('Silver Plume Mining Company LLC');
const diss3y = fixedEntityId('Cripple Creek Long Dissolved LLC');
const delinquent = fixedEntityId('Columbine Delinquent Holdings LLC');
const goodStanding = fixedEntityId('Mountain Peak Ventures LLC');
const checkedDissolved = fixedEntityId('Salida Checked Dissolved LLC');
const checkedDelinquent = fixedEntityId('Durango Checked Delinquent LLC');

/** The filing for another entity on the record: its ID and current name. */
function forEntity(filing: FilingValues, entityId: string, name: string): FilingValues {
  return {
    ...filing,
    filingState: { ...filing.filingState, entityId },
    entityName: { name, oldName: name },
  };
}

describe.each(databaseKinds)('reinstatement and cure on %s', (kind) => {
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
  const storedFiling = async (refId: string) => {
    const [row] = await testApp.database.db.select().from(filings).where(eq(filings.ref, refId));
    if (row === undefined) throw new Error(`no filing ${refId}`);
    return row;
  };
  const refusal = async (filing: FilingValues, draftRef = randomUUID()) => {
    const response = await startPayment(testApp.app, paymentBody(filing, draftRef));
    expect(response.statusCode, response.body).toBe(400);
    return response.json().apiData.errors as { field: string; message: string }[];
  };
  const uploadPrivate = async (draftRef: string) => {
    await saveDraft(testApp.app, draftRef);
    return uploadAffidavit(testApp.app, draftRef);
  };

  it('reinstates a dissolved entity once: Good Standing, no dissolution date, reporting restarted', async () => {
    const before = await entity(adiss);
    expect(before.statusCode).toBe('ADISS');
    const refId = await payFiling(testApp.app, createReinstateMinimalFiling(), randomUUID());
    const receipt = (await fetchReceipt(testApp.app, refId)).json().apiData.receipt;
    const due = firstReportDueDateOnOrAfter(before.reportingMonth, mountainDate(new Date()));
    const [year, month, day] = due.split('-');
    expect(receipt).toMatchObject({
      name: 'Silver Plume Mining Company LLC',
      transactionType: 'REINSTATE',
      transactionName: 'Articles of Reinstatement',
      amount: '100.00',
      adminFraudCheck: false,
      entityStatus: 'GOOD',
      entityReportDueDate: `${month}/${day}/${year}`,
    });
    const after = await entity(adiss);
    expect(after).toMatchObject({
      statusCode: 'GOOD',
      dissolutionDate: null,
      nextReportDueDate: due,
      name: 'Silver Plume Mining Company LLC',
    });
    expect(await storedFiling(refId)).toMatchObject({ status: 'FILED', effectsApplied: true });
    // A replay returns the same receipt and changes nothing again.
    expect((await fetchReceipt(testApp.app, refId)).json().apiData.receipt).toEqual(receipt);
  });

  it('renames a reinstated entity that gives a new name, and refuses a name already used', async () => {
    const base = forEntity(
      createReinstateMinimalFiling(),
      diss3y,
      'Cripple Creek Long Dissolved LLC',
    );
    const taken = {
      ...base,
      entityName: { ...base.entityName, name: 'Mountain Peak Ventures LLC' },
    };
    expect(await refusal(taken)).toEqual([
      { field: 'entityName.name', message: messages.nameTaken },
    ]);

    const renamed = {
      ...base,
      entityName: { ...base.entityName, name: 'Cripple Creek Revived LLC' },
    };
    const refId = await payFiling(testApp.app, renamed, randomUUID());
    expect((await fetchReceipt(testApp.app, refId)).json().apiData.receipt.entityStatus).toBe(
      'GOOD',
    );
    expect(await entity(diss3y)).toMatchObject({
      statusCode: 'GOOD',
      name: 'Cripple Creek Revived LLC',
    });
  });

  it('requires the statute on a reinstatement', async () => {
    const filing = forEntity(
      createReinstateMinimalFiling(),
      diss3y,
      'Cripple Creek Long Dissolved LLC',
    );
    const errors = await refusal({ ...filing, statute: { text: '' } });
    expect(errors).toEqual([{ field: 'statute.text', message: messages.statuteRequired }]);
  });

  it('cures a delinquent entity: Good Standing with its next report due date ahead', async () => {
    const before = await entity(delinquent);
    expect(before.statusCode).toBe('DQQ');
    const refId = await payFiling(testApp.app, createCureMinimalFiling(), randomUUID());
    const receipt = (await fetchReceipt(testApp.app, refId)).json().apiData.receipt;
    expect(receipt).toMatchObject({
      transactionType: 'CURE_DLNQ',
      transactionName: 'Statement Curing Delinquency',
      entityStatus: 'GOOD',
      adminFraudCheck: false,
    });
    const after = await entity(delinquent);
    expect(after.statusCode).toBe('GOOD');
    expect(after.nextReportDueDate >= mountainDate(new Date())).toBe(true);
  });

  it('refuses a cure for an entity that is not delinquent and a reinstatement for one not dissolved', async () => {
    const cure = forEntity(createCureMinimalFiling(), goodStanding, 'Mountain Peak Ventures LLC');
    expect((await refusal(cure))[0]?.field).toBe('filingState.transactionType');
    const reinstate = forEntity(
      createReinstateMinimalFiling(),
      delinquent,
      'Columbine Delinquent Holdings LLC',
    );
    expect((await refusal(reinstate))[0]?.field).toBe('filingState.transactionType');
  });

  it.each([
    ['reinstatement', createReinstateMinimalFiling, checkedDissolved, 'ADISS'],
    ['cure', createCureMinimalFiling, checkedDelinquent, 'DQQ'],
  ] as const)(
    'sends a %s needing the administrators check to review: email and affidavit required, no effect',
    async (_label, create, entityId, status) => {
      const before = await entity(entityId);
      // The client claims no check; the record decides.
      const filing = forEntity(create(), entityId, before.name);
      const errors = await refusal(filing);
      expect(errors).toContainEqual({ field: 'email.email', message: messages.enterValidEmail });
      expect(errors).toContainEqual({
        field: 'additionalInfo.privateAttachments',
        message: messages.privateAttachmentsRequired,
      });

      const draftRef = randomUUID();
      const affidavit = await uploadPrivate(draftRef);
      const complete: FilingValues = {
        ...filing,
        email: { email: 'processing@example.com' },
        additionalInfo: { ...filing.additionalInfo, privateAttachments: [affidavit] },
      };
      const refId = await payFiling(testApp.app, complete, draftRef);
      const receipt = (await fetchReceipt(testApp.app, refId)).json().apiData.receipt;
      expect(receipt).toMatchObject({ adminFraudCheck: true, entityStatus: status });

      const stored = await storedFiling(refId);
      expect(stored).toMatchObject({
        status: 'PENDING_REVIEW',
        effectsApplied: false,
        adminFraudCheck: true,
      });
      const events = await testApp.database.db
        .select()
        .from(filingEvents)
        .where(eq(filingEvents.filingId, stored.id))
        .orderBy(asc(filingEvents.id));
      expect(events.at(-1)).toMatchObject({ fromStatus: 'PAID', toStatus: 'PENDING_REVIEW' });
      expect((await entity(entityId)).statusCode).toBe(status);
      const [file] = await testApp.database.db
        .select({ filingId: attachments.filingId, isPrivate: attachments.isPrivate })
        .from(attachments)
        .where(eq(attachments.key, affidavit.key));
      expect(file).toEqual({ filingId: stored.id, isPrivate: true });
    },
  );
});
