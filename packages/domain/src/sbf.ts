// Secure Business Filing: the rules of the filer's sign-in,
// account and password fields, checked the same way by the browser and the server.
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from './email.ts';
import { changePasswordFormSchema, newPasswordField } from './staff-accounts.ts';
import { isPrintableAscii } from './text-rules.ts';
import { sbfMessages } from './messages.ts';

/** Field limits: login, ID and email fields 3-200, passwords 8-250. */
export const SBF_LIMITS = {
  emailMin: 3,
  emailMax: 200,
  passwordMin: 8,
  passwordMax: 250,
  entityNameMax: 200,
} as const;

/** The messages of the filer's sign-in and password screens, in the one catalogue of text. */
export { sbfMessages };

/** The product's message (or a plain one) for a filer's email, or null when it can be used. */
export function sbfEmailProblem(email: string): string | null {
  const value = email.trim();
  if (value === '') return sbfMessages.emailRequired;
  if (value.length < SBF_LIMITS.emailMin || value.length > SBF_LIMITS.emailMax)
    return sbfMessages.emailLength;
  if (!isPrintableAscii(value) || !EMAIL_PATTERN.test(value)) return sbfMessages.emailInvalid;
  return null;
}

/** The message for a password typed to sign in (8-250 printable ASCII), or null. */
export function sbfPasswordProblem(password: string): string | null {
  if (password === '') return sbfMessages.passwordRequired;
  if (!isPrintableAscii(password)) return sbfMessages.passwordAscii;
  if (password.length < SBF_LIMITS.passwordMin || password.length > SBF_LIMITS.passwordMax)
    return sbfMessages.passwordLength;
  return null;
}

/**
 * The message for a new password, or null: the sign-in rule plus the product's guidance (at least
 * eight characters, an upper-case letter, a lower-case letter and a number). Symbols are allowed.
 */
export function sbfNewPasswordProblem(password: string): string | null {
  const basic = sbfPasswordProblem(password);
  if (basic !== null) return basic;
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password))
    return sbfMessages.newPasswordRule;
  return null;
}

/** The message for the entity ID of a sign-in or reset (11 digits), or null. */
export function sbfEntityIdProblem(entityId: string): string | null {
  const value = entityId.trim();
  if (value === '') return sbfMessages.entityIdRequired;
  if (!/^\d{11}$/.test(value)) return sbfMessages.entityIdDigits;
  return null;
}

/** The message for the business name of a password reset, or null. */
export function sbfEntityNameProblem(name: string): string | null {
  const value = name.trim();
  if (value === '') return sbfMessages.entityNameRequired;
  if (value.length > SBF_LIMITS.entityNameMax) return sbfMessages.entityNameLength;
  return null;
}

/** A string field checked by one of the rules above, with its message when missing. */
function ruledText(problem: (value: string) => string | null, missing: string) {
  return z.string({ error: missing }).check(
    z.superRefine((value, context) => {
      const message = problem(value);
      if (message !== null) context.addIssue({ code: 'custom', message });
    }),
  );
}

/** The entity ID field of the sign-in and reset forms. */
export const sbfEntityIdField = ruledText(sbfEntityIdProblem, sbfMessages.entityIdRequired);
/** The email field (3-200, ASCII, the email pattern). */
export const sbfEmailField = ruledText(sbfEmailProblem, sbfMessages.emailRequired);
/** A password typed to sign in. */
export const sbfPasswordField = ruledText(sbfPasswordProblem, sbfMessages.passwordRequired);
/** A new password. */
export const sbfNewPasswordField = ruledText(sbfNewPasswordProblem, sbfMessages.passwordRequired);
/** The business name of a reset request. */
export const sbfEntityNameField = ruledText(sbfEntityNameProblem, sbfMessages.entityNameRequired);

/** The Log in view: entity ID, email, password. */
export const sbfSignInFormSchema = z.object({
  entityId: sbfEntityIdField,
  email: sbfEmailField,
  password: sbfPasswordField,
});

/** The Forgot password view: entity ID, business name, email. */
export const sbfResetRequestFormSchema = z.object({
  entityId: sbfEntityIdField,
  name: sbfEntityNameField,
  email: sbfEmailField,
});

/** A new password typed twice; the second must equal the first. */
const newPasswordTwice = {
  password: sbfNewPasswordField,
  retypedPassword: z.string().check(z.minLength(1, sbfMessages.retypeRequired)),
};

function retypedMatches(values: { password: string; retypedPassword: string }) {
  return values.retypedPassword === '' || values.password === values.retypedPassword;
}
const retypedProblem = { message: sbfMessages.passwordsDontMatch, path: ['retypedPassword'] };

/** The account form of the Congratulations page: email and a new password typed twice. */
export const sbfNewAccountFormSchema = z
  .object({ email: sbfEmailField, ...newPasswordTwice })
  .check(z.refine(retypedMatches, retypedProblem));

/** Whether a filer's new password follows the rule of sbfNewPasswordProblem. */
function isAcceptableFilerPassword(password: string): boolean {
  return sbfNewPasswordProblem(password) === null;
}

/**
 * A filer's change-password form: the product's messages, the
 * filer's rule for the new password (symbols allowed, as when the account was made).
 */
export const sbfChangePasswordFormSchema = changePasswordFormSchema(isAcceptableFilerPassword);

/** A filer's new password in the change-password call ('Invalid new password'). */
export const sbfChangedPasswordField = newPasswordField(isAcceptableFilerPassword);
