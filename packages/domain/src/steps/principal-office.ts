// The principal office's street and mailing addresses.
import { createEmptyAddress } from '../blank-values.ts';
import type { PrincipalOfficeValues } from '../model.ts';
import { addressRow } from '../review/review-rows.ts';
import { principalOfficeSchema, principalOfficeShape } from '../schemas/principal-office.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { readSlice } from './read-slice.ts';

export const principalOfficeSlice = defineSlice({
  key: 'principalOffice',
  shape: principalOfficeShape,
  empty: (): PrincipalOfficeValues => ({
    isSameAsStreetAddressChecked: false,
    streetAddress: createEmptyAddress('PHYS'),
    mailingAddress: createEmptyAddress('MAIL'),
  }),
});

export const principalOfficeStep = defineStep({
  page: 'principalofficeaddress',
  title: 'Principal office address',
  slices: [principalOfficeSlice],
  slice: 'principalOffice',
  schema: () => principalOfficeSchema,
  review: (values, text) => {
    const office = readSlice(values, principalOfficeSlice);
    return {
      rows: [
        addressRow(text.labels.streetAddress, office.streetAddress, text),
        office.isSameAsStreetAddressChecked
          ? { label: text.labels.mailingAddress, lines: [text.values.sameAsStreet] }
          : addressRow(text.labels.mailingAddress, office.mailingAddress, text),
      ],
    };
  },
  completeness: { codes: ['POA_MISSING'] },
});
