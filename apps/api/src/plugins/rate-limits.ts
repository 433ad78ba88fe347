// Per-address request limits shared by every server process, over the counters of
// rate-limit-store.ts (Redis when REDIS_URL is set, else the database). Routes opt in with
// `config: { rateLimit: routeRateLimit(app.config, 'nameChecks') }`; a request over its limit is
// answered 429 in the apiData envelope with Retry-After (at least 1 second). A route a browser
// reaches by navigating (a plain HTML form, a redirect) answers a page instead, in its own
// errorHandler (isTooManyRequests, acceptsHtml, tooManyRequestsPage).
//
// The check is a hook of the limited routes alone, run before the body is read (or, for a route
// whose refusal page shows the form as typed, just after: `afterBody`). It answers at once when
// this process may decide on its own count (rate-limit-store.ts says when), without a promise in
// between: the name check runs it on every pause in typing.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { Redis } from 'ioredis';
import { Address6 } from 'ip-address';
import type { AppConfig, RateLimitSettings } from '../config.ts';
import { HttpProblem } from '../http-errors.ts';
import { escapeHtml } from '../modules/mail/html.ts';
import {
  postgresCounterBackend,
  redisCounterBackend,
  SharedRateLimitCounters,
  type CounterBackend,
  type HitResult,
} from './rate-limit-store.ts';

/** A route's limit: requests of one kind one client address may make per window. */
export interface RouteRateLimit {
  kind: keyof RateLimitSettings;
  max: number;
  windowMs: number;
  /**
   * Counted once the body is read (a small form's), so the refusal can show the form as typed;
   * otherwise counted before anything of the body is read.
   */
  afterBody?: boolean;
  /**
   * Also counted per caller (an API key) against its own limit, whatever the address: the caller
   * is known once the hooks of the route's scope before its body (preParsing) have run.
   */
  perCaller?: {
    kind: keyof RateLimitSettings;
    max: number;
    callerOf: (request: FastifyRequest) => string | undefined;
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted against this limit per client address before anything else of the request is read. */
    rateLimit?: RouteRateLimit;
  }
}

const ONE_MINUTE_MS = 60_000;

/** The 429 message: plain, with the wait. */
function tooManyRequestsMessage(waitSeconds: number): string {
  const wait = waitSeconds === 1 ? '1 second' : `${waitSeconds} seconds`;
  return `You have sent too many requests in a short time. Wait ${wait} and try again.`;
}

/** A request over its route's limit: the envelope's message, and the wait of Retry-After. */
class TooManyRequests extends HttpProblem {
  constructor(readonly waitSeconds: number) {
    super(429, tooManyRequestsMessage(waitSeconds));
  }
}

/** Whether an error is a request refused for being over its route's limit. */
export function isTooManyRequests(error: unknown): error is TooManyRequests {
  return error instanceof TooManyRequests;
}

/** Whether the client is a browser that navigated here (a form post, a link, a redirect). */
export function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The page a browser is shown when a navigation is over its limit: what happened, when to try
 * again, and the way back.
 */
export function tooManyRequestsPage(
  refusal: TooManyRequests,
  back: { href: string; text: string },
): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many attempts - Secretary of State</title></head>
<body><main id="main-content"><h1>Too many attempts</h1><p role="alert">${escapeHtml(refusal.message)}</p><p><a href="${escapeHtml(back.href)}">${escapeHtml(back.text)}</a></p></main></body></html>`;
}

/**
 * A route's limit: `kind` names both the setting and the counter, so routes of one kind (the two
 * name checks) share one count per client address.
 */
export function routeRateLimit(config: AppConfig, kind: keyof RateLimitSettings): RouteRateLimit {
  return { kind, max: config.rateLimits[kind], windowMs: ONE_MINUTE_MS };
}

/**
 * Who is counted: the client address (request.ip, so TRUST_PROXY_HOPS decides); an IPv6 client
 * by its /64, as one household or one machine's many addresses, and an IPv4 address mapped into
 * IPv6 as the IPv4 address.
 */
function clientOfAddress(ip: string): string {
  if (!ip.includes(':')) return ip;
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${address.correctForm()}/64`).startAddress().correctForm();
}

/** Registers the limit hook on every route that declares a limit, over the shared counters. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const { config } = app;
  let backend: CounterBackend;
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, {
      lazyConnect: true,
      // While Redis is away, fail at once (the counters then count locally) instead of queueing.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
    });
    // Connection errors are reported through the counters; an unhandled 'error' would end the process.
    redis.on('error', (error: Error) => {
      app.log.debug({ err: error }, 'redis connection error');
    });
    await redis.connect().catch((error: unknown) => {
      app.log.warn({ err: error }, 'redis unreachable at start: counting locally until it answers');
    });
    backend = redisCounterBackend(redis, `${config.redisKeyPrefix}rate-limit:`);
  } else {
    backend = postgresCounterBackend(app.database.pool);
  }
  const counters = new SharedRateLimitCounters(backend, app.log);

  /** The answer's limit headers, and for a request over the limit the 429 to answer with. */
  const decide = (limit: RouteRateLimit, reply: FastifyReply, hit: HitResult) => {
    const waitSeconds = Math.ceil(hit.ttl / 1000);
    const exceeded = hit.current > limit.max;
    reply.header('x-ratelimit-limit', limit.max);
    reply.header('x-ratelimit-remaining', Math.max(0, limit.max - hit.current));
    reply.header('x-ratelimit-reset', waitSeconds);
    if (!exceeded) return undefined;
    // A window in its last milliseconds still asks for a wait: "try again in 0 seconds" would be
    // answered with another refusal.
    const retryAfter = Math.max(1, waitSeconds);
    reply.header('retry-after', retryAfter);
    return new TooManyRequests(retryAfter);
  };

  /**
   * A hook that counts one hit of the request's `who` against `limit` and refuses past it; it
   * answers at once, without a promise, when this process may decide on its own count.
   */
  const limitHook =
    (limit: RouteRateLimit, who: (request: FastifyRequest) => string | undefined) =>
    (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const counted = who(request);
      if (counted === undefined) return done();
      const hit = counters.hit(`${limit.kind}:${counted}`, limit.windowMs, limit.max);
      if (hit instanceof Promise) {
        hit.then(
          (answered) => done(decide(limit, reply, answered)),
          (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
        );
      } else {
        done(decide(limit, reply, hit));
      }
    };
  const byAddress = (request: FastifyRequest) => clientOfAddress(request.ip);

  // Added to each limited route after its own onRequest hooks (a route that first checks who is
  // signed in keeps doing so), and to the HEAD route Fastify makes of a GET, which shares its config.
  app.addHook('onRoute', (routeOptions) => {
    const limit = routeOptions.config?.rateLimit;
    if (limit === undefined) return;
    const hook = limitHook(limit, byAddress);
    const { perCaller } = limit;
    if (perCaller !== undefined) {
      // The caller (an API key) is known once the scope's own hooks before the body have run:
      // counted then, against its own limit, and the address before anything else, so that
      // requests with a wrong key count too.
      const callerHook = limitHook(
        { ...limit, kind: perCaller.kind, max: perCaller.max },
        perCaller.callerOf,
      );
      const ownPreParsing = routeOptions.preParsing;
      routeOptions.preParsing = [
        ...(ownPreParsing === undefined
          ? []
          : Array.isArray(ownPreParsing)
            ? ownPreParsing
            : [ownPreParsing]),
        (
          request: FastifyRequest,
          reply: FastifyReply,
          _payload: unknown,
          done: HookHandlerDoneFunction,
        ) => callerHook(request, reply, done),
      ];
    }
    if (limit.afterBody === true) {
      const own = routeOptions.preValidation;
      routeOptions.preValidation =
        own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook];
      return;
    }
    const own = routeOptions.onRequest;
    routeOptions.onRequest =
      own === undefined ? [hook] : [...(Array.isArray(own) ? own : [own]), hook];
  });

  app.addHook('onClose', async () => {
    await counters.close();
    if (redis !== undefined) await redis.quit().catch(() => redis.disconnect());
  });
}
