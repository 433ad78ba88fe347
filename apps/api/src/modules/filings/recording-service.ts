// Recording a paid filing, exactly once: returning from payment, reloading the receipt, replaying a
// payment callback or pressing Back never records a filing or charges twice. Confirm the payment
// with the provider, then in one transaction and exactly once assign IDs, apply or schedule the
// effects, store the receipt and queue the confirmation mail. Every later call returns the stored
// receipt: reloads, replays and two tabs record and charge nothing twice.
import { FILING_ACCOUNT_PROVIDER } from '../filing-accounts/ledger.ts';
import {
  firstReportingSchedule,
  formatMountainDateTime,
  getFilingType,
  mountainDate,
  type FilingValues,
  type Receipt,
} from '@registrar/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { payments } from '../../db/schema.ts';
import { HttpProblem } from '../../http-errors.ts';
import { assignAttachmentsToFiling } from '../attachments/attachments-repository.ts';
import { recordRegistryEvent } from '../events/registry-events.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import {
  markRefundDue,
  markRefunded,
  settlePendingPayment,
  type PaymentRow,
} from '../payments/payments-repository.ts';
import { findFilingUnderReview, filingUnderReviewMessage } from '../registry/entity-summary.ts';
import { claimNameForFiling } from '../registry/name-holds.ts';
import {
  changeRegistryFor,
  lockEntityRow,
  type RecordedEntity,
  currentStanding,
  formatEntityId,
  storeNotificationSubscriptions,
} from './filing-effects.ts';
import {
  drawRecordingIds,
  findFilingByRef,
  findFilingWithLatestPayment,
  lockFiling,
  recordFiling,
  transitionFiling,
  type FilingRow,
  type RecordedColumns,
  type RecordingStep,
} from './filings-repository.ts';
import { filingValuesOf } from './filing-values.ts';
import { formatDollars } from './submission-service.ts';

/** How a filing was paid, on its receipt, unless the provider says otherwise. */
const CARD_PAYMENT: Receipt['paymentType'] = 'Card';

/** What a card statement shows for a filing fee. */
const CREDIT_STATEMENT_TEXT = 'CO SECRETARY OF STATE';

const paymentMessages = {
  declined: 'Your payment was declined. Go back to review your filing and try another card.',
  notCompleted: 'Your payment was not completed. Go back to review your filing to pay.',
  unknownFiling: 'This filing was not found.',
};

/** Why a paid filing was not recorded: its charge is given back and the filer may try again. */
export type NotRecordedOutcome = 'NAME_UNAVAILABLE' | 'ALREADY_PENDING_REVIEW';

const NOT_RECORDED_STATUSES: ReadonlySet<string> = new Set<NotRecordedOutcome>([
  'NAME_UNAVAILABLE',
  'ALREADY_PENDING_REVIEW',
]);

/** The refund of a charge the registry could not honour, as the filer is told of it. */
export interface RefundNotice {
  /** Dollars with two decimals. */
  amount: string;
  /** REFUNDED once the provider gave it back; REFUND_PENDING while it is being retried. */
  status: 'REFUNDED' | 'REFUND_PENDING';
}

/**
 * A paid filing the registry refused when recording it (answered 409): nothing was recorded, the
 * charge is refunded, and the filing is kept so the filer can change it and pay again.
 */
export class FilingNotRecorded extends HttpProblem {
  constructor(
    readonly outcome: NotRecordedOutcome,
    message: string,
    readonly refund: RefundNotice,
  ) {
    super(409, message, { outcome, refund });
  }
}

/** Registrar's own wording: what the receipt page (or the filing API) says of the refund. */
function refundSentence(refund: RefundNotice, paidFrom: 'card' | 'balance'): string {
  // A fee taken from a filing account's balance is given back to it at once, in the same
  // transaction that refused the filing.
  if (paidFrom === 'balance')
    return `The fee of $${refund.amount} is back in your filing account’s balance.`;
  const when =
    refund.status === 'REFUNDED'
      ? 'has been refunded to your card'
      : 'will be refunded to your card';
  return `Your payment of $${refund.amount} ${when}; it can take 5 to 10 business days to show on your statement.`;
}

/** Registrar's own wording: the receipt page's explanation of a filing that was not recorded. */
function notRecordedMessage(
  outcome: NotRecordedOutcome,
  facts: {
    name: string;
    refund: RefundNotice;
    paidFrom: 'card' | 'balance';
    underReview?: { transactionDescription: string; receivedAt: Date } | undefined;
  },
): string {
  if (outcome === 'NAME_UNAVAILABLE') {
    return (
      `While you were paying, the name "${facts.name}" was registered by another filing, so your ` +
      `filing was not recorded. ${refundSentence(facts.refund, facts.paidFrom)} Choose another name: everything ` +
      'else you entered is kept.'
    );
  }
  const first =
    facts.underReview === undefined
      ? 'Another filing for this entity was waiting for review when you paid.'
      : filingUnderReviewMessage(facts.underReview);
  return `${first} Your filing was not recorded. ${refundSentence(facts.refund, facts.paidFrom)}`;
}

function displayDueDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

export type RecordingResult = { kind: 'recorded'; receipt: Receipt } | { kind: 'not-recorded' };

/**
 * What stops a paid filing from being recorded now, checked under locks so that two filings
 * recorded at the same moment cannot both pass: a filing already waiting for the administrators'
 * review of the same entity, or its name held by someone else. The name is claimed here.
 */
async function refusalAtRecording(
  tx: DbOrTx,
  filing: FilingRow,
  values: FilingValues,
  now: Date,
): Promise<{ refusal: NotRecordedOutcome | null; entity?: RecordedEntity }> {
  let entity: RecordedEntity | undefined;
  if (filing.entityId !== null && getFilingType(filing.filingType)?.existingEntity === true) {
    // Filings about one entity are recorded one at a time: the row stays locked, and what the
    // filing changes in it is read from this lock.
    entity = await lockEntityRow(tx, filing.entityId);
    if (filing.adminFraudCheck && (await findFilingUnderReview(tx, filing.entityId)) !== undefined)
      return { refusal: 'ALREADY_PENDING_REVIEW', entity };
  }
  if (filing.nameKey === null) return { refusal: null, entity };
  const claimed = await claimNameForFiling(tx, {
    key: filing.nameKey,
    name: values.entityName.name.trim(),
    filingId: filing.id,
    entityId: filing.entityId,
    mayUseReservation: values.entityName.availability?.isAuthorizedToUse === true,
    now,
  });
  return { refusal: claimed ? null : 'NAME_UNAVAILABLE', entity };
}

/**
 * The audit trail's first steps of a captured payment: a filing whose earlier card was declined
 * awaits payment again, then it is paid.
 */
function paymentSteps(status: string): RecordingStep[] {
  return [
    ...(status === 'PAYMENT_FAILED'
      ? [
          {
            from: 'PAYMENT_FAILED',
            to: 'AWAITING_PAYMENT',
            actor: 'payment-provider',
            reason: 'payment captured',
          },
        ]
      : []),
    { from: 'AWAITING_PAYMENT', to: 'PAID', actor: 'payment-provider' },
  ];
}

/** The audit row of a filing whose effects wait for its delayed effective date. */
function effectsScheduledStep(effectiveAt: Date): RecordingStep {
  return {
    from: 'FILED',
    to: 'FILED',
    actor: 'system',
    reason: `effects scheduled for ${effectiveAt.toISOString()}`,
  };
}

/**
 * Records a filing whose payment is captured, in the caller's transaction and exactly once (it
 * locks the filing's row): IDs, receipt, effects applied or scheduled, events. A filing the
 * registry cannot honour now (its name taken, another filing of the entity under review) is
 * refused instead and its payment marked to be refunded.
 */
export async function recordInTransaction(
  tx: DbOrTx,
  /** The filing's id; or its row, when this transaction made it (and so holds it alone). */
  filingOrId: number | FilingRow,
  payment: PaymentRow,
  capture: { cardBrand: string; last4: string; paymentType?: Receipt['paymentType'] },
  now: Date,
  publicBaseUrl: string,
): Promise<RecordingResult> {
  const filing = typeof filingOrId === 'number' ? await lockFiling(tx, filingOrId) : filingOrId;
  if (filing === undefined) throw new HttpProblem(404, paymentMessages.unknownFiling);
  // A second caller waited on the lock and now sees the first one's work.
  if (filing.receipt !== null) return { kind: 'recorded', receipt: filing.receipt as Receipt };
  if (NOT_RECORDED_STATUSES.has(filing.status)) return { kind: 'not-recorded' };
  if (filing.status !== 'AWAITING_PAYMENT' && filing.status !== 'PAYMENT_FAILED') {
    throw new HttpProblem(409, paymentMessages.notCompleted);
  }
  // The provider says the charge was captured: the registry's own record of it says so too. A
  // payment already settled when it was read stays settled (nothing goes back to PENDING).
  if (payment.status === 'PENDING') {
    await settlePendingPayment(tx, payment.id, {
      status: 'CAPTURED',
      cardBrand: capture.cardBrand,
      cardLast4: capture.last4,
    });
  }
  const values = filingValuesOf(filing);
  const { refusal, entity } = await refusalAtRecording(tx, filing, values, now);
  if (refusal !== null) {
    await transitionFiling(
      tx,
      filing.id,
      filing.status,
      refusal,
      'system',
      refusal === 'NAME_UNAVAILABLE'
        ? 'name held by another filing when the payment was recorded; charge to be refunded'
        : 'another filing of this entity is under review; charge to be refunded',
      filing.apiKeyId,
    );
    await markRefundDue(tx, payment.id);
    return { kind: 'not-recorded' };
  }
  const existingEntity = getFilingType(filing.filingType)?.existingEntity === true;
  const ids = await drawRecordingIds(tx, !existingEntity);
  if (existingEntity) {
    const receipt = await recordExistingEntityFiling(tx, filing, values, entity, {
      ...ids,
      paymentType: capture.paymentType ?? CARD_PAYMENT,
      last4: capture.last4,
      now,
      publicBaseUrl,
    });
    return { kind: 'recorded', receipt };
  }
  if (ids.entityNumber === null) throw new Error(`Filing ${filing.id} drew no entity number`);
  const { masterTransactionId, transactionId } = ids;
  const delayed = filing.effectiveAt !== null && filing.effectiveAt.getTime() > now.getTime();
  const effectiveAt = delayed && filing.effectiveAt !== null ? filing.effectiveAt : now;
  const entityId = formatEntityId(effectiveAt, ids.entityNumber);
  const schedule = firstReportingSchedule(mountainDate(effectiveAt));

  const receipt: Receipt = {
    name: filing.entityName,
    masterId: String(masterTransactionId),
    dateTime: formatMountainDateTime(now),
    transactionName: filing.transactionDescription,
    transactionType: filing.transactionType,
    transactionId: String(transactionId),
    paymentType: capture.paymentType ?? CARD_PAYMENT,
    last4: capture.last4,
    amount: formatDollars(filing.feeCents),
    adminFraudCheck: filing.adminFraudCheck,
    creditStmtInfo: CREDIT_STATEMENT_TEXT,
    entityReportDueDate: displayDueDate(schedule.nextReportDueDate),
    entityStatus: delayed ? 'FILED' : 'GOOD',
    entityId,
    effectiveDateTimeDisplay: formatMountainDateTime(effectiveAt),
  };
  // Recorded before the entity is inserted: the insert takes the name's hold over only from a
  // filing that names the entity.
  await recordOrFail(
    tx,
    filing,
    [
      ...paymentSteps(filing.status),
      { from: 'PAID', to: 'FILED', actor: 'system' },
      ...(delayed ? [effectsScheduledStep(effectiveAt)] : []),
    ],
    {
      entityId,
      masterTransactionId,
      transactionId,
      effectiveAt,
      receipt,
      filedAt: now,
      effectsApplied: !delayed,
    },
  );
  if (!delayed) {
    await changeRegistryFor(
      tx,
      { ...filing, entityId, effectiveAt, masterTransactionId, transactionId, status: 'FILED' },
      effectiveAt,
    );
  }
  await storeNotificationSubscriptions(
    tx,
    { entityId, entityName: filing.entityName },
    values,
    publicBaseUrl,
    filing.language,
  );
  const attachmentKeys =
    values.additionalInfo.additionalInfoAttachmentRadio === 'Y'
      ? values.additionalInfo.attachments.map((attachment) => attachment.key)
      : [];
  await assignAttachmentsToFiling(tx, attachmentKeys, filing.id);
  await recordRegistryEvent(tx, {
    type: 'filing.recorded',
    filing: { ...filing, entityId, masterTransactionId, transactionId, receipt },
    receipt,
    values,
    filedAt: filedAtOf(filing, now),
  });
  return { kind: 'recorded', receipt };
}

/** The time recording writes as the filing's filed_at: now, or when it was received if later. */
function filedAtOf(filing: FilingRow, now: Date): Date {
  return new Date(Math.max(now.getTime(), filing.receivedAt.getTime()));
}

/** Records the filing; the caller holds its row lock, so it cannot have moved meanwhile. */
async function recordOrFail(
  tx: DbOrTx,
  filing: FilingRow,
  steps: RecordingStep[],
  columns: RecordedColumns,
): Promise<void> {
  if (!(await recordFiling(tx, filing.id, steps, columns)))
    throw new Error(`Filing ${filing.id} left ${filing.status} while locked`);
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
  /** The entity's row, locked by this transaction. */
  entity: RecordedEntity | undefined,
  ids: {
    masterTransactionId: number;
    transactionId: number;
    paymentType: Receipt['paymentType'];
    last4: string;
    now: Date;
    publicBaseUrl: string;
  },
): Promise<Receipt> {
  const { masterTransactionId, transactionId, now } = ids;
  if (filing.entityId === null) throw new Error(`Filing ${filing.id} has no entity ID`);
  // A delayed effective date leaves the effect to the effective-date job.
  const delayed = filing.effectiveAt !== null && filing.effectiveAt.getTime() > now.getTime();
  const effectiveAt = delayed && filing.effectiveAt !== null ? filing.effectiveAt : now;
  // A filing that needs the administrators' check waits in their queue (PENDING_REVIEW) and takes
  // no effect until they approve it.
  const pendingReview = filing.adminFraudCheck;
  const after =
    delayed || pendingReview
      ? entity === undefined
        ? await currentStanding(tx, filing.entityId)
        : { nextReportDueDate: entity.nextReportDueDate, statusCode: entity.statusCode }
      : await changeRegistryFor(tx, { ...filing, effectiveAt: now }, now, entity);
  const receipt: Receipt = {
    name: filing.entityName,
    masterId: String(masterTransactionId),
    dateTime: formatMountainDateTime(now),
    transactionName: filing.transactionDescription,
    transactionType: filing.transactionType,
    transactionId: String(transactionId),
    paymentType: ids.paymentType,
    last4: ids.last4,
    amount: formatDollars(filing.feeCents),
    adminFraudCheck: filing.adminFraudCheck,
    creditStmtInfo: CREDIT_STATEMENT_TEXT,
    entityReportDueDate: displayDueDate(after.nextReportDueDate),
    entityStatus: after.statusCode,
    entityId: filing.entityId,
    effectiveDateTimeDisplay: formatMountainDateTime(effectiveAt),
  };
  await recordOrFail(
    tx,
    filing,
    [
      ...paymentSteps(filing.status),
      pendingReview
        ? {
            from: 'PAID',
            to: 'PENDING_REVIEW',
            actor: 'system',
            reason: 'administrator fraud check required',
          }
        : { from: 'PAID', to: 'FILED', actor: 'system' },
      ...(delayed && !pendingReview ? [effectsScheduledStep(effectiveAt)] : []),
    ],
    {
      entityId: filing.entityId,
      masterTransactionId,
      transactionId,
      effectiveAt,
      receipt,
      filedAt: now,
      effectsApplied: !delayed && !pendingReview,
    },
  );
  await storeNotificationSubscriptions(
    tx,
    { entityId: filing.entityId, entityName: filing.entityName },
    values,
    ids.publicBaseUrl,
    filing.language,
  );
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
  await recordRegistryEvent(tx, {
    type: pendingReview ? 'filing.held' : 'filing.recorded',
    filing: { ...filing, masterTransactionId, transactionId, receipt },
    receipt,
    values,
    filedAt: filedAtOf(filing, now),
  });
  return receipt;
}

/** Where a payment record of the filing stands on its refund, after trying the provider once more. */
async function settleRefund(
  db: Db,
  provider: PaymentProvider,
  payment: PaymentRow,
  log: RecordingLog | undefined,
): Promise<RefundNotice['status']> {
  if (payment.status === 'REFUNDED') return 'REFUNDED';
  try {
    await provider.refund(payment.providerRef);
  } catch (error) {
    // The refund job tries again; the filer is told the refund is on its way.
    log?.warn({ err: error, paymentId: payment.id }, 'refund failed; it will be retried');
    return 'REFUND_PENDING';
  }
  await markRefunded(db, payment.id);
  return 'REFUNDED';
}

/** Gives back every charge owed on a refused filing; answers what the receipt page shows. */
async function notRecordedProblem(
  db: Db,
  provider: PaymentProvider,
  filing: FilingRow,
  log: RecordingLog | undefined,
): Promise<FilingNotRecorded> {
  const owed = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.filingId, filing.id),
        inArray(payments.status, ['REFUND_PENDING', 'REFUNDED']),
      ),
    )
    .orderBy(desc(payments.id));
  let status: RefundNotice['status'] = 'REFUNDED';
  for (const payment of owed) {
    if ((await settleRefund(db, provider, payment, log)) === 'REFUND_PENDING')
      status = 'REFUND_PENDING';
  }
  const latest = owed[0];
  const refund: RefundNotice = {
    amount: formatDollars(latest?.amountCents ?? filing.feeCents),
    status,
  };
  const outcome = filing.status as NotRecordedOutcome;
  const values = filingValuesOf(filing);
  const underReview =
    outcome === 'ALREADY_PENDING_REVIEW' && filing.entityId !== null
      ? await findFilingUnderReview(db, filing.entityId)
      : undefined;
  return new FilingNotRecorded(
    outcome,
    notRecordedMessage(outcome, {
      name: values.entityName.name.trim(),
      refund,
      paidFrom: latest?.provider === FILING_ACCOUNT_PROVIDER ? 'balance' : 'card',
      underReview,
    }),
    refund,
  );
}

/** Retries the refunds a provider failed to make at once; answers how many went through. */
export async function retryDueRefunds(
  db: Db,
  provider: PaymentProvider,
  duePayments: PaymentRow[],
  log?: RecordingLog,
): Promise<number> {
  let refunded = 0;
  for (const payment of duePayments) {
    if (payment.provider !== provider.name) continue;
    if ((await settleRefund(db, provider, payment, log)) === 'REFUNDED') refunded += 1;
  }
  return refunded;
}

/** Where a refund failure is reported (the request's logger). */
export interface RecordingLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * The receipt of a filing: records it exactly once when its payment is captured. A paid filing
 * that can no longer be recorded (its name taken, or another filing of the entity under review)
 * is refused with FilingNotRecorded and its charge refunded, on every call.
 */
export async function recordPaidFiling(
  db: Db,
  provider: PaymentProvider,
  refId: string,
  options: {
    now?: Date;
    log?: RecordingLog;
    /** Where the links of the sign-up confirmations it sends lead. */
    publicBaseUrl: string;
  },
): Promise<Receipt> {
  const now = options.now ?? new Date();
  const found = await findFilingWithLatestPayment(db, refId);
  if (found === undefined) throw new HttpProblem(404, paymentMessages.unknownFiling);
  const { filing, payment } = found;
  if (filing.receipt !== null) return filing.receipt as Receipt;
  if (NOT_RECORDED_STATUSES.has(filing.status))
    throw await notRecordedProblem(db, provider, filing, options.log);

  // A filing not paid goes back to its review to pay again: the answer names its draft, which the
  // payer's own return address named too (the reference is only the payer's).
  const backToReview = filing.draftRef === null ? {} : { draftRef: filing.draftRef };
  if (payment === null) throw new HttpProblem(402, paymentMessages.notCompleted, backToReview);
  const status = await provider.getPaymentStatus(payment.providerRef);
  if (status.status === 'DECLINED') {
    await transitionFiling(
      db,
      filing.id,
      'AWAITING_PAYMENT',
      'PAYMENT_FAILED',
      'payment-provider',
      status.reason,
      filing.apiKeyId,
    );
    throw new HttpProblem(402, paymentMessages.declined, backToReview);
  }
  if (status.status !== 'CAPTURED') {
    // Another request (or another server process) may have settled this filing since it was read
    // above: recorded it, or refused it and refunded the charge. Its answer is this one's too.
    const settled = await findFilingByRef(db, refId);
    if (settled?.receipt != null) return settled.receipt as Receipt;
    if (settled !== undefined && NOT_RECORDED_STATUSES.has(settled.status))
      throw await notRecordedProblem(db, provider, settled, options.log);
    throw new HttpProblem(402, paymentMessages.notCompleted, backToReview);
  }
  const result = await db.transaction((tx) =>
    recordInTransaction(tx, filing.id, payment, status, now, options.publicBaseUrl),
  );
  if (result.kind === 'recorded') return result.receipt;
  const refused = await findFilingByRef(db, refId);
  if (refused === undefined) throw new HttpProblem(404, paymentMessages.unknownFiling);
  throw await notRecordedProblem(db, provider, refused, options.log);
}
