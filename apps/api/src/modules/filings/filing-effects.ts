// Effects of a recorded filing on the registry. A formation creates the entity; with a delayed
// effective date this runs later, from the effective-date job, under the same row lock.
import { TZDate } from '@date-fns/tz';
import { MOUNTAIN_TIME_ZONE, nameKey, type FilingValues } from '@registrar/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { entities, filings, notificationSubscriptions } from '../../db/schema.ts';
import { filingValuesOf } from './filing-values.ts';
import type { FilingRow } from './filings-repository.ts';

/** Reporting month (1-12, Mountain time) and next periodic-report due date of an entity formed at `formedAt`. */
export function reportingSchedule(formedAt: Date): {
  reportingMonth: number;
  nextReportDueDate: string;
} {
  const local = new TZDate(formedAt.getTime(), MOUNTAIN_TIME_ZONE);
  const month = local.getMonth() + 1;
  const year = local.getFullYear() + 1;
  // The report is due by the last day of the formation month, a year on.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    reportingMonth: month,
    nextReportDueDate: `${year}-${String(month).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`,
  };
}

/** The 11-digit entity ID: the year of formation in Mountain time, then 7 digits of the sequence. */
export function formatEntityId(formedAt: Date, sequenceValue: number): string {
  const year = new TZDate(formedAt.getTime(), MOUNTAIN_TIME_ZONE).getFullYear();
  return `${year}${String(sequenceValue % 10_000_000).padStart(7, '0')}`;
}

/** Creates the entity a formation filing describes and takes its notification subscriptions. */
export async function applyFormationEffects(
  db: DbOrTx,
  filing: FilingRow,
  formedAt: Date,
): Promise<void> {
  if (filing.entityId === null) throw new Error(`Filing ${filing.id} has no entity ID`);
  const values = filingValuesOf(filing);
  const schedule = reportingSchedule(formedAt);
  await db
    .insert(entities)
    .values({
      entityId: filing.entityId,
      name: filing.entityName,
      nameKey: nameKey(filing.entityName),
      entityType: filing.entityType,
      domesticFlag: values.filingState.domesticFlag || 'N',
      jurisdiction: 'CO',
      statusCode: 'GOOD',
      formationDate: formedAt,
      reportingMonth: schedule.reportingMonth,
      nextReportDueDate: schedule.nextReportDueDate,
      principalOffice: values.principalOffice,
      registeredAgent: values.registeredAgent,
    })
    .onConflictDoNothing();
  await db
    .update(filings)
    .set({ effectsApplied: true, updatedAt: new Date() })
    .where(and(eq(filings.id, filing.id), eq(filings.effectsApplied, false)));
}

/** Stores the filing's email and text notification subscriptions for the entity. */
export async function storeNotificationSubscriptions(
  db: DbOrTx,
  entityId: string,
  values: FilingValues,
): Promise<void> {
  const rows = [
    ...values.notifications.emails.map((item) => ({
      entityId,
      channel: 'email',
      address: item.email.toLowerCase(),
    })),
    ...values.notifications.texts.map((item) => ({ entityId, channel: 'sms', address: item.text })),
  ].filter((row) => row.address !== '');
  if (rows.length === 0) return;
  await db.insert(notificationSubscriptions).values(rows).onConflictDoNothing();
}
