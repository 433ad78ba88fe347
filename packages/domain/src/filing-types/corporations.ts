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
import { filingTypeText } from './filing-type-text.ts';

/** Steps 1 to 4: entity name, principal office, registered agent, incorporators. */
const leadingSteps: readonly StepSource[] = [
  entityNameStep,
  principalOfficeStep,
  registeredAgentStep,
  { segment: 'formation', title: filingTypeText.corporations.formationTitle },
];

const sameAsFormerLabel = filingTypeText.sameAsFormer.incorporator;

/** Articles of Incorporation for a domestic profit corporation (DPC). */
export const dpcFilingType = defineFilingType({
  filingType: 'dpc',
  title: filingTypeText.dpc.title,
  entityType: 'DPC',
  domesticFlag: 'Y',
  transactionType: 'ARTINC_PC',
  transactions: {
    ARTINC_PC: {
      description: filingTypeText.dpc.transactions.ARTINC_PC,
      entityType: 'DPC',
    },
  },
  existingEntity: false,
  feeCents: 5000,
  effect: { kind: 'create-entity' },
  fileAForm: { group: 'new-entity', label: filingTypeText.dpc.fileAForm },
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
  title: filingTypeText.dnc.title,
  entityType: 'DNC',
  domesticFlag: 'Y',
  transactionType: 'ARTINC_NPC',
  transactions: {
    ARTINC_NPC: {
      description: filingTypeText.dnc.transactions.ARTINC_NPC,
      entityType: 'DNC',
    },
  },
  existingEntity: false,
  feeCents: 5000,
  effect: { kind: 'create-entity' },
  fileAForm: {
    group: 'new-entity',
    label: filingTypeText.dnc.fileAForm,
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
  title: filingTypeText.dc55.title,
  entityType: 'DC55',
  domesticFlag: 'Y',
  transactionType: 'ARTINC_55',
  transactions: {
    ARTINC_55: { description: filingTypeText.dc55.transactions.ARTINC_55, entityType: 'DC55' },
  },
  existingEntity: false,
  feeCents: 5000,
  effect: { kind: 'create-entity' },
  fileAForm: {
    group: 'new-entity',
    label: filingTypeText.dc55.fileAForm,
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
