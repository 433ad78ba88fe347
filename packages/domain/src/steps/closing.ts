// How every filing closes before review: when it takes effect, who files it, and who is told.
import type { EffectiveDateValues, FilersValues, NotificationsValues } from '../model.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { stepText } from './step-text.ts';

export const effectiveDateSlice = defineSlice({
  key: 'effectiveDate',
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
  title: stepText.titles.effectivedate,
  slices: [effectiveDateSlice],
  slice: 'effectiveDate',
});

export const filersSlice = defineSlice({
  key: 'filers',
  empty: (): FilersValues => ({ perjuryNoticeAffirmed: false, filers: [] }),
});

export const filerStep = defineStep({
  page: 'filer',
  title: stepText.titles.filer,
  reviewTitle: stepText.reviewTitles.filer,
  slices: [filersSlice],
  slice: 'filers',
});

export const notificationsSlice = defineSlice({
  key: 'notifications',
  empty: (): NotificationsValues => ({
    emailNotificationRadio: null,
    textNotificationRadio: null,
    emails: [],
    texts: [],
  }),
});

export const notificationsStep = defineStep({
  page: 'notifications',
  title: stepText.titles.notifications,
  slices: [notificationsSlice],
  slice: 'notifications',
});
