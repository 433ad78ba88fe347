// The persons forming the entity (incorporators of a corporation), each with an address.
import { addressLines, displayName } from '../display.ts';
import type { FormationValues } from '../model.ts';
import { formerTypeLabel, orNotProvided } from '../review/review-rows.ts';
import { formationSchema, formationShape } from '../schemas/formation.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { readSlice } from './read-slice.ts';

export const formationSlice = defineSlice({
  key: 'formation',
  shape: formationShape,
  empty: (): FormationValues => ({ formers: [] }),
});

export const formationStep = defineStep({
  page: 'formation',
  title: 'Persons forming',
  slices: [formationSlice],
  slice: 'formation',
  schema: () => formationSchema,
  review: (values, text) => {
    const { formers } = readSlice(values, formationSlice);
    return {
      rows:
        formers.length === 0
          ? [{ label: text.labels.name, lines: [text.notProvided] }]
          : formers.map((former, index) => ({
              label: `${index + 1}. ${formerTypeLabel(former.nameValues.personTyp, text)}`,
              lines: [
                ...orNotProvided(displayName(former.nameValues.name), text),
                ...addressLines(former.addressValues.streetAddress),
              ],
            })),
    };
  },
  completeness: { codes: ['FORMER_MISSING'] },
});
