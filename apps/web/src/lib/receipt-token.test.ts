import { afterEach, describe, expect, it } from 'vitest';
import { clearTransactionData } from './filing-session.ts';
import { receiptTokenFor, saveReceiptToken } from './receipt-token.ts';

afterEach(() => sessionStorage.clear());

describe('receipt tokens', () => {
  it('keeps one per payment reference; a new payment start replaces it', () => {
    expect(receiptTokenFor('ref-1')).toBeNull();
    saveReceiptToken('ref-1', 'first');
    saveReceiptToken('ref-2', 'other');
    saveReceiptToken('ref-1', 'second');
    expect(receiptTokenFor('ref-1')).toBe('second');
    expect(receiptTokenFor('ref-2')).toBe('other');
    // Done forgets the filing and the receipt summary, not what lets this tab email the receipt.
    clearTransactionData();
    expect(receiptTokenFor('ref-1')).toBe('second');
  });

  it('reads unreadable storage as no token', () => {
    sessionStorage.setItem('registrar.receiptTokens', '{not json');
    expect(receiptTokenFor('ref-1')).toBeNull();
    sessionStorage.setItem('registrar.receiptTokens', JSON.stringify({ 'ref-1': 7 }));
    expect(receiptTokenFor('ref-1')).toBeNull();
  });
});
