// Registry staff accounts: the rules of the sign-in, reset and change-password forms as zod/mini
// schemas that the browser's forms and the server's calls share, and the words the product leaves
// unworded for staff (its sign-in messages are the filers').
import * as z from 'zod/mini';
import { isValidEmail } from './email.ts';
import { messages } from './messages.ts';
import { invalidCharactersIn } from './text-rules.ts';

/** Usernames, emails and ids: 3 to 200 characters. */
export const STAFF_NAME_MIN = 3;
export const STAFF_NAME_MAX = 200;
/** Passwords: 8 to 250 characters; a new password at least 8. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 250;

/** Staff sign-in and account words the product does not give. */
export const staffMessages = {
  /** Registrar's own wording (the product's sign-in asks filers for an email). */
  enterUsername: 'Enter your username.',
  /** Registrar's own wording: the staff form of 'Email or password is invalid'. */
  signInInvalid: 'Username or password is invalid',
  /** Registrar's own wording: an email field of the user manager left empty. */
  enterEmail: 'Enter an email address.',
  usernameTaken: 'That username is already in use.',
  cannotDemoteSelf: 'You cannot remove your own administrator role or disable your own account.',
  setupLinkUnusable:
    'This setup link has already been used or has expired. Start the server again for a new one, or create an administrator from the command line.',
  administratorExists: 'An administrator already exists. Sign in instead.',
  passwordChanged: 'Your password has been changed.',
  mustChangePassword: 'Change your temporary password before you continue.',
} as const;

/** True when a new password follows the rules: letters and digits, a lower, an upper, a digit. */
export function isAcceptableNewPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /^[A-Za-z0-9]+$/.test(password) &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password)
  );
}

function text(check: (value: string) => string | null) {
  return z.string().check(
    z.superRefine((value, context) => {
      const message = check(value);
      if (message !== null) context.addIssue({ code: 'custom', message });
    }),
  );
}

/** A username or id field: required, 3 to 200 printable ASCII characters. */
function staffName(required: string) {
  return text((raw) => {
    const value = raw.trim();
    if (value === '') return required;
    const bad = invalidCharactersIn(value);
    if (bad.length > 0) return messages.invalidCharacters(bad.join(''));
    if (value.length < STAFF_NAME_MIN) return messages.minLength(STAFF_NAME_MIN);
    if (value.length > STAFF_NAME_MAX) return messages.maxLength(STAFF_NAME_MAX);
    return null;
  });
}

/** A password as typed: required, 8 to 250 printable ASCII characters (not trimmed). */
function password(required: string) {
  return text((value) => {
    if (value === '') return required;
    const bad = invalidCharactersIn(value);
    if (bad.length > 0) return messages.invalidCharacters(bad.join(''));
    if (value.length < PASSWORD_MIN) return messages.minLength(PASSWORD_MIN);
    if (value.length > PASSWORD_MAX) return messages.maxLength(PASSWORD_MAX);
    return null;
  });
}

/** The current password of a change-password call or form ('Enter a current password'). */
export const currentPasswordField = password(messages.enterCurrentPassword);

/** A new password by `rule`: anything the rule refuses is 'Invalid new password'. */
export function newPasswordField(rule: (value: string) => boolean) {
  return text((value) => (rule(value) ? null : messages.invalidNewPassword));
}

/** A staff member's new password: required, then the staff rules. */
const newPassword = newPasswordField(isAcceptableNewPassword);

/** An email address of the user manager: required, the standard pattern, at most 200. */
function staffEmail(required: string) {
  return text((raw) => {
    const value = raw.trim();
    if (value === '') return required;
    if (value.length > STAFF_NAME_MAX || !isValidEmail(value)) return messages.invalidEmailEntered;
    return null;
  });
}

/** The staff sign-in form and call body. */
export const staffSignInSchema = z.object({
  username: staffName(staffMessages.enterUsername),
  password: password(messages.enterPassword),
});
export type StaffSignIn = z.output<typeof staffSignInSchema>;

/** The admin reset form and call body: userId and email. */
export const passwordResetSchema = z.object({
  userId: staffName(staffMessages.enterUsername),
  email: staffEmail(staffMessages.enterEmail),
});
export type PasswordResetRequest = z.output<typeof passwordResetSchema>;

/** The change-password call body: userId, password, newPassword. */
export const passwordChangeSchema = z.object({
  userId: z.optional(z.string().check(z.maxLength(STAFF_NAME_MAX))),
  password: currentPasswordField,
  newPassword,
});

/** The retyped new password: required, and equal to the new one ("New password entries don't match"). */
const retypedPassword = text((value) => (value === '' ? messages.newPasswordsDontMatch : null));
const retypedMatchesNew = z.superRefine(
  (values: { newPassword: string; retypedPassword: string }, context) => {
    if (values.retypedPassword !== '' && values.retypedPassword !== values.newPassword) {
      context.addIssue({
        code: 'custom',
        message: messages.newPasswordsDontMatch,
        path: ['retypedPassword'],
      });
    }
  },
);

/**
 * A change-password form: the current password, the new one by `rule`, and the
 * new one typed again, equal. Staff and filers each give their own rule for the new password.
 */
export function changePasswordFormSchema(rule: (value: string) => boolean) {
  return z
    .object({
      password: currentPasswordField,
      newPassword: newPasswordField(rule),
      retypedPassword,
    })
    .check(retypedMatchesNew);
}

/** The staff change-password form: the call's fields and the new password typed again, equal. */
export const passwordChangeFormSchema = changePasswordFormSchema(isAcceptableNewPassword);
export type PasswordChangeForm = z.output<typeof passwordChangeFormSchema>;

/** The first administrator's form on a setup link (and the command line's checks). */
export const firstAdministratorSchema = z
  .object({
    username: staffName(staffMessages.enterUsername),
    email: staffEmail(staffMessages.enterEmail),
    newPassword,
    retypedPassword,
  })
  .check(retypedMatchesNew);
export type FirstAdministrator = z.output<typeof firstAdministratorSchema>;

/** Roles a staff account can hold. */
export const staffRoleSchema = z.enum(['admin']);

/** Optional profile fields of a staff account. */
const profileName = z.string().check(z.trim(), z.maxLength(STAFF_NAME_MAX));
const bsfId = z.nullable(z.string().check(z.trim(), z.maxLength(STAFF_NAME_MAX)));

/** A new staff account made by an administrator (its temporary password is emailed). */
export const createStaffUserSchema = z.object({
  username: staffName(staffMessages.enterUsername),
  email: staffEmail(staffMessages.enterEmail),
  firstName: z._default(profileName, ''),
  lastName: z._default(profileName, ''),
  bsfId: z._default(bsfId, null),
  roles: z._default(z.array(staffRoleSchema), []),
});

/** Changes to a staff account; fields left out stay as they are. */
export const updateStaffUserSchema = z.object({
  id: z.uuid('Give the id of the user to change.'),
  email: z.optional(staffEmail(staffMessages.enterEmail)),
  firstName: z.optional(profileName),
  lastName: z.optional(profileName),
  bsfId: z.optional(bsfId),
  roles: z.optional(z.array(staffRoleSchema)),
  disabled: z.optional(z.boolean()),
});

/** A staff account as the user manager shows it: never a password or its hash. */
export const staffUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  bsfId: z.nullable(z.string()),
  roles: z.array(z.string()),
  disabled: z.boolean(),
  locked: z.boolean(),
  signsInWith: z.enum(['password', 'identity-provider']),
});
export type StaffUser = z.output<typeof staffUserSchema>;
