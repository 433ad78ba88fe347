import { describe, expect, it } from 'vitest';
import { createEmptyFiling, createEmptyName, nameOfItsType } from '../src/index.ts';
import { llcFilingType } from '../src/filing-types/llc.ts';

describe('createEmptyFiling', () => {
  it('carries the filing type mapping', () => {
    expect(createEmptyFiling(llcFilingType).filingState).toMatchObject({
      filingType: 'llc',
      entityType: 'DLLC',
      domesticFlag: 'N',
      transactionType: 'ARTORG_LLC',
      transactionDescription: 'Articles of Organization',
      entityId: '',
    });
  });

  it('defaults addresses to the US, the agent street to Colorado, and types PHYS/MAIL', () => {
    const filing = createEmptyFiling(llcFilingType);
    expect(filing.principalOffice.streetAddress).toMatchObject({
      country: 'US',
      state: '',
      addressType: 'PHYS',
    });
    expect(filing.principalOffice.mailingAddress).toMatchObject({
      country: 'US',
      state: '',
      addressType: 'MAIL',
    });
    expect(filing.registeredAgent.addressValues.streetAddress).toMatchObject({
      country: 'US',
      state: 'CO',
      addressType: 'PHYS',
    });
    expect(filing.registeredAgent.addressValues.mailingAddress).toMatchObject({
      state: '',
      addressType: 'MAIL',
    });
    expect(filing.notifications).toEqual({
      emailNotificationRadio: null,
      textNotificationRadio: null,
      emails: [],
      texts: [],
    });
  });

  it('records the existing entity it starts from', () => {
    const filing = createEmptyFiling(llcFilingType, {
      entityId: '20241234567',
      entityName: 'Old Name LLC',
      cfdEffectiveDate: '2026-12-01T06:59:59.000Z',
    });
    expect(filing.filingState.entityId).toBe('20241234567');
    expect(filing.filingState.cfdEffectiveDate).toBe('2026-12-01T06:59:59.000Z');
    expect(filing.entityName.oldName).toBe('Old Name LLC');
  });

  it('returns independent objects each time', () => {
    const first = createEmptyFiling(llcFilingType);
    first.formation.formers.push({} as never);
    expect(createEmptyFiling(llcFilingType).formation.formers).toEqual([]);
  });

  it('keeps only the fields of a name of its type', () => {
    const both = {
      ...createEmptyName(),
      orgName: 'Lovelace Engines LLC',
      firstName: 'Ada',
      middleName: 'King',
      lastName: 'Lovelace',
      suffix: 'Jr.',
    };
    expect(nameOfItsType({ ...both, nameTyp: 'I' })).toEqual({
      ...both,
      nameTyp: 'I',
      orgName: '',
    });
    expect(nameOfItsType({ ...both, nameTyp: 'O' })).toEqual({
      ...createEmptyName(),
      nameTyp: 'O',
      orgName: 'Lovelace Engines LLC',
    });
    // No type chosen yet: nothing is dropped, the form asks for the type.
    expect(nameOfItsType(both)).toEqual(both);
  });
});
