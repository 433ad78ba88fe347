// Where a filing held for the administrators' review stands, for its filer (the receipt promised
// an email; this page says the same at any time). It reveals only the status, its dates and, for a
// rejected filing, the reasons: never the filing's contents.
import { formatMountainDateTime, type HeldFilingStatus } from '@registrar/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { filings } from '../../db/schema.ts';
import { HttpProblem } from '../../http-errors.ts';

/** Registrar's own wording: no held filing has this reference. */
const noHeldFilingMessage = 'There is no filing under review with this reference.';

/** The held filing's status as its filer may see it. */
export async function heldFilingStatus(db: DbOrTx, refId: string) {
  const [row] = await db
    .select({
      status: filings.status,
      transactionDescription: filings.transactionDescription,
      receivedAt: filings.receivedAt,
      decidedAt: filings.decidedAt,
      rejectReasons: filings.rejectReasons,
    })
    .from(filings)
    .where(and(eq(filings.ref, refId), eq(filings.adminFraudCheck, true)));
  const status: HeldFilingStatus | undefined =
    row?.status === 'PENDING_REVIEW'
      ? 'UNDER_REVIEW'
      : row?.status === 'REJECTED'
        ? 'REJECTED'
        : row?.status === 'FILED' && row.decidedAt !== null
          ? 'APPROVED'
          : undefined;
  if (row === undefined || status === undefined) throw new HttpProblem(404, noHeldFilingMessage);
  return {
    status,
    transactionDescription: row.transactionDescription,
    receivedDateString: formatMountainDateTime(row.receivedAt),
    decidedDateString: row.decidedAt === null ? '' : formatMountainDateTime(row.decidedAt),
    rejectReasons: status === 'REJECTED' ? (row.rejectReasons ?? []) : [],
  };
}
