// Recurring work of the server process: the outbox sender, the effective-date job and the
// delinquency job. A simple
// interval poller on the database (rows claimed with FOR UPDATE SKIP LOCKED) rather than pg-boss:
// it needs no extra schema, behaves the same on PGlite and PostgreSQL, and is safe with several
// processes.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createSmtpTransport, sendPendingMail } from '../mail/outbox-sender.ts';
import { markDelinquentEntities } from './delinquency-job.ts';
import { applyDueEffectiveFilings } from './effective-filings-job.ts';

export interface BackgroundJobs {
  stop(): Promise<void>;
}

/** Starts the interval jobs; `stop` waits for a running pass to finish. */
export function startBackgroundJobs(
  db: Db,
  config: AppConfig,
  log: FastifyBaseLogger,
  intervals = { mailMs: 5_000, effectiveMs: 30_000, delinquencyMs: 3_600_000 },
): BackgroundJobs {
  const running = new Set<Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  const every = (name: string, ms: number, work: () => Promise<unknown>) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy || stopped) return;
      busy = true;
      const pass = work()
        .catch((error: unknown) => log.error({ err: error, job: name }, 'background job failed'))
        .finally(() => {
          busy = false;
          running.delete(pass);
        });
      running.add(pass);
    }, ms);
    timer.unref();
    timers.push(timer);
  };

  const transport = config.smtpUrl === undefined ? undefined : createSmtpTransport(config.smtpUrl);
  if (transport !== undefined) {
    every('outbox-mail', intervals.mailMs, () => sendPendingMail(db, transport, config.mailFrom));
  }
  every('effective-filings', intervals.effectiveMs, () => applyDueEffectiveFilings(db));
  // Report windows close at a month's end, so an hourly pass marks entities on the day they lapse.
  every('delinquency', intervals.delinquencyMs, () => markDelinquentEntities(db));

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
      transport?.close();
    },
  };
}
