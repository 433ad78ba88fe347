// Recurring work of the server process: the job queue (message delivery, abandoned payments),
// the effective-date job, the delinquency job, report reminders, filed documents whose build
// failed, refunds the provider refused and the daily open-data export. Interval pollers on the
// database rather than pg-boss (which cannot run on the embedded database): each pass is safe with
// several processes (rows claimed with FOR UPDATE SKIP LOCKED, leases, unique keys), and per-item
// work that may fail goes through the leased job queue with back-off and dead letters.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import { describeDatabaseError, isDatabaseConnectionError } from '../../db/connection-errors.ts';
import type { Db } from '../../db/database.ts';
import { createSmtpTransport, messageDeliveryHandlers } from '../mail/outbox-sender.ts';
import { retryFailedFiledDocuments } from '../documents/filed-image-service.ts';
import { abandonedPaymentHandler, queueAbandonedCheckouts } from './abandoned-payments.ts';
import { retryDueRefunds } from '../filings/recording-service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { listRefundsDue } from '../payments/payments-repository.ts';
import { sendReportReminders } from '../notifications/report-reminders.ts';
import { confirmEarlierSignUps } from '../notifications/subscriptions.ts';
import { markDelinquentEntities } from './delinquency-job.ts';
import { applyDueEffectiveFilings } from './effective-filings-job.ts';
import { runDueJobs, type JobRunnerOptions } from './job-runner.ts';
import { runOpenDataPass } from '../open-data/open-data-builds.ts';
import { openDataDirectory } from '../open-data/open-data-store.ts';
import { secretsKeyringOf } from '../secrets/sealed-secrets.ts';
import { deliverDueWebhooks } from '../webhooks/webhook-deliveries.ts';
import { forgetOldIdempotencyKeys } from '../filing-api/idempotency.ts';

const REFUNDS_PER_PASS = 50;

/** How often each poller runs, in milliseconds, and how the job runner works. */
export interface JobIntervals {
  jobsMs: number;
  effectiveMs: number;
  delinquencyMs: number;
  documentsMs: number;
  refundsMs: number;
  remindersMs: number;
  abandonedMs: number;
  openDataMs: number;
  webhooksMs: number;
  idempotencyMs: number;
  runner: JobRunnerOptions;
}

const defaultIntervals: JobIntervals = {
  jobsMs: 5_000,
  effectiveMs: 30_000,
  delinquencyMs: 3_600_000,
  documentsMs: 30_000,
  refundsMs: 60_000,
  remindersMs: 3_600_000,
  abandonedMs: 300_000,
  openDataMs: 30_000,
  webhooksMs: 5_000,
  idempotencyMs: 3_600_000,
  runner: {},
};

/** One pass of each recurring job, by name; each reads "now" from the clock it was given. */
export interface JobPasses {
  passes: Record<JobName, () => Promise<unknown>>;
  close(): void;
}

export const jobNames = [
  'jobs',
  'effective-filings',
  'delinquency',
  'filed-documents',
  'refunds',
  'report-reminders',
  'sign-up-confirmations',
  'abandoned-payments',
  'open-data-export',
  'webhook-deliveries',
  'idempotency-keys',
] as const;
type JobName = (typeof jobNames)[number];

/** The recurring jobs' passes on this database, configuration, provider and clock. */
export function createJobPasses(
  db: Db,
  config: AppConfig,
  log: FastifyBaseLogger,
  provider: PaymentProvider,
  clock: Clock,
  runnerOptions: JobRunnerOptions = {},
  isStopped: () => boolean = () => false,
): JobPasses {
  const transport = config.smtpUrl === undefined ? undefined : createSmtpTransport(config.smtpUrl);
  const handlers = {
    ...messageDeliveryHandlers(db, { mail: transport, from: config.mailFrom }),
    'abandoned-payment': abandonedPaymentHandler(db, provider, config.publicBaseUrl, () =>
      clock.now(),
    ),
  };
  const runner = { owner: randomUUID(), now: () => clock.now(), ...runnerOptions };
  return {
    passes: {
      jobs: async () => {
        // Pass after pass while whole batches come back, so a backlog drains without waiting.
        for (;;) {
          const pass = await runDueJobs(db, handlers, runner);
          if (pass.claimed < (runner.batchSize ?? 20) || isStopped()) return;
        }
      },
      'effective-filings': () => applyDueEffectiveFilings(db, clock.now()),
      // Report windows close at a month's end, so an hourly pass marks entities on the day they lapse.
      delinquency: () => markDelinquentEntities(db, clock.now()),
      // Filed images whose build failed are built again when their back-off has passed.
      'filed-documents': () => retryFailedFiledDocuments(db, log, clock.now()),
      // A filing refused at recording owes its filer the charge back; when the provider failed to
      // give it then, it is asked again each minute (refunds are safe to repeat).
      refunds: async () =>
        retryDueRefunds(db, provider, await listRefundsDue(db, REFUNDS_PER_PASS), log),
      // Report windows open on the first of a month; an hourly pass reminds on the day.
      'report-reminders': () => sendReportReminders(db, config.publicBaseUrl, clock.now()),
      // Sign-ups stored before confirmations were sent get their confirmation link.
      'sign-up-confirmations': () => confirmEarlierSignUps(db, config.publicBaseUrl),
      // Checkouts paid at the provider whose filer never came back get a job each.
      'abandoned-payments': () => queueAbandonedCheckouts(db, clock.now()),
      // The public record's export: asked for on the first pass of each Mountain time day, and
      // built whenever it is asked for (an administrator may ask at any time).
      'open-data-export': () => runOpenDataPass(db, openDataDirectory(config), () => clock.now()),
      // Registry events posted to filing accounts' webhook endpoints, retried with back-off.
      'webhook-deliveries': async () =>
        deliverDueWebhooks(db, {
          now: clock.now(),
          log,
          secrets: await secretsKeyringOf(config),
          allowInsecureLoopback: config.webhooks.allowInsecureLoopback,
        }),
      // The filing API's kept answers, after their 24 hours.
      'idempotency-keys': () => forgetOldIdempotencyKeys(db, clock.now()),
    },
    close() {
      transport?.close();
    },
  };
}

export interface BackgroundJobs {
  stop(): Promise<void>;
}

/** Starts the interval jobs; `stop` waits for a running pass to finish. */
export function startBackgroundJobs(
  db: Db,
  config: AppConfig,
  log: FastifyBaseLogger,
  provider: PaymentProvider,
  clock: Clock,
  intervalsGiven: Partial<JobIntervals> = {},
): BackgroundJobs {
  const intervals = { ...defaultIntervals, ...intervalsGiven };
  const running = new Set<Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  const jobs = createJobPasses(db, config, log, provider, clock, intervals.runner, () => stopped);
  const every = (name: JobName, ms: number) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy || stopped) return;
      busy = true;
      const pass = jobs.passes[name]()
        .catch((error: unknown) => {
          // A lost database connection fails this pass only; the next one runs on a new connection.
          if (isDatabaseConnectionError(error)) {
            log.warn(
              { database: describeDatabaseError(error), job: name },
              'background job skipped a pass: database unavailable',
            );
          } else {
            log.error({ err: error, job: name }, 'background job failed');
          }
        })
        .finally(() => {
          busy = false;
          running.delete(pass);
        });
      running.add(pass);
    }, ms);
    timer.unref();
    timers.push(timer);
  };

  every('jobs', intervals.jobsMs);
  every('effective-filings', intervals.effectiveMs);
  every('delinquency', intervals.delinquencyMs);
  every('filed-documents', intervals.documentsMs);
  every('refunds', intervals.refundsMs);
  every('report-reminders', intervals.remindersMs);
  every('sign-up-confirmations', intervals.remindersMs);
  every('abandoned-payments', intervals.abandonedMs);
  every('open-data-export', intervals.openDataMs);
  every('webhook-deliveries', intervals.webhooksMs);
  every('idempotency-keys', intervals.idempotencyMs);

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
      jobs.close();
    },
  };
}
