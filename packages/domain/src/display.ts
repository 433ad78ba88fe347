// How names and addresses read on screen, on the review PDF and in mail: one rule everywhere.
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
