import { describe, expect, it } from 'vitest';
import { addressLines, displayName, entityStatusName, entityTypeName } from '../src/display.ts';
import { createEmptyAddress, createEmptyName } from '../src/index.ts';

describe('displayName', () => {
  it('uses the organisation name when there is one', () => {
    expect(displayName({ ...createEmptyName(), orgName: ' Acme Trust ', firstName: 'Ada' })).toBe(
      'Acme Trust',
    );
  });

  it('joins first, middle, last and suffix, skipping blanks', () => {
    expect(
      displayName({
        ...createEmptyName(),
        firstName: 'Ada',
        middleName: ' ',
        lastName: 'Lovelace',
        suffix: 'II',
      }),
    ).toBe('Ada Lovelace II');
  });

  it('reads a partial or missing name as empty rather than failing', () => {
    expect(displayName(undefined)).toBe('');
    expect(displayName({ firstName: 'Ada' })).toBe('Ada');
  });
});

describe('addressLines', () => {
  it('writes a US address as a postal label', () => {
    const address = {
      ...createEmptyAddress('PHYS'),
      address1: '1560 Broadway',
      address2: 'Suite 200',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
    };
    expect(addressLines(address)).toEqual(['1560 Broadway', 'Suite 200', 'Denver, CO 80202']);
  });

  it('adds the province and the country outside the US', () => {
    const address = {
      ...createEmptyAddress('MAIL'),
      address1: '10 Downing St',
      city: 'London',
      zip: 'SW1A 2AA',
      province: 'Greater London',
      country: 'GB',
      countryDescription: 'United Kingdom',
    };
    expect(addressLines(address)).toEqual([
      '10 Downing St',
      'London, SW1A 2AA',
      'Greater London',
      'United Kingdom',
    ]);
  });

  it('is empty for a blank or missing address', () => {
    expect(addressLines(createEmptyAddress('PHYS'))).toEqual([]);
    expect(addressLines(undefined)).toEqual([]);
  });
});

describe('entity status and type names', () => {
  it('names a known code, and falls back to the words on record, then the code', () => {
    expect(entityStatusName('GOOD')).toBe('Good Standing');
    expect(entityStatusName('DQQ', 'ignored')).toBe('Delinquent');
    expect(entityStatusName('NEW', 'As on record')).toBe('As on record');
    expect(entityStatusName('toString')).toBe('toString');
    expect(entityTypeName('DLLC')).toBe('Limited Liability Company');
    expect(entityTypeName('FLLC', 'Foreign LLC')).toBe('Foreign LLC');
    expect(entityTypeName('FLLC')).toBe('FLLC');
  });
});
