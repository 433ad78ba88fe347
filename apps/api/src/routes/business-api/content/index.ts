// GET /business-api/content/entity/namedesignation: the name-designation help for an entity type,
// from the editable content table (cached per process).
import { designationRules } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentFor, type ReferenceDataCache } from '../../../modules/content/reference-data.ts';
import { HttpProblem } from '../../../http-errors.ts';
import {
  REFERENCE_CACHE_CONTROL,
  apiDataResponse,
  validationErrorResponse,
} from '../../common-db-api/api-data.ts';

const entityTypeCodes = Object.keys(designationRules) as [string, ...string[]];

/** Registers the content calls. */
export async function contentRoutes(
  app: FastifyInstance,
  options: { referenceData: ReferenceDataCache },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/business-api/content/entity/namedesignation',
    {
      schema: {
        tags: ['business-api'],
        summary: 'Help text (HTML) on the designation term a name of this entity type needs',
        querystring: z.object({
          entityType: z.enum(entityTypeCodes, {
            message: `Choose an entity type: ${entityTypeCodes.join(', ')}.`,
          }),
        }),
        response: { 200: apiDataResponse({ content: z.string() }), 400: validationErrorResponse },
      },
    },
    async (request, reply) => {
      const body = contentFor(
        await options.referenceData.get(),
        'namedesignation',
        request.query.entityType,
      );
      if (body === undefined)
        throw new HttpProblem(404, 'There is no name designation help for this entity type.');
      reply.header('cache-control', REFERENCE_CACHE_CONTROL);
      return { apiData: { code: 200 as const, content: body } };
    },
  );
}
