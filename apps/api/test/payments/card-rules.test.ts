import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardDigits,
  isUnexpired,
  passesLuhn,
} from '../../src/modules/payments/card-rules.ts';

describe('card rules', () => {
  it('checks the Luhn sum of the test cards and refuses a typo', () => {
    for (const number of ['4111111111111111', '5555555555554444', '4000000000000002'])
      expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('accepts spaces and dashes but nothing else', () => {
    expect(cardDigits('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(cardDigits('4111 1111 1111 111x')).toBeNull();
    expect(cardDigits('4111')).toBeNull();
  });

  it('names the brand', () => {
    expect(cardBrand('4111111111111111')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
  });

  it('treats a card as good through the end of its expiry month', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isUnexpired('11/26', now)).toBe(true);
    expect(isUnexpired('10/26', now)).toBe(false);
    expect(isUnexpired('13/27', now)).toBe(false);
    expect(isUnexpired('1/27', now)).toBe(false);
  });
});
