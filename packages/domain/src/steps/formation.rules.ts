// The rules of what formation.ts declares: the structure of its slices, the rules of its forms, its
// review sections and completeness codes.
import { addressLines, displayName } from '../display.ts';
import { defineStepRules } from './define-step.ts';
import { formationSchema, formationShape } from '../schemas/formation.ts';
import { formationSlice, formationStep } from './formation.ts';
import { formerTypeLabel, orNotProvided } from '../review/review-rows.ts';
import { readSlice } from './read-slice.ts';

export const formationRules = defineStepRules(formationStep, {
  shapes: { formation: formationShape },
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
