// The calendar entry a periodic-report reminder carries: an all-day event on the last day of the
// report window.
import { allDayEventCalendar, periodicReportEventUid } from '@registrar/domain';

/** The .ics text of an all-day event on `lastDay` (YYYY-MM-DD) to file the entity's report. */
export function reportDeadlineEvent(
  entity: { entityId: string; entityName: string; dueDate: string; lastDay: string; url: string },
  now: Date,
): string {
  return allDayEventCalendar(
    {
      uid: periodicReportEventUid(entity.entityId, entity.dueDate),
      day: entity.lastDay,
      summary: `Last day to file the periodic report: ${entity.entityName}`,
      description:
        `File the periodic report of ${entity.entityName} (ID number ${entity.entityId}) by this ` +
        `date to avoid the late fee: ${entity.url}`,
      url: entity.url,
    },
    now,
  );
}
