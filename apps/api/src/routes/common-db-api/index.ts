// GET /common-db-api/states, /suffixes, /countries, /countries/group, /env: reference data the
// web keeps in session storage, answered from the process's cache (no database work per call).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReferenceDataCache } from '../../modules/content/reference-data.ts';
import { REFERENCE_CACHE_CONTROL, apiDataResponse } from './api-data.ts';

const codeAndName = z.object({ code: z.string(), name: z.string() });

/** Registers the common reference-data calls. */
export async function commonDbRoutes(
  app: FastifyInstance,
  options: { referenceData: ReferenceDataCache },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { referenceData } = options;
  const tags = ['common-db-api'];

  routes.get(
    '/common-db-api/states',
    {
      schema: {
        tags,
        summary: 'US states, DC, territories and military codes, in picker order',
        response: { 200: apiDataResponse({ states: z.array(codeAndName) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE_CONTROL);
      return { apiData: { code: 200 as const, states: (await referenceData.get()).states } };
    },
  );

  routes.get(
    '/common-db-api/suffixes',
    {
      schema: {
        tags,
        summary: 'Personal name suffixes',
        response: {
          200: apiDataResponse({
            suffixes: z.array(z.object({ code: z.string(), label: z.string() })),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE_CONTROL);
      return { apiData: { code: 200 as const, suffixes: (await referenceData.get()).suffixes } };
    },
  );

  routes.get(
    '/common-db-api/countries',
    {
      schema: {
        tags,
        summary: 'ISO 3166-1 countries by name',
        response: { 200: apiDataResponse({ countries: z.array(codeAndName) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE_CONTROL);
      return { apiData: { code: 200 as const, countries: (await referenceData.get()).countries } };
    },
  );

  routes.get(
    '/common-db-api/countries/group',
    {
      schema: {
        tags,
        summary: 'Countries by group: the United States and territories first, then all others',
        response: {
          200: apiDataResponse({
            groups: z.array(
              z.object({ code: z.string(), name: z.string(), countries: z.array(codeAndName) }),
            ),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', REFERENCE_CACHE_CONTROL);
      return { apiData: { code: 200 as const, groups: (await referenceData.get()).countryGroups } };
    },
  );

  routes.get(
    '/common-db-api/env',
    {
      schema: {
        tags,
        summary: 'The environment this server runs as (dev, test, client, prod)',
        response: { 200: apiDataResponse({ env: z.string() }) },
      },
    },
    async () => ({ apiData: { code: 200 as const, env: app.config.appEnv } }),
  );
}
