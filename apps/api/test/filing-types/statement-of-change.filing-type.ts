// A filing type declared for the test that proves a new type is one file: a Statement of Change
// of an entity's principal office and registered agent, made of steps other types already use.
import {
  closingSteps,
  defineFilingType,
  effectiveDateStep,
  filerStep,
  notificationsStep,
  principalOfficeStep,
  registeredAgentStep,
} from '@registrar/domain';

export const statementOfChangeFilingType = defineFilingType({
  filingType: 'change',
  title: 'Statement of Change',
  entityType: '',
  domesticFlag: '',
  transactionType: 'CHG_OFFICE_AGENT',
  transactions: {
    CHG_OFFICE_AGENT: {
      description: 'Statement of Change (principal office and registered agent)',
      entityType: '',
      introContentKey: 'CHG_OFFICE_AGENT',
    },
  },
  existingEntity: true,
  eligibility: {
    statusCodes: ['GOOD', 'DQQ'],
    refusal: 'Only an entity in good standing or delinquent can file a statement of change.',
  },
  feeCents: 1000,
  effect: { kind: 'update-office-and-agent' },
  fileAForm: { group: 'existing-entity', label: 'Statement of Change' },
  steps: [
    { segment: 'intro', title: 'Change Intro' },
    principalOfficeStep,
    registeredAgentStep,
    effectiveDateStep,
    filerStep,
    notificationsStep,
    ...closingSteps,
  ],
  sameAsFormerLabel: 'Same as a person forming',
});
