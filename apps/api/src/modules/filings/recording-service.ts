// Recording a paid filing (ARCHITECTURE step 5; spec README decision 6): confirm the payment with
// the provider, then in one transaction and exactly once assign IDs, apply or schedule the
// effects, store the receipt and queue the confirmation mail. Every later call returns the
// stored receipt: reloads, replays and two tabs record and charge nothing twice.
import { formatMountainDateTime, getFilingType, type FilingValues } from '@registrar/domain';
import type { Db, DbOrTx } from '../../db/database.ts';
import { HttpProblem } from '../../http-errors.ts';
import { assignAttachmentsToFiling } from '../attachments/attachments-repository.ts';
import { queueFilingConfirmation } from '../mail/mail-service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { findLatestPaymentForFiling } from '../payments/payments-repository.ts';
import {
  applyFormationEffects,
  formatEntityId,
  reportingSchedule,
  storeNotificationSubscriptions,
} from './filing-effects.ts';
import {
  findFilingByRef,
  lockFiling,
  nextSequenceValue,
  recordFilingEvent,
  transitionFiling,
  updateFiling,
  type FilingRow,
} from './filings-repository.ts';
import { formatDollars } from './submission-service.ts';
import { applyExistingEntityEffects, currentStanding } from './existing-entity-filings.ts';

/** The receipt as the spec lists its fields (spec/001 section 2). */
export interface Receipt {
  name: string;
  masterId: string;
  /** MM/DD/YYYY hh:mm AM/PM, Mountain time. */
  dateTime: string;
  transactionName: string;
  transactionType: string;
  transactionId: string;
  paymentType: 'Card' | 'Prepaid';
  last4: string;
  /** Two decimals, e.g. "50.00". */
  amount: string;
  adminFraudCheck: boolean;
  /** How the charge appears on the card statement. */
  creditStmtInfo: string;
  /** MM/DD/YYYY. */
  entityReportDueDate: string;
  /**
   * The entity's status code after the filing: GOOD once a formed entity exists; FILED while a
   * delayed effective date is pending; an existing entity's own status (DQQ stays DQQ).
   */
  entityStatus: string;
  entityId: string;
  /** MM/DD/YYYY hh:mm AM/PM, Mountain time. */
  effectiveDateTimeDisplay: string;
}

/** What a card statement shows for a filing fee. */
export const CREDIT_STATEMENT_TEXT = 'CO SECRETARY OF STATE';

export const paymentMessages = {
  declined: 'Your payment was declined. Go back to review your filing and try another card.',
  notCompleted: 'Your payment was not completed. Go back to review your filing to pay.',
  unknownFiling: 'This filing was not found.',
};

function displayDueDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

async function recordInTransaction(
  tx: DbOrTx,
  filingId: number,
  payment: { last4: string },
  now: Date,
): Promise<Receipt> {
  const filing = await lockFiling(tx, filingId);
  if (filing === undefined) throw new HttpProblem(404, paymentMessages.unknownFiling);
  // A second caller waited on the lock and now sees the first one's work.
  if (filing.receipt !== null) return filing.receipt as Receipt;
  if (filing.status !== 'AWAITING_PAYMENT' && filing.status !== 'PAYMENT_FAILED') {
    throw new HttpProblem(409, paymentMessages.notCompleted);
  }
  const values = filing.values as FilingValues;
  const masterTransactionId = await nextSequenceValue(tx, 'master_transaction_seq');
  const transactionId = await nextSequenceValue(tx, 'transaction_seq');
  if (getFilingType(filing.filingType)?.existingEntity === true) {
    return recordExistingEntityFiling(tx, filing, values, {
      masterTransactionId,
      transactionId,
      last4: payment.last4,
      now,
    });
  }
  const delayed = filing.effectiveAt !== null && filing.effectiveAt.getTime() > now.getTime();
  const effectiveAt = delayed && filing.effectiveAt !== null ? filing.effectiveAt : now;
  const entityId = formatEntityId(effectiveAt, await nextSequenceValue(tx, 'entity_number_seq'));
  const schedule = reportingSchedule(effectiveAt);

  const receipt: Receipt = {
    name: filing.entityName,
    masterId: String(masterTransactionId),
    dateTime: formatMountainDateTime(now),
    transactionName: filing.transactionDescription,
    transactionType: filing.transactionType,
    transactionId: String(transactionId),
    paymentType: 'Card',
    last4: payment.last4,
    amount: formatDollars(filing.feeCents),
    adminFraudCheck: filing.adminFraudCheck,
    creditStmtInfo: CREDIT_STATEMENT_TEXT,
    entityReportDueDate: displayDueDate(schedule.nextReportDueDate),
    entityStatus: delayed ? 'FILED' : 'GOOD',
    entityId,
    effectiveDateTimeDisplay: formatMountainDateTime(effectiveAt),
  };
  await updateFiling(tx, filing.id, {
    masterTransactionId,
    transactionId,
    entityId,
    effectiveAt,
    receipt,
    filedAt: now,
  });
  if (filing.status === 'PAYMENT_FAILED') {
    await transitionFiling(
      tx,
      filing.id,
      'PAYMENT_FAILED',
      'AWAITING_PAYMENT',
      'payment-provider',
      'payment captured',
    );
  }
  await transitionFiling(tx, filing.id, 'AWAITING_PAYMENT', 'PAID', 'payment-provider');
  await transitionFiling(tx, filing.id, 'PAID', 'FILED', 'system');
  const recorded: FilingRow = {
    ...filing,
    entityId,
    effectiveAt,
    masterTransactionId,
    transactionId,
    status: 'FILED',
  };
  if (!delayed) await applyFormationEffects(tx, recorded, effectiveAt);
  else
    await recordFilingEvent(tx, {
      filingId: filing.id,
      fromStatus: 'FILED',
      toStatus: 'FILED',
      actor: 'system',
      reason: `effects scheduled for ${effectiveAt.toISOString()}`,
    });
  await storeNotificationSubscriptions(tx, entityId, values);
  const attachmentKeys =
    values.additionalInfo.additionalInfoAttachmentRadio === 'Y'
      ? values.additionalInfo.attachments.map((attachment) => attachment.key)
      : [];
  await assignAttachmentsToFiling(tx, attachmentKeys, filing.id);
  await queueFilingConfirmation(tx, receipt, values);
  return receipt;
}

/**
 * Records a paid filing about an entity on the record: it takes effect at once on that entity
 * (the caller holds the filing's row lock, so this runs once), and the receipt shows the
 * entity's standing and next report due date afterwards.
 */
async function recordExistingEntityFiling(
  tx: DbOrTx,
  filing: FilingRow,
  values: FilingValues,
  ids: { masterTransactionId: number; transactionId: number; last4: string; now: Date },
): Promise<Receipt> {
  const { masterTransactionId, transactionId, now } = ids;
  if (filing.entityId === null) throw new Error(`Filing ${filing.id} has no entity ID`);
  // A delayed effective date leaves the effect to the effective-date job.
  const delayed = filing.effectiveAt !== null && filing.effectiveAt.getTime() > now.getTime();
  const effectiveAt = delayed && filing.effectiveAt !== null ? filing.effectiveAt : now;
  await updateFiling(tx, filing.id, { masterTransactionId, transactionId, effectiveAt });
  if (filing.status === 'PAYMENT_FAILED') {
    await transitionFiling(
      tx,
      filing.id,
      'PAYMENT_FAILED',
      'AWAITING_PAYMENT',
      'payment-provider',
      'payment captured',
    );
  }
  await transitionFiling(tx, filing.id, 'AWAITING_PAYMENT', 'PAID', 'payment-provider');
  // A filing that needs the administrators' check waits in their queue (PENDING_REVIEW) and takes
  // no effect until they approve it; the queue itself is not built yet.
  const pendingReview = filing.adminFraudCheck;
  if (pendingReview)
    await transitionFiling(
      tx,
      filing.id,
      'PAID',
      'PENDING_REVIEW',
      'system',
      'administrator fraud check required',
    );
  else await transitionFiling(tx, filing.id, 'PAID', 'FILED', 'system');
  if (delayed && !pendingReview)
    await recordFilingEvent(tx, {
      filingId: filing.id,
      fromStatus: 'FILED',
      toStatus: 'FILED',
      actor: 'system',
      reason: `effects scheduled for ${effectiveAt.toISOString()}`,
    });
  const after =
    delayed || pendingReview
      ? await currentStanding(tx, filing.entityId)
      : await applyExistingEntityEffects(tx, { ...filing, effectiveAt: now });
  const receipt: Receipt = {
    name: filing.entityName,
    masterId: String(masterTransactionId),
    dateTime: formatMountainDateTime(now),
    transactionName: filing.transactionDescription,
    transactionType: filing.transactionType,
    transactionId: String(transactionId),
    paymentType: 'Card',
    last4: ids.last4,
    amount: formatDollars(filing.feeCents),
    adminFraudCheck: filing.adminFraudCheck,
    creditStmtInfo: CREDIT_STATEMENT_TEXT,
    entityReportDueDate: displayDueDate(after.nextReportDueDate),
    entityStatus: after.statusCode,
    entityId: filing.entityId,
    effectiveDateTimeDisplay: formatMountainDateTime(effectiveAt),
  };
  await updateFiling(tx, filing.id, { receipt, filedAt: now });
  await storeNotificationSubscriptions(tx, filing.entityId, values);
  // An amendment may attach its text as files; they belong to the filing from now on.
  if (values.additionalInfo.additionalInfoAttachmentRadio === 'Y')
    await assignAttachmentsToFiling(
      tx,
      values.additionalInfo.attachments.map((attachment) => attachment.key),
      filing.id,
    );
  // The affidavit and ID go with the filing to the administrators, never to the public record.
  if (pendingReview)
    await assignAttachmentsToFiling(
      tx,
      values.additionalInfo.privateAttachments.map((attachment) => attachment.key),
      filing.id,
    );
  await queueFilingConfirmation(tx, receipt, values);
  return receipt;
}

/** The receipt of a filing: records it exactly once when its payment is captured. */
export async function recordPaidFiling(
  db: Db,
  provider: PaymentProvider,
  refId: string,
  now = new Date(),
): Promise<Receipt> {
  const filing = await findFilingByRef(db, refId);
  if (filing === undefined) throw new HttpProblem(404, paymentMessages.unknownFiling);
  if (filing.receipt !== null) return filing.receipt as Receipt;

  const payment = await findLatestPaymentForFiling(db, filing.id);
  if (payment === undefined) throw new HttpProblem(402, paymentMessages.notCompleted);
  const status = await provider.getPaymentStatus(payment.providerRef);
  if (status.status === 'DECLINED') {
    await transitionFiling(
      db,
      filing.id,
      'AWAITING_PAYMENT',
      'PAYMENT_FAILED',
      'payment-provider',
      status.reason,
    );
    throw new HttpProblem(402, paymentMessages.declined);
  }
  if (status.status !== 'CAPTURED') throw new HttpProblem(402, paymentMessages.notCompleted);
  return db.transaction((tx) => recordInTransaction(tx, filing.id, { last4: status.last4 }, now));
}
