import { describe, expect, it } from 'vitest';
import { amendFilingType } from '../src/filing-types/amend.ts';
import { reportFilingType } from '../src/filing-types/report.ts';
import { filingTransaction } from '../src/filing-types/transactions.ts';
import { createEmptyFiling } from '../src/create-empty-filing.ts';
import { validateStep } from '../src/schemas/index.ts';
import { messages } from '../src/messages.ts';
import { amendMinimalFiling } from '../src/fixtures/amend.ts';
import { formatMountainDateTime, mountainDate } from '../src/effective-date.ts';

const start = { entityId: '20150000000', entityType: 'DNC', domesticFlag: 'N' as const };

describe('amendment transactions', () => {
  it('accepts AMD_LLC, AMD_NPC and AMD_55, each for its entity type', () => {
    expect(filingTransaction(amendFilingType, 'AMD_NPC')).toEqual({
      transactionType: 'AMD_NPC',
      transactionDescription: 'Articles of Amendment (Nonprofit Corporation)',
      entityType: 'DNC',
      introContentKey: 'AMD_NPC',
    });
    expect(filingTransaction(amendFilingType, 'AMD_55')?.entityType).toBe('DC55');
    expect(filingTransaction(amendFilingType, '')?.transactionType).toBe('AMD_LLC');
    expect(filingTransaction(amendFilingType, 'REPORT')).toBeUndefined();
    expect(filingTransaction(amendFilingType, 'toString')).toBeUndefined();
    expect(filingTransaction(reportFilingType, 'AMD_LLC')).toBeUndefined();
  });

  it('starts the filing with the transaction type it was entered with', () => {
    const filing = createEmptyFiling(amendFilingType, {
      ...start,
      transactionType: 'AMD_NPC',
      entityName: 'Front Range Food Bank Inc.',
    });
    expect(filing.filingState).toMatchObject({
      filingType: 'amend',
      transactionType: 'AMD_NPC',
      transactionDescription: 'Articles of Amendment (Nonprofit Corporation)',
      entityType: 'DNC',
    });
    expect(filing.entityName).toMatchObject({
      oldName: 'Front Range Food Bank Inc.',
      isOldNameValid: true,
      showNameChangeRadio: true,
      isNameChanged: '',
    });
  });

  it('makes a name without its designation term change, without asking', () => {
    const filing = createEmptyFiling(amendFilingType, {
      ...start,
      entityType: 'DLLC',
      transactionType: 'AMD_LLC',
      entityName: 'Mountain Peak Ventures',
    });
    expect(filing.entityName).toMatchObject({
      isOldNameValid: false,
      showNameChangeRadio: false,
      isNameChanged: 'Y',
    });
    const result = validateStep('entityname', filing.entityName, amendFilingType, {
      values: filing,
    });
    expect(result).toMatchObject({ ok: false });
  });
});

describe('amendment steps', () => {
  it('requires the name-change answer, and a name with the designation after Yes', () => {
    const base = amendMinimalFiling;
    const ask = (entityName: typeof base.entityName) =>
      validateStep('entityname', entityName, amendFilingType, {
        values: { ...base, entityName },
      });
    expect(ask({ ...base.entityName, isNameChanged: '' })).toMatchObject({
      ok: false,
      errors: [{ path: 'isNameChanged', message: messages.chooseYesOrNo }],
    });
    expect(ask({ ...base.entityName, isNameChanged: 'N' })).toMatchObject({ ok: true });
    expect(ask({ ...base.entityName, isNameChanged: 'Y', name: 'Peak Partners' })).toMatchObject({
      ok: false,
    });
    expect(
      ask({ ...base.entityName, isNameChanged: 'Y', name: 'Peak Partners LLC' }),
    ).toMatchObject({ ok: true });
  });

  it('requires the amendment text or Yes to attach, with the completed message', () => {
    const slice = {
      ...amendMinimalFiling.additionalInfo,
      additionalInfo: '',
      additionalInfoAttachmentRadio: 'N' as const,
    };
    expect(validateStep('additionalinfo', slice, amendFilingType)).toEqual({
      ok: false,
      errors: [
        {
          path: 'additionalInfo',
          message: 'Enter additional information in the box, or mark "Yes" to attach a file.',
        },
      ],
    });
  });

  it('with a delayed filing on the record, needs a date strictly after it', () => {
    const now = new Date('2026-03-02T17:00:00Z');
    const cfdEffectiveDate = '2026-03-10T17:00:00.000Z';
    const values = {
      ...amendMinimalFiling,
      filingState: { ...amendMinimalFiling.filingState, cfd: true, cfdEffectiveDate },
    };
    const check = (date: string, time: string) =>
      validateStep(
        'effectivedate',
        {
          ...values.effectiveDate,
          effectiveAtTimeOfFilingRadio: '' as const,
          effectiveDate: date,
          effectiveTime: time,
        },
        amendFilingType,
        { values, now: () => now },
      );
    const sameDay = mountainDate(new Date(cfdEffectiveDate));
    expect(formatMountainDateTime(cfdEffectiveDate)).toBe('03/10/2026 11:00 AM');
    expect(check(sameDay, '11:00 am')).toMatchObject({
      ok: false,
      errors: [{ message: messages.effectiveDateAfterExistingFiling }],
    });
    expect(check(sameDay, '11:01 am')).toMatchObject({ ok: true });
  });
});
