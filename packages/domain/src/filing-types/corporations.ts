// The three domestic formations other than the LLC (DPC, DNC, DC55; 11 numbered steps each). They
// share the LLC's steps without management; step 5 is each type's own (shares, voting and assets,
// purpose and directors), and the cooperative has no additional-information step, so its
// attachments page is reached directly and is optional.
import { defineFilingType } from './define-filing-type.ts';
import { additionalInfoStep, attachmentsStep } from '../steps/additional-info.ts';
import { entityNameStep } from '../steps/entity-name.ts';
import { principalOfficeStep } from '../steps/principal-office.ts';
import { registeredAgentStep } from '../steps/registered-agent.ts';
import { filingClosingSteps } from './shared-steps.ts';
import type { StepSource } from './types.ts';

/** Steps 1 to 4: entity name, principal office, registered agent, incorporators. */
const leadingSteps: readonly StepSource[] = [
  entityNameStep,
  principalOfficeStep,
  registeredAgentStep,
  { segment: 'formation', title: 'Incorporators' },
];

const sameAsFormerLabel = 'Same as an incorporator';

/** Articles of Incorporation for a domestic profit corporation (DPC). */
export const dpcFilingType = defineFilingType({
  filingType: 'dpc',
  title: 'Articles of Incorporation for a Profit Corporation',
  entityType: 'DPC',
  domesticFlag: 'Y',
  transactionType: 'ARTINC_PC',
  transactions: {
    ARTINC_PC: {
      description: 'Articles of Incorporation for a Profit Corporation',
      entityType: 'DPC',
    },
  },
  existingEntity: false,
  feeCents: 5000,
  effect: { kind: 'create-entity' },
  fileAForm: { group: 'new-entity', label: 'Articles of Incorporation for a Profit Corporation' },
  steps: [
    ...leadingSteps,
    { segment: 'shares' },
    additionalInfoStep,
    attachmentsStep,
    ...filingClosingSteps,
  ],
  sameAsFormerLabel,
});

/** Articles of Incorporation for a nonprofit corporation (DNC). */
export const dncFilingType = defineFilingType({
  filingType: 'dnc',
  title: 'Articles of Incorporation for a Nonprofit Corporation',
  entityType: 'DNC',
  domesticFlag: 'Y',
  transactionType: 'ARTINC_NPC',
  transactions: {
    ARTINC_NPC: {
      description: 'Articles of Incorporation for a Nonprofit Corporation',
      entityType: 'DNC',
    },
  },
  existingEntity: false,
  feeCents: 5000,
  effect: { kind: 'create-entity' },
  fileAForm: {
    group: 'new-entity',
    label: 'Articles of Incorporation for a Nonprofit Corporation',
  },
  steps: [
    ...leadingSteps,
    { segment: 'votingassets' },
    additionalInfoStep,
    attachmentsStep,
    ...filingClosingSteps,
  ],
  sameAsFormerLabel,
});

/** Articles of Incorporation for an Article 55 cooperative association (DC55). */
export const dc55FilingType = defineFilingType({
  filingType: 'dc55',
  title: 'Articles of Incorporation for a Cooperative',
  entityType: 'DC55',
  domesticFlag: 'Y',
  transactionType: 'ARTINC_55',
  transactions: {
    ARTINC_55: { description: 'Articles of Incorporation for a Cooperative', entityType: 'DC55' },
  },
  existingEntity: false,
  feeCents: 5000,
  effect: { kind: 'create-entity' },
  fileAForm: {
    group: 'new-entity',
    label: 'Articles of Incorporation for a Cooperative (Article 55)',
  },
  steps: [
    ...leadingSteps,
    { segment: 'purposedirectors' },
    // Step 6 of its own: there is no additional-information step before it.
    { ...attachmentsStep, sharesNumberWithPrevious: false },
    ...filingClosingSteps,
  ],
  sameAsFormerLabel,
});
