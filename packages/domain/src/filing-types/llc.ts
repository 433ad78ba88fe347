import { defineFilingType } from './define-filing-type.ts';
import { additionalInfoStep, attachmentsStep } from '../steps/additional-info.ts';
import { entityNameStep } from '../steps/entity-name.ts';
import { principalOfficeStep } from '../steps/principal-office.ts';
import { registeredAgentStep } from '../steps/registered-agent.ts';
import { filingClosingSteps } from './shared-steps.ts';
import { filingTypeText } from './filing-type-text.ts';

/** Articles of Organization for a limited liability company: a wizard of 11 numbered steps. */
export const llcFilingType = defineFilingType({
  filingType: 'llc',
  title: filingTypeText.llc.title,
  entityType: 'DLLC',
  domesticFlag: 'N',
  transactionType: 'ARTORG_LLC',
  transactions: {
    ARTORG_LLC: { description: filingTypeText.llc.transactions.ARTORG_LLC, entityType: 'DLLC' },
  },
  existingEntity: false,
  feeCents: 5000,
  effect: { kind: 'create-entity' },
  fileAForm: { group: 'new-entity', label: filingTypeText.llc.fileAForm },
  steps: [
    entityNameStep,
    principalOfficeStep,
    registeredAgentStep,
    { segment: 'management' },
    { segment: 'formation' },
    additionalInfoStep,
    attachmentsStep,
    ...filingClosingSteps,
  ],
  sameAsFormerLabel: filingTypeText.sameAsFormer.personForming,
});
