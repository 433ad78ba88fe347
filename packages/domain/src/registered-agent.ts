// What the registered agent copies from the rest of a filing: "The own-agent
// box uses the entity name." and "Same-as checkboxes copy the principal office street or mailing
// address." Plain functions without schemas, so the wizard can keep a filing in step without
// loading validation.
import type { Address, EntityNameValues, FilingValues, PrincipalOfficeValues } from './model.ts';

/** What the registered agent's rules need from the rest of the filing. */
export interface RegisteredAgentContext {
  /** The name the own-agent box uses (`ownAgentName`); '' when the filing has none yet. */
  entityName: string;
  /** The principal office whose addresses the same-as boxes copy. */
  principalOffice: PrincipalOfficeValues;
}

/**
 * The name "This entity is its own registered agent" uses: the name the
 * entity has after this filing (a formation's name, a reinstatement's new name), else its name on
 * record, which is all an existing-entity filing such as a periodic report knows of it.
 */
export function ownAgentName(values: { entityName: EntityNameValues }): string {
  const entityName = values.entityName as Partial<EntityNameValues> | undefined;
  const after = typeof entityName?.name === 'string' ? entityName.name.trim() : '';
  if (after !== '') return after;
  return typeof entityName?.oldName === 'string' ? entityName.oldName.trim() : '';
}

/** The principal office's mailing address as filed: its street address when marked the same. */
export function principalOfficeMailingAddress(office: PrincipalOfficeValues): Address {
  return office.isSameAsStreetAddressChecked ? office.streetAddress : office.mailingAddress;
}

const POSTAL_PARTS = [
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'province',
  'country',
] as const;

/** True when two addresses name the same place (letter case and runs of spaces aside). */
export function isSamePostalAddress(
  first: Partial<Address> | undefined,
  second: Partial<Address> | undefined,
): boolean {
  const part = (address: Partial<Address> | undefined, name: (typeof POSTAL_PARTS)[number]) => {
    const value: unknown = address?.[name];
    return typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toUpperCase() : '';
  };
  return POSTAL_PARTS.every((name) => part(first, name) === part(second, name));
}

/** The registered agent's context taken from a whole filing (tolerates malformed slices). */
export function registeredAgentContextOf(values: {
  entityName: EntityNameValues;
  principalOffice: PrincipalOfficeValues;
}): RegisteredAgentContext {
  return { entityName: ownAgentName(values), principalOffice: values.principalOffice };
}

/**
 * Keeps the registered agent in step with the answers it copies: the entity
 * as its own agent carries the entity's current name, an address marked "same as" the principal
 * office is that office's address now, and a mailing address marked the same as the agent's street
 * address follows it. Returns the same object when nothing changes.
 */
export function keepRegisteredAgentInStep(values: FilingValues): FilingValues {
  const agent = values.registeredAgent;
  const office = values.principalOffice;
  let name = agent.nameValues.name;
  const entityName = ownAgentName(values);
  if (name.isEntityOwnAgentChecked && entityName !== '' && name.orgName !== entityName) {
    name = { ...name, nameTyp: 'O', orgName: entityName };
  }
  let addresses = agent.addressValues;
  if (
    addresses.isSameAsPrincipalOfficeAddressChecked &&
    !isSamePostalAddress(addresses.streetAddress, office.streetAddress)
  ) {
    addresses = { ...addresses, streetAddress: { ...office.streetAddress, addressType: 'PHYS' } };
  }
  const officeMailing = principalOfficeMailingAddress(office);
  if (
    addresses.isSameAsPrincipalOfficeMailingAddressChecked &&
    !isSamePostalAddress(addresses.mailingAddress, officeMailing)
  ) {
    addresses = { ...addresses, mailingAddress: { ...officeMailing, addressType: 'MAIL' } };
  } else if (
    addresses.isSameAsStreetAddressChecked &&
    !addresses.isSameAsPrincipalOfficeMailingAddressChecked &&
    !isSamePostalAddress(addresses.mailingAddress, addresses.streetAddress)
  ) {
    addresses = {
      ...addresses,
      mailingAddress: { ...addresses.streetAddress, addressType: 'MAIL' },
    };
  }
  if (name === agent.nameValues.name && addresses === agent.addressValues) return values;
  return {
    ...values,
    registeredAgent: {
      ...agent,
      nameValues: { ...agent.nameValues, name },
      addressValues: addresses,
    },
  };
}
