// GET /business-api/entity/validateEntityNameOnly and validateEntityNameAndAvailability: the
// entity-name step's format check and its availability check against the registry.
import { designationRules, validateEntityNameFormat } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkNameAvailability } from '../../../modules/registry/name-availability.ts';
import { routeRateLimit } from '../../../plugins/rate-limits.ts';
import { apiDataResponse, validationErrorResponse } from '../../common-db-api/api-data.ts';

/** Entity types the registry knows names for (those with designation rules). */
const entityTypeCodes = Object.keys(designationRules) as [string, ...string[]];

/** Longer than any valid name (200), so the domain's own length message reaches the user. */
const MAX_QUERY_NAME_LENGTH = 1000;

const entityTypeParameter = z.enum(entityTypeCodes, {
  message: `Choose an entity type: ${entityTypeCodes.join(', ')}.`,
});
const nameParameter = z
  .string({ message: 'Enter the name you want to use' })
  .max(MAX_QUERY_NAME_LENGTH, `The name must be at most ${MAX_QUERY_NAME_LENGTH} characters.`);

const nameOnlyQuery = z.object({ name: nameParameter, entityType: entityTypeParameter });

const availabilityQuery = z.object({
  transType: z
    .string()
    .max(40, 'The transaction type must be at most 40 characters.')
    .regex(
      /^[A-Za-z0-9_]*$/,
      'The transaction type may contain only letters, digits and underscores.',
    )
    .optional(),
  name: nameParameter,
  oldName: z
    .string()
    .max(MAX_QUERY_NAME_LENGTH, `The name must be at most ${MAX_QUERY_NAME_LENGTH} characters.`)
    .optional(),
  entityId: z
    .string()
    .regex(/^(\d{11})?$/, 'The entity ID must be 11 digits.')
    .optional()
    .describe(
      'The entity being amended or reinstated: its own current name does not count as taken.',
    ),
  entityType: entityTypeParameter,
});

const availabilitySchema = z.object({
  isAvailable: z.boolean(),
  isReserved: z.boolean(),
  isAuthorizedToUse: z.boolean(),
  reservedBy: z.object({ name: z.string(), address: z.array(z.string()) }).nullable(),
});

/** Registers the entity-name calls. */
export async function entityRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = app.database;

  routes.get(
    '/business-api/entity/validateEntityNameOnly',
    {
      schema: {
        tags: ['business-api'],
        summary:
          "Checks a proposed name's format (required, printable ASCII, at most 200, designation term)",
        querystring: nameOnlyQuery,
        response: {
          200: apiDataResponse({ valid: z.boolean(), message: z.string() }),
          400: validationErrorResponse,
        },
      },
      config: { rateLimit: routeRateLimit(app.config, 'nameChecks') },
    },
    async (request, reply) => {
      const result = validateEntityNameFormat(request.query.name, request.query.entityType);
      reply.header('cache-control', 'no-store');
      return { apiData: { code: 200 as const, valid: result.valid, message: result.message } };
    },
  );

  routes.get(
    '/business-api/entity/validateEntityNameAndAvailability',
    {
      schema: {
        tags: ['business-api'],
        summary: 'Checks the format, then whether the name is on the record or reserved',
        description:
          "One indexed lookup of the distinguishability key (letter case and . , _ ' ` ignored) over the " +
          'registry and the unexpired name reservations. A bad format: valid false with the format message. ' +
          "A name on the record (other than the entityId's own): valid false, message 'That name is already " +
          "being used in Colorado.', isAvailable false. A reserved name: valid true, isAvailable false, " +
          'isReserved true and reservedBy; the user then says whether they are authorised to use it ' +
          '(isAuthorizedToUse is their answer, so the server reports false). Otherwise valid true and ' +
          'isAvailable true.',
        querystring: availabilityQuery,
        response: {
          200: apiDataResponse({
            valid: z.boolean(),
            message: z.string(),
            availability: availabilitySchema,
          }),
          400: validationErrorResponse,
        },
      },
      // The hot path: the answer is built right here with checked types, so it is written with
      // plain JSON.stringify instead of being re-validated against its schema on every call.
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
      return { apiData: { code: 200 as const, ...result } };
    },
  );
}
