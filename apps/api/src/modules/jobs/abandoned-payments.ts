// Checkouts paid at the provider whose filer never came back to the receipt page (closed the tab,
// lost the connection): a pass finds checkouts left open for a while and queues one job for each;
// the job asks the provider, records a captured one through the same exactly-once recording as
// the receipt call, notes it in abandoned_payments and emails the filer the receipt, once.
import type { Receipt } from '@registrar/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { abandonedPayments, filings, payments } from '../../db/schema.ts';
import type { JobHandler, NotYet } from './job-runner.ts';
import { enqueueJob } from './job-queue.ts';
import { renderMessage } from '../mail/message-catalogue.ts';
import { enqueueMessage } from '../mail/outbox-repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { FilingNotRecorded, recordPaidFiling } from '../filings/recording-service.ts';

/** A checkout untouched this long is looked at; the filer has surely stopped paying by then. */
const ABANDONED_AFTER_MS = 30 * 60_000;
/** A checkout still open at the provider is looked at again after this, until it is a day old. */
const LOOK_AGAIN_MS = 30 * 60_000;
const GIVE_UP_AFTER_MS = 24 * 3_600_000;

/** Queues a check of every checkout left open over half an hour (in the last week); answers how many are new. */
export async function queueAbandonedCheckouts(db: Db, now = new Date()): Promise<number> {
  const stale = await db.execute<{ id: string }>(sql`
    select p.id::text as id from payments p join filings f on f.id = p.filing_id
    where p.status in ('PENDING', 'CAPTURED') and f.receipt is null
      and f.status in ('AWAITING_PAYMENT', 'PAYMENT_FAILED')
      and p.created_at <= ${new Date(now.getTime() - ABANDONED_AFTER_MS).toISOString()}::timestamptz
      and p.created_at > ${new Date(now.getTime() - 7 * 24 * 3_600_000).toISOString()}::timestamptz
    order by p.id
    limit 500`);
  let queued = 0;
  for (const row of stale.rows) {
    const added = await enqueueJob(db, {
      kind: 'abandoned-payment',
      payload: { paymentId: Number(row.id) },
      dedupeKey: `abandoned-payment:${row.id}`,
    });
    if (added) queued += 1;
  }
  return queued;
}

/** The job that settles one checkout the filer left (see the file's comment). */
export function abandonedPaymentHandler(
  db: Db,
  provider: PaymentProvider,
  publicBaseUrl: string,
  clock: () => Date = () => new Date(),
): JobHandler {
  return {
    async run(job): Promise<void | NotYet> {
      const [found] = await db
        .select({ payment: payments, filing: filings })
        .from(payments)
        .innerJoin(filings, eq(filings.id, payments.filingId))
        .where(eq(payments.id, Number(job.payload.paymentId)));
      if (found === undefined || found.filing.receipt !== null) return;
      const { payment, filing } = found;
      if (payment.provider !== provider.name) return;
      const status = await provider.getPaymentStatus(payment.providerRef);
      const now = clock();
      if (status.status === 'PENDING') {
        if (now.getTime() - payment.createdAt.getTime() > GIVE_UP_AFTER_MS) return;
        return { later: new Date(now.getTime() + LOOK_AGAIN_MS) };
      }
      if (status.status !== 'CAPTURED') return;
      let receipt: Receipt;
      try {
        receipt = await recordPaidFiling(db, provider, filing.ref, { now, publicBaseUrl });
      } catch (error) {
        // Refused at recording (its name was taken meanwhile): the charge is refunded there.
        if (error instanceof FilingNotRecorded) return;
        throw error;
      }
      await db.transaction(async (tx) => {
        const noted = await tx
          .insert(abandonedPayments)
          .values({ filingId: filing.id, paymentId: payment.id, emailedTo: filing.email })
          .onConflictDoNothing()
          .returning({ filingId: abandonedPayments.filingId });
        if (noted.length === 0 || filing.email === null) return;
        const message = renderMessage('abandoned-payment-receipt', { receipt }, filing.language);
        await enqueueMessage(tx, {
          channel: 'email',
          recipient: filing.email,
          subject: message.subject,
          body: message.text,
          html: message.html,
          language: message.language,
          dedupeKey: `abandoned-receipt:${receipt.transactionId}`,
        });
      });
    },
  };
}
