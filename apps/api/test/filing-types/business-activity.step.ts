// A step declared for the test that proves a new step is one module: what an entity's business
// does, and whether it employs people in Colorado. Its page is its fields, described here; its
// rules, review section and empty value are here too. Nothing else in the application names it.
import {
  defineFilingType,
  defineSlice,
  defineStep,
  defineStepRules,
  messages,
  readSlice,
  reviewStep,
  receiptStep,
  congratulationsStep,
  withRules,
  yesNoShape,
  type YesNo,
} from '@registrar/domain';
import * as z from 'zod/mini';

export const activityText = {
  title: 'Business activity',
  description: 'What the business does',
  employs: 'Does it employ people in Colorado?',
  describeIt: 'Describe what the business does.',
  tooLong: 'Describe what the business does in 300 characters or fewer.',
} as const;

const businessActivityShape = z.object({
  description: z.string(),
  employsPeopleInColorado: yesNoShape,
});

const businessActivitySlice = defineSlice({
  key: 'businessActivity',
  empty: (): { description: string; employsPeopleInColorado: YesNo | '' } => ({
    description: '',
    employsPeopleInColorado: '',
  }),
});

export const businessActivityStep = defineStep({
  page: 'businessactivity',
  title: activityText.title,
  slices: [businessActivitySlice],
  slice: 'businessActivity',
  form: {
    intro: 'Tell us what the business does now.',
    fields: [
      {
        name: 'description',
        label: activityText.description,
        kind: 'paragraph',
        required: true,
        maxLength: 300,
      },
      {
        name: 'employsPeopleInColorado',
        label: activityText.employs,
        kind: 'yesno',
        required: true,
      },
    ],
  },
});

export const businessActivityRules = defineStepRules(businessActivityStep, {
  shapes: { businessActivity: businessActivityShape },
  schema: () =>
    withRules(businessActivityShape, (values, add) => {
      if (values.description.trim() === '') add(['description'], activityText.describeIt);
      else if (values.description.length > 300) add(['description'], activityText.tooLong);
      if (values.employsPeopleInColorado === '')
        add(['employsPeopleInColorado'], messages.chooseYesOrNo);
    }),
  review: (values, text) => {
    const activity = readSlice(values, businessActivitySlice);
    const employs = activity.employsPeopleInColorado;
    return {
      rows: [
        {
          label: activityText.description,
          lines: [activity.description.trim() || text.notProvided],
          freeText: true,
        },
        {
          label: activityText.employs,
          lines: [employs === 'Y' ? text.yes : employs === 'N' ? text.no : text.notProvided],
        },
      ],
    };
  },
});

/** A Statement of Business Activity: its one step is the one above. Defined once the step is registered. */
export function activityStatementFilingType() {
  return defineFilingType({
    filingType: 'activity',
    title: 'Statement of Business Activity',
    entityType: '',
    domesticFlag: '',
    transactionType: 'ACTIVITY_STMT',
    transactions: {
      ACTIVITY_STMT: {
        description: 'Statement of Business Activity',
        entityType: '',
        introContentKey: 'ACTIVITY_STMT',
      },
    },
    existingEntity: true,
    eligibility: {
      statusCodes: ['GOOD', 'DQQ'],
      refusal: 'Only an entity in good standing or delinquent can file a statement of activity.',
    },
    feeCents: 500,
    effect: { kind: 'record-only' },
    fileAForm: { group: 'existing-entity', label: 'Statement of Business Activity' },
    steps: [
      { segment: 'intro', title: 'Activity Intro' },
      businessActivityStep,
      reviewStep,
      receiptStep,
      congratulationsStep,
    ],
    sameAsFormerLabel: 'Same as a person forming',
  });
}
