// /user-manager-api: staff sign-in, session, sign-out, password reset and change, the first
// administrator's setup link, and the administrators' user manager. Handlers parse, call the
// identity services and shape the answer; the services hold the rules.
import {
  createStaffUserCall,
  messages,
  passwordChangeCall,
  passwordResetCall,
  searchUsersByBsfCall,
  searchUsersByIdCall,
  searchUsersByNameCall,
  setupAdministratorCall,
  setupLinkCall,
  staffMessages,
  staffSessionCall,
  staffSignInCall,
  staffSignOutCall,
  updateStaffUserCall,
} from '@registrar/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpProblem } from '../../http-errors.ts';
import {
  createFirstAdministrator,
  setupLinkUsable,
} from '../../modules/identity/administrators.ts';
import { recordStaffAction } from '../../modules/identity/audit.ts';
import { endSession, startSession } from '../../modules/identity/sessions.ts';
import {
  changePassword,
  createStaffUser,
  findUsersByBsf,
  findUsersById,
  findUsersByName,
  resetPassword,
  signInWithPassword,
  updateStaffUser,
} from '../../modules/identity/staff-accounts.ts';
import { routeRateLimit } from '../../plugins/rate-limits.ts';
import {
  actingUserId,
  clearSessionCookie,
  requireRole,
  requireStaff,
  setSessionCookie,
  signedInOf,
} from '../../plugins/sessions.ts';

const signedOutMessage = 'Your session has ended. Sign in to continue.';
const localSignInOffMessage =
  'Staff sign in through the identity provider here, not with a password.';

/** Starts a staff session and sets its cookie. */
async function signInAs(app: FastifyInstance, reply: FastifyReply, userId: string) {
  const { token, absoluteExpiresAt } = await startSession(app.db, { kind: 'staff', userId });
  setSessionCookie(reply, token, absoluteExpiresAt);
}

/** Registers the user-manager calls. */
export async function userManagerRoutes(app: FastifyInstance): Promise<void> {
  // Where a temporary password is used: the staff sign-in page on this server's public address.
  const staffSignInUrl = new URL('/business/loginadmin', app.config.publicBaseUrl).toString();
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signInMethod = app.config.oidc === null ? 'password' : 'identity-provider';
  const refuseWithoutLocalSignIn = () => {
    if (app.config.oidc !== null) throw new HttpProblem(404, localSignInOffMessage);
  };

  routes.post(
    staffSignInCall.path,
    {
      schema: staffSignInCall.schema,
      config: { rateLimit: routeRateLimit(app.config, 'staffSignIns') },
    },
    async (request, reply) => {
      refuseWithoutLocalSignIn();
      const user = await signInWithPassword(app.db, {
        username: request.body.username,
        password: request.body.password,
        clientAddress: request.ip,
      });
      if (user === null) throw new HttpProblem(401, staffMessages.signInInvalid);
      await signInAs(app, reply, user.id);
      return {
        apiData: {
          code: 200 as const,
          userId: user.id,
          username: user.username,
          roles: user.roles,
          mustChangePassword: user.passwordMustChange,
        },
      };
    },
  );

  routes.get(staffSessionCall.path, { schema: staffSessionCall.schema }, async (request) => {
    const signedIn = await signedInOf(request);
    if (signedIn?.kind !== 'staff') {
      throw new HttpProblem(401, signedOutMessage, { signInMethod });
    }
    return {
      apiData: {
        code: 200 as const,
        userId: signedIn.userId,
        username: signedIn.username,
        roles: signedIn.roles,
        mustChangePassword: signedIn.mustChangePassword,
      },
    };
  });

  routes.post(
    staffSignOutCall.path,
    { schema: staffSignOutCall.schema },
    async (request, reply) => {
      const signedIn = await signedInOf(request);
      if (signedIn?.kind === 'staff') {
        await endSession(app.db, signedIn.tokenHash);
        await recordStaffAction(app.db, {
          actorUserId: signedIn.userId,
          action: 'signed-out',
          subjectType: 'user',
          subjectId: signedIn.userId,
          clientAddress: request.ip,
        });
      }
      clearSessionCookie(reply);
      return { apiData: { code: 200 as const, signedOut: true as const } };
    },
  );

  routes.post(
    passwordResetCall.path,
    {
      schema: passwordResetCall.schema,
      config: { rateLimit: routeRateLimit(app.config, 'passwordResets') },
    },
    async (request) => {
      refuseWithoutLocalSignIn();
      await resetPassword(app.db, {
        ...request.body,
        clientAddress: request.ip,
        signInUrl: staffSignInUrl,
      });
      // The same answer whether or not the username and email matched an account.
      return { apiData: { code: 200 as const, message: messages.temporaryPasswordEmailed } };
    },
  );

  routes.post(
    passwordChangeCall.path,
    {
      schema: passwordChangeCall.schema,
      onRequest: requireStaff(),
      config: { rateLimit: routeRateLimit(app.config, 'staffSignIns') },
    },
    async (request) => {
      refuseWithoutLocalSignIn();
      const userId = await actingUserId(request, request.body.userId);
      const signedIn = await signedInOf(request);
      if (signedIn?.kind !== 'staff') throw new HttpProblem(401, signedOutMessage);
      await changePassword(app.db, {
        userId,
        tokenHash: signedIn.tokenHash,
        password: request.body.password,
        newPassword: request.body.newPassword,
        clientAddress: request.ip,
      });
      return { apiData: { code: 200 as const, message: staffMessages.passwordChanged } };
    },
  );

  routes.post(
    createStaffUserCall.path,
    { schema: createStaffUserCall.schema, onRequest: requireRole('admin') },
    async (request) => {
      const actorUserId = await actingUserId(request);
      const user = await createStaffUser(app.db, {
        ...request.body,
        actorUserId,
        clientAddress: request.ip,
        signInUrl: staffSignInUrl,
      });
      return { apiData: { code: 200 as const, user } };
    },
  );

  routes.post(
    updateStaffUserCall.path,
    { schema: updateStaffUserCall.schema, onRequest: requireRole('admin') },
    async (request) => {
      const actorUserId = await actingUserId(request);
      const user = await updateStaffUser(app.db, {
        ...request.body,
        actorUserId,
        clientAddress: request.ip,
      });
      return { apiData: { code: 200 as const, user } };
    },
  );

  routes.get(
    searchUsersByIdCall.path,
    { schema: searchUsersByIdCall.schema, onRequest: requireRole('admin') },
    async (request) => ({
      apiData: { code: 200 as const, users: await findUsersById(app.db, request.query.userId) },
    }),
  );
  routes.get(
    searchUsersByNameCall.path,
    { schema: searchUsersByNameCall.schema, onRequest: requireRole('admin') },
    async (request) => ({
      apiData: { code: 200 as const, users: await findUsersByName(app.db, request.query.name) },
    }),
  );
  routes.get(
    searchUsersByBsfCall.path,
    { schema: searchUsersByBsfCall.schema, onRequest: requireRole('admin') },
    async (request) => ({
      apiData: { code: 200 as const, users: await findUsersByBsf(app.db, request.query.bsfId) },
    }),
  );

  routes.get(setupLinkCall.path, { schema: setupLinkCall.schema }, async (request) => {
    if (!(await setupLinkUsable(app.db, request.params.token))) {
      throw new HttpProblem(410, staffMessages.setupLinkUnusable);
    }
    return { apiData: { code: 200 as const, usable: true as const } };
  });

  routes.post(
    setupAdministratorCall.path,
    {
      schema: setupAdministratorCall.schema,
      config: { rateLimit: routeRateLimit(app.config, 'staffSignIns') },
    },
    async (request, reply) => {
      const user = await createFirstAdministrator(app.db, request.params.token, {
        username: request.body.username,
        email: request.body.email,
        password: request.body.newPassword,
      });
      await signInAs(app, reply, user.id);
      return {
        apiData: {
          code: 200 as const,
          userId: user.id,
          username: user.username,
          roles: user.roles,
          mustChangePassword: false,
        },
      };
    },
  );
}
