import { attachmentsStepApplies } from './attachments-rule.ts';
import { formationClosingSteps, formationOpeningSteps } from './formation-shared-steps.ts';
import type { FilingTypeDefinition } from './types.ts';

/** Articles of Organization for a limited liability company (spec/000 section 2, "LLC (llc/*), 11 steps"). */
export const llcFilingType: FilingTypeDefinition = {
  filingType: 'llc',
  title: 'Articles of Organization',
  entityType: 'DLLC',
  domesticFlag: 'N',
  transactionType: 'ARTORG_LLC',
  transactionDescription: 'Articles of Organization',
  existingEntity: false,
  pages: {
    hasEntityName: true,
    hasStaticEntityName: false,
    hasStatute: false,
    hasPoa: true,
    hasRegisteredAgent: true,
    hasEmail: false,
    hasManagement: true,
    hasFormation: true,
    hasShares: false,
    hasVotingAssets: false,
    hasPurposeDirectors: false,
    hasAdditionalInfo: true,
    hasAttachment: true,
    hasPrivateAttachment: false,
    additionalInfoIsRequired: false,
    hasEffectiveDate: true,
    hasFilers: true,
  },
  steps: [
    ...formationOpeningSteps,
    {
      segment: 'management',
      title: 'Management',
      stepLabel: 'Step 4 of 11',
      slice: 'management',
      when: ({ pages }) => pages.hasManagement,
    },
    {
      segment: 'formation',
      title: 'Persons forming',
      stepLabel: 'Step 5 of 11',
      slice: 'formation',
      when: ({ pages }) => pages.hasFormation,
    },
    {
      segment: 'additionalinfo',
      title: 'Additional information',
      stepLabel: 'Step 6 of 11',
      slice: 'additionalInfo',
      when: ({ pages }) => pages.hasAdditionalInfo,
    },
    {
      segment: 'attachments',
      title: 'Attachments',
      stepLabel: 'Step 6 of 11',
      slice: 'additionalInfo',
      // Reached only by answering Yes to "attach files?" on additional information.
      when: attachmentsStepApplies,
    },
    ...formationClosingSteps,
  ],
  formerLabel: { plural: 'Persons forming', sameAs: 'Same as a person forming' },
};
