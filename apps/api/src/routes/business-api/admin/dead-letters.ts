// GET /business-api/admin/deadLetters: the job queue's dead letters, for administrators only.
import { deadLettersCall } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listDeadLetters } from '../../../modules/jobs/dead-letters.ts';
import { requireRole } from '../../../plugins/sessions.ts';

/** Registers the dead-letter list. */
export async function deadLetterRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    deadLettersCall.path,
    { schema: deadLettersCall.schema, onRequest: requireRole('admin') },
    async (request) => {
      const deadLetters = await listDeadLetters(app.db, request.query.limit ?? 100);
      return { apiData: { code: 200 as const, deadLetters } };
    },
  );
}
