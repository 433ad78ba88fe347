import { defineFilingType } from './define-filing-type.ts';
import {
  additionalInfoStep,
  attachmentsStep,
  entityNameStep,
  filingClosingSteps,
  principalOfficeStep,
  registeredAgentStep,
} from './shared-steps.ts';

/** Articles of Organization for a limited liability company: a wizard of 11 numbered steps. */
export const llcFilingType = defineFilingType({
  filingType: 'llc',
  title: 'Articles of Organization',
  entityType: 'DLLC',
  domesticFlag: 'N',
  transactionType: 'ARTORG_LLC',
  transactions: { ARTORG_LLC: { description: 'Articles of Organization', entityType: 'DLLC' } },
  existingEntity: false,
  feeCents: 5000,
  effect: { kind: 'create-entity' },
  fileAForm: { group: 'new-entity', label: 'Articles of Organization (limited liability company)' },
  steps: [
    entityNameStep,
    principalOfficeStep,
    registeredAgentStep,
    { segment: 'management', title: 'Management', slice: 'management' },
    { segment: 'formation', title: 'Persons forming', slice: 'formation' },
    additionalInfoStep,
    attachmentsStep,
    ...filingClosingSteps,
  ],
  sameAsFormerLabel: 'Same as a person forming',
});
