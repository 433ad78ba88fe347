import { attachmentsStepApplies } from './attachments-rule.ts';
import type { FilingTypeDefinition } from './types.ts';

/** Articles of Amendment for an LLC, a nonprofit or a cooperative (spec/000 section 2, "Amendment wizard (amend/*), 7 steps"). */
export const amendFilingType: FilingTypeDefinition = {
  filingType: 'amend',
  title: 'Articles of Amendment',
  // The entity's own type is taken from its summary; the transaction type says which it must be.
  entityType: '',
  domesticFlag: '',
  transactionType: 'AMD_LLC',
  transactionDescription: 'Articles of Amendment (Limited Liability Company)',
  transactionTypes: {
    AMD_LLC: {
      description: 'Articles of Amendment (Limited Liability Company)',
      entityType: 'DLLC',
    },
    AMD_NPC: { description: 'Articles of Amendment (Nonprofit Corporation)', entityType: 'DNC' },
    AMD_55: { description: 'Articles of Amendment (Cooperative)', entityType: 'DC55' },
  },
  asksNameChange: true,
  existingEntity: true,
  pages: {
    hasEntityName: true,
    hasStaticEntityName: false,
    hasStatute: false,
    hasPoa: false,
    hasRegisteredAgent: false,
    hasEmail: false,
    hasManagement: false,
    hasFormation: false,
    hasShares: false,
    hasVotingAssets: false,
    hasPurposeDirectors: false,
    hasAdditionalInfo: true,
    hasAttachment: true,
    hasPrivateAttachment: false,
    // The amendment itself is written in the box or attached (spec/000 section 5).
    additionalInfoIsRequired: true,
    hasEffectiveDate: true,
    hasFilers: true,
  },
  steps: [
    { segment: 'intro', title: 'Intro' },
    {
      segment: 'entityname',
      title: 'Entity name',
      stepLabel: 'Step 1 of 7',
      slice: 'entityName',
      when: ({ pages }) => pages.hasEntityName,
    },
    {
      segment: 'additionalinfo',
      title: 'Amendments and attachments',
      stepLabel: 'Step 2 of 7',
      slice: 'additionalInfo',
      when: ({ pages }) => pages.hasAdditionalInfo,
    },
    {
      segment: 'attachments',
      title: 'Attachments',
      stepLabel: 'Step 2 of 7',
      slice: 'additionalInfo',
      // Reached only by answering Yes to "attach files?" on the amendments step.
      when: attachmentsStepApplies,
    },
    {
      segment: 'effectivedate',
      title: 'Delayed effective date',
      stepLabel: 'Step 3 of 7',
      slice: 'effectiveDate',
      when: ({ pages }) => pages.hasEffectiveDate,
    },
    {
      segment: 'filer',
      title: 'Filer',
      stepLabel: 'Step 4 of 7',
      slice: 'filers',
      when: ({ pages }) => pages.hasFilers,
    },
    {
      segment: 'notifications',
      title: 'Notifications',
      stepLabel: 'Step 5 of 7',
      slice: 'notifications',
    },
    { segment: 'filingreview', title: 'Review', stepLabel: 'Step 6 of 7' },
    { segment: 'receipt', title: 'Receipt', stepLabel: 'Step 7 of 7' },
    { segment: 'whatsnext', title: 'Congratulations' },
  ],
  formerLabel: { plural: 'Persons forming', sameAs: 'Same as a person forming' },
};
