import { attachmentsStepApplies } from './attachments-rule.ts';
import { formationClosingSteps, formationOpeningSteps } from './formation-shared-steps.ts';
import type { FilingPages, FilingTypeDefinition, StepDefinition } from './types.ts';

// The three domestic formations other than the LLC (spec/000 section 2, "DPC", "DNC", "DC55",
// 11 steps each). They share the LLC's steps without management; step 5 is each type's own
// (shares, voting and assets, purpose and directors), and the cooperative has no
// additional-information step, so its attachments page is reached directly and is optional.

const newEntityPages: FilingPages = {
  hasEntityName: true,
  hasStaticEntityName: false,
  hasStatute: false,
  hasPoa: true,
  hasRegisteredAgent: true,
  hasEmail: false,
  hasManagement: false,
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
};

const incorporators = { plural: 'Incorporators', sameAs: 'Same as an incorporator' };

/** Steps 1 to 4: entity name, principal office, registered agent, incorporators. */
const leadingSteps: StepDefinition[] = [
  ...formationOpeningSteps,
  {
    segment: 'formation',
    title: 'Incorporators',
    stepLabel: 'Step 4 of 11',
    slice: 'formation',
    when: ({ pages }) => pages.hasFormation,
  },
];

const additionalInfoStep: StepDefinition = {
  segment: 'additionalinfo',
  title: 'Additional information',
  stepLabel: 'Step 6 of 11',
  slice: 'additionalInfo',
  when: ({ pages }) => pages.hasAdditionalInfo,
};

const attachmentsStep: StepDefinition = {
  segment: 'attachments',
  title: 'Attachments',
  stepLabel: 'Step 6 of 11',
  slice: 'additionalInfo',
  // Without an additional-information step (cooperative) it always applies and files are optional.
  when: attachmentsStepApplies,
};

/** Articles of Incorporation for a domestic profit corporation (spec/000 section 2, "DPC"). */
export const dpcFilingType: FilingTypeDefinition = {
  filingType: 'dpc',
  title: 'Articles of Incorporation for a Profit Corporation',
  entityType: 'DPC',
  domesticFlag: 'Y',
  transactionType: 'ARTINC_PC',
  transactionDescription: 'Articles of Incorporation for a Profit Corporation',
  existingEntity: false,
  pages: { ...newEntityPages, hasShares: true },
  steps: [
    ...leadingSteps,
    {
      segment: 'shares',
      title: 'Shares',
      stepLabel: 'Step 5 of 11',
      slice: 'shares',
      when: ({ pages }) => pages.hasShares,
    },
    additionalInfoStep,
    attachmentsStep,
    ...formationClosingSteps,
  ],
  formerLabel: incorporators,
};

/** Articles of Incorporation for a nonprofit corporation (spec/000 section 2, "DNC"). */
export const dncFilingType: FilingTypeDefinition = {
  filingType: 'dnc',
  title: 'Articles of Incorporation for a Nonprofit Corporation',
  entityType: 'DNC',
  domesticFlag: 'Y',
  transactionType: 'ARTINC_NPC',
  transactionDescription: 'Articles of Incorporation for a Nonprofit Corporation',
  existingEntity: false,
  pages: { ...newEntityPages, hasVotingAssets: true },
  steps: [
    ...leadingSteps,
    {
      segment: 'votingassets',
      title: 'Voting & assets',
      stepLabel: 'Step 5 of 11',
      slice: 'votingAssets',
      when: ({ pages }) => pages.hasVotingAssets,
    },
    additionalInfoStep,
    attachmentsStep,
    ...formationClosingSteps,
  ],
  formerLabel: incorporators,
};

/** Articles of Incorporation for an Article 55 cooperative association (spec/000 section 2, "DC55"). */
export const dc55FilingType: FilingTypeDefinition = {
  filingType: 'dc55',
  title: 'Articles of Incorporation for a Cooperative',
  entityType: 'DC55',
  domesticFlag: 'Y',
  transactionType: 'ARTINC_55',
  transactionDescription: 'Articles of Incorporation for a Cooperative',
  existingEntity: false,
  pages: { ...newEntityPages, hasPurposeDirectors: true, hasAdditionalInfo: false },
  steps: [
    ...leadingSteps,
    {
      segment: 'purposedirectors',
      title: 'Purpose and directors',
      stepLabel: 'Step 5 of 11',
      slice: 'purposeDirectors',
      when: ({ pages }) => pages.hasPurposeDirectors,
    },
    attachmentsStep,
    ...formationClosingSteps,
  ],
  formerLabel: incorporators,
};
