// Entities that let their periodic report window close without filing become delinquent (DQQ).
// The window is the reporting month of the next due date and the two months after it, so an
// entity is late once the first day of the third month after its due month has come.
import { mountainDate } from '@registrar/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

/** Marks Good Standing entities whose report window closed before `now` (Mountain time) delinquent; returns how many. */
export async function markDelinquentEntities(db: Db, now = new Date()): Promise<number> {
  const today = mountainDate(now);
  // One idempotent statement: a second process running it at once finds nothing left to change.
  const result = await db.execute(sql`
    update entities set status_code = 'DQQ', updated_at = now()
    where status_code = 'GOOD'
      -- Same as date_trunc('month', due) + 3 months <= today, written so that the
      -- (status_code, next_report_due_date) index can answer it without reading every row.
      and next_report_due_date <
        (date_trunc('month', ${today}::date - interval '3 months') + interval '1 month')::date`);
  return result.rowCount ?? 0;
}
