// The entity summary and filing availability of one entity on the record.
import {
  entityStatuses,
  formatMountainDateTime,
  entityTypeDescriptions,
  filingTypeOfTransaction,
  mountainDate,
  transactionAvailability,
  transactionDescription,
  type AddressPair,
  type EntitySummary,
  type RegisteredAgentValues,
  type TransactionAvailability,
} from '@registrar/domain';
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerConnection } from '../../db/prepared-query.ts';
import { entities, filings } from '../../db/schema.ts';

export type EntityRow = typeof entities.$inferSelect;

const findEntityQuery = preparedPerConnection((db) =>
  db
    .select()
    .from(entities)
    .where(eq(entities.entityId, sql.placeholder('entityId')))
    .prepare('find-entity'),
);

/** The entity row, or undefined when the ID is not on the record. */
export async function findEntity(db: DbOrTx, entityId: string): Promise<EntityRow | undefined> {
  const [row] = await findEntityQuery(db).execute({ entityId });
  return row;
}

const pendingDelayedEffectiveDateQuery = preparedPerConnection((db) =>
  db
    .select({ effectiveAt: filings.effectiveAt })
    .from(filings)
    .where(
      and(
        eq(filings.entityId, sql.placeholder('entityId')),
        eq(filings.status, 'FILED'),
        eq(filings.effectsApplied, false),
        isNotNull(filings.effectiveAt),
        gt(filings.effectiveAt, sql.placeholder('now')),
      ),
    )
    .orderBy(desc(filings.effectiveAt))
    .limit(1)
    .prepare('pending-delayed-effective-date'),
);

/**
 * The latest effective time of a filing on this entity that is filed but not yet in effect
 * (cfdEffectiveDate), or '' when there is none: a new filing may not take effect before it.
 */
export async function pendingDelayedEffectiveDate(
  db: DbOrTx,
  entityId: string,
  now: Date = new Date(),
): Promise<string> {
  const [row] = await pendingDelayedEffectiveDateQuery(db).execute({ entityId, now });
  return row?.effectiveAt?.toISOString() ?? '';
}

/** The entity summary of a row; `transactionType` names the page it is shown on. */
export function toEntitySummary(
  row: EntityRow,
  transactionType: string | undefined,
  delayedEffectiveDate = '',
): EntitySummary {
  const yesNo = (flag: boolean) => (flag ? ('Y' as const) : ('N' as const));
  const domesticFlag = row.domesticFlag === 'Y' || row.domesticFlag === 'N' ? row.domesticFlag : '';
  return {
    entityId: row.entityId,
    entityName: row.name,
    entityType: {
      code: row.entityType,
      description: entityTypeDescriptions[row.entityType] ?? row.entityType,
    },
    status: entityStatuses[row.statusCode as keyof typeof entityStatuses] ?? row.statusCode,
    statusCode: row.statusCode,
    formationDate: row.formationDate.toISOString(),
    jurisdiction: row.jurisdiction,
    reportingMonth: row.reportingMonth,
    principalOfficeAddress: row.principalOffice as AddressPair,
    registeredAgent: row.registeredAgent as RegisteredAgentValues,
    sbf: yesNo(row.sbf),
    // Colorado calls a delinquent entity noncompliant with its reporting duty.
    noncompliant: yesNo(row.statusCode === 'DQQ'),
    effectiveDate: (row.dissolutionDate ?? row.formationDate).toISOString(),
    validEntity: true,
    domesticFlag,
    anniversaryDate: row.nextReportDueDate,
    fraudFlag: yesNo(row.fraudFlag),
    adminFraudCheck: row.adminFraudCheck,
    pageTitle:
      transactionType === undefined
        ? row.name
        : `${transactionDescription(transactionType) ?? transactionType} - ${row.name}`,
    delayedEffectiveDate,
  };
}

/** Registrar's own wording: a transaction type no existing-entity filing makes. */
const unknownTransactionReason = 'No filing of that kind can be made for an entity on the record.';

/** Whether the filing is open to the entity today (Mountain time). */
function availabilityToday(
  row: EntityRow,
  transactionType: string,
  now: Date = new Date(),
): TransactionAvailability {
  const def = filingTypeOfTransaction(transactionType);
  if (def === undefined) return { available: false, reason: unknownTransactionReason };
  return transactionAvailability(
    def,
    transactionType,
    {
      statusCode: row.statusCode,
      entityType: row.entityType,
      nextReportDueDate: row.nextReportDueDate,
    },
    mountainDate(now),
  );
}

/** A filing of this entity waiting in the administrators' queue, if there is one. */
export async function findFilingUnderReview(
  db: DbOrTx,
  entityId: string,
): Promise<{ transactionDescription: string; receivedAt: Date } | undefined> {
  const [row] = await db
    .select({
      transactionDescription: filings.transactionDescription,
      receivedAt: filings.receivedAt,
    })
    .from(filings)
    .where(and(eq(filings.entityId, entityId), eq(filings.status, 'PENDING_REVIEW')))
    .limit(1);
  return row;
}

/** Registrar's own wording: a second held filing while the first is still under review. */
export function filingUnderReviewMessage(held: {
  transactionDescription: string;
  receivedAt: Date;
}): string {
  return (
    `The ${held.transactionDescription} received for this entity on ` +
    `${formatMountainDateTime(held.receivedAt)} is waiting for review by the Secretary of State's ` +
    'office. Another one cannot be filed until it is approved or rejected; the filer will be ' +
    'emailed the decision.'
  );
}

/**
 * Whether the filing is open to the entity now: the registry's rules for its standing, and, for
 * an entity whose filings go to the administrators first, no other filing already waiting there.
 */
export async function filingAvailability(
  db: DbOrTx,
  row: EntityRow,
  transactionType: string,
  now: Date = new Date(),
): Promise<TransactionAvailability & { underReview: boolean }> {
  const standing = availabilityToday(row, transactionType, now);
  if (!standing.available) return { ...standing, underReview: false };
  const held = row.adminFraudCheck ? await findFilingUnderReview(db, row.entityId) : undefined;
  if (held === undefined) return { ...standing, underReview: false };
  return { available: false, reason: filingUnderReviewMessage(held), underReview: true };
}
