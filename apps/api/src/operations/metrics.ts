// What the registry did, counted for Prometheus: filings by event, payments by outcome, name checks
// and sign-in failures. The counters belong to the process (every app it builds counts into
// them) and each counts work only once its transaction has committed, so a rolled-back attempt
// never shows. The plugin in plugins/metrics.ts adds what it reads at each scrape (requests,
// the outbox, the jobs, the database pool) and serves them all.
//
// Labels take a handful of fixed values each (an event, an outcome, a kind of account): never a
// name, an address or an ID, so the number of series stays bounded whatever the registry holds.
import { Counter, Registry } from 'prom-client';
import { afterCommit, type DbOrTx } from '../db/database.ts';

export const processMetrics = new Registry();

const filings = new Counter({
  name: 'registrar_filings_total',
  help:
    'Filings by event: submitted (payment started), recorded, held (for review), approved, ' +
    'rejected, effects_applied (a delayed effective date reached), or the status a filing moved to.',
  labelNames: ['event'] as const,
  registers: [processMetrics],
});

const payments = new Counter({
  name: 'registrar_payments_total',
  help: 'Payments by outcome: captured, declined, cancelled, refund_due, refunded.',
  labelNames: ['outcome'] as const,
  registers: [processMetrics],
});

const nameChecks = new Counter({
  name: 'registrar_name_checks_total',
  help: 'Entity name checks by result: available, unavailable, invalid (its format refused).',
  labelNames: ['result'] as const,
  registers: [processMetrics],
});

const signInFailures = new Counter({
  name: 'registrar_sign_in_failures_total',
  help: 'Refused sign-ins by account: staff or filer (Secure Business Filing).',
  labelNames: ['account'] as const,
  registers: [processMetrics],
});

const signInLockouts = new Counter({
  name: 'registrar_sign_in_lockouts_total',
  help: 'Accounts locked after too many wrong passwords, by account: staff or filer.',
  labelNames: ['account'] as const,
  registers: [processMetrics],
});

/** The event a filing's status change is counted as. */
function filingEventOf(from: string | null, to: string): string {
  if (from === null) return 'submitted';
  if (to === 'FILED') return from === 'FILED' ? 'effects_applied' : 'recorded';
  if (to === 'PENDING_REVIEW') return 'held';
  return to.toLowerCase();
}

/** Counts a filing's status change once the transaction that made it commits. */
export function countFilingEvent(db: DbOrTx, from: string | null, to: string): void {
  afterCommit(db, () => filings.inc({ event: filingEventOf(from, to) }));
}

type PaymentOutcome = 'captured' | 'declined' | 'cancelled' | 'refund_due' | 'refunded';

/** Counts a payment's outcome once the transaction that settled it commits. */
export function countPayment(db: DbOrTx, outcome: PaymentOutcome): void {
  afterCommit(db, () => payments.inc({ outcome }));
}

export function countNameCheck(result: 'available' | 'unavailable' | 'invalid'): void {
  nameChecks.inc({ result });
}

type AccountKind = 'staff' | 'filer';

export function countSignInFailure(account: AccountKind): void {
  signInFailures.inc({ account });
}

/** Counts an account locked once the transaction that locked it commits. */
export function countSignInLockout(db: DbOrTx, account: AccountKind): void {
  afterCommit(db, () => signInLockouts.inc({ account }));
}
