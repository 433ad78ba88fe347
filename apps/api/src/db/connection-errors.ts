// Failures of the connection to the database rather than of a statement: the server restarted,
// failed over or terminated the session, a proxy closed an idle connection, or no connection
// could be had in time. They say nothing about the request, so it is answered 503 with a short
// wait; the pool replaces the dead connection and the next request normally succeeds.

/** The 503 message of a request that met a lost database connection (Registrar's own wording). */
export const databaseUnavailableMessage =
  'The service is briefly unavailable. Try again in a moment.';

/** Seconds a client is asked to wait before trying again (`Retry-After`). */
export const databaseRetryAfterSeconds = 1;

/**
 * SQLSTATEs of a lost or refused session: class 08 (connection exception) is matched by prefix;
 * 57P01-57P03 are an administrator's termination, a crash shutdown and "cannot connect now"
 * (starting up or shutting down); 53300 is "too many connections", which clients reconnecting
 * together after a restart can meet for a moment.
 */
const connectionSqlStates = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * 55000 ("object not in prerequisite state") is a refused session only with this message: a
 * database an administrator has closed to connections (ALLOW_CONNECTIONS false), or one being
 * dropped or restored. Raised by a statement (a sequence's currval before nextval), it is a bug.
 */
const refusedDatabaseMessage = /is not currently accepting connections/;

/** Socket errors of node's net module on the way to the database. */
const connectionSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * node-postgres and pg-pool report a dead or unobtainable connection by message only: the socket
 * closed under a client, a query on a client whose socket failed, the pool's wait for a free
 * connection (connectionTimeoutMillis) ran out, or a new connection did not open in that time.
 */
const connectionMessages = new Set([
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function isConnectionLevel(error: ErrorFields): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (code.startsWith('08') || connectionSqlStates.has(code) || connectionSocketCodes.has(code)) {
    return true;
  }
  if (code === '55000' && typeof error.message === 'string')
    return refusedDatabaseMessage.test(error.message);
  return typeof error.message === 'string' && connectionMessages.has(error.message);
}

/**
 * The first connection-level error in `error` and what it wraps: Drizzle wraps a failed
 * statement in "Failed query: ..." with the driver's error as `cause`, pg-pool wraps a connect
 * timeout the same way, and a refused connection to a name with several addresses is an
 * AggregateError of one error per address.
 */
function findConnectionError(error: unknown, depth = 0): ErrorFields | undefined {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  const fields = error as ErrorFields;
  if (isConnectionLevel(fields)) return fields;
  const fromCause = findConnectionError(fields.cause, depth + 1);
  if (fromCause !== undefined) return fromCause;
  if (Array.isArray(fields.errors)) {
    for (const inner of fields.errors) {
      const found = findConnectionError(inner, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** Whether `error` (or what it wraps) is a lost, refused or timed-out database connection. */
export function isDatabaseConnectionError(error: unknown): boolean {
  return findConnectionError(error) !== undefined;
}

/**
 * What a log line says about a database error: its code and message only. node-postgres hangs
 * the whole client (socket, pool, queued queries) on errors it reports for idle connections, and
 * Drizzle's wrapper carries the statement and its parameters; neither belongs in a log.
 */
export function describeDatabaseError(error: unknown): { code?: string; reason: string } {
  const fields = findConnectionError(error) ?? (error as ErrorFields | null | undefined);
  const code = typeof fields?.code === 'string' ? fields.code : undefined;
  const reason =
    typeof fields?.message === 'string' && fields.message !== '' ? fields.message : String(error);
  return code === undefined ? { reason } : { code, reason };
}

/** Where a warning goes: a request's logger, or the app's. */
interface WarningLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * A warning for requests that met an unavailable database, written at most once a second: while
 * the database is away every request meets it, and one line a second says as much as a thousand.
 * The next line counts the requests whose warning it left out (`alsoUnavailable`).
 */
export function databaseUnavailableWarnings(now: () => number = Date.now) {
  let lastAt = -Infinity;
  let left = 0;
  return (log: WarningLog, error: unknown): void => {
    const at = now();
    if (at - lastAt < 1_000) {
      left += 1;
      return;
    }
    log.warn(
      { database: describeDatabaseError(error), ...(left > 0 ? { alsoUnavailable: left } : {}) },
      'database unavailable',
    );
    lastAt = at;
    left = 0;
  };
}
