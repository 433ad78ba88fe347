// Filing through the filing API: the filing a firm's software sends is checked, paid and recorded
// by the code that does it for the wizard (submission-service.ts, recording-service.ts), with the
// filing account's balance as the payment (filing-accounts/ledger.ts). A filing is made once per
// Idempotency-Key: its draft reference is worked out from the account, the key and the moment the
// key was first taken, and the registry holds one filing per draft.
import { createHash } from 'node:crypto';
import {
  filingFeeCents,
  filingTypeText,
  listFilingTypes,
  mountainDate,
  type ApiFiling,
  type FilingTypeDefinition,
  type Receipt,
} from '@registrar/domain';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { preparedPerConnection } from '../../db/prepared-query.ts';
import { apiKeys, filings } from '../../db/schema.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import {
  apiKeyAnswer,
  BALANCE_CAPTURE,
  FILING_ACCOUNT_PROVIDER,
  filingAccountPayments,
  ledgerPaymentRef,
  refundFilingFee,
  takeFilingFee,
} from '../filing-accounts/ledger.ts';
import { insertPayment, markRefunded } from '../payments/payments-repository.ts';
import { hashReceiptToken, newReceiptToken } from '../filings/receipt-token.ts';
import { draftNotFoundMessage, type AccountOwner } from '../filings/draft-owners.ts';
import type { RequestedFiling } from '../filings/filing-input.ts';
import { recordInTransaction, recordPaidFiling } from '../filings/recording-service.ts';
import {
  formatDollars,
  openFilingForPayment,
  prepareSubmission,
  type PaymentRequest,
  type PreparedSubmission,
} from '../filings/submission-service.ts';
import { filingAvailability, findEntity, type EntityRow } from '../registry/entity-summary.ts';
import type { KeyHold, KeptAnswer } from './idempotency.ts';

/** A filing of the account with the first characters of the key that sent it. */
type FilingRow = typeof filings.$inferSelect & { apiKeyPrefix: string | null };

/** The columns of an account's filing as the API shows it: the filing and its key's prefix. */
const accountFilingColumns = { ...getTableColumns(filings), apiKeyPrefix: apiKeys.prefix };

/** Registrar's own wording: a filing ID that is not one of the account's filings. */
const unknownFilingMessage = 'The filing account has no filing with this ID.';
/** Registrar's own wording: a fee asked for without saying of what. */
const feeOfWhatMessage =
  'Name a new entity’s filing type (filingType), or an entity and one of its transactions (entityId and transactionType).';

/** How the fees call names a new entity's formation: its filing type, entity type or transaction. */
function namesOfFormation(def: FilingTypeDefinition): string[] {
  return [def.filingType, def.entityType, ...Object.keys(def.transactions)]
    .filter((name) => name !== '')
    .map((name) => name.toUpperCase());
}

/** The formation the fees call's filingType names: `llc`, `DLLC` and `ARTORG_LLC` are one. */
function formationNamed(name: string): FilingTypeDefinition {
  const wanted = name.trim().toUpperCase();
  const formations = listFilingTypes().filter((def) => !def.existingEntity);
  const found = formations.find((def) => namesOfFormation(def).includes(wanted));
  if (found !== undefined) return found;
  const existing = listFilingTypes().find(
    (def) => def.existingEntity && namesOfFormation(def).includes(wanted),
  );
  const known = formations.map((def) => `${def.filingType} (${def.entityType})`).join(', ');
  throw new ValidationFailed([
    {
      field: 'filingType',
      message:
        existing === undefined
          ? `No new entity is formed by the filing type “${name}”. The filing types of new entities are ${known}.`
          : `The filing type “${name}” is filed for an entity: send its entityId and a transactionType (${Object.keys(existing.transactions).join(', ')}) instead.`,
    },
  ]);
}

/** The existing-entity filing that makes `transactionType`; a 400 listing them all otherwise. */
function transactionNamed(transactionType: string): FilingTypeDefinition {
  const wanted = transactionType.trim().toUpperCase();
  const existing = listFilingTypes().filter((def) => def.existingEntity);
  const found = existing.find((def) => wanted in def.transactions);
  if (found !== undefined) return found;
  const known = existing.flatMap((def) => Object.keys(def.transactions)).join(', ');
  throw new ValidationFailed([
    {
      field: 'transactionType',
      message: `No filing for an entity has the transaction type “${transactionType}”. The transaction types are ${known}.`,
    },
  ]);
}
/** Registrar's own wording: a protected entity's filings come from its own filers. */
const secureFilingMessage =
  'This entity is protected by Secure Business Filing: only its own filers, signed in, file for it.';

/** The draft reference of the filing a key makes: one per account, key and first use. */
export function draftRefOfKey(accountId: number, key: string, hold: KeyHold): string {
  const hex = createHash('sha256')
    .update(`filing-api\n${accountId}\n${key}\n${hold.firstTakenAt.toISOString()}`)
    .digest('hex');
  // A UUID (version 8, "custom") made of the hash.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The filing as the API shows it to its account. */
export function apiFilingOf(row: FilingRow): ApiFiling {
  const receipt = (row.receipt as Receipt | null) ?? null;
  const filed = row.status === 'FILED' && row.masterTransactionId !== null;
  return {
    id: row.ref,
    filingType: row.filingType,
    transactionType: row.transactionType,
    description: row.transactionDescription,
    entityId: row.entityId ?? receipt?.entityId ?? null,
    entityName: row.entityName,
    status: row.status,
    fee: formatDollars(row.feeCents),
    receivedAt: row.receivedAt.toISOString(),
    filedAt: row.filedAt?.toISOString() ?? null,
    masterTransactionId: row.masterTransactionId === null ? null : String(row.masterTransactionId),
    transactionId: row.transactionId === null ? null : String(row.transactionId),
    rejectReasons: row.rejectReasons ?? [],
    apiKey: apiKeyAnswer(row.apiKeyId, row.apiKeyPrefix),
    receipt,
    documents: {
      filedImage: filed ? `/filing-api/v1/filings/${row.ref}/filed-image` : null,
    },
  };
}

const filingAnswerQuery = preparedPerConnection((db) =>
  db
    .select(accountFilingColumns)
    .from(filings)
    .leftJoin(apiKeys, eq(apiKeys.id, filings.apiKeyId))
    .where(eq(filings.ref, sql.placeholder('ref')))
    .prepare('account-filing-answer'),
);

/**
 * Files the filing for the account: checks it, takes the fee from the balance, records it. The
 * answer is 200 with the filing when it is filed, 202 when it waits for the administrators'
 * check; a refusal is the error the wizard's calls would give.
 */
export async function fileForAccount(
  db: Db,
  owner: AccountOwner,
  filing: RequestedFiling,
  options: {
    /** The draft the call names (it must be the account's), or the key's own reference. */
    draft: { ref: string; named: boolean };
    publicBaseUrl: string;
    clientIpAddress: string;
    now?: Date;
  },
): Promise<KeptAnswer> {
  const now = options.now ?? new Date();
  const { accountId } = owner;
  const provider = filingAccountPayments(db, accountId);
  const wizard = `${options.publicBaseUrl}/business/filing/${filing.def.filingType}`;
  const request = {
    filing,
    draftRef: options.draft.ref,
    owner,
    ownReference: !options.draft.named,
    clientUrl: `${wizard}/receipt`,
    paymentBackUrl: `${wizard}/filingreview`,
    paymentCancelUrl: `${options.publicBaseUrl}/business/filing/fileaform`,
    // No filer signs in through a key: a protected entity's filings come from its own filers.
    secureFiling: async (entity: EntityRow | undefined) => {
      if (entity?.sbf === true) throw new HttpProblem(403, secureFilingMessage);
    },
  };
  // The filing API speaks English: its filings' mail is English whatever the caller's headers.
  const prepared = await prepareSubmission(db, request, {
    publicBaseUrl: options.publicBaseUrl,
    clientIpAddress: options.clientIpAddress,
    language: 'en',
    now,
  });
  // The balance is in this database, so the filing is stored, paid and recorded in one
  // transaction (a fee the balance cannot pay leaves nothing behind); a filing the registry
  // cannot honour now (its name taken meanwhile) has its fee given back in it too, and is the
  // 409 the receipt call gives. Recorded on the clock that received it, a moment later.
  const settled =
    prepared.kind === 'paid'
      ? { refId: prepared.filing.ref, recorded: false }
      : await db.transaction((tx) => payAndRecord(tx, owner, request, prepared, options));
  if (!settled.recorded) {
    // Paid before (an earlier call under this reference): the receipt call's own way, which
    // answers its receipt, or its refusal with the refund.
    await recordPaidFiling(db, provider, settled.refId, { publicBaseUrl: options.publicBaseUrl });
  }
  const submitted = { refId: settled.refId };
  const [row] = await filingAnswerQuery(db).execute({ ref: submitted.refId });
  if (row === undefined) throw new Error(`Filing ${submitted.refId} vanished`);
  const status = row.status === 'PENDING_REVIEW' ? 202 : 200;
  return { status, body: { apiData: { code: status, filing: apiFilingOf(row) } } };
}

/**
 * In one transaction: the filing stored (or brought up to date), its fee taken from the balance,
 * and the filing recorded, or refused with its fee given back. Answers the filing's reference, and
 * whether this call settled it (false for a filing paid for before).
 */
async function payAndRecord(
  tx: DbOrTx,
  owner: AccountOwner,
  request: Pick<PaymentRequest, 'draftRef' | 'owner'>,
  prepared: Extract<PreparedSubmission, { kind: 'checked' }>,
  options: { publicBaseUrl: string },
): Promise<{ refId: string; recorded: boolean }> {
  const now = new Date();
  const start = await openFilingForPayment(
    tx,
    request,
    prepared,
    hashReceiptToken(newReceiptToken()),
    now,
  );
  if (start.kind === 'not-yours') throw new HttpProblem(404, draftNotFoundMessage);
  if (start.kind === 'already-paid') return { refId: start.refId, recorded: false };
  // A fee taken by an earlier call whose recording did not finish is that call's payment.
  const payment =
    start.kind === 'close-checkout'
      ? start.payment
      : await insertPayment(
          tx,
          {
            filingId: start.filingId,
            provider: FILING_ACCOUNT_PROVIDER,
            providerRef: ledgerPaymentRef(start.filingId),
            amountCents: prepared.feeCents,
            checkoutToken: null,
            returnUrls: prepared.returnUrls,
          },
          // The fee is taken below, in this transaction: if it cannot be, nothing is stored.
          { cardBrand: BALANCE_CAPTURE.cardBrand, cardLast4: BALANCE_CAPTURE.last4, at: now },
        );
  const result = await recordInTransaction(
    tx,
    start.kind === 'ready' ? (start.created ?? start.filingId) : start.filingId,
    payment,
    BALANCE_CAPTURE,
    now,
    options.publicBaseUrl,
  );
  // Last, so that the account's ledger is locked only from here to the commit: the account's
  // other filings are recorded meanwhile, each waiting only for this one's fee. A balance that
  // does not cover it undoes everything above.
  if (start.kind !== 'close-checkout')
    await takeFilingFee(tx, owner.accountId, {
      filingId: start.filingId,
      apiKeyId: owner.apiKeyId,
      amountCents: prepared.feeCents,
      memo: prepared.description,
    });
  if (result.kind === 'not-recorded') {
    await refundFilingFee(tx, owner.accountId, payment.providerRef);
    await markRefunded(tx, payment.id);
  }
  return { refId: start.refId, recorded: result.kind === 'recorded' };
}

/** One of the account's filings; 404 for any other. */
export async function accountFiling(db: Db, accountId: number, ref: string): Promise<FilingRow> {
  const [row] = await db
    .select(accountFilingColumns)
    .from(filings)
    .leftJoin(apiKeys, eq(apiKeys.id, filings.apiKeyId))
    .where(and(eq(filings.ref, ref), eq(filings.filingAccountId, accountId)));
  if (row === undefined) throw new HttpProblem(404, unknownFilingMessage);
  return row;
}

/**
 * A page of the account's filings, newest first by when each was received (then by filing, for
 * filings of one moment): the filings after the cursor's filing in that order.
 */
export async function accountFilings(
  db: Db,
  accountId: number,
  options: { before?: number; limit: number },
): Promise<{ filings: FilingRow[]; next: number | null }> {
  const rows = await db
    .select(accountFilingColumns)
    .from(filings)
    .leftJoin(apiKeys, eq(apiKeys.id, filings.apiKeyId))
    .where(
      and(
        eq(filings.filingAccountId, accountId),
        options.before === undefined
          ? undefined
          : sql`(${filings.receivedAt}, ${filings.id}) < (select f.received_at, f.id from ${filings} f where f.id = ${options.before} and f.filing_account_id = ${accountId})`,
      ),
    )
    .orderBy(desc(filings.receivedAt), desc(filings.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    filings: page,
    next: rows.length > options.limit && last !== undefined ? last.id : null,
  };
}

/** A fee line by line: the type's own fee, then the late fee that makes up the rest. */
function feeLines(def: FilingTypeDefinition, totalCents: number, description: string) {
  const late = totalCents - def.feeCents;
  return late <= 0
    ? [{ description, amount: formatDollars(totalCents) }]
    : [
        { description, amount: formatDollars(def.feeCents) },
        { description: filingTypeText.lateFee, amount: formatDollars(late) },
      ];
}

/** The fee a filing would be charged today: a formation by its type, else by entity and transaction. */
export async function feeOf(
  db: Db,
  query: {
    filingType?: string | undefined;
    entityId?: string | undefined;
    transactionType?: string | undefined;
  },
  now: Date = new Date(),
): Promise<{ total: string; lines: { description: string; amount: string }[] }> {
  const today = mountainDate(now);
  if (query.entityId === undefined || query.transactionType === undefined) {
    if (query.filingType === undefined)
      throw new ValidationFailed([{ field: 'filingType', message: feeOfWhatMessage }]);
    const def = formationNamed(query.filingType);
    const total = filingFeeCents(def, today);
    return { total: formatDollars(total), lines: feeLines(def, total, def.fileAForm.label) };
  }
  const def = transactionNamed(query.transactionType);
  const transactionType = query.transactionType.trim().toUpperCase();
  const entity = await findEntity(db, query.entityId);
  if (entity === undefined) throw new HttpProblem(404, 'No entity with that ID is on the record.');
  const availability = await filingAvailability(db, entity, transactionType, now);
  if (!availability.available) throw new HttpProblem(409, availability.reason);
  return existingEntityFee(def, transactionType, entity.nextReportDueDate, today);
}

/** The fee of an entity's transaction filed on `today`, line by line (a late fee on its own). */
export function existingEntityFee(
  def: FilingTypeDefinition,
  transactionType: string,
  nextReportDueDate: string,
  today: string,
): { total: string; lines: { description: string; amount: string }[] } {
  const total = filingFeeCents(def, today, nextReportDueDate);
  const description = def.transactions[transactionType]?.description ?? def.fileAForm.label;
  return { total: formatDollars(total), lines: feeLines(def, total, description) };
}
