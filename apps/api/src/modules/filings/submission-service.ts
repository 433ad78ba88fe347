// Submitting a filing for payment (docs/architecture.md, "A filing's way through the system", step
// 4): the server validates the whole filing again, takes the fee from its own schedule (never from
// the client), stores the filing AWAITING_PAYMENT and opens a checkout with the provider.
import { randomUUID } from 'node:crypto';
import {
  FILING_VALUES_VERSION,
  applicableSteps,
  computeMissingSections,
  filingFeeCents,
  filingTypeText,
  getFilingType,
  listsPage,
  messages,
  mountainDate,
  nameTheFilingGives,
  nameKey,
  resolveEffectiveDateTime,
  readSlice,
  validateEntityNameFormat,
  validateStep,
  type FilingTypeDefinition,
  type FilingValues,
  type Language,
} from '@registrar/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { preparedPerConnection } from '../../db/prepared-query.ts';
import { filings } from '../../db/schema.ts';
import { HttpProblem, ValidationFailed, type FieldError } from '../../http-errors.ts';
import { listDraftAttachments } from '../attachments/attachments-repository.ts';
import type { FeeLine, PaymentProvider } from '../payments/payment-provider.ts';
import {
  findOpenCheckout,
  hasCapturedCharge,
  insertPayment,
  settlePendingPayment,
  type PaymentRow,
} from '../payments/payments-repository.ts';
import type { EntityRow } from '../registry/entity-summary.ts';
import { findNameHolders } from '../registry/name-holds.ts';
import { hashReceiptToken, newReceiptToken } from './receipt-token.ts';
import {
  draftNotFoundMessage,
  actorOf,
  filingOwnerColumns,
  mayUseFiling,
  type DraftOwner,
} from './draft-owners.ts';
import { claimDraftReference } from './drafts-repository.ts';
import {
  entityOfFiling,
  prepareExistingEntitySubmission,
  withRecordFacts,
} from './existing-entity-filings.ts';
import type { RequestedFiling } from './filing-input.ts';
import { filerContactEmail } from './filing-values.ts';
import {
  findFilingByRef,
  lockFiling,
  lockOrCreateFilingForDraft,
  transitionFiling,
  updateFiling,
  type FilingRow,
  type NewFiling,
} from './filings-repository.ts';

/** Registrar's own wording: a name under an unexpired reservation the filer is not authorised to use. */
const nameReservedMessage =
  'That name is reserved. You can use it only if you are authorized by the person who reserved it.';
/** Registrar's own wording: an attachment reference that does not belong to this filing's draft. */
const attachmentMissingMessage = 'This attachment was not found. Attach the file again.';

export interface PaymentRequest {
  /** Parsed at the edge by the domain's filing schema. */
  filing: RequestedFiling;
  draftRef: string;
  /** Who pays: the draft and the filing must be theirs (a browser's draft is made if it has none). */
  owner: DraftOwner;
  /**
   * True when `draftRef` names no draft: the filing API's own reference for a filing sent without
   * one, worked out from the Idempotency-Key. Otherwise a filing account's draftRef must name a
   * draft it made.
   */
  ownReference?: boolean;
  clientUrl: string;
  paymentBackUrl: string;
  paymentCancelUrl: string;
  /**
   * Refuses a filing for an entity protected by Secure Business Filing that the caller may not
   * make (sbf-protection.ts): given the entity on the record, read once, before anything is kept.
   */
  secureFiling: (entity: EntityRow | undefined) => Promise<void>;
}

export interface SubmittedFiling {
  paymentURL: string;
  refId: string;
  /** Dollars with two decimals, e.g. "50.00". */
  amount: string;
  /** A secret for this browser alone: it must show it to mail the receipt. */
  receiptToken: string;
}

interface CheckedFiling {
  def: FilingTypeDefinition;
  values: FilingValues;
  effectiveAt: Date | null;
  attachmentKeys: string[];
}

/** Dollars with two decimals, no sign: receipts show "50.00". */
export function formatDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Validates a whole filing as the server sees it now; throws ValidationFailed with every problem. */
async function checkFilingForSubmission(
  db: Db,
  filing: RequestedFiling,
  draftRef: string,
  entity: EntityRow | undefined,
  now: Date,
): Promise<CheckedFiling> {
  const { def } = filing;
  const values = await withRecordFacts(db, def, filing.values, entity, now);
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const add = (field: string, message: string) => {
    const id = `${field}\u0000${message}`;
    if (seen.has(id)) return;
    seen.add(id);
    errors.push({ field, message });
  };

  for (const step of applicableSteps(def, values)) {
    if (step.slice === undefined) continue;
    const result = validateStep(step.page, readSlice(values, step.slice), def, {
      values,
      now: () => now,
    });
    if (!result.ok) {
      for (const error of result.errors)
        add(error.path ? `${step.slice}.${error.path}` : step.slice, error.message);
    }
  }

  const newName = nameTheFilingGives(def, values);
  if (newName !== null) {
    const format = validateEntityNameFormat(
      newName,
      def.entityType || values.filingState.entityType,
    );
    if (!format.valid) add('entityName.name', format.message);
    else {
      // The very lookup the entity-name step's availability call makes: an entity (or a paid
      // filing not yet in effect) holds the name; an unexpired reservation passes only when the
      // filer says they may use it. Recording claims the name again, in its own transaction.
      const key = nameKey(newName);
      const holders = await findNameHolders(
        db.$client,
        [key],
        values.filingState.entityId || undefined,
      );
      const holder = holders.get(key);
      if (holder !== undefined && holder.kind !== 'reservation') {
        add('entityName.name', messages.nameTaken);
      } else if (
        holder?.kind === 'reservation' &&
        values.entityName.availability?.isAuthorizedToUse !== true
      ) {
        add('entityName.name', nameReservedMessage);
      }
    }
  }

  let effectiveAt: Date | null = null;
  const effective = values.effectiveDate;
  // With a filing pending on the record the date is always asked (the question is not shown).
  const cfdEffectiveDate = values.filingState.cfdEffectiveDate;
  if (
    listsPage(def, 'effectivedate') &&
    (effective.effectiveAtTimeOfFilingRadio === 'N' || cfdEffectiveDate !== '')
  ) {
    const resolution = resolveEffectiveDateTime({
      date:
        effective.effectiveDate !== '' ? effective.effectiveDate : effective.effectiveDateAsEntered,
      time: effective.effectiveTime,
      now,
      ...(cfdEffectiveDate === '' ? {} : { cfdEffectiveDate }),
    });
    if (!resolution.ok) add(`effectiveDate.${resolution.field}`, resolution.message);
    else if (resolution.exceedsMax)
      add(
        'effectiveDate.effectiveDate',
        messages.effectiveDateBeyondMaximum(resolution.maxDisplay),
      );
    else effectiveAt = new Date(resolution.instantIso);
  }

  // Every file the filing names must be one of this draft's: the public attachments when the
  // filer answered Yes, and the affidavit and ID of a filing under the administrators' check.
  const attachmentKeys: string[] = [];
  const { attachments, privateAttachments, additionalInfoAttachmentRadio } = values.additionalInfo;
  const named = [
    ...(additionalInfoAttachmentRadio === 'Y'
      ? attachments.map((file, index) => ({ file, field: `additionalInfo.attachments.${index}` }))
      : []),
    ...(values.filingState.adminFraudCheck
      ? privateAttachments.map((file, index) => ({
          file,
          field: `additionalInfo.privateAttachments.${index}`,
        }))
      : []),
  ];
  if (named.length > 0) {
    const stored = new Set((await listDraftAttachments(db, draftRef)).map((file) => file.key));
    for (const { file, field } of named) {
      if (!stored.has(file.key)) add(field, attachmentMissingMessage);
      else if (field.startsWith('additionalInfo.attachments.')) attachmentKeys.push(file.key);
    }
  }

  const missingSections = computeMissingSections(def, values, { now: () => now });
  const complete = missingSections.length === 1 && missingSections[0] === 'VALID';
  if (errors.length > 0 || !complete) {
    throw new ValidationFailed(errors, complete ? {} : { missingSections });
  }
  return { def, values, effectiveAt, attachmentKeys };
}

/** The pages the payment provider sends the filer back to. */
interface ReturnUrls {
  clientUrl: string;
  backUrl: string;
  cancelUrl: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin to send the filer back to: this server's public origin, or, on a loopback address,
 * the loopback name the filer is using (localhost and 127.0.0.1 on one port are one server, and
 * the filing in progress lives in that origin's session storage).
 */
function returnOrigin(requested: URL | undefined, publicBase: URL): string {
  if (requested === undefined || requested.origin === publicBase.origin) return publicBase.origin;
  const sameLoopbackServer =
    LOOPBACK_HOSTS.has(requested.hostname) &&
    LOOPBACK_HOSTS.has(publicBase.hostname) &&
    requested.protocol === publicBase.protocol &&
    requested.port === publicBase.port;
  return sameLoopbackServer ? requested.origin : publicBase.origin;
}

/**
 * A return address built from this server's configuration and the path the client asked for:
 * never another site (no open redirect), never a refusal the filer could not act on. A path
 * outside the filing app falls back to `fallbackPath`.
 */
function returnAddress(requested: string, fallbackPath: string, publicBaseUrl: string): string {
  const publicBase = new URL(publicBaseUrl);
  let parsed: URL | undefined;
  try {
    parsed = new URL(requested, publicBase);
  } catch {
    parsed = undefined;
  }
  const usable =
    parsed !== undefined &&
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.pathname.startsWith('/business/');
  const path = usable && parsed !== undefined ? `${parsed.pathname}${parsed.search}` : fallbackPath;
  return `${returnOrigin(usable ? parsed : undefined, publicBase)}${path}`;
}

/** The three return addresses of a checkout for this filing type. */
function buildReturnUrls(
  request: Pick<PaymentRequest, 'clientUrl' | 'paymentBackUrl' | 'paymentCancelUrl'>,
  def: FilingTypeDefinition,
  publicBaseUrl: string,
): ReturnUrls {
  const wizard = `/business/filing/${def.filingType}`;
  return {
    clientUrl: returnAddress(request.clientUrl, `${wizard}/receipt`, publicBaseUrl),
    backUrl: returnAddress(request.paymentBackUrl, `${wizard}/filingreview`, publicBaseUrl),
    cancelUrl: returnAddress(request.paymentCancelUrl, '/business/filing/fileaform', publicBaseUrl),
  };
}

/** `url` with the filing's refId in its query, as the provider returns the filer. */
export function withRefId(url: string, refId: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('refId', refId);
  return parsed.toString();
}

/** The fee as the filer is charged it: the type's own fee, then the late fee that makes up the rest. */
function feeLinesOf(def: FilingTypeDefinition, feeCents: number, description: string): FeeLine[] {
  const lateFeeCents = feeCents - def.feeCents;
  if (lateFeeCents <= 0) return [{ description, amountCents: feeCents }];
  return [
    { description, amountCents: def.feeCents },
    { description: filingTypeText.lateFee, amountCents: lateFeeCents },
  ];
}

/** Registrar's own wording: two windows kept starting payment for one filing at once. */
const paymentInOtherWindowMessage =
  'This filing is being paid for in another window. Finish paying there, or close it and try again.';

/** A filing being paid for has no checkout of its own yet, or had one the filer left. */
const PAYABLE_STATUSES = new Set([
  'AWAITING_PAYMENT',
  'PAYMENT_FAILED',
  // Paid, but refused when recorded (the name went to someone else, or a filing was already
  // under review) and the charge was given back: the filer may pay again after changing it.
  'NAME_UNAVAILABLE',
  'ALREADY_PENDING_REVIEW',
]);

/** What the draft's filing is when payment starts: ready to pay, or why not. */
export type PaymentStart =
  | {
      kind: 'ready';
      filingId: number;
      refId: string;
      /** The row, when this transaction made it: no other can see it, let alone change it. */
      created?: FilingRow;
    }
  | { kind: 'not-yours' }
  /** A checkout opened earlier is still open: closed before another, or (a balance) used. */
  | { kind: 'close-checkout'; filingId: number; refId: string; payment: PaymentRow }
  | { kind: 'already-paid'; refId: string };

/** Where a submission stands once it has been checked, before anything is stored. */
export type PreparedSubmission =
  | {
      /** The draft's filing was paid for already: it is not checked again. */
      kind: 'paid';
      filing: FilingRow;
      returnUrls: ReturnUrls;
    }
  | {
      kind: 'checked';
      def: FilingTypeDefinition;
      feeCents: number;
      /** What the payment is for, as statements and checkouts show it. */
      description: string;
      /** What the filing row holds once stored. */
      columns: Omit<NewFiling, 'ref' | 'draftRef' | 'status' | 'receiptTokenHash'>;
      returnUrls: ReturnUrls;
    };

/**
 * Checks a submission as the server sees it now, storing nothing but the draft a browser had not
 * saved: the draft and any filing under it are the payer's, the filing passes every rule, and its
 * fee, name and effective date come from the server.
 */
export async function prepareSubmission(
  db: Db,
  request: PaymentRequest,
  options: { publicBaseUrl: string; clientIpAddress: string; language: Language; now: Date },
): Promise<PreparedSubmission> {
  const { now } = options;
  const { owner } = request;
  // The entity on the record, read once: its protection, its facts, its rules and its fee come
  // from this row.
  const entity = await entityOfFiling(db, request.filing.def, request.filing.values);
  await request.secureFiling(entity);
  // The draft is the payer's: a browser's is made now if it has not been saved yet (it is then
  // this browser's), and a reference another owner made is answered as one that does not exist.
  const mine = await claimDraftReference(db, request.draftRef, owner, {
    filingType: request.filing.def.filingType,
    version: FILING_VALUES_VERSION,
    values: request.filing.values,
    mustExist: owner.kind === 'account' && request.ownReference !== true,
    now,
  });
  if (!mine) throw new HttpProblem(404, draftNotFoundMessage);
  // A filing already paid for is not checked again (its name is now its own): the filer goes on
  // to its receipt.
  const paid = await findPaidFilingOfDraft(db, request.draftRef);
  if (paid !== undefined && !mayUseFiling(paid, owner))
    throw new HttpProblem(404, draftNotFoundMessage);
  if (paid !== undefined) {
    const def = getFilingType(paid.filingType);
    if (def === undefined) throw new Error(`Filing ${paid.id} has an unknown type`);
    return {
      kind: 'paid',
      filing: paid,
      returnUrls: buildReturnUrls(request, def, options.publicBaseUrl),
    };
  }
  const checked = await checkFilingForSubmission(db, request.filing, request.draftRef, entity, now);
  const { def, values } = checked;
  // An existing-entity filing takes the entity's name, type and its fee from the record.
  const existing = def.existingEntity
    ? await prepareExistingEntitySubmission(db, def, values, entity, now)
    : undefined;
  const { transactionType, transactionDescription } = values.filingState;
  const feeCents = existing?.feeCents ?? filingFeeCents(def, mountainDate(now));
  const entityName = existing?.entityName ?? values.entityName.name.trim();
  const newName = nameTheFilingGives(def, values);
  // The filing keeps the type's identity from the server's table, whatever the client sent.
  const storedValues: FilingValues = {
    ...values,
    filingState: {
      ...values.filingState,
      filingType: def.filingType,
      entityType: existing?.entityType ?? def.entityType,
      domesticFlag: existing?.domesticFlag ?? def.domesticFlag,
      transactionType,
      transactionDescription,
      adminFraudCheck: existing?.adminFraudCheck ?? values.filingState.adminFraudCheck,
    },
  };
  return {
    kind: 'checked',
    def,
    feeCents,
    description: `${transactionDescription} - ${entityName}`,
    returnUrls: buildReturnUrls(request, def, options.publicBaseUrl),
    columns: {
      filingType: def.filingType,
      transactionType,
      transactionDescription,
      entityType: existing?.entityType ?? def.entityType,
      entityId: existing?.entityId ?? null,
      entityName,
      // Only a filing that brings a name to the record claims it, when it is recorded.
      nameKey: newName === null ? null : nameKey(newName),
      values: storedValues,
      valuesVersion: FILING_VALUES_VERSION,
      feeCents,
      email: filerContactEmail(values),
      effectiveAt: checked.effectiveAt,
      adminFraudCheck: existing?.adminFraudCheck ?? false,
      clientIpAddress: options.clientIpAddress,
      // Paying again takes the language the filer pays in now.
      language: options.language,
    },
  };
}

/**
 * In the caller's transaction, the draft's filing ready to be paid for: made AWAITING_PAYMENT
 * (with its first audit row) or, paying again, brought up to date; locked until the transaction
 * ends. One filing per draft: two requests at once end up with the same row.
 */
export async function openFilingForPayment(
  tx: DbOrTx,
  request: Pick<PaymentRequest, 'draftRef' | 'owner'>,
  prepared: Extract<PreparedSubmission, { kind: 'checked' }>,
  receiptTokenHash: string,
  now: Date,
): Promise<PaymentStart> {
  const { owner } = request;
  const filing = await lockOrCreateFilingForDraft(tx, request.draftRef, {
    ref: randomUUID(),
    draftRef: request.draftRef,
    status: 'AWAITING_PAYMENT',
    receiptTokenHash,
    // Received now, on the clock that also dates its recording (filed at or after this).
    receivedAt: now,
    ...prepared.columns,
    ...filingOwnerColumns(owner),
  });
  if (filing.created)
    return { kind: 'ready', filingId: filing.row.id, refId: filing.row.ref, created: filing.row };
  const row = filing.row;
  // Someone else's filing under this reference: nothing of it is shown or changed.
  if (!mayUseFiling(row, owner)) return { kind: 'not-yours' };
  if (
    row.receipt !== null ||
    !PAYABLE_STATUSES.has(row.status) ||
    (await hasCapturedCharge(tx, row.id))
  )
    return { kind: 'already-paid', refId: row.ref };
  // The provider is asked outside this transaction (it may be slow, or use this database).
  const open = await findOpenCheckout(tx, row.id);
  if (open !== undefined)
    return { kind: 'close-checkout', filingId: row.id, refId: row.ref, payment: open };
  // A filing stored before filings had owners becomes the payer's; an owner never changes.
  const unowned = row.filingAccountId === null && row.ownerBrowserHash === null;
  await updateFiling(tx, row.id, {
    ...prepared.columns,
    receiptTokenHash,
    ...(unowned ? filingOwnerColumns(owner) : {}),
  });
  if (row.status !== 'AWAITING_PAYMENT')
    await transitionFiling(
      tx,
      row.id,
      row.status,
      'AWAITING_PAYMENT',
      actorOf(owner),
      'paying again',
      owner.kind === 'account' ? owner.apiKeyId : null,
    );
  return { kind: 'ready', filingId: row.id, refId: row.ref };
}

/**
 * Validates the filing, stores it AWAITING_PAYMENT and opens a checkout for the server's fee.
 * One filing per draft: paying again (Back from the checkout, then Next; a second tab) updates
 * that filing and closes its earlier checkout first, so at most one checkout can take money.
 * A checkout the filer had already paid sends them to the receipt instead.
 */
export async function submitFilingForPayment(
  db: Db,
  provider: PaymentProvider,
  request: PaymentRequest,
  options: {
    publicBaseUrl: string;
    clientIpAddress: string;
    /** The filer's language: the filing's mail is written in it (the filing API's is English). */
    language: Language;
    now?: Date;
  },
): Promise<SubmittedFiling> {
  const now = options.now ?? new Date();
  const prepared = await prepareSubmission(db, request, { ...options, now });
  if (prepared.kind === 'paid') return alreadyPaidAnswer(db, prepared.filing, prepared.returnUrls);
  const { def, feeCents, description, returnUrls } = prepared;

  for (let attempt = 0; attempt < 4; attempt += 1) {
    const receiptToken = newReceiptToken();
    const receiptTokenHash = hashReceiptToken(receiptToken);
    const start = await db.transaction((tx) =>
      openFilingForPayment(tx, request, prepared, receiptTokenHash, now),
    );

    if (start.kind === 'not-yours') throw new HttpProblem(404, draftNotFoundMessage);
    if (start.kind === 'already-paid') {
      const row = await findFilingByRef(db, start.refId);
      if (row === undefined) throw new Error(`Filing ${start.refId} vanished`);
      return alreadyPaidAnswer(db, row, returnUrls);
    }
    if (start.kind === 'close-checkout') {
      // Closed, unless the filer paid it a moment ago: then that charge stands, and the next
      // pass sends them to its receipt.
      const closed = await provider.cancelCheckout(start.payment.providerRef);
      await settlePendingPayment(
        db,
        start.payment.id,
        closed.status === 'CAPTURED'
          ? { status: 'CAPTURED', cardBrand: closed.cardBrand, cardLast4: closed.last4 }
          : { status: 'CANCELLED' },
      );
      continue;
    }

    const checkout = await provider.createCheckout({
      filingRef: start.refId,
      amountCents: feeCents,
      description,
      siteOrigin: new URL(returnUrls.clientUrl).origin,
      feeLines: feeLinesOf(def, feeCents, description),
      returnTo: {
        paid: withRefId(returnUrls.clientUrl, start.refId),
        back: withRefId(returnUrls.backUrl, start.refId),
      },
    });
    const opened = await db.transaction(async (tx) => {
      const row = await lockFiling(tx, start.filingId);
      // Another window changed the filing after this one read it: this checkout is stale.
      if (row?.receiptTokenHash !== receiptTokenHash || row.status !== 'AWAITING_PAYMENT')
        return false;
      if ((await findOpenCheckout(tx, row.id)) !== undefined) return false;
      await insertPayment(tx, {
        filingId: row.id,
        provider: provider.name,
        providerRef: checkout.providerRef,
        amountCents: feeCents,
        checkoutToken: checkout.checkoutToken,
        returnUrls,
      });
      return true;
    });
    if (opened) {
      return {
        paymentURL: checkout.paymentURL,
        refId: start.refId,
        amount: formatDollars(feeCents),
        receiptToken,
      };
    }
    await provider.cancelCheckout(checkout.providerRef);
  }
  throw new HttpProblem(409, paymentInOtherWindowMessage);
}

const filingOfDraftQuery = preparedPerConnection((db) =>
  db
    .select()
    .from(filings)
    .where(eq(filings.draftRef, sql.placeholder('draftRef')))
    .prepare('filing-of-draft'),
);

/** The draft's filing when its charge was captured (recorded or not yet), else undefined. */
async function findPaidFilingOfDraft(db: Db, draftRef: string): Promise<FilingRow | undefined> {
  const [row] = await filingOfDraftQuery(db).execute({ draftRef });
  if (row === undefined) return undefined;
  if (row.receipt !== null || (await hasCapturedCharge(db, row.id))) return row;
  return undefined;
}

/**
 * The answer for a filing already paid for: its receipt page, and a fresh receipt token for the
 * browser asking now (it holds the draft reference, so it is the filer's browser).
 */
async function alreadyPaidAnswer(
  db: Db,
  filing: FilingRow,
  returnUrls: ReturnUrls,
): Promise<SubmittedFiling> {
  const receiptToken = newReceiptToken();
  await db
    .update(filings)
    .set({ receiptTokenHash: hashReceiptToken(receiptToken) })
    .where(eq(filings.id, filing.id));
  return {
    paymentURL: withRefId(returnUrls.clientUrl, filing.ref),
    refId: filing.ref,
    amount: formatDollars(filing.feeCents),
    receiptToken,
  };
}
