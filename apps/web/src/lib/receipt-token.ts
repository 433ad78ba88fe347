// Receipt tokens: the payment call gives the paying browser a secret per payment reference, and
// only a browser holding it may email that receipt. Kept in session storage, like the filing.

/** Receipt tokens by payment reference. */
const RECEIPT_TOKENS_STORAGE_KEY = 'registrar.receiptTokens';

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(RECEIPT_TOKENS_STORAGE_KEY);
  } catch {
    return null;
  }
}

function readReceiptTokens(): Record<string, string> {
  const raw = readRaw();
  if (raw === null) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? Object.fromEntries(
          Object.entries(parsed).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  } catch {
    return {};
  }
}

/**
 * Keeps the receipt token the payment call gave this browser for a payment reference (a new
 * payment start for the same filing replaces it). It stays for the tab's life, past Done, so the
 * receipt can still be emailed from this tab.
 */
export function saveReceiptToken(refId: string, receiptToken: string): void {
  try {
    sessionStorage.setItem(
      RECEIPT_TOKENS_STORAGE_KEY,
      JSON.stringify({ ...readReceiptTokens(), [refId]: receiptToken }),
    );
  } catch {
    // Storage disabled or full: the receipt can still be printed, only not emailed from here.
  }
}

/** The receipt token this browser holds for a payment reference, or null. */
export function receiptTokenFor(refId: string): string | null {
  const tokens = readReceiptTokens();
  return Object.hasOwn(tokens, refId) ? (tokens[refId] ?? null) : null;
}
