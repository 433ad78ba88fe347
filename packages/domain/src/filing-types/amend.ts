import { defineFilingType } from './define-filing-type.ts';
import { attachmentsStep } from '../steps/additional-info.ts';
import { entityNameStep } from '../steps/entity-name.ts';
import { filingClosingSteps } from './shared-steps.ts';

/** Articles of Amendment for an LLC, a nonprofit or a cooperative: a wizard of 7 numbered steps. */
export const amendFilingType = defineFilingType({
  filingType: 'amend',
  title: 'Articles of Amendment',
  // The entity's own type is taken from its summary; the transaction type says which it must be.
  entityType: '',
  domesticFlag: '',
  transactionType: 'AMD_LLC',
  transactions: {
    AMD_LLC: {
      description: 'Articles of Amendment (Limited Liability Company)',
      entityType: 'DLLC',
      introContentKey: 'AMD_LLC',
    },
    AMD_NPC: {
      description: 'Articles of Amendment (Nonprofit Corporation)',
      entityType: 'DNC',
      introContentKey: 'AMD_NPC',
    },
    AMD_55: {
      description: 'Articles of Amendment (Cooperative)',
      entityType: 'DC55',
      introContentKey: 'AMD_55',
    },
  },
  existingEntity: true,
  eligibility: {
    statusCodes: ['GOOD'],
    refusal: 'Only an entity in good standing can file an amendment.',
    otherEntityTypeRefusal: 'This amendment is for a different type of entity.',
  },
  feeCents: 2500,
  effect: { kind: 'rename' },
  fileAForm: { group: 'existing-entity', label: 'Articles of Amendment' },
  steps: [
    { segment: 'intro', title: 'Intro' },
    entityNameStep,
    { segment: 'additionalinfo', title: 'Amendments and attachments' },
    attachmentsStep,
    ...filingClosingSteps,
  ],
  // The amendment itself is written in the box or attached: one of the two is required.
  additionalInfoIsRequired: true,
  asksNameChange: true,
  sameAsFormerLabel: 'Same as a person forming',
});
