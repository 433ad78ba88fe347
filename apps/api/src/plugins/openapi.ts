// The OpenAPI description of every route, built from the routes' zod schemas and served at
// GET /business-api/openapi.json. Registered before the routes so that it sees all of them.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Registers @fastify/swagger and the document's route. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Registrar API',
        description:
          "Online filing for a Secretary of State's business registry. Every JSON answer is " +
          '{ apiData: { code, ... } } with code equal to the HTTP status; a bad input is a 400 with ' +
          'errors [{ field, message }]. POST, PUT and DELETE need the header X-Requested-With: registrar.',
        version: app.config.buildVersion,
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/business-api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
