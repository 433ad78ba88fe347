// GET /business-api/entity/validateEntityNameOnly and validateEntityNameAndAvailability: the
// entity-name step's format check and its availability check against the registry.
import {
  nameAvailabilityCall,
  nameFormatCall,
  validateEntityNameFormat,
  type CallAnswer,
} from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkNameAvailability } from '../../../modules/registry/name-availability.ts';
import { routeRateLimit } from '../../../plugins/rate-limits.ts';

/** Registers the entity-name calls. */
export async function entityRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = app.database;

  routes.get(
    nameFormatCall.path,
    {
      schema: nameFormatCall.schema,
      config: { rateLimit: routeRateLimit(app.config, 'nameChecks') },
    },
    async (request, reply) => {
      const result = validateEntityNameFormat(request.query.name, request.query.entityType);
      reply.header('cache-control', 'no-store');
      return { apiData: { code: 200 as const, valid: result.valid, message: result.message } };
    },
  );

  routes.get(
    nameAvailabilityCall.path,
    {
      schema: nameAvailabilityCall.schema,
      // The hot path: the answer is built right here, typed by the call's schema, so it is
      // written with plain JSON.stringify instead of being re-validated on every call.
      serializerCompiler: () => (data) => JSON.stringify(data),
      config: { rateLimit: routeRateLimit(app.config, 'nameChecks') },
    },
    async (request, reply) => {
      const { name, entityType, entityId } = request.query;
      const result = await checkNameAvailability(pool, {
        name,
        entityType,
        entityId: entityId || undefined,
      });
      reply.header('cache-control', 'no-store');
      const answer: CallAnswer<typeof nameAvailabilityCall> = { code: 200, ...result };
      return { apiData: answer };
    },
  );
}
