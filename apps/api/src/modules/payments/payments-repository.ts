// SQL for payment attempts. Status changes are conditional on the current status, so a replayed
// form post or a second tab cannot capture or decline twice.
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
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
): Promise<PaymentRow> {
  const [inserted] = await db
    .insert(payments)
    .values({ ...row, status: 'PENDING' })
    .returning();
  if (inserted === undefined) throw new Error('Payment insert returned no row');
  return inserted;
}

/** The payment with this provider reference. */
export async function findPaymentByProviderRef(
  db: DbOrTx,
  provider: string,
  providerRef: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
  return row;
}

/** The most recent payment attempt of a filing. */
export async function findLatestPaymentForFiling(
  db: DbOrTx,
  filingId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.filingId, filingId))
    .orderBy(desc(payments.id))
    .limit(1);
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
  return changed.length > 0;
}
