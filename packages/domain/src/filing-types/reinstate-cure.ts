// Articles of Reinstatement and Statement Curing Delinquency (spec/000 section 2, "Reinstatement
// (reinstate/*)" and "Cure (cure/*)"; section 4 for the order with the administrators' check).
import { attachmentsStepApplies } from './attachments-rule.ts';
import type { FilingPages, FilingTypeDefinition, StepContext, StepDefinition } from './types.ts';

/** True when the filing's entity needs the administrators' fraud check (email and affidavit steps). */
function needsAdminFraudCheck({ values }: StepContext): boolean {
  return values.filingState.adminFraudCheck;
}

function pagesFor(hasStatute: boolean): FilingPages {
  return {
    hasEntityName: false,
    hasStaticEntityName: true,
    hasStatute,
    hasPoa: true,
    hasRegisteredAgent: true,
    // Email and private attachments apply only with adminFraudCheck (see the steps' `when`).
    hasEmail: true,
    hasManagement: false,
    hasFormation: false,
    hasShares: false,
    hasVotingAssets: false,
    hasPurposeDirectors: false,
    hasAdditionalInfo: true,
    hasAttachment: true,
    hasPrivateAttachment: true,
    additionalInfoIsRequired: false,
    hasEffectiveDate: true,
    hasFilers: true,
  };
}

function stepsFor(introTitle: string, hasStatute: boolean): StepDefinition[] {
  return [
    { segment: 'intro', title: introTitle },
    {
      segment: 'entityname',
      page: 'staticentityname',
      title: 'Entity name',
      stepLabel: 'Step 1 of 9',
      // The page edits the name after the filing too; for reinstatement the statute is the slice
      // its schema checks, so server errors on it land on this page's review section.
      slice: hasStatute ? 'statute' : 'entityName',
      when: ({ pages }) => pages.hasStaticEntityName,
    },
    {
      segment: 'principalofficeaddress',
      title: 'Principal office address',
      stepLabel: 'Step 2 of 9',
      slice: 'principalOffice',
      when: ({ pages }) => pages.hasPoa,
    },
    {
      segment: 'registeredagent',
      title: 'Registered agent',
      stepLabel: 'Step 3 of 9',
      slice: 'registeredAgent',
      when: ({ pages }) => pages.hasRegisteredAgent,
    },
    {
      segment: 'email',
      title: 'Email for processing notifications',
      stepLabel: 'Step 4 of 9',
      slice: 'email',
      when: (context) => context.pages.hasEmail && needsAdminFraudCheck(context),
    },
    {
      segment: 'privateattachments',
      title: 'Affidavit and ID attachments',
      stepLabel: 'Step 4 of 9',
      slice: 'additionalInfo',
      when: (context) => context.pages.hasPrivateAttachment && needsAdminFraudCheck(context),
    },
    {
      segment: 'additionalinfo',
      title: 'Additional information',
      stepLabel: 'Step 4 of 9',
      slice: 'additionalInfo',
      when: ({ pages }) => pages.hasAdditionalInfo,
    },
    {
      segment: 'attachments',
      title: 'Attachments',
      stepLabel: 'Step 4 of 9',
      slice: 'additionalInfo',
      when: attachmentsStepApplies,
    },
    {
      segment: 'effectivedate',
      title: 'Delayed effective date',
      stepLabel: 'Step 5 of 9',
      slice: 'effectiveDate',
      when: ({ pages }) => pages.hasEffectiveDate,
    },
    {
      segment: 'filer',
      title: 'Filer',
      stepLabel: 'Step 6 of 9',
      slice: 'filers',
      when: ({ pages }) => pages.hasFilers,
    },
    {
      segment: 'notifications',
      title: 'Notifications',
      stepLabel: 'Step 7 of 9',
      slice: 'notifications',
    },
    { segment: 'filingreview', title: 'Review', stepLabel: 'Step 8 of 9' },
    { segment: 'receipt', title: 'Receipt', stepLabel: 'Step 9 of 9' },
    { segment: 'whatsnext', title: 'Congratulations' },
  ];
}

/** Articles of Reinstatement: returns a dissolved entity to Good Standing, under a new name if need be. */
export const reinstateFilingType: FilingTypeDefinition = {
  filingType: 'reinstate',
  title: 'Articles of Reinstatement',
  // The entity's own type is taken from its summary when the filing starts.
  entityType: '',
  domesticFlag: '',
  transactionType: 'REINSTATE',
  transactionDescription: 'Articles of Reinstatement',
  existingEntity: true,
  pages: pagesFor(true),
  steps: stepsFor('Reinstate Intro', true),
  // The old name may have been taken while the entity was dissolved.
  renameAllowed: true,
  formerLabel: { plural: 'Persons forming', sameAs: 'Same as a person forming' },
};

/** Statement Curing Delinquency: returns a delinquent entity to Good Standing. */
export const cureFilingType: FilingTypeDefinition = {
  filingType: 'cure',
  title: 'Statement Curing Delinquency',
  entityType: '',
  domesticFlag: '',
  transactionType: 'CURE_DLNQ',
  transactionDescription: 'Statement Curing Delinquency',
  existingEntity: true,
  pages: pagesFor(false),
  steps: stepsFor('Cure Intro', false),
  formerLabel: { plural: 'Persons forming', sameAs: 'Same as a person forming' },
};
