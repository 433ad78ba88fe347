// heartBeat and about under each of the five service prefixes the web knows: one server answers for
// all of them, so every component reports this build's version.
import { aboutCall, heartBeatCall, serviceComponents } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Registers GET /{component}/heartBeat and /{component}/about for every component. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const version = app.config.buildVersion;
  const components = serviceComponents.map((name) => ({ name, version }));
  for (const component of serviceComponents) {
    const heartBeat = heartBeatCall(component);
    routes.get(heartBeat.path, { schema: heartBeat.schema }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { apiData: { code: 200 as const, timestamp: new Date().toISOString() } };
    });
    const about = aboutCall(component);
    routes.get(about.path, { schema: about.schema }, async () => ({
      apiData: { code: 200 as const, buildVersion: version, components },
    }));
  }
}
