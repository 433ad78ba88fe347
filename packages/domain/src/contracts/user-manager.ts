// The user manager (/user-manager-api): staff sign-in, the session, sign-out,
// password reset and change, the first administrator's setup link, and the administrators' calls
// that create, change and find staff accounts. Refusals never say which of username and password
// was wrong.
import * as z from 'zod/mini';
import {
  createStaffUserSchema,
  firstAdministratorSchema,
  passwordChangeSchema,
  passwordResetSchema,
  staffSignInSchema,
  staffUserSchema,
  STAFF_NAME_MAX,
  updateStaffUserSchema,
} from '../staff-accounts.ts';
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

const tags = ['user-manager-api'];

const signedOutAnswer = messageAnswer(401, 'Nobody is signed in, or the session has ended.');
const notAdministratorAnswer = messageAnswer(
  403,
  'The signed-in user is not an administrator, or the header X-Requested-With: registrar is missing.',
);

/** Who is signed in, as the session call and the sign-in answer say it. */
const sessionFields = {
  userId: z
    .string()
    .check(
      z.describe("The staff account's ID: a held filing's lockUserId names its lock holder so."),
    ),
  username: z.string(),
  roles: z.array(z.string()),
  mustChangePassword: z
    .boolean()
    .check(z.describe('A temporary password: nothing but a password change is allowed.')),
};

/** How staff sign in here: with a password, or through the identity provider. */
const signInMethod = z
  .enum(['password', 'identity-provider'])
  .check(
    z.describe('"identity-provider" when OpenID Connect is configured (local sign-in is off).'),
  );

export const staffSignInCall = {
  method: 'POST',
  path: '/user-manager-api/store/login',
  schema: {
    tags,
    summary: 'Signs a staff member in with username and password; sets the session cookie',
    description:
      'Limited per client address; an account is locked for 15 minutes after 5 failed attempts. ' +
      'Every failure (unknown user, wrong password, locked, disabled, expired temporary password) ' +
      'answers the same 401.',
    body: staffSignInSchema,
    response: {
      200: apiDataAnswer(sessionFields),
      ...jsonBodyRefusals,
      401: messageAnswer(401, 'The username or password is invalid (which one is not said).'),
      404: messageAnswer(404, 'Local sign-in is off: staff sign in through the identity provider.'),
      429: tooManyRequestsAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const staffSessionCall = {
  method: 'GET',
  path: '/user-manager-api/secure/session',
  schema: {
    tags,
    summary: 'Who is signed in: username and roles, or 401',
    response: {
      200: apiDataAnswer(sessionFields),
      401: z
        .object({
          apiData: z.object({ code: z.literal(401), message: z.string(), signInMethod }),
        })
        .check(z.describe('Nobody is signed in; says how staff sign in here.')),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const staffSignOutCall = {
  method: 'POST',
  path: '/user-manager-api/secure/logout',
  schema: {
    tags,
    summary: 'Ends the session and clears its cookie (signed out or not, the answer is 200)',
    response: {
      200: apiDataAnswer({ signedOut: z.literal(true) }),
      403: jsonBodyRefusals[403],
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const passwordResetCall = {
  method: 'POST',
  path: '/user-manager-api/store/reset-pass',
  schema: {
    tags,
    summary: 'Emails a temporary password when username and email belong to one account',
    description:
      'The answer is the same whether or not they match. The temporary password works for 24 hours ' +
      'and must be changed at first use.',
    body: passwordResetSchema,
    response: {
      200: apiDataAnswer({ message: z.string() }),
      ...jsonBodyRefusals,
      404: messageAnswer(404, 'Local sign-in is off: passwords are the identity provider’s.'),
      429: tooManyRequestsAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const passwordChangeCall = {
  method: 'POST',
  path: '/user-manager-api/secure/store/change-pass',
  schema: {
    tags,
    summary: "Changes the signed-in staff member's password and ends their other sessions",
    body: passwordChangeSchema,
    response: {
      200: apiDataAnswer({ message: z.string() }),
      ...jsonBodyRefusals,
      401: signedOutAnswer,
      403: messageAnswer(
        403,
        'userId names someone other than the signed-in user, or the security header is missing.',
      ),
      429: tooManyRequestsAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

const userAnswer = apiDataAnswer({ user: staffUserSchema });
const usersAnswer = apiDataAnswer({ users: z.array(staffUserSchema) });

export const createStaffUserCall = {
  method: 'POST',
  path: '/user-manager-api/store/create-user',
  schema: {
    tags,
    summary: 'Creates a staff account (administrators only) and emails it a temporary password',
    body: createStaffUserSchema,
    response: {
      200: userAnswer,
      ...jsonBodyRefusals,
      401: signedOutAnswer,
      403: notAdministratorAnswer,
      409: messageAnswer(409, 'The username is already in use.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const updateStaffUserCall = {
  method: 'POST',
  path: '/user-manager-api/secure/store/update-user',
  schema: {
    tags,
    summary: 'Changes a staff account (administrators only); disabling it ends its sessions',
    body: updateStaffUserSchema,
    response: {
      200: userAnswer,
      ...jsonBodyRefusals,
      401: signedOutAnswer,
      403: notAdministratorAnswer,
      404: messageAnswer(404, 'There is no user with that id.'),
      409: messageAnswer(409, 'An administrator cannot demote or disable themselves.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

function searchCall<const Path extends string, const Key extends string>(
  path: Path,
  key: Key,
  summary: string,
) {
  return {
    method: 'GET',
    path,
    schema: {
      tags,
      summary,
      querystring: z.object({
        [key]: z.string().check(z.trim(), z.minLength(1), z.maxLength(STAFF_NAME_MAX)),
      } as { [K in Key]: z.ZodMiniString<string> }),
      response: {
        200: usersAnswer,
        400: fieldErrorsAnswer,
        401: signedOutAnswer,
        403: notAdministratorAnswer,
        500: serverErrorAnswer,
        503: databaseUnavailableAnswer,
      },
    },
  } as const satisfies ApiCall;
}

export const searchUsersByIdCall = searchCall(
  '/user-manager-api/secure/search/user-id',
  'userId',
  'Finds the staff account with this id or username (administrators only)',
);
export const searchUsersByNameCall = searchCall(
  '/user-manager-api/secure/search/user-name',
  'name',
  'Finds staff accounts whose username, first or last name starts with this (administrators only)',
);
export const searchUsersByBsfCall = searchCall(
  '/user-manager-api/secure/search/user-bsf',
  'bsfId',
  'Finds staff accounts with this BSF id (administrators only)',
);

const setupToken = z.string().check(z.minLength(20), z.maxLength(100));

export const setupLinkCall = {
  method: 'GET',
  path: '/user-manager-api/store/setup/:token',
  schema: {
    tags,
    summary: 'Whether a first-administrator setup link can still be used',
    params: z.object({ token: setupToken }),
    response: {
      200: apiDataAnswer({ usable: z.literal(true) }),
      400: fieldErrorsAnswer,
      410: messageAnswer(410, 'The link was used, has expired, or an administrator exists.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const setupAdministratorCall = {
  method: 'POST',
  path: '/user-manager-api/store/setup/:token',
  schema: {
    tags,
    summary: 'Creates the first administrator through a one-time setup link and signs them in',
    params: z.object({ token: setupToken }),
    body: firstAdministratorSchema,
    response: {
      200: apiDataAnswer(sessionFields),
      ...jsonBodyRefusals,
      410: messageAnswer(410, 'The link was used, has expired, or an administrator exists.'),
      429: tooManyRequestsAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
