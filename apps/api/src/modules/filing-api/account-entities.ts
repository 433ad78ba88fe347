// The entities a filing account files for, each with its next periodic report: what a firm's
// software reads to find what is due. An entity is the account's once a filing-API filing of the
// account names it (a formation names the entity it made) and is recorded or held for review. The
// reaction below keeps that in the event's transaction, so the list never misses such a filing
// and never holds one that was rolled back.
import {
  entityStatuses,
  entityTypeDescriptions,
  filingTypeOfTransaction,
  mountainDate,
  reportTiming,
  reportWindow,
  type AccountEntity,
} from '@registrar/domain';
import { and, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { entities, filingAccountEntities } from '../../db/schema.ts';
import type { RegistryEventReactor } from '../events/registry-events.ts';
import { filingAvailability } from '../registry/entity-summary.ts';
import { existingEntityFee } from './filing-api-service.ts';

const REPORT = 'REPORT';

/**
 * Counts the entity of a recorded or held filing among its account's entities, first filed then
 * and last filed at the latest of its filings (in the event's transaction).
 */
export const rememberAccountEntity: RegistryEventReactor = async (tx, event) => {
  if (event.type !== 'filing.recorded' && event.type !== 'filing.held') return;
  const accountId = event.filing.filingAccountId;
  // A formation's row names no entity until it is recorded: its receipt names the one it made.
  const entityId = event.filing.entityId ?? event.receipt.entityId;
  if (accountId === null || entityId === '') return;
  const at = event.filedAt;
  await tx
    .insert(filingAccountEntities)
    .values({ accountId, entityId, firstFiledAt: at, lastFiledAt: at })
    .onConflictDoUpdate({
      target: [filingAccountEntities.accountId, filingAccountEntities.entityId],
      set: {
        lastFiledAt: sql`greatest(${filingAccountEntities.lastFiledAt}, excluded.last_filed_at)`,
      },
    });
};

type EntityRow = typeof entities.$inferSelect;

/** The entity's next periodic report: its window, and whether and for what it may be filed today. */
async function periodicReportOf(
  db: Db,
  row: EntityRow,
  now: Date,
): Promise<AccountEntity['periodicReport']> {
  const dueDate = row.nextReportDueDate;
  const today = mountainDate(now);
  const window = reportWindow(dueDate);
  const availability = await filingAvailability(db, row, REPORT, now);
  const def = filingTypeOfTransaction(REPORT);
  return {
    dueDate,
    opensOn: window.opensOn,
    lateFrom: window.lateFrom,
    timing: reportTiming(dueDate, today),
    availableToday: availability.available,
    reason: availability.reason,
    feeToday:
      availability.available && def !== undefined
        ? existingEntityFee(def, REPORT, dueDate, today)
        : null,
  };
}

/**
 * A page of the account's entities, newest entity ID first, below the cursor's (`before`);
 * `dueBy` (YYYY-MM-DD) keeps those whose next report is due on or before that day.
 */
export async function accountEntitiesPage(
  db: Db,
  accountId: number,
  options: { before?: string; dueBy?: string; limit: number; now?: Date },
): Promise<{ entities: AccountEntity[]; next: string | null }> {
  const now = options.now ?? new Date();
  const rows = await db
    .select({
      entity: entities,
      firstFiledAt: filingAccountEntities.firstFiledAt,
      lastFiledAt: filingAccountEntities.lastFiledAt,
    })
    .from(filingAccountEntities)
    .innerJoin(entities, eq(entities.entityId, filingAccountEntities.entityId))
    .where(
      and(
        eq(filingAccountEntities.accountId, accountId),
        options.before === undefined
          ? undefined
          : lt(filingAccountEntities.entityId, options.before),
        options.dueBy === undefined ? undefined : lte(entities.nextReportDueDate, options.dueBy),
      ),
    )
    .orderBy(desc(filingAccountEntities.entityId))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const listed: AccountEntity[] = [];
  for (const { entity, firstFiledAt, lastFiledAt } of page) {
    listed.push({
      entityId: entity.entityId,
      entityName: entity.name,
      entityType: {
        code: entity.entityType,
        description: entityTypeDescriptions[entity.entityType] ?? entity.entityType,
      },
      statusCode: entity.statusCode,
      status: entityStatuses[entity.statusCode as keyof typeof entityStatuses] ?? entity.statusCode,
      firstFiledAt: firstFiledAt.toISOString(),
      lastFiledAt: lastFiledAt.toISOString(),
      periodicReport: await periodicReportOf(db, entity, now),
    });
  }
  const last = page.at(-1);
  return {
    entities: listed,
    next: rows.length > options.limit && last !== undefined ? last.entity.entityId : null,
  };
}
