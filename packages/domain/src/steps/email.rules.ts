// The rules of what email.ts declares: the structure of its slices, the rules of its forms, its
// review sections and completeness codes.
import { defineStepRules } from './define-step.ts';
import { orNotProvided } from '../review/review-rows.ts';
import { processingEmailSchema, processingEmailShape } from '../schemas/other-steps.ts';
import { processingEmailSlice, processingEmailStep } from './email.ts';
import { readSlice } from './read-slice.ts';

export const processingEmailRules = defineStepRules(processingEmailStep, {
  shapes: { email: processingEmailShape },
  schema: () => processingEmailSchema,
  review: (values, text) => ({
    rows: [
      {
        label: text.labels.email,
        lines: orNotProvided(readSlice(values, processingEmailSlice).email, text),
      },
    ],
  }),
});
