// Secure Business Filing: POST /business-api/sbf (sign-in) and GET /business-api/sbfPasswordReset
// with the account calls around them (create, verify email, change password).
import {
  sbfChangePasswordCall,
  sbfCreateAccountCall,
  sbfPasswordResetCall,
  sbfSignInCall,
  sbfVerifyEmailCall,
  staffMessages,
} from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeFilerPassword,
  createFilerAccount,
  requestFilerPasswordReset,
  signInFiler,
  verifyFilerEmail,
} from '../../../modules/identity/filer-accounts.ts';
import { routeRateLimit } from '../../../plugins/rate-limits.ts';
import { requireFiler, signedInFiler } from '../../../plugins/sessions.ts';

/** Registers the Secure Business Filing calls. */
export async function sbfRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signIns = { rateLimit: routeRateLimit(app.config, 'signIns') };
  const { publicBaseUrl } = app.config;

  routes.post(
    sbfSignInCall.path,
    { schema: sbfSignInCall.schema, config: signIns },
    async (request, reply) => {
      const signedIn = await signInFiler(app.db, request.body);
      reply.header('cache-control', 'no-store');
      return { apiData: { code: 200 as const, ...signedIn } };
    },
  );

  routes.get(
    sbfPasswordResetCall.path,
    {
      schema: sbfPasswordResetCall.schema,
      config: { rateLimit: routeRateLimit(app.config, 'passwordResets') },
    },
    async (request, reply) => {
      await requestFilerPasswordReset(app.db, request.query, { publicBaseUrl });
      reply.header('cache-control', 'no-store');
      return { apiData: { code: 200 as const } };
    },
  );

  routes.post(
    sbfCreateAccountCall.path,
    { schema: sbfCreateAccountCall.schema, config: signIns },
    async (request) => {
      const created = await createFilerAccount(app.db, request.body, { publicBaseUrl });
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
    async (request) => {
      const filer = await signedInFiler(request);
      await changeFilerPassword(app.db, { filerAccountId: filer.filerAccountId, ...request.body });
      return { apiData: { code: 200 as const, message: staffMessages.passwordChanged } };
    },
  );
}
