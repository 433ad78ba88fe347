// heartBeat and about under each of the five service prefixes the web knows (spec/001 section 7):
// one server answers for all of them, so every component reports this build's version.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiDataResponse } from '../../common-db-api/api-data.ts';

/** The server components of the original system, now all served by this process. */
export const serviceComponents = [
  'business-api',
  'common-db-api',
  'ens-db-api',
  'user-manager-api',
  'accountgp-api',
] as const;

/** Registers GET /{component}/heartBeat and /{component}/about for every component. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const version = app.config.buildVersion;
  const components = serviceComponents.map((name) => ({ name, version }));
  for (const component of serviceComponents) {
    routes.get(
      `/${component}/heartBeat`,
      {
        schema: {
          tags: ['system'],
          summary: `Health of ${component}: answers with the server's time`,
          response: { 200: apiDataResponse({ timestamp: z.string() }) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { apiData: { code: 200 as const, timestamp: new Date().toISOString() } };
      },
    );
    routes.get(
      `/${component}/about`,
      {
        schema: {
          tags: ['system'],
          summary: `Build version of ${component} and of the five server components`,
          response: {
            200: apiDataResponse({
              buildVersion: z.string(),
              components: z.array(z.object({ name: z.string(), version: z.string() })),
            }),
          },
        },
      },
      async () => ({ apiData: { code: 200 as const, buildVersion: version, components } }),
    );
  }
}
