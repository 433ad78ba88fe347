// Articles of Reinstatement and Statement Curing Delinquency: 9 numbered steps each. With the
// administrators' check the registered agent is followed by the processing email and the
// affidavit and ID, then additional information.
import { defineFilingType } from './define-filing-type.ts';
import { additionalInfoStep, attachmentsStep } from '../steps/additional-info.ts';
import { principalOfficeStep } from '../steps/principal-office.ts';
import { registeredAgentStep } from '../steps/registered-agent.ts';
import { filingClosingSteps, needsAdminFraudCheck } from './shared-steps.ts';
import type { StepSource } from './types.ts';

function stepsFor(introTitle: string, hasStatute: boolean): StepSource[] {
  return [
    { segment: 'intro', title: introTitle },
    {
      segment: 'entityname',
      page: 'staticentityname',
      title: 'Entity name',
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
  title: 'Articles of Reinstatement',
  // The entity's own type is taken from its summary when the filing starts.
  entityType: '',
  domesticFlag: '',
  transactionType: 'REINSTATE',
  transactions: {
    REINSTATE: {
      description: 'Articles of Reinstatement',
      entityType: '',
      introContentKey: 'REINSTATE',
    },
  },
  existingEntity: true,
  // C.R.S. 7-90-1001 reinstates administrative dissolutions and expired terms only.
  eligibility: {
    statusCodes: ['ADISS', 'DISS3Y', 'TDISS'],
    refusal: 'Only a dissolved entity can be reinstated.',
    refusalsByStatus: [
      {
        statusCodes: ['VDISS', 'JDISS'],
        reason: 'A voluntary or judicial dissolution cannot be undone by reinstatement.',
      },
    ],
  },
  feeCents: 10000,
  effect: { kind: 'return-to-good-standing' },
  fileAForm: { group: 'existing-entity', label: 'Articles of Reinstatement' },
  steps: stepsFor('Reinstate Intro', true),
  // The old name may have been taken while the entity was dissolved.
  renameAllowed: true,
  sameAsFormerLabel: 'Same as a person forming',
});

/** Statement Curing Delinquency: returns a delinquent entity to Good Standing. */
export const cureFilingType = defineFilingType({
  filingType: 'cure',
  title: 'Statement Curing Delinquency',
  entityType: '',
  domesticFlag: '',
  transactionType: 'CURE_DLNQ',
  transactions: {
    CURE_DLNQ: {
      description: 'Statement Curing Delinquency',
      entityType: '',
      introContentKey: 'CURE_DLNQ',
    },
  },
  existingEntity: true,
  eligibility: {
    statusCodes: ['DQQ'],
    refusal: 'Only a delinquent entity can file a statement curing delinquency.',
  },
  feeCents: 10000,
  effect: { kind: 'return-to-good-standing' },
  fileAForm: { group: 'existing-entity', label: 'Statement Curing Delinquency' },
  steps: stepsFor('Cure Intro', false),
  sameAsFormerLabel: 'Same as a person forming',
});
