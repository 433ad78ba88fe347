// Secure Business Filing: POST /business-api/sbf (sign-in) and GET /business-api/sbfPasswordReset
// with the account calls around them (who is signed in, whether an account may be created,
// create, verify email, change password).
import {
  sbfAccountOfferCall,
  sbfChangePasswordCall,
  sbfCreateAccountCall,
  sbfPasswordResetCall,
  sbfSessionCall,
  sbfSignInCall,
  sbfVerifyEmailCall,
  staffMessages,
} from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpProblem } from '../../../http-errors.ts';
import {
  accountOfferOf,
  changeFilerPassword,
  createFilerAccount,
  requestFilerPasswordReset,
  signInFiler,
  verifyFilerEmail,
} from '../../../modules/identity/filer-accounts.ts';
import { routeRateLimit } from '../../../plugins/rate-limits.ts';
import { receiptTokenOf } from '../../../plugins/receipt-tokens.ts';
import { requestLanguage } from '../../../plugins/request-language.ts';
import {
  clearFilerSessionCookie,
  requireFiler,
  setFilerSessionCookie,
  signedInFiler,
  signedInOf,
} from '../../../plugins/sessions.ts';

// Registrar's own wording.
const signedOutMessage = 'No filer is signed in, or the session has ended.';

/** Registers the Secure Business Filing calls. */
export async function sbfRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signIns = { rateLimit: routeRateLimit(app.config, 'signIns') };
  const { publicBaseUrl } = app.config;

  routes.post(
    sbfSignInCall.path,
    { schema: sbfSignInCall.schema, config: signIns },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      let signedIn: Awaited<ReturnType<typeof signInFiler>>;
      try {
        signedIn = await signInFiler(app.db, request.body);
      } catch (error) {
        // A refused sign-in forgets an earlier one, as the app forgets the token it held.
        if (error instanceof HttpProblem && error.statusCode === 401)
          clearFilerSessionCookie(reply);
        throw error;
      }
      // The token serves as the filer's cookie too, for pages the browser posts itself.
      setFilerSessionCookie(reply, signedIn.sbfAccessToken, signedIn.expiresAt);
      return {
        apiData: {
          code: 200 as const,
          sbfAccessToken: signedIn.sbfAccessToken,
          mustChangePassword: signedIn.mustChangePassword,
        },
      };
    },
  );

  routes.get(sbfSessionCall.path, { schema: sbfSessionCall.schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const signedIn = await signedInOf(request);
    if (signedIn?.kind !== 'filer') throw new HttpProblem(401, signedOutMessage);
    return {
      apiData: {
        code: 200 as const,
        entityId: signedIn.entityId,
        email: signedIn.email,
        mustChangePassword: signedIn.mustChangePassword,
      },
    };
  });

  routes.get(
    sbfPasswordResetCall.path,
    {
      schema: sbfPasswordResetCall.schema,
      config: { rateLimit: routeRateLimit(app.config, 'passwordResets') },
    },
    async (request, reply) => {
      await requestFilerPasswordReset(app.db, request.query, {
        publicBaseUrl,
        language: requestLanguage(request),
      });
      reply.header('cache-control', 'no-store');
      return { apiData: { code: 200 as const } };
    },
  );

  routes.get(
    sbfAccountOfferCall.path,
    { schema: sbfAccountOfferCall.schema },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { refId } = request.query;
      const offer = await accountOfferOf(app.db, {
        refId,
        receiptToken: receiptTokenOf(request, refId) ?? '',
      });
      return { apiData: { code: 200 as const, ...offer } };
    },
  );

  routes.post(
    sbfCreateAccountCall.path,
    { schema: sbfCreateAccountCall.schema, config: signIns },
    async (request) => {
      const { refId } = request.body;
      const created = await createFilerAccount(
        app.db,
        {
          ...request.body,
          receiptToken: request.body.receiptToken ?? receiptTokenOf(request, refId) ?? '',
        },
        { publicBaseUrl },
      );
      return { apiData: { code: 200 as const, ...created } };
    },
  );

  routes.post(
    sbfVerifyEmailCall.path,
    { schema: sbfVerifyEmailCall.schema, config: signIns },
    async (request) => {
      const verified = await verifyFilerEmail(app.db, request.body.token);
      return { apiData: { code: 200 as const, ...verified } };
    },
  );

  routes.post(
    sbfChangePasswordCall.path,
    { schema: sbfChangePasswordCall.schema, onRequest: requireFiler(), config: signIns },
    async (request, reply) => {
      const filer = await signedInFiler(request);
      await changeFilerPassword(app.db, { filerAccountId: filer.filerAccountId, ...request.body });
      // The change ends every session of the account: the cookie of this one goes too.
      clearFilerSessionCookie(reply);
      return { apiData: { code: 200 as const, message: staffMessages.passwordChanged } };
    },
  );
}
