// The rules of what principal-office.ts declares: the structure of its slices, the rules of its forms, its
// review sections and completeness codes.
import { addressRow } from '../review/review-rows.ts';
import { defineStepRules } from './define-step.ts';
import { principalOfficeSchema, principalOfficeShape } from '../schemas/principal-office.ts';
import { principalOfficeSlice, principalOfficeStep } from './principal-office.ts';
import { readSlice } from './read-slice.ts';

export const principalOfficeRules = defineStepRules(principalOfficeStep, {
  shapes: { principalOffice: principalOfficeShape },
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
