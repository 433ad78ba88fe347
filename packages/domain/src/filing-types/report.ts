import { defineFilingType } from './define-filing-type.ts';
import { filerStep, notificationsStep } from '../steps/closing.ts';
import { principalOfficeStep } from '../steps/principal-office.ts';
import { registeredAgentStep } from '../steps/registered-agent.ts';
import { closingSteps } from './shared-steps.ts';
import { filingTypeText } from './filing-type-text.ts';

/** The periodic report of an existing entity: a wizard of 6 numbered steps. */
export const reportFilingType = defineFilingType({
  filingType: 'report',
  title: filingTypeText.report.title,
  // The entity's own type is taken from its summary when the filing starts.
  entityType: '',
  domesticFlag: '',
  transactionType: 'REPORT',
  transactions: {
    REPORT: {
      description: filingTypeText.report.transactions.REPORT,
      entityType: '',
      introContentKey: 'REPORT',
    },
  },
  existingEntity: true,
  // C.R.S. 7-90-501 as the registry applies it: due in the reporting month, open then and for two
  // months after; later it is late (with the late fee) and the entity is delinquent until cured.
  eligibility: {
    statusCodes: ['GOOD', 'DQQ'],
    refusal: filingTypeText.report.refusal,
    opensWithReportWindow: true,
  },
  feeCents: 1000,
  lateFeeCents: 5000,
  effect: { kind: 'update-office-and-agent', advancesReportDueDate: true },
  fileAForm: { group: 'existing-entity', label: filingTypeText.report.fileAForm },
  // The enabled pages are principal office address, registered agent and filers only.
  steps: [
    { segment: 'reportintro' },
    principalOfficeStep,
    registeredAgentStep,
    filerStep,
    notificationsStep,
    ...closingSteps,
  ],
  sameAsFormerLabel: filingTypeText.sameAsFormer.personForming,
});
