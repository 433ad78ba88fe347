// Rate-limit counters every server process shares: fixed windows per key (limit name and client
// address) kept in PostgreSQL (`rate_limit_counters`) or in Redis.
//
// A write to the store per request would put a shared write (and, in PostgreSQL, a commit) on the
// path of every name check, and queue a busy address on its row's lock, so each process counts
// locally and sends its counts in batches:
// - a process may admit up to 5% of a limit (rounded down) that the store has not yet counted,
//   the first requests of a window included, and sends them at least every quarter second. With
//   P processes, a window admits at most the limit plus P times that allowance (name checks: 60
//   a minute, 3 per process);
// - under a limit below 20 a minute, 5% rounds down to none: every request waits for the store's
//   answer, so those limits (sign-ins, password resets, receipt mail) are exact across processes;
//   the requests waiting at one moment share one write. So does a request past the allowance.
// A request already over its limit is refused here without asking the store.
// When the store cannot be reached (a database blip, Redis restarting), nothing is refused for
// that reason: each process keeps counting on its own and applies the same limits, so P processes
// admit at most P times the limit until the store answers again, and a request waits at most one
// second for the store before it is decided on the local count.
import type { Redis } from 'ioredis';
import type pg from 'pg';

/** One batch entry: hits to add to a key's window. */
interface CounterIncrement {
  key: string;
  hits: number;
  windowMs: number;
}

/** A key's shared count after an increment, and the milliseconds left in its window. */
interface CounterTotal {
  total: number;
  ttlMs: number;
}

/** Where the shared counts live. */
export interface CounterBackend {
  /**
   * Adds each entry's hits to its key's open window (a key whose window has ended starts a new one
   * of `windowMs`) and returns every key's new total.
   */
  add(increments: readonly CounterIncrement[]): Promise<Map<string, CounterTotal>>;
  /** Drops counters whose windows have ended (a store without expiry of its own needs this). */
  removeExpired(): Promise<void>;
}

/** A request's place in its key's window, and the milliseconds left in that window. */
export interface HitResult {
  current: number;
  ttl: number;
}

/** Counters in the `rate_limit_counters` table: one upsert per batch, keys in a fixed order. */
export function postgresCounterBackend(pool: pg.Pool): CounterBackend {
  return {
    async add(increments) {
      // Sorted keys: two processes upserting overlapping batches lock rows in the same order.
      const sorted = [...increments].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const result = await pool.query<{ key: string; hits: number; ttl_ms: number }>(
        `insert into rate_limit_counters as c (key, hits, resets_at)
         select key, hits, now() + window_ms * interval '1 millisecond'
         from unnest($1::text[], $2::int[], $3::int[]) as batch(key, hits, window_ms)
         on conflict (key) do update set
           hits = case when c.resets_at <= now() then excluded.hits else c.hits + excluded.hits end,
           resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
         returning key, hits, greatest(0, extract(epoch from (resets_at - now())) * 1000)::int as ttl_ms`,
        [
          sorted.map((increment) => increment.key),
          sorted.map((increment) => increment.hits),
          sorted.map((increment) => increment.windowMs),
        ],
      );
      return new Map(
        result.rows.map((row) => [row.key, { total: row.hits, ttlMs: row.ttl_ms }] as const),
      );
    },
    async removeExpired() {
      await pool.query('delete from rate_limit_counters where resets_at < now()');
    },
  };
}

// INCRBY then PEXPIRE on a key without expiry: a new key opens its window; Redis drops it at the end.
const redisAddScript = `
local answers = {}
for index, key in ipairs(KEYS) do
  local total = redis.call('INCRBY', key, ARGV[index * 2 - 1])
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    ttl = tonumber(ARGV[index * 2])
    redis.call('PEXPIRE', key, ttl)
  end
  answers[#answers + 1] = total
  answers[#answers + 1] = ttl
end
return answers`;

/** Counters as Redis keys under `keyPrefix`, added in one atomic script per batch. */
export function redisCounterBackend(redis: Redis, keyPrefix: string): CounterBackend {
  return {
    async add(increments) {
      const keys = increments.map((increment) => `${keyPrefix}${increment.key}`);
      const argumentsOfKeys = increments.flatMap((increment) => [
        String(increment.hits),
        String(increment.windowMs),
      ]);
      const answers = (await redis.eval(
        redisAddScript,
        keys.length,
        ...keys,
        ...argumentsOfKeys,
      )) as number[];
      return new Map(
        increments.map(
          (increment, index) =>
            [
              increment.key,
              { total: Number(answers[index * 2]), ttlMs: Number(answers[index * 2 + 1]) },
            ] as const,
        ),
      );
    },
    async removeExpired() {
      // Redis expires the keys itself.
    },
  };
}

/** A request waiting for the store's answer: `ordinal` is its place among the unsent hits. */
interface PendingHit {
  ordinal: number;
  settle(current: number): void;
}

interface KeyCounter {
  key: string;
  windowMs: number;
  /** The store's total at its last answer (this window), including what this process sent. */
  sharedTotal: number;
  /** Hits admitted or waiting here and not yet sent to the store. */
  unsent: number;
  /** Hits in the batch on its way to the store. */
  sending: number;
  waiting: PendingHit[];
  /** When the window ends, by this process's clock (from the store's time left). */
  windowEndsAt: number;
}

/** Share of a limit one process may admit before the store has counted it (rounded down). */
const LOCAL_ALLOWANCE_SHARE = 0.05;
const FLUSH_INTERVAL_MS = 250;
/** The longest a request waits for the store before it is decided on the local count. */
const STORE_WAIT_LIMIT_MS = 1000;
/**
 * A batch the store has not answered by then counts as failed (a hung connection must not stall
 * every later batch); its hits are sent again, so a batch that lands late counts twice: stricter.
 */
const STORE_ANSWER_LIMIT_MS = 3000;
/** How often ended windows are forgotten, here and in the store. */
const EXPIRED_SWEEP_INTERVAL_MS = 60_000;

/** The promise's value, or a rejection once `limitMs` have passed without one. */
function withTimeLimit<T>(promise: Promise<T>, limitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`The rate-limit store did not answer within ${limitMs} ms`));
    }, limitMs);
  });
  // A late failure of the abandoned call must not surface as an unhandled rejection.
  promise.catch(() => undefined);
  return Promise.race([promise, expiry]).finally(() => clearTimeout(timer));
}

/** The counts of one process, kept in step with a shared backend. */
export class SharedRateLimitCounters {
  private readonly counters = new Map<string, KeyCounter>();
  /** The counters with hits to send: a batch need not look through every address seen. */
  private readonly unsentCounters = new Set<KeyCounter>();
  private flushing: Promise<void> | undefined;
  private followingFlush: Promise<void> | undefined;
  private storeReachable = true;
  private readonly timer: NodeJS.Timeout;
  private lastSweep = Date.now();
  private removingExpired: Promise<void> = Promise.resolve();

  constructor(
    private readonly backend: CounterBackend,
    private readonly log: {
      warn(details: object, message: string): void;
      info(message: string): void;
    },
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    // A pending flush must not keep a stopping process alive.
    this.timer.unref();
  }

  /**
   * Counts one request under `key` and answers its place in the window (above `max`: refused):
   * at once when this process may decide on its own count, else once the store has answered.
   */
  hit(key: string, windowMs: number, max: number): HitResult | Promise<HitResult> {
    const now = Date.now();
    const counter = this.counterFor(key, windowMs, now);
    const seen = counter.sharedTotal + counter.sending + counter.unsent;
    // Already over: refused without counting, and without asking the store.
    if (seen >= max) return { current: seen + 1, ttl: Math.max(0, counter.windowEndsAt - now) };
    const allowance = Math.floor(max * LOCAL_ALLOWANCE_SHARE);
    counter.unsent += 1;
    this.unsentCounters.add(counter);
    if (!this.storeReachable || counter.sending + counter.unsent <= allowance) {
      return { current: seen + 1, ttl: Math.max(0, counter.windowEndsAt - now) };
    }
    const ordinal = counter.unsent;
    return new Promise<HitResult>((resolve) => {
      let settled = false;
      const settle = (current: number) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve({ current, ttl: Math.max(0, counter.windowEndsAt - Date.now()) });
      };
      // A slow store decides nothing: past the wait limit, the local count does.
      const deadline = setTimeout(
        () => settle(counter.sharedTotal + counter.sending + ordinal),
        STORE_WAIT_LIMIT_MS,
      );
      counter.waiting.push({ ordinal, settle });
      void this.flush();
    });
  }

  /** Sends every unsent count to the store (after the batch already on its way, if any). */
  flush(): Promise<void> {
    if (this.flushing === undefined) {
      this.flushing = this.sendUnsent()
        .catch((error: unknown) => {
          this.log.warn({ err: error }, 'rate-limit counts could not be sent');
        })
        .finally(() => {
          this.flushing = undefined;
        });
      return this.flushing;
    }
    // One follow-up batch collects everything that arrives while a batch is on its way.
    this.followingFlush ??= this.flushing.then(() => {
      this.followingFlush = undefined;
      return this.flush();
    });
    return this.followingFlush;
  }

  /** Stops the timer and sends what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
    await this.removingExpired;
  }

  private counterFor(key: string, windowMs: number, now: number): KeyCounter {
    let counter = this.counters.get(key);
    if (counter === undefined) {
      counter = {
        key,
        windowMs,
        sharedTotal: 0,
        unsent: 0,
        sending: 0,
        waiting: [],
        windowEndsAt: now + windowMs,
      };
      this.counters.set(key, counter);
    } else if (now >= counter.windowEndsAt) {
      // A new window. Unsent hits stay (sent late, they count against the new window: stricter,
      // never looser); a batch still on its way corrects the total when it is answered.
      counter.sharedTotal = 0;
      counter.windowEndsAt = now + windowMs;
    }
    return counter;
  }

  private async sendUnsent(): Promise<void> {
    this.sweepExpired();
    const batch: { counter: KeyCounter; hits: number; waiting: PendingHit[] }[] = [];
    for (const counter of this.unsentCounters) {
      if (counter.unsent === 0) continue;
      batch.push({ counter, hits: counter.unsent, waiting: counter.waiting });
      counter.sending += counter.unsent;
      counter.unsent = 0;
      counter.waiting = [];
    }
    this.unsentCounters.clear();
    if (batch.length === 0) return;
    let totals: Map<string, CounterTotal>;
    try {
      totals = await withTimeLimit(
        this.backend.add(
          batch.map(({ counter, hits }) => ({
            key: counter.key,
            hits,
            windowMs: counter.windowMs,
          })),
        ),
        STORE_ANSWER_LIMIT_MS,
      );
    } catch (error) {
      if (this.storeReachable) {
        this.log.warn(
          { err: error },
          'rate-limit counters unreachable: each process now counts on its own',
        );
      }
      this.storeReachable = false;
      for (const { counter, hits, waiting } of batch) {
        // Kept to be sent again, ahead of the hits that arrived meanwhile.
        counter.sending -= hits;
        counter.unsent += hits;
        this.unsentCounters.add(counter);
        for (const pending of waiting)
          pending.settle(counter.sharedTotal + counter.sending + pending.ordinal);
        for (const pending of counter.waiting) pending.ordinal += hits;
      }
      return;
    }
    if (!this.storeReachable) this.log.info('rate-limit counters reachable again');
    this.storeReachable = true;
    const now = Date.now();
    for (const { counter, hits, waiting } of batch) {
      const answer = totals.get(counter.key);
      counter.sending -= hits;
      if (answer === undefined) continue;
      counter.sharedTotal = answer.total;
      counter.windowEndsAt = now + answer.ttlMs;
      // This batch's hits were added last: the i-th of them holds place total - hits + i.
      for (const pending of waiting) pending.settle(answer.total - hits + pending.ordinal);
    }
  }

  /**
   * Now and then, forgets keys whose windows have ended, here and in the store (a key seen again
   * meanwhile starts its new window in counterFor).
   */
  private sweepExpired(): void {
    const now = Date.now();
    if (now - this.lastSweep < EXPIRED_SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    for (const [key, counter] of this.counters) {
      const idle = counter.unsent === 0 && counter.sending === 0 && counter.waiting.length === 0;
      if (idle && now >= counter.windowEndsAt) this.counters.delete(key);
    }
    if (!this.storeReachable) return;
    // Not awaited: counting does not wait for the clean-up.
    this.removingExpired = this.backend.removeExpired().catch((error: unknown) => {
      this.log.warn({ err: error }, 'expired rate-limit counters could not be removed');
    });
  }
}
