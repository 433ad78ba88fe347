// The public record's calls: GET /business-api/entity/record, GET /business-api/entity/search and
// GET /business-api/certificate/verify.
import {
  certificateVerifyCall,
  entityRecordCall,
  entitySearchCall,
  SEARCH_PAGE_SIZE,
} from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpProblem } from '../../../http-errors.ts';
import { verifyCertificate } from '../../../modules/public-record/certificate-service.ts';
import { entityRecord } from '../../../modules/public-record/entity-record.ts';
import { searchEntities } from '../../../modules/public-record/entity-search.ts';

/** Registers the public record's calls. */
export async function publicRecordRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(entityRecordCall.path, { schema: entityRecordCall.schema }, async (request, reply) => {
    const record = await entityRecord(app.db, request.query.entityId);
    if (record === undefined)
      throw new HttpProblem(404, 'No entity with that ID is on the record.');
    reply.header('cache-control', 'no-store');
    return { apiData: { code: 200 as const, record } };
  });

  routes.get(entitySearchCall.path, { schema: entitySearchCall.schema }, async (request, reply) => {
    const { q, page } = request.query;
    const found = await searchEntities(app.database.pool, q, page);
    reply.header('cache-control', 'no-store');
    return {
      apiData: { code: 200 as const, query: q, page, pageSize: SEARCH_PAGE_SIZE, ...found },
    };
  });

  routes.get(
    certificateVerifyCall.path,
    { schema: certificateVerifyCall.schema },
    async (request, reply) => {
      const certificate = await verifyCertificate(app.db, request.query.number);
      reply.header('cache-control', 'no-store');
      return { apiData: { code: 200 as const, genuine: true as const, certificate } };
    },
  );
}
