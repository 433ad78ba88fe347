// What a log line says of a request and of an error. Nothing a caller sent as a secret or an
// identifier may reach the log: paths hold draft references, checkout references and the tokens
// of setup, confirmation and unsubscribe links, and a query may hold any of those, an email
// address, or an API key sent where it does not belong (`?api_key=rgk_…`). So a request is named
// by its method and its route's pattern (`/business-api/draft/:ref`), never its path, and its
// query by the names of its parameters alone; a request no route took is named by its method.
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { redactedQuery } from './redacted-query.ts';

/** What stands for the path of a request no route took (an unknown or malformed address). */
const NO_ROUTE = '(no route)';
/** How many causes of an error its line follows, however long the chain. */
const CAUSES_FOLLOWED = 5;

/** The request as "incoming request" and the error lines name it. */
function loggedRequest(request: FastifyRequest) {
  const query = redactedQuery(request.raw.url);
  return {
    method: request.method,
    url: `${request.routeOptions.url ?? NO_ROUTE}${query === undefined ? '' : `?${query}`}`,
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * A failed statement's text keeps its placeholders, but Drizzle's error appends the parameters
 * themselves (a draft's reference, a filer's name): the line keeps the statement only.
 */
function withoutParameters(error: Error, text: string): string {
  return error instanceof DrizzleQueryError
    ? text.replace(`\nparams: ${String(error.params)}`, '')
    : text;
}

/**
 * An error as its line shows it: its type, its message and stack with those of its causes, and
 * its code. Nothing else of it is copied: a database error's other fields (its detail among them)
 * repeat the values of the row it was about.
 */
function loggedError(error: Error): { type: string; message: string; stack: string } {
  // Something else thrown (a string, a plain object) says nothing more than its type.
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const chain: Error[] = [];
  for (
    let next: unknown = error;
    next instanceof Error && chain.length <= CAUSES_FOLLOWED && !chain.includes(next);
    next = next.cause
  ) {
    chain.push(next);
  }
  const code = chain.map((link) => (link as { code?: unknown }).code).find((c) => c !== undefined);
  return {
    type: error.constructor.name,
    message: chain.map((link) => withoutParameters(link, link.message)).join(': '),
    stack: chain.map((link) => withoutParameters(link, link.stack ?? '')).join('\ncaused by: '),
    ...(code === undefined ? {} : { code }),
  };
}

/** The serializers of the server's logger. */
export const logSerializers = { req: loggedRequest, err: loggedError };
