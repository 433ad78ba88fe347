// GET /business-api/content/entity/namedesignation: the name-designation help for an entity type,
// from the editable content table (cached per process), in the call's language.
import { nameDesignationCall } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentFor, type ReferenceDataCache } from '../../../modules/content/reference-data.ts';
import { HttpProblem } from '../../../http-errors.ts';
import { LANGUAGE_VARY, requestLanguage } from '../../../plugins/request-language.ts';
import { REFERENCE_CACHE_CONTROL } from '../../common-db-api/reference-cache-control.ts';

/** Registers the content calls. */
export async function contentRoutes(
  app: FastifyInstance,
  options: { referenceData: ReferenceDataCache },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    nameDesignationCall.path,
    { schema: nameDesignationCall.schema },
    async (request, reply) => {
      const body = contentFor(
        await options.referenceData.get(),
        'namedesignation',
        request.query.entityType,
        requestLanguage(request),
      );
      if (body === undefined)
        throw new HttpProblem(404, 'There is no name designation help for this entity type.');
      // Kept by caches per language: the answer follows the language cookie and Accept-Language.
      reply.header('cache-control', REFERENCE_CACHE_CONTROL).header('vary', LANGUAGE_VARY);
      return { apiData: { code: 200 as const, content: body } };
    },
  );
}
