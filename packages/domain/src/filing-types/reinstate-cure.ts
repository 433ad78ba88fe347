// Articles of Reinstatement and Statement Curing Delinquency: 9 numbered steps each. With the
// administrators' check the registered agent is followed by the processing email and the
// affidavit and ID, then additional information.
import { defineFilingType } from './define-filing-type.ts';
import { additionalInfoStep, attachmentsStep } from '../steps/additional-info.ts';
import { principalOfficeStep } from '../steps/principal-office.ts';
import { registeredAgentStep } from '../steps/registered-agent.ts';
import { filingClosingSteps, needsAdminFraudCheck } from './shared-steps.ts';
import type { StepSource } from './types.ts';
import { filingTypeText } from './filing-type-text.ts';

function stepsFor(introTitle: string, hasStatute: boolean): StepSource[] {
  return [
    { segment: 'intro', title: introTitle },
    {
      segment: 'entityname',
      page: 'staticentityname',
      title: filingTypeText.reinstateAndCure.entityNameTitle,
      // The page edits the name after the filing too; for reinstatement the statute is the slice
      // its schema checks, so server errors on it land on this page's review section.
      slice: hasStatute ? 'statute' : 'entityName',
    },
    principalOfficeStep,
    registeredAgentStep,
    // With the administrators' check: a processing email and the affidavit and ID come first.
    { segment: 'email', when: needsAdminFraudCheck },
    { segment: 'privateattachments', when: needsAdminFraudCheck, sharesNumberWithPrevious: true },
    { ...additionalInfoStep, sharesNumberWithPrevious: true },
    attachmentsStep,
    ...filingClosingSteps,
  ];
}

/** Articles of Reinstatement: returns a dissolved entity to Good Standing, under a new name if need be. */
export const reinstateFilingType = defineFilingType({
  filingType: 'reinstate',
  title: filingTypeText.reinstate.title,
  // The entity's own type is taken from its summary when the filing starts.
  entityType: '',
  domesticFlag: '',
  transactionType: 'REINSTATE',
  transactions: {
    REINSTATE: {
      description: filingTypeText.reinstate.transactions.REINSTATE,
      entityType: '',
      introContentKey: 'REINSTATE',
    },
  },
  existingEntity: true,
  // C.R.S. 7-90-1001 reinstates administrative dissolutions and expired terms only.
  eligibility: {
    statusCodes: ['ADISS', 'DISS3Y', 'TDISS'],
    refusal: filingTypeText.reinstate.refusal,
    refusalsByStatus: [
      {
        statusCodes: ['VDISS', 'JDISS'],
        reason: filingTypeText.reinstate.voluntaryOrJudicialRefusal,
      },
    ],
  },
  feeCents: 10000,
  effect: { kind: 'return-to-good-standing' },
  fileAForm: { group: 'existing-entity', label: filingTypeText.reinstate.fileAForm },
  steps: stepsFor(filingTypeText.reinstate.introTitle, true),
  // The old name may have been taken while the entity was dissolved.
  renameAllowed: true,
  sameAsFormerLabel: filingTypeText.sameAsFormer.personForming,
});

/** Statement Curing Delinquency: returns a delinquent entity to Good Standing. */
export const cureFilingType = defineFilingType({
  filingType: 'cure',
  title: filingTypeText.cure.title,
  entityType: '',
  domesticFlag: '',
  transactionType: 'CURE_DLNQ',
  transactions: {
    CURE_DLNQ: {
      description: filingTypeText.cure.transactions.CURE_DLNQ,
      entityType: '',
      introContentKey: 'CURE_DLNQ',
    },
  },
  existingEntity: true,
  eligibility: {
    statusCodes: ['DQQ'],
    refusal: filingTypeText.cure.refusal,
  },
  feeCents: 10000,
  effect: { kind: 'return-to-good-standing' },
  fileAForm: { group: 'existing-entity', label: filingTypeText.cure.fileAForm },
  steps: stepsFor(filingTypeText.cure.introTitle, false),
  sameAsFormerLabel: filingTypeText.sameAsFormer.personForming,
});
