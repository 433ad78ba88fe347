// Stripe's events about Checkout Sessions. A session paid records its filing through the very
// recording the receipt call makes, so a filer who closes the tab after paying is recorded all the
// same, and exactly once whichever of the event and the receipt call comes first (the recording
// locks the filing's row and stores the receipt once). A session expired closes its payment. The
// event only says which session to look at: what happened is asked of Stripe, so an event that
// arrives late or twice changes nothing.
import type Stripe from 'stripe';
import type { Db } from '../../db/database.ts';
import { HttpProblem } from '../../http-errors.ts';
import { findFilingById } from '../filings/filings-repository.ts';
import {
  FilingNotRecorded,
  recordPaidFiling,
  type RecordingLog,
} from '../filings/recording-service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { findPaymentByProviderRef, settlePendingPayment } from './payments-repository.ts';

/** What an event did, for the log. */
export type StripeEventOutcome =
  'recorded' | 'not-recorded' | 'not-paid' | 'closed' | 'unknown-session' | 'ignored';

/** The event, when the signature header is Stripe's over exactly these bytes; otherwise null. */
export function verifyStripeEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string,
  webhookSecret: string,
): Stripe.Event | null {
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    // A wrong or stale signature, or a body that is not an event: nothing to act on.
    return null;
  }
}

/** Acts on one verified event; other kinds of event are acknowledged and left alone. */
export async function handleStripeEvent(
  db: Db,
  provider: PaymentProvider,
  event: Stripe.Event,
  options: { log: RecordingLog; publicBaseUrl: string },
): Promise<StripeEventOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return recordPaidSession(db, provider, event.data.object.id, options);
    case 'checkout.session.expired':
      return closeExpiredSession(db, provider, event.data.object.id);
    default:
      return 'ignored';
  }
}

/** Records the filing a paid session is for, as the receipt call would. */
async function recordPaidSession(
  db: Db,
  provider: PaymentProvider,
  sessionId: string,
  options: { log: RecordingLog; publicBaseUrl: string },
): Promise<StripeEventOutcome> {
  const payment = await findPaymentByProviderRef(db, provider.name, sessionId);
  // A session this registry did not open (another system on the same Stripe account).
  if (payment === undefined) return 'unknown-session';
  const filing = await findFilingById(db, payment.filingId);
  if (filing === undefined) return 'unknown-session';
  try {
    await recordPaidFiling(db, provider, filing.ref, options);
    return 'recorded';
  } catch (error) {
    // Paid, but refused at recording: its charge is refunded there, and the filer's receipt page
    // says so.
    if (error instanceof FilingNotRecorded) return 'not-recorded';
    // Not paid as Stripe tells it now: the receipt call answers the filer the same way.
    if (error instanceof HttpProblem && error.statusCode < 500) return 'not-paid';
    // Anything else (the database, Stripe unreachable) fails the event, and Stripe sends it again.
    throw error;
  }
}

/** Closes the payment of a session that expired unpaid; a paid or closed one stays as it is. */
async function closeExpiredSession(
  db: Db,
  provider: PaymentProvider,
  sessionId: string,
): Promise<StripeEventOutcome> {
  const payment = await findPaymentByProviderRef(db, provider.name, sessionId);
  if (payment === undefined) return 'unknown-session';
  if (payment.status !== 'PENDING') return 'ignored';
  const status = await provider.getPaymentStatus(sessionId);
  if (status.status !== 'CANCELLED') return 'ignored';
  // Conditional on PENDING: a payment settled meanwhile stays as it was.
  return (await settlePendingPayment(db, payment.id, { status: 'CANCELLED' }))
    ? 'closed'
    : 'ignored';
}
