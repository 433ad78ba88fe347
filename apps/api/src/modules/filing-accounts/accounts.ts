// Filing accounts: firms that file through the filing API (registered-agent firms, law firms,
// accountants), created by administrators, each with its API keys and its prepaid balance.
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { filingAccounts } from '../../db/schema.ts';
import { HttpProblem } from '../../http-errors.ts';
import { recordAuditEvent } from '../admin/audit.ts';

/** Who did it, for the audit trail. */
export interface StaffActor {
  userId: string;
  clientAddress: string;
}

export interface FilingAccount {
  id: number;
  name: string;
  contactEmail: string;
  createdAt: Date;
  balanceCents: number;
}

/** Registrar's own wording: an account number that is no account. */
export const unknownAccountMessage = 'There is no filing account with this number.';

// Spelled out in full: inside a one-table select the query builder leaves columns unqualified.
const balanceColumn = sql<string>`coalesce((select sum(ledger_entries.amount_cents) from ledger_entries where ledger_entries.account_id = filing_accounts.id), 0)`;

const accountColumns = {
  id: filingAccounts.id,
  name: filingAccounts.name,
  contactEmail: filingAccounts.contactEmail,
  createdAt: filingAccounts.createdAt,
  balanceCents: balanceColumn,
};

function withNumberBalance(row: Omit<FilingAccount, 'balanceCents'> & { balanceCents: string }) {
  return { ...row, balanceCents: Number(row.balanceCents) };
}

/** Opens a filing account for a firm, with nothing in its balance. */
export async function createFilingAccount(
  db: DbOrTx,
  input: { name: string; contactEmail: string },
  actor: StaffActor,
): Promise<FilingAccount> {
  const [row] = await db
    .insert(filingAccounts)
    .values({ name: input.name, contactEmail: input.contactEmail, createdByUserId: actor.userId })
    .returning();
  if (row === undefined) throw new Error('The filing account was not created');
  await recordAuditEvent(db, actor, {
    action: 'filing-account.create',
    subjectType: 'filing-account',
    subjectId: String(row.id),
    before: null,
    after: { name: row.name, contactEmail: row.contactEmail },
  });
  return { ...row, balanceCents: 0 };
}

/** Every filing account with its balance, oldest first. */
export async function listFilingAccounts(db: DbOrTx): Promise<FilingAccount[]> {
  const rows = await db.select(accountColumns).from(filingAccounts).orderBy(asc(filingAccounts.id));
  return rows.map(withNumberBalance);
}

/** One filing account with its balance; 404 when there is none. */
export async function getFilingAccount(db: DbOrTx, accountId: number): Promise<FilingAccount> {
  const [row] = await db
    .select(accountColumns)
    .from(filingAccounts)
    .where(eq(filingAccounts.id, accountId));
  if (row === undefined) throw new HttpProblem(404, unknownAccountMessage);
  return withNumberBalance(row);
}
