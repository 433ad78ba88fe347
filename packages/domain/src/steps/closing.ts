// How every filing closes before review: when it takes effect, who files it, and who is told.
import { addressLines, displayName } from '../display.ts';
import type { EffectiveDateValues, FilersValues, NotificationsValues } from '../model.ts';
import { formatPhone, orNotProvided } from '../review/review-rows.ts';
import { createEffectiveDateSchema, effectiveDateShape } from '../schemas/effective-date.ts';
import { filersSchema, filersShape } from '../schemas/filers.ts';
import { notificationsSchema, notificationsShape } from '../schemas/notifications.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { readSlice } from './read-slice.ts';

export const effectiveDateSlice = defineSlice({
  key: 'effectiveDate',
  shape: effectiveDateShape,
  empty: (): EffectiveDateValues => ({
    effectiveAtTimeOfFilingRadio: '',
    effectiveDateAsEntered: '',
    effectiveDate: '',
    effectiveTime: '',
    effectiveDateTime: '',
    effectiveDateTimeDisplay: '',
    effectiveMaxDateTimeDisplay: '',
  }),
});

export const effectiveDateStep = defineStep({
  page: 'effectivedate',
  title: 'Delayed effective date',
  slices: [effectiveDateSlice],
  slice: 'effectiveDate',
  // The 90-day maximum holds here; a filing already pending on the record asks for a date.
  schema: ({ values, now }) =>
    createEffectiveDateSchema({
      enforceMaximum: true,
      ...(now === undefined ? {} : { now }),
      ...(values === undefined ? {} : { cfdEffectiveDate: values.filingState.cfdEffectiveDate }),
    }),
  review: (values, text) => {
    const effectiveDate = readSlice(values, effectiveDateSlice);
    const answer = effectiveDate.effectiveAtTimeOfFilingRadio;
    const lines =
      answer === 'Y'
        ? [text.values.atTimeOfFiling]
        : answer === 'N'
          ? orNotProvided(
              effectiveDate.effectiveDateTimeDisplay || effectiveDate.effectiveDateAsEntered,
              text,
            )
          : // With a filing pending on the record the date is asked without the question.
            orNotProvided(effectiveDate.effectiveDateTimeDisplay, text);
    return { rows: [{ label: text.labels.effective, lines }] };
  },
  completeness: { codes: ['DED_MISSING'] },
});

export const filersSlice = defineSlice({
  key: 'filers',
  shape: filersShape,
  empty: (): FilersValues => ({ perjuryNoticeAffirmed: false, filers: [] }),
});

export const filerStep = defineStep({
  page: 'filer',
  title: 'Filer',
  reviewTitle: 'Filer information',
  slices: [filersSlice],
  slice: 'filers',
  schema: () => filersSchema,
  review: (values, text) => {
    const filers = readSlice(values, filersSlice);
    return {
      rows: [
        {
          label: text.labels.perjuryNoticeAffirmed,
          lines: [filers.perjuryNoticeAffirmed ? text.yes : text.no],
        },
        ...(filers.filers.length === 0
          ? [{ label: text.labels.filer(1), lines: [text.notProvided] }]
          : filers.filers.map((filer, index) => ({
              label: text.labels.filer(index + 1),
              lines: [
                ...orNotProvided(displayName(filer.nameValues.name), text),
                ...addressLines(filer.addressValues.streetAddress),
              ],
            }))),
      ],
      note: text.notes.perjury,
    };
  },
  completeness: { codes: ['FILER_MISSING'] },
});

export const notificationsSlice = defineSlice({
  key: 'notifications',
  shape: notificationsShape,
  empty: (): NotificationsValues => ({
    emailNotificationRadio: null,
    textNotificationRadio: null,
    emails: [],
    texts: [],
  }),
});

export const notificationsStep = defineStep({
  page: 'notifications',
  title: 'Notifications',
  slices: [notificationsSlice],
  slice: 'notifications',
  schema: () => notificationsSchema,
  review: (values, text) => {
    const { emails, texts } = readSlice(values, notificationsSlice);
    return {
      rows: [
        {
          label: text.labels.emails,
          lines: emails.length === 0 ? [text.none] : emails.map((item) => item.email),
        },
        {
          label: text.labels.texts,
          lines: texts.length === 0 ? [text.none] : texts.map((item) => formatPhone(item.text)),
        },
      ],
      note: text.notes.notifications,
      public: false,
    };
  },
});
