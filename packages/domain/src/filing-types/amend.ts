import { defineFilingType } from './define-filing-type.ts';
import { attachmentsStep } from '../steps/additional-info.ts';
import { entityNameStep } from '../steps/entity-name.ts';
import { filingClosingSteps } from './shared-steps.ts';
import { filingTypeText } from './filing-type-text.ts';

/** Articles of Amendment for an LLC, a nonprofit or a cooperative: a wizard of 7 numbered steps. */
export const amendFilingType = defineFilingType({
  filingType: 'amend',
  title: filingTypeText.amend.title,
  // The entity's own type is taken from its summary; the transaction type says which it must be.
  entityType: '',
  domesticFlag: '',
  transactionType: 'AMD_LLC',
  transactions: {
    AMD_LLC: {
      description: filingTypeText.amend.transactions.AMD_LLC,
      entityType: 'DLLC',
      introContentKey: 'AMD_LLC',
    },
    AMD_NPC: {
      description: filingTypeText.amend.transactions.AMD_NPC,
      entityType: 'DNC',
      introContentKey: 'AMD_NPC',
    },
    AMD_55: {
      description: filingTypeText.amend.transactions.AMD_55,
      entityType: 'DC55',
      introContentKey: 'AMD_55',
    },
  },
  existingEntity: true,
  eligibility: {
    statusCodes: ['GOOD'],
    refusal: filingTypeText.amend.refusal,
    otherEntityTypeRefusal: filingTypeText.amend.otherEntityTypeRefusal,
  },
  feeCents: 2500,
  effect: { kind: 'rename' },
  fileAForm: { group: 'existing-entity', label: filingTypeText.amend.fileAForm },
  steps: [
    { segment: 'intro', title: filingTypeText.amend.introTitle },
    entityNameStep,
    { segment: 'additionalinfo', title: filingTypeText.amend.additionalInfoTitle },
    attachmentsStep,
    ...filingClosingSteps,
  ],
  // The amendment itself is written in the box or attached: one of the two is required.
  additionalInfoIsRequired: true,
  asksNameChange: true,
  sameAsFormerLabel: filingTypeText.sameAsFormer.personForming,
});
