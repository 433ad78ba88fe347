import {
  createAmendMinimalFiling,
  messages,
  mountainDate,
  nameKey,
  type FilingValues,
} from '@registrar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { entities, filings } from '../../src/db/schema.ts';
import { applyDueEffectiveFilings } from '../../src/modules/jobs/effective-filings-job.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import { fetchReceipt, payFiling, paymentBody, startPayment } from './flow-support.ts';

const llc = fixedEntityId('Mountain Peak Ventures LLC');
const nonprofit = fixedEntityId('Colorado Kids Literacy Foundation');
const lacksDesignation = fixedEntityId('Estes Park Report Window LLC');

const free = { isAvailable: true, isReserved: false, isAuthorizedToUse: false, reservedBy: null };

/** An amendment of `entityId` by `transactionType` renaming it to `newName` ('' keeps the name). */
function amendment(entityId: string, transactionType: string, newName: string): FilingValues {
  const filing = createAmendMinimalFiling(entityId);
  return {
    ...filing,
    filingState: { ...filing.filingState, transactionType },
    entityName:
      newName === ''
        ? { ...filing.entityName, isNameChanged: 'N' }
        : { ...filing.entityName, isNameChanged: 'Y', name: newName, availability: free },
  };
}

/** The same filing taking effect at `time` Mountain time, `days` from today. */
function delayed(filing: FilingValues, days: number, time: string): FilingValues {
  const date = mountainDate(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
  return {
    ...filing,
    effectiveDate: {
      ...filing.effectiveDate,
      effectiveAtTimeOfFilingRadio: 'N',
      effectiveDate: date,
      effectiveTime: time,
    },
  };
}

describe.each(databaseKinds)('amendments on %s', (kind) => {
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
  const historyOf = (entityId: string) =>
    testApp.database.db.select().from(filings).where(eq(filings.entityId, entityId));
  const refusal = async (filing: FilingValues) => {
    const response = await startPayment(testApp.app, paymentBody(filing));
    expect(response.statusCode, response.body).toBe(400);
    return response.json().apiData.errors as { field: string; message: string }[];
  };

  it('renames an LLC at once and keeps the amendment in its history', async () => {
    const filing = amendment(llc, 'AMD_LLC', 'Mountain Peak Holdings LLC');
    const refId = await payFiling(testApp.app, filing, crypto.randomUUID());
    const receipt = (await fetchReceipt(testApp.app, refId)).json().apiData.receipt;
    expect(receipt).toMatchObject({
      name: 'Mountain Peak Ventures LLC',
      transactionType: 'AMD_LLC',
      transactionName: 'Articles of Amendment (Limited Liability Company)',
      amount: '25.00',
      entityId: llc,
      entityStatus: 'GOOD',
    });
    const after = await entity(llc);
    expect(after.name).toBe('Mountain Peak Holdings LLC');
    expect(after.nameKey).toBe(nameKey('Mountain Peak Holdings LLC'));
    expect(await historyOf(llc)).toEqual([
      expect.objectContaining({
        ref: refId,
        transactionType: 'AMD_LLC',
        status: 'FILED',
        effectsApplied: true,
      }),
    ]);
  });

  it('keeps the name when the amendment does not change it', async () => {
    const refId = await payFiling(testApp.app, amendment(llc, 'AMD_LLC', ''), crypto.randomUUID());
    expect((await fetchReceipt(testApp.app, refId)).statusCode).toBe(200);
    expect((await entity(llc)).name).toBe('Mountain Peak Holdings LLC');
    expect(await historyOf(llc)).toHaveLength(2);
  });

  it('refuses AMD_NPC for an LLC, a type it does not make, and a missing amendment text', async () => {
    expect((await refusal(amendment(llc, 'AMD_NPC', '')))[0]?.field).toBe(
      'filingState.transactionType',
    );
    expect(await refusal(amendment(llc, 'REPORT', ''))).toEqual([
      {
        field: 'filingState.transactionType',
        message: 'This filing cannot be made with that transaction type.',
      },
    ]);
    const empty = amendment(llc, 'AMD_LLC', '');
    empty.additionalInfo = { ...empty.additionalInfo, additionalInfo: '' };
    expect(await refusal(empty)).toContainEqual({
      field: 'additionalInfo.additionalInfo',
      message: messages.additionalInfoRequired,
    });
  });

  it('makes a name without its designation change, whatever the client says', async () => {
    await testApp.database.db
      .update(entities)
      .set({ name: 'Estes Park Report Window', nameKey: nameKey('Estes Park Report Window') })
      .where(eq(entities.entityId, lacksDesignation));
    const errors = await refusal(amendment(lacksDesignation, 'AMD_LLC', ''));
    expect(errors.some((error) => error.field.startsWith('entityName'))).toBe(true);
    const refId = await payFiling(
      testApp.app,
      amendment(lacksDesignation, 'AMD_LLC', 'Estes Park Report Window LLC'),
      crypto.randomUUID(),
    );
    expect((await fetchReceipt(testApp.app, refId)).statusCode).toBe(200);
    expect((await entity(lacksDesignation)).name).toBe('Estes Park Report Window LLC');
  });

  it('renames a nonprofit at its delayed date, and no amendment may take effect before it', async () => {
    const filing = delayed(
      amendment(nonprofit, 'AMD_NPC', 'Colorado Kids Reading Foundation'),
      10,
      '10:00 am',
    );
    const refId = await payFiling(testApp.app, filing, crypto.randomUUID());
    const receipt = (await fetchReceipt(testApp.app, refId)).json().apiData.receipt;
    expect(receipt).toMatchObject({ transactionType: 'AMD_NPC', entityId: nonprofit });
    expect(receipt.effectiveDateTimeDisplay).toMatch(/ 10:00 AM$/);
    expect((await entity(nonprofit)).name).toBe('Colorado Kids Literacy Foundation');

    const summary = await testApp.app.inject({
      method: 'GET',
      url: `/business-api/entity/summary?entityId=${nonprofit}&transTyp=AMD_NPC`,
    });
    const [stored] = await historyOf(nonprofit);
    expect(summary.json().apiData.delayedEffectiveDate).toBe(stored?.effectiveAt?.toISOString());

    // The server finds the pending filing itself (the client's empty cfdEffectiveDate is ignored):
    // "effective at filing" is no answer any more, a date is needed.
    const atFiling = amendment(nonprofit, 'AMD_NPC', '');
    expect(await refusal(atFiling)).toContainEqual({
      field: 'effectiveDate.effectiveDate',
      message: messages.effectiveDateRequired,
    });
    expect(await refusal(delayed(atFiling, 10, '10:00 am'))).toContainEqual({
      field: 'effectiveDate.effectiveDate',
      message: messages.effectiveDateAfterExistingFiling,
    });
    const later = await startPayment(testApp.app, paymentBody(delayed(atFiling, 10, '10:01 am')));
    expect(later.statusCode, later.body).toBe(200);

    const effectiveAt = stored?.effectiveAt ?? new Date();
    expect(await applyDueEffectiveFilings(testApp.database.db, new Date())).toBe(0);
    expect(
      await applyDueEffectiveFilings(testApp.database.db, new Date(effectiveAt.getTime() + 1)),
    ).toBe(1);
    const after = await entity(nonprofit);
    expect(after.name).toBe('Colorado Kids Reading Foundation');
    expect(after.nameKey).toBe(nameKey('Colorado Kids Reading Foundation'));
  });
});
