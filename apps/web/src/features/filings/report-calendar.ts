// The calendar event for an entity's next periodic report (devapphome's download): an all-day
// iCalendar (RFC 5545) event on the due date, built in the browser.

function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

function compactDate(isoDate: string): string {
  return isoDate.replace(/-/g, '');
}

/** The .ics text of an all-day event on `dueDate` (YYYY-MM-DD) reminding to file the entity's periodic report. */
export function periodicReportEvent(
  entity: { entityId: string; entityName: string; dueDate: string },
  now: Date,
): string {
  const start = compactDate(entity.dueDate);
  const dayAfter = new Date(`${entity.dueDate}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Registrar//Periodic report reminder//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:periodic-report-${entity.entityId}-${start}@registrar`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${compactDate(dayAfter.toISOString().slice(0, 10))}`,
    `SUMMARY:${escapeText(`Periodic report due: ${entity.entityName}`)}`,
    `DESCRIPTION:${escapeText(
      `The periodic report of ${entity.entityName} (ID ${entity.entityId}) is due by this date. ` +
        'It can be filed in the reporting month and the two months after it; later it is late.',
    )}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
