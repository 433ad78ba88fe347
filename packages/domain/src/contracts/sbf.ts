// Secure Business Filing calls: the filer's sign-in and password reset, and the calls Registrar
// adds around them: creating an account from a recorded filing,
// verifying its email, and changing the password (a temporary one first of all).
import * as z from 'zod/mini';
import { currentPasswordField } from '../staff-accounts.ts';
import {
  sbfChangedPasswordField,
  sbfEmailField,
  sbfEntityIdField,
  sbfEntityNameField,
  sbfMessages,
  sbfNewPasswordField,
  sbfPasswordField,
} from '../sbf.ts';
import {
  apiDataAnswer,
  databaseUnavailableAnswer,
  fieldErrorsAnswer,
  jsonBodyRefusals,
  messageAnswer,
  serverErrorAnswer,
  tooManyRequestsAnswer,
  type ApiCall,
} from './api-data.ts';

const entityIdField = sbfEntityIdField;
const emailField = sbfEmailField;
const passwordField = sbfPasswordField;
const newPasswordField = sbfNewPasswordField;
/** The secret of a mailed link: 43 base64url characters. */
const linkToken = z
  .string({ error: 'The link is incomplete.' })
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'The link is incomplete.'));

const expiredLinkAnswer = messageAnswer(
  410,
  'The link is unknown, has expired or has already been used.',
);

export const sbfSignInCall = {
  method: 'POST',
  path: '/business-api/sbf',
  schema: {
    tags: ['business-api'],
    summary: "Signs a filer in to an entity's Secure Business Filing account",
    description:
      'Answers sbfAccessToken, the bearer token of secure calls for that entity (it ends after ' +
      '30 minutes without a call, and 12 hours after sign-in), and sets it in an httpOnly cookie ' +
      'that serves as well, for pages a browser posts itself. A failed sign-in clears that ' +
      'cookie. With a temporary password ' +
      'mustChangePassword is true and the token serves only the password change. Any failure ' +
      '(an expired temporary password too) is 401 with the same message, whichever field was ' +
      'wrong; five wrong passwords lock the account for 15 minutes. Rate limited per client address.',
    body: z.object({ entityId: entityIdField, email: emailField, password: passwordField }),
    response: {
      200: apiDataAnswer({ sbfAccessToken: z.string(), mustChangePassword: z.boolean() }),
      ...jsonBodyRefusals,
      401: messageAnswer(401, sbfMessages.signInRefused),
      429: tooManyRequestsAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const sbfPasswordResetCall = {
  method: 'GET',
  path: '/business-api/sbfPasswordReset',
  schema: {
    tags: ['business-api'],
    summary: 'Mails a temporary password to a filer whose details match a verified account',
    description:
      "entityId, the entity's name as on the record and the account's email. The answer is the " +
      'same whether or not they matched. The temporary password replaces the old one, ends the ' +
      "account's sessions, works for 24 hours and signs in only to change it. Rate limited per " +
      'client address.',
    querystring: z.object({
      entityId: entityIdField,
      name: sbfEntityNameField,
      email: emailField,
    }),
    response: {
      200: apiDataAnswer({}),
      400: fieldErrorsAnswer,
      429: tooManyRequestsAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const sbfCreateAccountCall = {
  method: 'POST',
  path: '/business-api/sbf/account',
  schema: {
    tags: ['business-api'],
    summary: 'Creates a Secure Business Filing account from a recorded filing',
    description:
      'Only the browser that paid for a recorded filing holds its receipt token (sent in the ' +
      'body, or else the cookie the payment call set): it may create an ' +
      "account for that filing's entity within 7 days of the filing. The account works once its " +
      'email is verified through the link mailed to it (valid 24 hours).',
    body: z.object({
      refId: z.uuid('The reference must be a UUID.'),
      receiptToken: z.optional(
        z
          .string({ error: 'The receipt token is missing.' })
          .check(z.minLength(1), z.maxLength(200)),
      ),
      email: emailField,
      password: newPasswordField,
    }),
    response: {
      200: apiDataAnswer({ entityId: z.string(), email: z.string() }),
      ...jsonBodyRefusals,
      403: messageAnswer(
        403,
        "The header X-Requested-With: registrar is missing, or the receipt token is not this filing's, or the filing can no longer open an account.",
      ),
      404: messageAnswer(404, 'The filing is unknown or has no receipt.'),
      409: messageAnswer(409, 'A verified account with this email exists for the entity.'),
      429: tooManyRequestsAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const sbfAccountOfferCall = {
  method: 'GET',
  path: '/business-api/sbf/account',
  schema: {
    tags: ['business-api'],
    summary: 'Whether this browser may create a Secure Business Filing account from a filing',
    description:
      'The entity a new account would be for, when the browser holds the receipt token of the ' +
      'recorded filing refId (the cookie the payment call set) and the filing may still open ' +
      'an account; refused with the reason otherwise, as the account creation would be.',
    querystring: z.object({ refId: z.uuid('The reference must be a UUID.') }),
    response: {
      200: apiDataAnswer({ entityId: z.string(), entityName: z.string() }),
      400: fieldErrorsAnswer,
      403: messageAnswer(
        403,
        'The browser holds no receipt token of this filing, or the filing can no longer open an account.',
      ),
      404: messageAnswer(404, 'The filing is unknown or has no receipt.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const sbfSessionCall = {
  method: 'GET',
  path: '/business-api/sbf/session',
  schema: {
    tags: ['business-api'],
    summary: 'The filer signed in to Secure Business Filing, if any',
    description:
      'The entity and email of the filer whose SBF access token the call carries (as a bearer ' +
      "token, or the filer's cookie the sign-in set); mustChangePassword while only a temporary " +
      'password was used. 401 when no filer is signed in.',
    response: {
      200: apiDataAnswer({
        entityId: z.string(),
        email: z.string(),
        mustChangePassword: z.boolean(),
      }),
      401: messageAnswer(401, 'No filer is signed in, or the session has ended.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const sbfVerifyEmailCall = {
  method: 'POST',
  path: '/business-api/sbf/verify',
  schema: {
    tags: ['business-api'],
    summary: "Verifies an account's email from the mailed link; the entity becomes protected",
    description:
      'From then on, filings for the entity need the bearer token of one of its accounts.',
    body: z.object({ token: linkToken }),
    response: {
      200: apiDataAnswer({ entityId: z.string() }),
      ...jsonBodyRefusals,
      410: expiredLinkAnswer,
      429: tooManyRequestsAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const sbfChangePasswordCall = {
  method: 'POST',
  path: '/business-api/sbf/change-password',
  schema: {
    tags: ['business-api'],
    summary: "Changes the signed-in filer's password (a temporary one must be changed first)",
    description:
      "Bearer (or the filer's cookie): the SBF access token. password is the current (or " +
      'temporary) password, newPassword ' +
      "the new one. Every session of the account ends with the change, the caller's too: the " +
      'filer signs in again with the new password. Rate limited per client address.',
    body: z.object({ password: currentPasswordField, newPassword: sbfChangedPasswordField }),
    response: {
      200: apiDataAnswer({ message: z.string() }),
      ...jsonBodyRefusals,
      401: messageAnswer(401, 'No filer is signed in with this token, or the session has ended.'),
      429: tooManyRequestsAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
