import { describe, expect, it } from 'vitest';
import {
  entityStatuses,
  formatAmount,
  isDissolvedStatus,
  isNonUsCountry,
  isPoBox,
  US_COUNTRY_CODES,
} from '../src/reference.ts';

describe('isNonUsCountry', () => {
  it('treats the US and its territories as US', () => {
    for (const code of ['US', 'DC', 'AS', 'GU', 'MP', 'PR', 'VI', 'us'])
      expect(isNonUsCountry(code)).toBe(false);
    expect(US_COUNTRY_CODES.size).toBe(7);
    expect(isNonUsCountry('CA')).toBe(true);
    expect(isNonUsCountry('')).toBe(false);
  });
});

describe('isPoBox', () => {
  it.each([
    'PO Box 12',
    'P.O. Box 12',
    'p o box 3',
    'POBox 4',
    'Post Office Box 9',
    'POB 77',
    'Box 123',
    'box #5',
    'P.O.B. 4',
    '123 Main St, PO Box 5',
  ])('finds "%s"', (line) => expect(isPoBox(line)).toBe(true));

  it.each([
    '123 Main St',
    '45 Box Elder Rd',
    '9 Boxwood Ln',
    '100 Pobst Ave',
    '12 Depot St',
    '1 Apollo Way',
  ])('passes "%s"', (line) => expect(isPoBox(line)).toBe(false));
});

describe('entity statuses and amounts', () => {
  it('knows the status codes', () => {
    expect(Object.keys(entityStatuses).sort()).toEqual([
      'ADISS',
      'DISS3Y',
      'DQQ',
      'FILED',
      'GOOD',
      'JDISS',
      'TDISS',
      'VDISS',
    ]);
    expect(isDissolvedStatus('ADISS')).toBe(true);
    expect(isDissolvedStatus('DQQ')).toBe(false);
    expect(isDissolvedStatus('GOOD')).toBe(false);
  });

  it('formats cents with two decimals', () => {
    expect(formatAmount(5000)).toBe('$50.00');
    expect(formatAmount(5)).toBe('$0.05');
    expect(formatAmount(123456789)).toBe('$1,234,567.89');
  });
});
