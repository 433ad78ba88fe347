// The pages of a wizard that edit nothing: the intro pages, review, receipt and Congratulations.
import { defineStep } from './define-step.ts';

export const introStep = defineStep({ page: 'intro', title: 'Intro', numbered: false });

export const reportIntroStep = defineStep({
  page: 'reportintro',
  title: 'Report Intro',
  numbered: false,
});

export const reviewStep = defineStep({ page: 'filingreview', title: 'Review' });

export const receiptStep = defineStep({ page: 'receipt', title: 'Receipt' });

export const congratulationsStep = defineStep({
  page: 'whatsnext',
  title: 'Congratulations',
  numbered: false,
});
