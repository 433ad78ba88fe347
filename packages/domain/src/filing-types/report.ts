import type { FilingTypeDefinition } from './types.ts';

/** The periodic report of an existing entity (spec/000 section 2, "Periodic report (report/*)"). */
export const reportFilingType: FilingTypeDefinition = {
  filingType: 'report',
  title: 'Periodic report',
  // The entity's own type is taken from its summary when the filing starts.
  entityType: '',
  domesticFlag: '',
  transactionType: 'REPORT',
  transactionDescription: 'Periodic report',
  existingEntity: true,
  // Spec/000 section 3: for a periodic report the enabled pages are principal office address,
  // registered agent and filers only.
  pages: {
    hasEntityName: false,
    hasStaticEntityName: false,
    hasStatute: false,
    hasPoa: true,
    hasRegisteredAgent: true,
    hasEmail: false,
    hasManagement: false,
    hasFormation: false,
    hasShares: false,
    hasVotingAssets: false,
    hasPurposeDirectors: false,
    hasAdditionalInfo: false,
    hasAttachment: false,
    hasPrivateAttachment: false,
    additionalInfoIsRequired: false,
    hasEffectiveDate: false,
    hasFilers: true,
  },
  steps: [
    { segment: 'reportintro', title: 'Report Intro' },
    {
      segment: 'principalofficeaddress',
      title: 'Principal office address',
      stepLabel: 'Step 1 of 6',
      slice: 'principalOffice',
      when: ({ pages }) => pages.hasPoa,
    },
    {
      segment: 'registeredagent',
      title: 'Registered agent',
      stepLabel: 'Step 2 of 6',
      slice: 'registeredAgent',
      when: ({ pages }) => pages.hasRegisteredAgent,
    },
    {
      segment: 'filer',
      title: 'Filer',
      stepLabel: 'Step 3 of 6',
      slice: 'filers',
      when: ({ pages }) => pages.hasFilers,
    },
    {
      segment: 'notifications',
      title: 'Notifications',
      stepLabel: 'Step 4 of 6',
      slice: 'notifications',
    },
    { segment: 'filingreview', title: 'Review', stepLabel: 'Step 5 of 6' },
    { segment: 'receipt', title: 'Receipt', stepLabel: 'Step 6 of 6' },
    { segment: 'whatsnext', title: 'Congratulations' },
  ],
  formerLabel: { plural: 'Persons forming', sameAs: 'Same as a person forming' },
};
