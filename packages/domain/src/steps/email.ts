// The email for processing notifications, asked of filings under the administrators' check.
import { defineSlice, defineStep } from './define-step.ts';
import { stepText } from './step-text.ts';

export const processingEmailSlice = defineSlice({
  key: 'email',
  empty: (): { email: string } => ({ email: '' }),
});

export const processingEmailStep = defineStep({
  page: 'email',
  title: stepText.titles.email,
  slices: [processingEmailSlice],
  slice: 'email',
});
