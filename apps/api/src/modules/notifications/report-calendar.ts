// The calendar entry a periodic-report reminder carries: an all-day event on the last day of the
// report window, in the subscriber's language.
import { allDayEventCalendar, periodicReportEventUid, type Language } from '@registrar/domain';

/** The .ics text of an all-day event on `lastDay` (YYYY-MM-DD) to file the entity's report. */
export function reportDeadlineEvent(
  entity: { entityId: string; entityName: string; dueDate: string; lastDay: string; url: string },
  now: Date,
  language: Language = 'en',
): string {
  const wording =
    language === 'es'
      ? {
          summary: `Último día para presentar el informe periódico: ${entity.entityName}`,
          description:
            `Presente el informe periódico de ${entity.entityName} (número de identificación ` +
            `${entity.entityId}) a más tardar en esta fecha para evitar la tarifa por atraso: ` +
            entity.url,
        }
      : {
          summary: `Last day to file the periodic report: ${entity.entityName}`,
          description:
            `File the periodic report of ${entity.entityName} (ID number ${entity.entityId}) by ` +
            `this date to avoid the late fee: ${entity.url}`,
        };
  return allDayEventCalendar(
    {
      uid: periodicReportEventUid(entity.entityId, entity.dueDate),
      day: entity.lastDay,
      ...wording,
      url: entity.url,
    },
    now,
  );
}
