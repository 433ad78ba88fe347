// The rules of what closing.ts declares: the structure of its slices, the rules of its forms, its
// review sections and completeness codes.
import { addressLines, displayName } from '../display.ts';
import { createEffectiveDateSchema, effectiveDateShape } from '../schemas/effective-date.ts';
import { defineStepRules } from './define-step.ts';
import {
  effectiveDateSlice,
  effectiveDateStep,
  filerStep,
  filersSlice,
  notificationsSlice,
  notificationsStep,
} from './closing.ts';
import { filersSchema, filersShape } from '../schemas/filers.ts';
import { formatPhone, orNotProvided } from '../review/review-rows.ts';
import { notificationsSchema, notificationsShape } from '../schemas/notifications.ts';
import { readSlice } from './read-slice.ts';

export const effectiveDateRules = defineStepRules(effectiveDateStep, {
  shapes: { effectiveDate: effectiveDateShape },
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

export const filerRules = defineStepRules(filerStep, {
  shapes: { filers: filersShape },
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

export const notificationsRules = defineStepRules(notificationsStep, {
  shapes: { notifications: notificationsShape },
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
