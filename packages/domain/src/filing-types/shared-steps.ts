// Steps that several filing types list, declared once: a change to one reaches every wizard.
import { attachmentsStepApplies } from './attachments-rule.ts';
import type { StepContext, StepSource } from './types.ts';

export const entityNameStep: StepSource = {
  segment: 'entityname',
  title: 'Entity name',
  slice: 'entityName',
};

export const principalOfficeStep: StepSource = {
  segment: 'principalofficeaddress',
  title: 'Principal office address',
  slice: 'principalOffice',
};

export const registeredAgentStep: StepSource = {
  segment: 'registeredagent',
  title: 'Registered agent',
  slice: 'registeredAgent',
};

export const additionalInfoStep: StepSource = {
  segment: 'additionalinfo',
  title: 'Additional information',
  slice: 'additionalInfo',
};

/**
 * Attachments, reached by answering Yes to "attach files?" on the step before it, whose number it
 * carries. Without an additional-information step it always applies and files are optional.
 */
export const attachmentsStep: StepSource = {
  segment: 'attachments',
  title: 'Attachments',
  slice: 'additionalInfo',
  when: attachmentsStepApplies,
  sharesNumberWithPrevious: true,
};

export const effectiveDateStep: StepSource = {
  segment: 'effectivedate',
  title: 'Delayed effective date',
  slice: 'effectiveDate',
};

export const filerStep: StepSource = {
  segment: 'filer',
  title: 'Filer',
  reviewTitle: 'Filer information',
  slice: 'filers',
};

export const notificationsStep: StepSource = {
  segment: 'notifications',
  title: 'Notifications',
  slice: 'notifications',
};

/** Review, receipt and Congratulations: how every wizard ends. */
export const closingSteps: readonly StepSource[] = [
  { segment: 'filingreview', title: 'Review' },
  { segment: 'receipt', title: 'Receipt' },
  { segment: 'whatsnext', title: 'Congratulations' },
];

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
