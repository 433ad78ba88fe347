// Certificate numbers: random, so a number cannot be guessed from another, and carrying a check
// character, so a number typed with one wrong character (or, nearly always, two neighbours
// swapped) is known to be wrong before it is looked up. Twenty characters of Crockford's base 32
// (no I, L, O or U) in four groups of five: nineteen random (95 bits) and the Luhn mod 32 check
// character.

/** Crockford's base-32 alphabet: digits and letters without I, L, O and U. */
export const CERTIFICATE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters of a certificate number, check character included. */
export const CERTIFICATE_NUMBER_LENGTH = 20;

const GROUP = 5;

/** The Luhn mod 32 check character of the body (characters of the alphabet). */
export function certificateCheckCharacter(body: string): string {
  const base = CERTIFICATE_ALPHABET.length;
  let factor = 2;
  let sum = 0;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    const value = CERTIFICATE_ALPHABET.indexOf(body.charAt(index));
    if (value < 0) throw new Error('Not a certificate number character');
    const product = value * factor;
    sum += Math.floor(product / base) + (product % base);
    factor = factor === 2 ? 1 : 2;
  }
  return CERTIFICATE_ALPHABET.charAt((base - (sum % base)) % base);
}

/** The number as printed: four groups of five joined by hyphens. */
function grouped(compact: string): string {
  const groups: string[] = [];
  for (let start = 0; start < compact.length; start += GROUP)
    groups.push(compact.slice(start, start + GROUP));
  return groups.join('-');
}

/** A certificate number made from random alphabet indexes (nineteen of them, 0 to 31). */
export function certificateNumberFrom(randomIndexes: readonly number[]): string {
  const body = randomIndexes
    .slice(0, CERTIFICATE_NUMBER_LENGTH - 1)
    .map((index) => CERTIFICATE_ALPHABET.charAt(index))
    .join('');
  if (body.length !== CERTIFICATE_NUMBER_LENGTH - 1) throw new Error('Nineteen indexes needed');
  return grouped(body + certificateCheckCharacter(body));
}

/**
 * A typed certificate number in its printed form, or null when it cannot be one: letter case,
 * spaces and hyphens do not matter, and O, I and L are read as 0, 1 and 1 as Crockford's
 * alphabet reads them; the check character must match.
 */
export function normalizeCertificateNumber(typed: string): string | null {
  const compact = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (compact.length !== CERTIFICATE_NUMBER_LENGTH) return null;
  if ([...compact].some((character) => !CERTIFICATE_ALPHABET.includes(character))) return null;
  const body = compact.slice(0, -1);
  if (certificateCheckCharacter(body) !== compact.slice(-1)) return null;
  return grouped(compact);
}
