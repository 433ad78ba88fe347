// The OpenAPI description of every route, built from the routes' zod schemas and served at
// GET /business-api/openapi.json. Registered before the routes so that it sees all of them.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The name the document gives the filing API's bearer key. */
const filingApiKeyScheme = 'filingApiKey';
/** Where the filing API's calls are. */
const FILING_API_PREFIX = '/filing-api/';

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
      components: {
        securitySchemes: {
          [filingApiKeyScheme]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A live API key of a filing account (rgk_…), issued by the registry’s ' +
              'administrators: Authorization: Bearer rgk_…. No key, or an unknown or revoked ' +
              'one, answers 401.',
          },
        },
      },
    },
    // Every filing-API call needs the key: the document says so on each of them, so that a client
    // generated from it sends the header.
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (!input.url.startsWith(FILING_API_PREFIX)) return transformed;
      return {
        ...transformed,
        schema: { ...transformed.schema, security: [{ [filingApiKeyScheme]: [] }] },
      };
    },
  });
  app.get('/business-api/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
}
