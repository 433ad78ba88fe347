// Card number checks for the built-in test checkout. Full card numbers never leave this request.

/** Digits of a card number as typed, without spaces or dashes; null when other characters occur. */
export function cardDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** True when the digits pass the Luhn checksum. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card brand by its leading digits, as receipts name it. */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/** Test numbers the built-in checkout approves; every other valid number is declined. */
export const APPROVED_TEST_CARDS: ReadonlySet<string> = new Set([
  '4111111111111111',
  '5555555555554444',
]);

/** True when "MM/YY" is a real month that has not yet passed at `now` (cards are good through month end). */
export function isUnexpired(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (match === null) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth > now.getTime();
}
