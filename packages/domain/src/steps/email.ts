// The email for processing notifications, asked of filings under the administrators' check.
import { orNotProvided } from '../review/review-rows.ts';
import { processingEmailSchema, processingEmailShape } from '../schemas/other-steps.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { readSlice } from './read-slice.ts';

export const processingEmailSlice = defineSlice({
  key: 'email',
  shape: processingEmailShape,
  empty: (): { email: string } => ({ email: '' }),
});

export const processingEmailStep = defineStep({
  page: 'email',
  title: 'Email for processing notifications',
  slices: [processingEmailSlice],
  slice: 'email',
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
