import type { StepDefinition } from './types.ts';

/** Steps 1 to 3, the same in every new-entity formation (spec/000 section 2). */
export const formationOpeningSteps: readonly StepDefinition[] = [
  {
    segment: 'entityname',
    title: 'Entity name',
    stepLabel: 'Step 1 of 11',
    slice: 'entityName',
    when: ({ pages }) => pages.hasEntityName,
  },
  {
    segment: 'principalofficeaddress',
    title: 'Principal office address',
    stepLabel: 'Step 2 of 11',
    slice: 'principalOffice',
    when: ({ pages }) => pages.hasPoa,
  },
  {
    segment: 'registeredagent',
    title: 'Registered agent',
    stepLabel: 'Step 3 of 11',
    slice: 'registeredAgent',
    when: ({ pages }) => pages.hasRegisteredAgent,
  },
];

/** Steps 7 to 11 and Congratulations, the same in every new-entity formation (spec/000 section 2). */
export const formationClosingSteps: readonly StepDefinition[] = [
  {
    segment: 'effectivedate',
    title: 'Delayed effective date',
    stepLabel: 'Step 7 of 11',
    slice: 'effectiveDate',
    when: ({ pages }) => pages.hasEffectiveDate,
  },
  {
    segment: 'filer',
    title: 'Filer',
    stepLabel: 'Step 8 of 11',
    slice: 'filers',
    when: ({ pages }) => pages.hasFilers,
  },
  {
    segment: 'notifications',
    title: 'Notifications',
    stepLabel: 'Step 9 of 11',
    slice: 'notifications',
  },
  { segment: 'filingreview', title: 'Review', stepLabel: 'Step 10 of 11' },
  { segment: 'receipt', title: 'Receipt', stepLabel: 'Step 11 of 11' },
  { segment: 'whatsnext', title: 'Congratulations' },
];
