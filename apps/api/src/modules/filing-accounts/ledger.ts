// A filing account's money as a ledger: every movement is a row (a deposit an administrator
// records, the fee of each filing the account sends, a refund of a fee the registry could not
// honour) and the balance is their sum. A fee is taken with the account's row locked, so two
// filings at the same moment cannot both spend the same dollars; the database allows one fee per
// filing and one refund per fee, whatever the callers do.
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { preparedPerConnection, preparedStatement } from '../../db/prepared-query.ts';
import { apiKeys, filingAccounts, filings, ledgerEntries } from '../../db/schema.ts';
import { HttpProblem } from '../../http-errors.ts';
import { recordAuditEvent } from '../admin/audit.ts';
import type {
  Checkout,
  PaymentProvider,
  ProviderPaymentStatus,
} from '../payments/payment-provider.ts';
import { getFilingAccount, unknownAccountMessage, type StaffActor } from './accounts.ts';

type LedgerKind = 'DEPOSIT' | 'FILING_FEE' | 'REFUND';

export interface LedgerEntry {
  id: number;
  kind: LedgerKind;
  amountCents: number;
  memo: string;
  at: Date;
  /** The filing a fee or refund is for (its reference), else null. */
  filingRef: string | null;
  /** The API key whose filing took the fee or had it refunded. */
  apiKeyId: number | null;
  apiKeyPrefix: string | null;
}

/** The provider name of payments from a filing account, on the registry's payment rows. */
export const FILING_ACCOUNT_PROVIDER = 'filing-account';

/** Dollars with two decimals, a minus sign for money taken: "-10.00". */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** Registrar's own wording: a fee the balance cannot pay. Nothing is recorded. */
function insufficientBalanceMessage(feeCents: number, balanceCents: number): string {
  return `The filing account's balance ($${dollars(balanceCents)}) does not cover the fee of $${dollars(feeCents)}. Nothing was filed. Ask the Secretary of State's office to record a deposit, then send the filing again.`;
}

/** A ledger entry as the calls answer it: dollars, times and the filing's reference as text. */
export function ledgerEntryAnswer(entry: LedgerEntry) {
  return {
    id: String(entry.id),
    kind: entry.kind,
    amount: dollars(entry.amountCents),
    memo: entry.memo,
    at: entry.at.toISOString(),
    filingId: entry.filingRef,
    apiKey: apiKeyAnswer(entry.apiKeyId, entry.apiKeyPrefix),
  };
}

/** The key behind a filing or an entry, as the answers show it. */
export function apiKeyAnswer(
  id: number | null,
  prefix: string | null,
): { id: string; prefix: string } | null {
  return id === null || prefix === null ? null : { id: String(id), prefix };
}

/** The account's balance: the sum of its ledger (of the entries before `before` when given). */
export async function balanceCentsOf(
  db: DbOrTx,
  accountId: number,
  before?: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        before === undefined ? undefined : lt(ledgerEntries.at, before),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Locks the account's ledger until the transaction ends: its entries are written one at a time,
 * so each one's time (entryTime, read after the lock) is no earlier than the entry before it and
 * the ledger in order of entry is in order of time. NO KEY UPDATE: rows that merely point at the
 * account (its filings, events) do not wait. False when there is no such account.
 */
async function lockAccountLedger(tx: DbOrTx, accountId: number): Promise<boolean> {
  const [account] = await lockAccountLedgerQuery(tx).execute({ accountId });
  return account !== undefined;
}

const lockAccountLedgerQuery = preparedPerConnection((db) =>
  db
    .select({ id: filingAccounts.id })
    .from(filingAccounts)
    .where(eq(filingAccounts.id, sql.placeholder('accountId')))
    .for('no key update')
    .prepare('lock-account-ledger'),
);

/**
 * A filing's fee in one statement: the one already taken (charged), or a new one when the balance
 * covers it (taken), with the balance it was judged on.
 */
const takeFilingFeeStatement = preparedStatement<{
  charged: string | null;
  taken: string | null;
  balance: string;
}>(
  'take-filing-fee',
  sql`with charged as (
      select id from ledger_entries
      where filing_id = ${sql.placeholder('filingId')} and kind = 'FILING_FEE'),
    balance as (
      select coalesce(sum(amount_cents), 0)::bigint as cents from ledger_entries
      where account_id = ${sql.placeholder('accountId')}),
    taken as (
      insert into ledger_entries (account_id, kind, amount_cents, filing_id, memo, api_key_id, at)
      select ${sql.placeholder('accountId')}, 'FILING_FEE', -${sql.placeholder('amountCents')}::int,
        ${sql.placeholder('filingId')}, ${sql.placeholder('memo')}, ${sql.placeholder('apiKeyId')},
        clock_timestamp()
      where not exists (select 1 from charged)
        and (select cents from balance) >= ${sql.placeholder('amountCents')}::int
      returning id)
    select (select id::text from charged) as charged, (select id::text from taken) as taken,
      (select cents::text from balance) as balance`,
);

/** The time of an entry written under the ledger's lock: the moment it is written. */
const entryTime = sql`clock_timestamp()`;

/** Records money the firm paid in; answers the new entry. */
export async function recordDeposit(
  db: Db,
  accountId: number,
  input: { amountCents: number; memo: string },
  actor: StaffActor,
): Promise<LedgerEntry> {
  return db.transaction(async (tx) => {
    if (!(await lockAccountLedger(tx, accountId)))
      throw new HttpProblem(404, unknownAccountMessage);
    const [row] = await tx
      .insert(ledgerEntries)
      .values({
        accountId,
        kind: 'DEPOSIT',
        amountCents: input.amountCents,
        memo: input.memo,
        recordedByUserId: actor.userId,
        at: entryTime,
      })
      .returning();
    if (row === undefined) throw new Error('The deposit was not recorded');
    await recordAuditEvent(tx, actor, {
      action: 'filing-account.deposit',
      subjectType: 'filing-account',
      subjectId: String(accountId),
      before: null,
      after: { entryId: row.id, amountCents: row.amountCents, memo: row.memo },
    });
    return {
      id: row.id,
      kind: 'DEPOSIT',
      amountCents: row.amountCents,
      memo: row.memo,
      at: row.at,
      filingRef: null,
      apiKeyId: null,
      apiKeyPrefix: null,
    };
  });
}

const entryColumns = {
  id: ledgerEntries.id,
  kind: ledgerEntries.kind,
  amountCents: ledgerEntries.amountCents,
  memo: ledgerEntries.memo,
  at: ledgerEntries.at,
  filingRef: filings.ref,
  apiKeyId: ledgerEntries.apiKeyId,
  apiKeyPrefix: apiKeys.prefix,
};

/**
 * A page of the ledger, newest first by the time of each entry (then by entry, for entries of one
 * moment): the entries after the cursor's entry in that order.
 */
export async function ledgerPage(
  db: DbOrTx,
  accountId: number,
  options: { before?: number; limit: number },
): Promise<{ entries: LedgerEntry[]; next: number | null }> {
  const rows = await db
    .select(entryColumns)
    .from(ledgerEntries)
    .leftJoin(filings, eq(filings.id, ledgerEntries.filingId))
    .leftJoin(apiKeys, eq(apiKeys.id, ledgerEntries.apiKeyId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        options.before === undefined
          ? undefined
          : sql`(${ledgerEntries.at}, ${ledgerEntries.id}) < (select e.at, e.id from ${ledgerEntries} e where e.id = ${options.before} and e.account_id = ${accountId})`,
      ),
    )
    .orderBy(desc(ledgerEntries.at), desc(ledgerEntries.id))
    .limit(options.limit + 1);
  const entries = rows.slice(0, options.limit);
  const last = entries.at(-1);
  return { entries, next: rows.length > options.limit && last !== undefined ? last.id : null };
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) || /^[=+\-@\t]/.test(value)
    ? `"${(/^[=+\-@\t]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`
    : value;
}

/**
 * The account's statement for [from, to) as CSV: the opening balance, every movement in order
 * with the balance after it, and the closing balance. Text fields that a spreadsheet would take
 * for a formula are quoted with a leading apostrophe.
 */
export async function ledgerStatementCsv(
  db: DbOrTx,
  accountId: number,
  period: { from: Date; to: Date },
): Promise<string> {
  const account = await getFilingAccount(db, accountId);
  const rows = await db
    .select(entryColumns)
    .from(ledgerEntries)
    .leftJoin(filings, eq(filings.id, ledgerEntries.filingId))
    .leftJoin(apiKeys, eq(apiKeys.id, ledgerEntries.apiKeyId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        gte(ledgerEntries.at, period.from),
        lt(ledgerEntries.at, period.to),
      ),
    )
    .orderBy(ledgerEntries.at, ledgerEntries.id);
  let balance = await balanceCentsOf(db, accountId, period.from);
  const lines = [
    ['date', 'entry', 'kind', 'description', 'filing', 'api key', 'amount', 'balance'].join(','),
    ['', '', 'OPENING_BALANCE', csvField(account.name), '', '', '', dollars(balance)].join(','),
  ];
  for (const row of rows) {
    balance += row.amountCents;
    lines.push(
      [
        row.at.toISOString(),
        String(row.id),
        row.kind,
        csvField(row.memo),
        row.filingRef ?? '',
        row.apiKeyPrefix === null ? '' : csvField(row.apiKeyPrefix),
        dollars(row.amountCents),
        dollars(balance),
      ].join(','),
    );
  }
  lines.push(['', '', 'CLOSING_BALANCE', '', '', '', '', dollars(balance)].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The payment reference of a filing paid from the ledger: it names the filing, whose one fee it
 * is (a filing is charged once), so the payment row can be written before the fee is taken.
 */
export function ledgerPaymentRef(filingId: number): string {
  return `ledger-filing-${String(filingId)}`;
}

/**
 * The fee entry a payment from the ledger names: its filing's fee, or (payments made before
 * references named their filing) the entry itself.
 */
function feeCondition(accountId: number, providerRef: string) {
  const byFiling = /^ledger-filing-(\d+)$/.exec(providerRef)?.[1];
  const byEntry = /^ledger-(\d+)$/.exec(providerRef)?.[1];
  if (byFiling === undefined && byEntry === undefined)
    throw new Error(`Not a ledger payment: ${providerRef}`);
  return and(
    eq(ledgerEntries.accountId, accountId),
    eq(ledgerEntries.kind, 'FILING_FEE'),
    byFiling === undefined
      ? eq(ledgerEntries.id, Number(byEntry))
      : eq(ledgerEntries.filingId, Number(byFiling)),
  );
}

/** What the receipt of a filing paid from the balance says of the payment. */
export const BALANCE_CAPTURE = {
  cardBrand: 'Filing account',
  last4: '',
  paymentType: 'Prepaid',
} as const;

/**
 * Takes a filing's fee from the account's balance in the caller's transaction, once per filing (a
 * fee already taken is answered again); a 402 when the balance does not cover it. The ledger stays
 * locked until the transaction ends, so two filings cannot spend the same dollars: take it as late
 * in the transaction as possible, so that the account's other filings wait for as little.
 */
export async function takeFilingFee(
  tx: DbOrTx,
  accountId: number,
  fee: { filingId: number; apiKeyId: number | null; amountCents: number; memo: string },
): Promise<number> {
  if (!(await lockAccountLedger(tx, accountId))) throw new HttpProblem(404, unknownAccountMessage);
  const [row] = await takeFilingFeeStatement(tx, { ...fee, accountId });
  if (row === undefined) throw new Error('The fee was not taken');
  if (row.charged !== null) return Number(row.charged);
  if (row.taken !== null) return Number(row.taken);
  const balance = Number(row.balance);
  throw new HttpProblem(402, insufficientBalanceMessage(fee.amountCents, balance), {
    balance: dollars(balance),
    fee: dollars(fee.amountCents),
  });
}

/**
 * Gives back the fee a payment from the ledger took, in the caller's transaction, once (a REFUND
 * naming the fee); nothing when no fee was taken.
 */
export async function refundFilingFee(
  tx: DbOrTx,
  accountId: number,
  providerRef: string,
): Promise<void> {
  await lockAccountLedger(tx, accountId);
  const [fee] = await tx.select().from(ledgerEntries).where(feeCondition(accountId, providerRef));
  if (fee === undefined) return;
  await tx
    .insert(ledgerEntries)
    .values({
      accountId,
      kind: 'REFUND',
      amountCents: -fee.amountCents,
      filingId: fee.filingId,
      refundOf: fee.id,
      memo: `Refund: ${fee.memo}`,
      apiKeyId: fee.apiKeyId,
      at: entryTime,
    })
    .onConflictDoNothing();
}

/**
 * The account's balance as a payment provider, for the calls that settle a payment after the
 * fact (the receipt call, the refund pass, paying again): the "checkout" takes the fee from the
 * ledger at once, or refuses when the balance is short. The filing API itself takes the fee and
 * records the filing in one transaction (filing-api-service.ts).
 */
export function filingAccountPayments(db: Db, accountId: number): PaymentProvider {
  const statusOf = async (providerRef: string): Promise<ProviderPaymentStatus> => {
    const [fee] = await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(feeCondition(accountId, providerRef));
    if (fee === undefined) return { status: 'CANCELLED' };
    const [refund] = await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.refundOf, fee.id), eq(ledgerEntries.kind, 'REFUND')));
    if (refund !== undefined) return { status: 'REFUNDED' };
    return { status: 'CAPTURED', ...BALANCE_CAPTURE };
  };
  const refund = async (providerRef: string): Promise<void> => {
    await db.transaction((tx) => refundFilingFee(tx, accountId, providerRef));
  };
  return {
    name: FILING_ACCOUNT_PROVIDER,
    async createCheckout(request): Promise<Checkout> {
      return db.transaction(async (tx) => {
        const [filing] = await tx
          .select({ id: filings.id, apiKeyId: filings.apiKeyId })
          .from(filings)
          .where(eq(filings.ref, request.filingRef));
        if (filing === undefined) throw new Error(`Filing ${request.filingRef} vanished`);
        await takeFilingFee(tx, accountId, {
          filingId: filing.id,
          apiKeyId: filing.apiKeyId,
          amountCents: request.amountCents,
          memo: request.description,
        });
        return { providerRef: ledgerPaymentRef(filing.id), paymentURL: '', checkoutToken: null };
      });
    },
    getPaymentStatus: statusOf,
    // The fee was taken when the "checkout" opened: closing it gives the money back.
    async cancelCheckout(providerRef) {
      await refund(providerRef);
      return { status: 'CANCELLED' };
    },
    refund,
  };
}
