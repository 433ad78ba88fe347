import { describe, expect, it } from 'vitest';
import { formatReceiptAmount, formatReceiptDateTime } from './receipt-format.ts';
import { receiptEmailProblem } from '@registrar/domain';

describe('receipt formatting', () => {
  it('shows amounts with two decimals', () => {
    expect(formatReceiptAmount('50.00')).toBe('$50.00');
    expect(formatReceiptAmount(50)).toBe('$50.00');
    expect(formatReceiptAmount('1250.5')).toBe('$1,250.50');
  });

  it('shows the date and time in Mountain time as MM/DD/YYYY hh:mm A', () => {
    // 18:05 UTC in January is 11:05 MST; in July 12:05 MDT.
    expect(formatReceiptDateTime('2026-01-15T18:05:00.000Z')).toBe('01/15/2026 11:05 AM');
    expect(formatReceiptDateTime('2026-07-15T18:05:00Z')).toBe('07/15/2026 12:05 PM');
    expect(formatReceiptDateTime('07/15/2026 12:05 PM')).toBe('07/15/2026 12:05 PM');
  });

  it('checks the receipt email as the product words it', () => {
    expect(receiptEmailProblem('  ')).toBe('empty');
    expect(receiptEmailProblem('someone@example')).toBe('invalid');
    expect(receiptEmailProblem('someone@example.com')).toBeNull();
  });
});
