// GET /business-api/admin/deadLetters: the job queue's dead letters for administrators. The
// administrators' guard is passed in when the route is registered.
import { deadLettersCall } from '@registrar/domain';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listDeadLetters } from '../../../modules/jobs/dead-letters.ts';

/** Registers the dead-letter list behind `adminOnly`. */
export async function deadLetterRoutes(
  app: FastifyInstance,
  options: { adminOnly: preHandlerAsyncHookHandler },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    deadLettersCall.path,
    { schema: deadLettersCall.schema, preHandler: options.adminOnly },
    async (request) => {
      const deadLetters = await listDeadLetters(app.db, request.query.limit ?? 100);
      return { apiData: { code: 200 as const, deadLetters } };
    },
  );
}
