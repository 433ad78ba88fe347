// The receipt token: a secret the payment call hands to the browser that pays. Only its hash is
// stored; mailing the receipt needs the token itself, so a refId seen in a URL is not enough.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new token for the browser. */
export function newReceiptToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The SHA-256 of a receipt token, as stored. */
export function hashReceiptToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True when `token` hashes to `storedHash` (compared in constant time). */
export function receiptTokenMatches(storedHash: string | null, token: string): boolean {
  if (storedHash === null || token === '') return false;
  const expected = Buffer.from(storedHash, 'hex');
  const given = Buffer.from(hashReceiptToken(token), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
