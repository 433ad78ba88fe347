// Blank addresses and names, as new slices and new rows of a list start.
import type { Address, AddressType, PersonName } from './model.ts';

/** A blank address: country US, the given state ('' unless the field defaults to CO). */
export function createEmptyAddress(addressType: AddressType, state = ''): Address {
  return {
    address1: '',
    address2: '',
    city: '',
    state,
    zip: '',
    province: '',
    country: 'US',
    addressType,
  };
}

/** A blank person name with no type chosen. */
export function createEmptyName(): PersonName {
  return { nameTyp: '', orgName: '', firstName: '', middleName: '', lastName: '', suffix: '' };
}
