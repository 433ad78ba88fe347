// Reference codes and small formatters shared by web and server.
import { entityText } from './entity-text.ts';

/** Country codes treated as the United States: the US, DC and the territories. */
export const US_COUNTRY_CODES: ReadonlySet<string> = new Set([
  'US',
  'DC',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
]);

/** True when the address's country is outside the US and its territories; an empty country is the US default. */
export function isNonUsCountry(country: string): boolean {
  const code = country.trim().toUpperCase();
  return code !== '' && !US_COUNTRY_CODES.has(code);
}

// "PO Box 12", "P.O. Box", "P O Box", "POBox", "Post Office Box", "POB 12", "Box 123", "P.O.B. 4".
// "Box" alone counts only when a number follows, so "Box Elder Rd" and "Boxwood Ln" are streets.
const PO_BOX_PATTERN =
  /(?:^|[^a-z0-9])(?:p\s*\.?\s*o\s*\.?\s*box|post\s*office\s*box|p\s*\.?\s*o\s*\.?\s*b\s*\.?(?=\s*#?\s*\d)|pob\b|box\s*#?\s*\d)/i;

/** True when an address line is a post-office box rather than a street address. */
export function isPoBox(address1: string): boolean {
  return PO_BOX_PATTERN.test(address1);
}

/**
 * Entity status names by code (FILED: a formation filed with a delayed effective date, the entity
 * exists from that moment); DQQ and the dissolved codes trigger name warnings.
 */
export const entityStatuses: Readonly<typeof entityText.statuses> = entityText.statuses;

export type EntityStatusCode = keyof typeof entityStatuses;

/** Status codes that warn when a name is reused (delinquent and dissolved variants). */
export const NAME_WARNING_STATUS_CODES: ReadonlySet<EntityStatusCode> = new Set([
  'DQQ',
  'ADISS',
  'TDISS',
  'DISS3Y',
  'JDISS',
  'VDISS',
]);

/** True when the status is one of the dissolved variants. */
export function isDissolvedStatus(code: string): boolean {
  return code !== 'DQQ' && NAME_WARNING_STATUS_CODES.has(code as EntityStatusCode);
}

/** Formats an amount in cents as dollars with two decimals, e.g. 5000 → "$50.00". */
export function formatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  const dollars = Math.floor(absolute / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}
