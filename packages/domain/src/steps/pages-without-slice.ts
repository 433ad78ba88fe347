// The pages of a wizard that edit nothing: the intro pages, review, receipt and Congratulations.
import { defineStep } from './define-step.ts';
import { stepText } from './step-text.ts';

export const introStep = defineStep({
  page: 'intro',
  title: stepText.titles.intro,
  numbered: false,
});

export const reportIntroStep = defineStep({
  page: 'reportintro',
  title: stepText.titles.reportintro,
  numbered: false,
});

export const reviewStep = defineStep({ page: 'filingreview', title: stepText.titles.filingreview });

export const receiptStep = defineStep({ page: 'receipt', title: stepText.titles.receipt });

export const congratulationsStep = defineStep({
  page: 'whatsnext',
  title: stepText.titles.whatsnext,
  numbered: false,
});
