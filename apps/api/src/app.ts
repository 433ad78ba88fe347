// Builds the application as a Fastify instance without listening (server.ts listens; tests call
// app.inject). Outside parts are plugins; routes mirror the registry's API paths.
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { hasZodFastifySchemaValidationErrors, serializerCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { createMovableClock, systemClock } from './clock.ts';
import type { AppConfig } from './config.ts';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  databaseUnavailableWarnings,
  isDatabaseConnectionError,
} from './db/connection-errors.ts';
import type { Database } from './db/database.ts';
import { HttpProblem, ValidationFailed, type FieldError } from './http-errors.ts';
import { logSerializers } from './operations/log-serializers.ts';
import { reactToRegistryEvents } from './modules/events/registry-events.ts';
import { rememberAccountEntity } from './modules/filing-api/account-entities.ts';
import { mailTheFiler } from './modules/mail/filing-mail.ts';
import { secretsKeyringOf } from './modules/secrets/sealed-secrets.ts';
import { queueWebhookDeliveries } from './modules/webhooks/webhook-deliveries.ts';
import { sealWebhookSecrets } from './modules/webhooks/webhook-endpoints.ts';
import { registerAnswerLanguage } from './plugins/answer-language.ts';
import { registerCsrfGuard } from './plugins/csrf.ts';
import {
  connectionRefusals,
  frameworkRefusalMessage,
  MAX_PARAM_LENGTH,
  routerRefusals,
} from './plugins/framework-refusals.ts';
import { registerHealth } from './plugins/health.ts';
import { registerJsonBodies } from './plugins/json-bodies.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { requestValidatorCompiler } from './plugins/request-validation.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerRoutes } from './routes/index.ts';
import './types.ts';

export interface AppDependencies {
  config: AppConfig;
  database: Database;
}

const notFoundMessage = 'There is nothing at this address.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body property whose contents the route's field errors are named inside: the filing
     * API's rule errors name `principalOffice.city`, not `filing.principalOffice.city`, so its
     * schema errors drop the `filing.` too and a client meets one form of every field name.
     */
    fieldErrorsInside?: string;
  }
}

/** Turns a zod issue path from fastify-type-provider-zod into the dotted field name clients see. */
function fieldFromInstancePath(
  instancePath: string,
  fallback: unknown,
  inside: string | undefined,
): string {
  const segments = instancePath.replace(/^\//, '').split('/').filter(Boolean);
  if (inside !== undefined && segments.length > 1 && segments[0] === inside) segments.shift();
  const fromPath = segments.join('.');
  if (fromPath) return fromPath;
  return typeof fallback === 'string' ? fallback : '';
}

/** Builds the Registrar application: plugins, error handling and every route. */
export async function buildApp(
  dependencies: AppDependencies,
  options: {
    logger?: boolean;
    /** Where the log lines go instead of standard output (a test reads them). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<FastifyInstance> {
  const { config, database } = dependencies;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Never log credentials or session identifiers.
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
            serializers: logSerializers,
          },
    // Always our own ID: an incoming request-id header is not read (Fastify's default), so a client
    // can neither forge another request's ID in the log nor write what it likes into it.
    genReqId: () => randomUUID(),
    // Trust X-Forwarded-For only across the configured number of proxies (none by default: then
    // the client is the connection's own address, with no header to read on every request).
    trustProxy:
      config.trustProxyHops > 0
        ? (_address: string, hop: number) => hop < config.trustProxyHops
        : false,
    bodyLimit: 16 * 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // The router's refusals and Node's (bytes that are no request) come before any hook: answered
    // in the envelope with the headers of every answer, never quoting the address.
    frameworkErrors: routerRefusals(config),
    clientErrorHandler: connectionRefusals(config),
    // A request that reaches the server while it closes (on a connection opened before) is
    // answered as usual rather than refused: a shutdown fails no request (see server.ts).
    return503OnClosing: false,
  });
  // Before any route is registered: each plugin's routes take the parsers it found.
  registerJsonBodies(app);
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('warnDatabaseUnavailable', databaseUnavailableWarnings());
  app.decorate('db', database.db);
  app.decorate('clock', config.appEnv === 'test' ? createMovableClock() : systemClock);

  // What follows a filing's events, in the event's transaction: the filer's mail, the filing
  // account's webhooks and its list of entities. Set here so the filing modules import none.
  reactToRegistryEvents([mailTheFiler, queueWebhookDeliveries, rememberAccountEntity]);

  // The secrets key is opened before anything is served (a key file that cannot be read stops the
  // start); once the app is ready, webhook secrets still kept in clear or under a previous key are
  // sealed with the current one.
  const secrets = await secretsKeyringOf(config);
  app.addHook('onReady', async () => {
    const sealing = await sealWebhookSecrets(app.db, secrets);
    if (sealing.sealed > 0 || sealing.answersCleared > 0)
      app.log.info(sealing, 'webhook secrets sealed with the current secrets key');
    if (sealing.unreadable > 0)
      app.log.error(
        sealing,
        "webhook endpoints whose secret this server's secrets keys do not open: their deliveries cannot be signed until the key that sealed them is given back (SECRETS_KEY_PREVIOUS, or the data folder's secrets.key)",
      );
  });

  // Every answer names its request, so a report of a failed call leads to its log lines. Set
  // before anything can answer, so refusals and errors carry it too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerSecurityHeaders(app);
  await app.register(cookie);
  await registerRateLimits(app);

  // Before the routes' own hooks: a cross-site request is refused before it counts against a limit.
  registerCsrfGuard(app);
  registerAnswerLanguage(app);
  app.decorate('draining', registerHealth(app));
  registerMetrics(app);
  // Unknown addresses answer in the API's envelope (the web app's own addresses are its routes).
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ apiData: { code: 404, message: notFoundMessage } }),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A refusal is never kept, even of a route whose answers may be (its header was set before
    // the error).
    reply.header('cache-control', 'no-store');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const inside =
        error.validationContext === 'body'
          ? request.routeOptions.config.fieldErrorsInside
          : undefined;
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: fieldFromInstancePath(issue.instancePath, issue.params?.missingProperty, inside),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ apiData: { code: 400, errors } });
    }
    if (error instanceof ValidationFailed) {
      return reply.code(400).send({ apiData: { code: 400, errors: error.errors, ...error.extra } });
    }
    if (error instanceof HttpProblem) {
      return reply
        .code(error.statusCode)
        .send({ apiData: { code: error.statusCode, message: error.message, ...error.extra } });
    }
    // A lost or unobtainable database connection is not the request's fault and passes by
    // itself: a short warning and a 503 with a wait, never the 500 below with its stack.
    if (isDatabaseConnectionError(error)) {
      app.warnDatabaseUnavailable(request.log, error);
      return reply
        .code(503)
        .header('retry-after', String(databaseRetryAfterSeconds))
        .send({ apiData: { code: 503, message: databaseUnavailableMessage } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(500)
        .send({ apiData: { code: 500, message: 'Something went wrong. Try again later.' } });
    }
    // Fastify's own 4xx (bad JSON, a body too large or of a type no parser reads): in our words.
    return reply
      .code(status)
      .send({ apiData: { code: status, message: frameworkRefusalMessage(error) } });
  });

  await registerRoutes(app);
  return app;
}
