// The one email address pattern: every field that takes an email address
// (notifications, the processing email, the receipt email in the browser and on the server)
// checks it, each with its own messages and length limit.

/**
 * Local part, @, a domain with a dot and an ending of two or more letters;
 * each domain label is 1 to 63 characters, as the DNS allows, which also bounds the matching work.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

/** True when the text, trimmed, is an email address by the one pattern. */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** Receipt email address limit. */
export const RECEIPT_EMAIL_MAX_LENGTH = 150;

/** What is wrong with a receipt email address: 'empty', 'invalid', or null when it can be used. */
export function receiptEmailProblem(email: string): 'empty' | 'invalid' | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > RECEIPT_EMAIL_MAX_LENGTH || !isValidEmail(trimmed)) return 'invalid';
  return null;
}

/** The catalogue's message for each receipt email problem. */
export { receiptEmailMessages } from './messages.ts';
