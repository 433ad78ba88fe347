// GET /common-db-api/states, /suffixes, /countries, /countries/group, /env: reference data the
// web keeps in session storage, answered from the process's cache (no database work per call).
import {
  countriesCall,
  countryGroupsCall,
  environmentCall,
  statesCall,
  suffixesCall,
} from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReferenceDataCache } from '../../modules/content/reference-data.ts';
import { REFERENCE_CACHE_CONTROL } from './reference-cache-control.ts';

/** Registers the common reference-data calls. */
export async function commonDbRoutes(
  app: FastifyInstance,
  options: { referenceData: ReferenceDataCache },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { referenceData } = options;

  routes.get(statesCall.path, { schema: statesCall.schema }, async (_request, reply) => {
    reply.header('cache-control', REFERENCE_CACHE_CONTROL);
    return { apiData: { code: 200 as const, states: (await referenceData.get()).states } };
  });

  routes.get(suffixesCall.path, { schema: suffixesCall.schema }, async (_request, reply) => {
    reply.header('cache-control', REFERENCE_CACHE_CONTROL);
    return { apiData: { code: 200 as const, suffixes: (await referenceData.get()).suffixes } };
  });

  routes.get(countriesCall.path, { schema: countriesCall.schema }, async (_request, reply) => {
    reply.header('cache-control', REFERENCE_CACHE_CONTROL);
    return { apiData: { code: 200 as const, countries: (await referenceData.get()).countries } };
  });

  routes.get(
    countryGroupsCall.path,
    { schema: countryGroupsCall.schema },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE_CONTROL);
      return {
        apiData: { code: 200 as const, groups: (await referenceData.get()).countryGroups },
      };
    },
  );

  routes.get(environmentCall.path, { schema: environmentCall.schema }, async () => ({
    apiData: { code: 200 as const, env: app.config.appEnv },
  }));
}
