// SQL for payment attempts. Status changes are conditional on the current status, so a replayed
// form post or a second tab cannot capture or decline twice.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { countPayment } from '../../operations/metrics.ts';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerConnection } from '../../db/prepared-query.ts';
import { payments } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** Records a payment attempt the provider has opened a checkout for. */
export async function insertPayment(
  db: DbOrTx,
  row: {
    filingId: number;
    provider: string;
    providerRef: string;
    amountCents: number;
    checkoutToken: string | null;
    returnUrls: { clientUrl: string; backUrl: string; cancelUrl: string };
  },
  /** A payment taken as it is made (the filing account's balance): stored captured, at once. */
  captured?: { cardBrand: string; cardLast4: string; at: Date },
): Promise<PaymentRow> {
  const [inserted] = await db
    .insert(payments)
    .values(
      captured === undefined
        ? { ...row, status: 'PENDING' }
        : {
            ...row,
            status: 'CAPTURED',
            cardBrand: captured.cardBrand,
            cardLast4: captured.cardLast4,
            capturedAt: captured.at,
          },
    )
    .returning();
  if (inserted === undefined) throw new Error('Payment insert returned no row');
  if (captured !== undefined) countPayment(db, 'captured');
  return inserted;
}

const paymentByProviderRefQuery = preparedPerConnection((db) =>
  db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, sql.placeholder('provider')),
        eq(payments.providerRef, sql.placeholder('providerRef')),
      ),
    )
    .prepare('payment-by-provider-ref'),
);

/** The payment with this provider reference. */
export async function findPaymentByProviderRef(
  db: DbOrTx,
  provider: string,
  providerRef: string,
): Promise<PaymentRow | undefined> {
  const [row] = await paymentByProviderRefQuery(db).execute({ provider, providerRef });
  return row;
}

/** Moves a PENDING payment to its outcome; false when it was no longer pending. */
export async function settlePendingPayment(
  db: DbOrTx,
  paymentId: number,
  outcome:
    | { status: 'CAPTURED'; cardBrand: string; cardLast4: string }
    | { status: 'DECLINED'; cardBrand: string; cardLast4: string; declineReason: string }
    | { status: 'CANCELLED' },
): Promise<boolean> {
  const changed = await db
    .update(payments)
    .set({ ...outcome, capturedAt: outcome.status === 'CAPTURED' ? new Date() : null })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')))
    .returning({ id: payments.id });
  if (changed.length === 0) return false;
  countPayment(
    db,
    outcome.status === 'CAPTURED'
      ? 'captured'
      : outcome.status === 'DECLINED'
        ? 'declined'
        : 'cancelled',
  );
  return true;
}

/** The filing's checkout that is still open (at most one: a unique index says so). */
export async function findOpenCheckout(
  db: DbOrTx,
  filingId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.filingId, filingId), eq(payments.status, 'PENDING')));
  return row;
}

/** True when a charge of the filing was captured and is neither recorded nor given back yet. */
export async function hasCapturedCharge(db: DbOrTx, filingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.filingId, filingId), eq(payments.status, 'CAPTURED')))
    .limit(1);
  return row !== undefined;
}

/** Marks a captured charge as owed back to the filer; false when it was not captured. */
export async function markRefundDue(db: DbOrTx, paymentId: number): Promise<boolean> {
  const changed = await db
    .update(payments)
    .set({ status: 'REFUND_PENDING' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'CAPTURED')))
    .returning({ id: payments.id });
  if (changed.length === 0) return false;
  countPayment(db, 'refund_due');
  return true;
}

/** Records that the provider gave the charge back. */
export async function markRefunded(db: DbOrTx, paymentId: number): Promise<void> {
  const changed = await db
    .update(payments)
    .set({ status: 'REFUNDED', refundedAt: sql`coalesce(${payments.refundedAt}, now())` })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'REFUND_PENDING')))
    .returning({ id: payments.id });
  if (changed.length > 0) countPayment(db, 'refunded');
}

/** Charges owed back whose refund has not yet gone through (for the retrying job). */
export async function listRefundsDue(db: DbOrTx, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.status, 'REFUND_PENDING'))
    .orderBy(payments.id)
    .limit(limit);
}

/**
 * The built-in test checkout's side of a refund: stamps the time the charge was given back on a
 * captured (or refund-pending) row; false when there is no such charge.
 */
export async function markTestChargeRefunded(db: DbOrTx, providerRef: string): Promise<boolean> {
  const changed = await db
    .update(payments)
    .set({ refundedAt: sql`coalesce(${payments.refundedAt}, now())` })
    .where(
      and(
        eq(payments.providerRef, providerRef),
        inArray(payments.status, ['CAPTURED', 'REFUND_PENDING', 'REFUNDED']),
      ),
    )
    .returning({ id: payments.id });
  return changed.length > 0;
}
