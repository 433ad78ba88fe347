import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import type { NotificationsValues } from '../model.ts';
import { isValidEmail } from '../email.ts';
import { withRules, type AddIssue } from './common.ts';

export const NOTIFICATION_EMAIL_MAX_LENGTH = 150;

/** Ten digits from a phone number typed with optional parentheses, dashes or spaces; null otherwise. */
export function normalizePhoneNumber(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length === 10 ? digits : null;
}

/** What the notification entry form holds: one email and one phone number, each typed twice. */
export interface NotificationEntry {
  email: string;
  verifyEmail: string;
  textAreaCode: string;
  textThree: string;
  textFour: string;
  retypeTextAreaCode: string;
  retypeTextThree: string;
  retypeTextFour: string;
}

/** An empty notification entry form. */
export function createEmptyNotificationEntry(): NotificationEntry {
  return {
    email: '',
    verifyEmail: '',
    textAreaCode: '',
    textThree: '',
    textFour: '',
    retypeTextAreaCode: '',
    retypeTextThree: '',
    retypeTextFour: '',
  };
}

/** How the entry form treats each channel: required (Yes chosen), optional (add-another), hidden. */
export type NotificationChannelMode = 'required' | 'optional' | 'hidden';

export interface NotificationEntryOptions {
  email: NotificationChannelMode;
  text: NotificationChannelMode;
}

export const notificationEntryShape = z.object({
  email: z.string(),
  verifyEmail: z.string(),
  textAreaCode: z.string(),
  textThree: z.string(),
  textFour: z.string(),
  retypeTextAreaCode: z.string(),
  retypeTextThree: z.string(),
  retypeTextFour: z.string(),
});

function joinPhone(areaCode: string, three: string, four: string): string {
  return `${areaCode.trim()}${three.trim()}${four.trim()}`;
}

/** The ten-digit phone number an entry holds, or '' when its parts are not 3, 3 and 4 digits. */
export function entryPhoneNumber(entry: NotificationEntry): string {
  const ok =
    /^\d{3}$/.test(entry.textAreaCode.trim()) &&
    /^\d{3}$/.test(entry.textThree.trim()) &&
    /^\d{4}$/.test(entry.textFour.trim());
  return ok ? joinPhone(entry.textAreaCode, entry.textThree, entry.textFour) : '';
}

/** Checks the notification entry form: the channels chosen, each email and phone typed twice alike. */
export function checkNotificationEntry(
  entry: NotificationEntry,
  options: NotificationEntryOptions,
  add: AddIssue,
): void {
  const emailTyped = entry.email.trim() !== '' || entry.verifyEmail.trim() !== '';
  const phoneParts = [entry.textAreaCode, entry.textThree, entry.textFour];
  const retypeParts = [entry.retypeTextAreaCode, entry.retypeTextThree, entry.retypeTextFour];
  const phoneTyped = [...phoneParts, ...retypeParts].some((part) => part.trim() !== '');

  if (options.email === 'optional' && options.text === 'optional' && !emailTyped && !phoneTyped) {
    add(['email'], messages.enterEmailOrPhone);
    return;
  }
  const checkEmail = options.email === 'required' || (options.email === 'optional' && emailTyped);
  if (checkEmail) {
    const email = entry.email.trim();
    if (email === '' || email.length > NOTIFICATION_EMAIL_MAX_LENGTH || !isValidEmail(email)) {
      add(['email'], messages.enterValidEmail);
    }
    const retyped = entry.verifyEmail.trim();
    if (retyped === '') add(['verifyEmail'], messages.retypeEmail);
    else if (retyped.toLowerCase() !== email.toLowerCase())
      add(['verifyEmail'], messages.emailsDontMatch);
  }
  const checkPhone = options.text === 'required' || (options.text === 'optional' && phoneTyped);
  if (checkPhone) {
    if (entryPhoneNumber(entry) === '') add(['textAreaCode'], messages.enterValidPhone);
    const retyped = joinPhone(
      entry.retypeTextAreaCode,
      entry.retypeTextThree,
      entry.retypeTextFour,
    );
    if (retyped === '') add(['retypeTextAreaCode'], messages.retypeNumber);
    else if (retyped !== joinPhone(entry.textAreaCode, entry.textThree, entry.textFour)) {
      add(['retypeTextAreaCode'], messages.phonesDontMatch);
    }
  }
}

/** Notification entry schema for the form's current view mode. */
export function createNotificationEntrySchema(options: NotificationEntryOptions) {
  return withRules(notificationEntryShape, (entry, add) =>
    checkNotificationEntry(entry, options, add),
  );
}

export const notificationsShape = z.object({
  emailNotificationRadio: z.nullable(z.enum(['Y', 'N'])),
  textNotificationRadio: z.nullable(z.enum(['Y', 'N'])),
  emails: z.array(
    z.object({ email: z.string().check(z.meta({ maxLength: NOTIFICATION_EMAIL_MAX_LENGTH })) }),
  ),
  texts: z.array(
    z.object({
      text: z.string().check(z.meta({ pattern: '^[0-9]{10}$', description: 'Ten digits.' })),
    }),
  ),
});

/** Checks the notifications collection the step submits: a choice per channel and well-formed items. */
export function checkNotifications(values: NotificationsValues, add: AddIssue): void {
  if (values.emails.length === 0) {
    if (values.emailNotificationRadio === null)
      add(['emailNotificationRadio'], messages.chooseYesOrNo);
    else if (values.emailNotificationRadio === 'Y') add(['emails'], messages.enterValidEmail);
  }
  if (values.texts.length === 0) {
    if (values.textNotificationRadio === null)
      add(['textNotificationRadio'], messages.chooseYesOrNo);
    else if (values.textNotificationRadio === 'Y') add(['texts'], messages.enterValidPhone);
  }
  values.emails.forEach(({ email }, index) => {
    if (email.length > NOTIFICATION_EMAIL_MAX_LENGTH || !isValidEmail(email)) {
      add(['emails', index, 'email'], messages.enterValidEmail);
    }
  });
  values.texts.forEach(({ text }, index) => {
    if (!/^\d{10}$/.test(text)) add(['texts', index, 'text'], messages.enterValidPhone);
  });
}

export const notificationsSchema = withRules(notificationsShape, checkNotifications);

/** Adds an email to the list unless it is already there (case-insensitive); stored lower case. */
export function addNotificationEmail(
  emails: readonly { email: string }[],
  email: string,
): { email: string }[] {
  const normalised = email.trim().toLowerCase();
  return emails.some((item) => item.email.toLowerCase() === normalised)
    ? [...emails]
    : [...emails, { email: normalised }];
}

/** Adds a ten-digit number to the list unless it is already there. */
export function addNotificationText(
  texts: readonly { text: string }[],
  text: string,
): { text: string }[] {
  return texts.some((item) => item.text === text) ? [...texts] : [...texts, { text }];
}
