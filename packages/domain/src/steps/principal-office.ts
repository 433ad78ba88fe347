// The principal office's street and mailing addresses.
import { createEmptyAddress } from '../blank-values.ts';
import type { PrincipalOfficeValues } from '../model.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { stepText } from './step-text.ts';

export const principalOfficeSlice = defineSlice({
  key: 'principalOffice',
  empty: (): PrincipalOfficeValues => ({
    isSameAsStreetAddressChecked: false,
    streetAddress: createEmptyAddress('PHYS'),
    mailingAddress: createEmptyAddress('MAIL'),
  }),
});

export const principalOfficeStep = defineStep({
  page: 'principalofficeaddress',
  title: stepText.titles.principalofficeaddress,
  slices: [principalOfficeSlice],
  slice: 'principalOffice',
});
