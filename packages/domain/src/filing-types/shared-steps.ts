// How filings close, listed once: a change to the closing steps reaches every wizard.
import { congratulationsStep, receiptStep, reviewStep } from '../steps/pages-without-slice.ts';
import { effectiveDateStep, filerStep, notificationsStep } from '../steps/closing.ts';
import type { StepContext, StepSource } from './types.ts';

/** Review, receipt and Congratulations: how every wizard ends. */
export const closingSteps: readonly StepSource[] = [reviewStep, receiptStep, congratulationsStep];

/** Delayed effective date, filer, notifications, review, receipt and Congratulations. */
export const filingClosingSteps: readonly StepSource[] = [
  effectiveDateStep,
  filerStep,
  notificationsStep,
  ...closingSteps,
];

/** True when the filing's entity needs the administrators' fraud check (email and affidavit steps). */
export function needsAdminFraudCheck({ values }: StepContext): boolean {
  return values.filingState.adminFraudCheck;
}
