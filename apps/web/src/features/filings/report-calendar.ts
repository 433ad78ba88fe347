// The calendar event for an entity's next periodic report (devapphome's download): an all-day
// event on the due date, offered as a link the page builds.
import { allDayEventCalendar, periodicReportEventUid } from '@registrar/domain';

/** The .ics text of an all-day event on `dueDate` (YYYY-MM-DD) reminding to file the entity's periodic report. */
export function periodicReportEvent(
  entity: { entityId: string; entityName: string; dueDate: string },
  now: Date,
): string {
  return allDayEventCalendar(
    {
      uid: periodicReportEventUid(entity.entityId, entity.dueDate),
      day: entity.dueDate,
      summary: `Periodic report due: ${entity.entityName}`,
      description:
        `The periodic report of ${entity.entityName} (ID ${entity.entityId}) is due by this date. ` +
        'It can be filed in the reporting month and the two months after it; later it is late.',
    },
    now,
  );
}
