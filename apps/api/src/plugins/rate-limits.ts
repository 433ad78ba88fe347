// Per-address request limits shared by every server process (@fastify/rate-limit over the
// counters of rate-limit-store.ts: Redis when REDIS_URL is set, else the database). Routes opt in
// with `config: { rateLimit: routeRateLimit(app.config, 'nameChecks') }`; a request over its limit
// is answered 429 in the apiData envelope with Retry-After.
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig, RateLimitSettings } from '../config.ts';
import { HttpProblem } from '../http-errors.ts';
import {
  postgresCounterBackend,
  redisCounterBackend,
  SharedRateLimitCounters,
  type CounterBackend,
} from './rate-limit-store.ts';

const ONE_MINUTE_MS = 60_000;

/** The 429 message: plain, with the wait. */
function tooManyRequestsMessage(waitSeconds: number): string {
  const wait = waitSeconds === 1 ? '1 second' : `${waitSeconds} seconds`;
  return `You have sent too many requests in a short time. Wait ${wait} and try again.`;
}

/**
 * A route's limit: `kind` names both the setting and the counter, so routes of one kind (the two
 * name checks) share one count per client address.
 */
export function routeRateLimit(config: AppConfig, kind: keyof RateLimitSettings): RateLimitOptions {
  return {
    max: config.rateLimits[kind],
    timeWindow: ONE_MINUTE_MS,
    // request.ip honours TRUST_PROXY_HOPS; an IPv6 client counts by its /64, as one household does.
    keyGenerator: (request: FastifyRequest) => `${kind}:${normalizeIP(request.ip)}`,
  };
}

/** Registers @fastify/rate-limit (no global limit) over the shared counters. */
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

  // @fastify/rate-limit builds one store per limited route (child); all share the counters, and
  // the key (kind and address) says which count a request belongs to.
  class SharedCounterStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      counters.hit(key, timeWindow, max).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): SharedCounterStore {
      return this;
    }
  }

  await app.register(rateLimit, {
    global: false,
    store: SharedCounterStore,
    errorResponseBuilder: (_request, context) =>
      new HttpProblem(
        context.statusCode,
        tooManyRequestsMessage(Math.max(1, Math.ceil(context.ttl / 1000))),
      ),
  });

  app.addHook('onClose', async () => {
    await counters.close();
    if (redis !== undefined) await redis.quit().catch(() => redis.disconnect());
  });
}
