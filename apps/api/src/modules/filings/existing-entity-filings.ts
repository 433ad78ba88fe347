// Filings about an entity already on the record (periodic report now; reinstatement, cure and
// amendments add their effects here). Submission checks the entity and takes its identity and
// the fee from the record; recording applies the effect of the transaction type.
import {
  feeFor,
  mountainDate,
  nextReportDueDateAfter,
  reportFeeCents,
  type FilingTypeDefinition,
  type FilingValues,
} from '@registrar/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { entities, filings } from '../../db/schema.ts';
import { ValidationFailed } from '../../http-errors.ts';
import { availabilityToday, findEntity } from '../registry/entity-summary.ts';
import type { FilingRow } from './filings-repository.ts';

/** Not worded by the spec: the filing names an entity that is not on the record. */
export const unknownEntityMessage = 'No entity with that ID is on the record.';
/** Not worded by the spec: an entity whose record is flagged for fraud cannot file online. */
export const fraudFlaggedMessage =
  'This entity cannot file online. Contact the Secretary of State.';

export interface ExistingEntitySubmission {
  entityId: string;
  entityName: string;
  entityType: string;
  domesticFlag: 'Y' | 'N' | '';
  adminFraudCheck: boolean;
  feeCents: number;
}

/**
 * Checks that the filing's entity is on the record, not fraud-flagged, and that this filing is
 * open to it now; the name, type and fee come from the record and the server's schedule (a
 * periodic report filed after its window costs the late fee as well).
 */
export async function prepareExistingEntitySubmission(
  db: DbOrTx,
  def: FilingTypeDefinition,
  values: FilingValues,
  now: Date,
): Promise<ExistingEntitySubmission> {
  const entityId = values.filingState.entityId;
  const row = /^\d{11}$/.test(entityId) ? await findEntity(db, entityId) : undefined;
  if (row === undefined)
    throw new ValidationFailed([{ field: 'filingState.entityId', message: unknownEntityMessage }]);
  if (row.fraudFlag)
    throw new ValidationFailed([{ field: 'filingState.entityId', message: fraudFlaggedMessage }]);
  const transactionType = def.transactionType as Parameters<typeof availabilityToday>[1];
  const availability = availabilityToday(row, transactionType, now);
  if (!availability.available)
    throw new ValidationFailed([
      { field: 'filingState.transactionType', message: availability.reason },
    ]);
  const feeCents =
    def.transactionType === 'REPORT'
      ? reportFeeCents(row.nextReportDueDate, mountainDate(now))
      : feeFor(def.transactionType);
  if (feeCents === undefined) throw new Error(`No fee on the schedule for ${def.transactionType}`);
  const domesticFlag = row.domesticFlag === 'Y' || row.domesticFlag === 'N' ? row.domesticFlag : '';
  return {
    entityId: row.entityId,
    entityName: row.name,
    entityType: row.entityType,
    domesticFlag,
    adminFraudCheck: row.adminFraudCheck,
    feeCents,
  };
}

/** What the receipt shows of the entity after the filing took effect. */
export interface EntityAfterFiling {
  nextReportDueDate: string;
  statusCode: string;
}

/**
 * A periodic report: the office and agent become those reported, and the next report falls due a
 * year after the one just filed. The status does not change: a delinquent entity stays
 * delinquent until it files a Statement Curing Delinquency (docs/decisions.md).
 */
async function applyReportEffects(db: DbOrTx, filing: FilingRow): Promise<EntityAfterFiling> {
  const values = filing.values as FilingValues;
  const [entity] = await db
    .select({ nextReportDueDate: entities.nextReportDueDate })
    .from(entities)
    .where(eq(entities.entityId, filing.entityId ?? ''))
    .for('update');
  if (entity === undefined)
    throw new Error(`Filing ${filing.id}: entity ${filing.entityId} is gone`);
  const [updated] = await db
    .update(entities)
    .set({
      principalOffice: values.principalOffice,
      registeredAgent: values.registeredAgent,
      nextReportDueDate: nextReportDueDateAfter(entity.nextReportDueDate),
      updatedAt: sql`now()`,
    })
    .where(eq(entities.entityId, filing.entityId ?? ''))
    .returning({
      nextReportDueDate: entities.nextReportDueDate,
      statusCode: entities.statusCode,
    });
  if (updated === undefined) throw new Error(`Filing ${filing.id}: entity update returned no row`);
  return updated;
}

const effectsByTransactionType: Readonly<
  Record<string, (db: DbOrTx, filing: FilingRow) => Promise<EntityAfterFiling>>
> = {
  REPORT: applyReportEffects,
};

/** Applies an existing-entity filing's effect on its entity once and marks the filing applied. */
export async function applyExistingEntityEffects(
  db: DbOrTx,
  filing: FilingRow,
): Promise<EntityAfterFiling> {
  const apply = effectsByTransactionType[filing.transactionType];
  if (apply === undefined)
    throw new Error(`No registry effect is defined for ${filing.transactionType}`);
  const after = await apply(db, filing);
  await db
    .update(filings)
    .set({ effectsApplied: true, updatedAt: new Date() })
    .where(and(eq(filings.id, filing.id), eq(filings.effectsApplied, false)));
  return after;
}
