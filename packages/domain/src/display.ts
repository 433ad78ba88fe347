// How names and addresses read on screen, on the review PDF and in mail: one rule everywhere.
import { entityText } from './entity-text.ts';
import type { Address, PersonName } from './model.ts';

// Tolerant of partial or loosely typed input: the review PDF renders a filing as entered.
const clean = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Display name: the organisation name if present, else first, middle, last and suffix. */
export function displayName(name: Partial<PersonName> | undefined): string {
  if (name === undefined) return '';
  const organisation = clean(name.orgName);
  if (organisation !== '') return organisation;
  return [name.firstName, name.middleName, name.lastName, name.suffix]
    .map(clean)
    .filter((part) => part !== '')
    .join(' ');
}

/** An address as the lines of a postal label (country shown when not the US); empty when blank. */
export function addressLines(address: Partial<Address> | undefined): string[] {
  if (address === undefined) return [];
  const stateAndZip = [clean(address.state), clean(address.zip)]
    .filter((part) => part !== '')
    .join(' ');
  const cityLine = [clean(address.city), stateAndZip].filter((part) => part !== '').join(', ');
  const country = clean(address.country);
  const countryLine =
    country !== '' && country !== 'US' ? clean(address.countryDescription) || country : '';
  return [
    clean(address.address1),
    clean(address.address2),
    cityLine,
    clean(address.province),
    countryLine,
  ].filter((line) => line !== '');
}

/**
 * An entity status's name by its code ("Good Standing" for GOOD), in the page's language; for a
 * code without a name, `fallback` (the record's own words), else the code.
 */
export function entityStatusName(code: string, fallback?: string): string {
  return Object.hasOwn(entityText.statuses, code)
    ? entityText.statuses[code as keyof typeof entityText.statuses]
    : (fallback ?? code);
}

/**
 * An entity type's name by its code ("Limited Liability Company" for DLLC), in the page's
 * language; for a code without a name, `fallback` (the record's own words), else the code.
 */
export function entityTypeName(code: string, fallback?: string): string {
  return Object.hasOwn(entityText.entityTypes, code)
    ? entityText.entityTypes[code as keyof typeof entityText.entityTypes]
    : (fallback ?? code);
}
