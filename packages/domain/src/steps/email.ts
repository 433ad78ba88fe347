// The email for processing notifications, asked of filings under the administrators' check.
import { defineSlice, defineStep } from './define-step.ts';

export const processingEmailSlice = defineSlice({
  key: 'email',
  empty: (): { email: string } => ({ email: '' }),
});

export const processingEmailStep = defineStep({
  page: 'email',
  title: 'Email for processing notifications',
  slices: [processingEmailSlice],
  slice: 'email',
});
