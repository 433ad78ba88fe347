// The notifications page's view modes and list changes, kept pure so each rule is tested without
// rendering.
import {
  addNotificationEmail,
  addNotificationText,
  checkNotificationEntry,
  entryPhoneNumber,
  messages,
  notificationEntryShape,
  withRules,
  type NotificationChannelMode,
  type NotificationEntry,
  type NotificationEntryOptions,
  type NotificationsValues,
  type YesNo,
} from '@registrar/domain';
import * as z from 'zod/mini';

/** initial: Yes/No per channel; addEmail / addText: one more item; list: what is signed up. */
export type NotificationView = 'initial' | 'addEmail' | 'addText' | 'list';

/** The page opens on the list when something is signed up, otherwise on the initial questions. */
export function initialView(values: NotificationsValues): NotificationView {
  return values.emails.length > 0 || values.texts.length > 0 ? 'list' : 'initial';
}

export interface Radios {
  emailNotificationRadio: YesNo | null;
  textNotificationRadio: YesNo | null;
}

function channelMode(
  view: NotificationView,
  radio: YesNo | null,
  otherRadio: YesNo | null,
): NotificationChannelMode {
  if (radio !== 'Y') return 'hidden';
  // In an add-another view with both channels open, either one may be typed (both empty is
  // 'bothEmpty').
  if ((view === 'addEmail' || view === 'addText') && otherRadio === 'Y') return 'optional';
  return 'required';
}

/** How the entry form checks each channel in a view, given the radios. */
export function entryOptions(view: NotificationView, radios: Radios): NotificationEntryOptions {
  return {
    email: channelMode(view, radios.emailNotificationRadio, radios.textNotificationRadio),
    text: channelMode(view, radios.textNotificationRadio, radios.emailNotificationRadio),
  };
}

export type NotificationForm = NotificationEntry & {
  emailNotificationRadio: YesNo | null;
  textNotificationRadio: YesNo | null;
};

const radioShape = z.nullable(z.enum(['Y', 'N']));

/** The entry form's schema for a view: a Yes/No per channel, then the entry rules of the domain. */
export function notificationFormSchema(view: NotificationView) {
  return withRules(
    z.extend(notificationEntryShape, {
      emailNotificationRadio: radioShape,
      textNotificationRadio: radioShape,
    }),
    (values, add) => {
      if (values.emailNotificationRadio === null)
        add(['emailNotificationRadio'], messages.chooseYesOrNo);
      if (values.textNotificationRadio === null)
        add(['textNotificationRadio'], messages.chooseYesOrNo);
      checkNotificationEntry(values, entryOptions(view, values), add);
    },
  );
}

/** The radios after "Add another email address" (email Yes, text No) or "Add another text number". */
export function radiosForAddView(view: 'addEmail' | 'addText'): Radios {
  return view === 'addEmail'
    ? { emailNotificationRadio: 'Y', textNotificationRadio: 'N' }
    : { emailNotificationRadio: 'N', textNotificationRadio: 'Y' };
}

/**
 * Adds what the entry holds to the lists: the email (lower case) when email is Yes and typed,
 * the number when text is Yes and typed. Duplicates are not added twice.
 */
export function addEntry(
  values: NotificationsValues,
  entry: NotificationForm,
): NotificationsValues {
  let { emails, texts } = values;
  if (entry.emailNotificationRadio === 'Y' && entry.email.trim() !== '')
    emails = addNotificationEmail(emails, entry.email);
  const phone = entryPhoneNumber(entry);
  if (entry.textNotificationRadio === 'Y' && phone !== '')
    texts = addNotificationText(texts, phone);
  return {
    emailNotificationRadio: emails.length > 0 ? 'Y' : entry.emailNotificationRadio,
    textNotificationRadio: texts.length > 0 ? 'Y' : entry.textNotificationRadio,
    emails,
    texts,
  };
}

/** Removes one email; removing the last resets the email question to unanswered. */
export function deleteEmail(values: NotificationsValues, index: number): NotificationsValues {
  const emails = values.emails.filter((_, position) => position !== index);
  return {
    ...values,
    emails,
    emailNotificationRadio: emails.length === 0 ? null : values.emailNotificationRadio,
  };
}

/** Removes one number; removing the last resets the text question to unanswered. */
export function deleteText(values: NotificationsValues, index: number): NotificationsValues {
  const texts = values.texts.filter((_, position) => position !== index);
  return {
    ...values,
    texts,
    textNotificationRadio: texts.length === 0 ? null : values.textNotificationRadio,
  };
}

/** The view after a delete: the list while anything remains, the initial questions once both lists are empty. */
export function viewAfterDelete(values: NotificationsValues): NotificationView {
  return initialView(values);
}

/** What Next submits from the initial view when both answers are No. */
export function declinedNotifications(): NotificationsValues {
  return { emailNotificationRadio: 'N', textNotificationRadio: 'N', emails: [], texts: [] };
}

/** "3035551234" as "(303) 555-1234". */
export function formatPhoneNumber(text: string): string {
  return /^\d{10}$/.test(text)
    ? `(${text.slice(0, 3)}) ${text.slice(3, 6)}-${text.slice(6)}`
    : text;
}
