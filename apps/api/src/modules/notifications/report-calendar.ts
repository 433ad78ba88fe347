// The calendar entry a periodic-report reminder carries: an all-day iCalendar (RFC 5545) event on
// the last day of the report window, with lines folded at 75 octets and CRLF line ends.

function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Folds a content line: continuation lines start with one space (75 octets a line). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = Buffer.from(line, 'utf8');
  let limit = 75;
  while (rest.length > limit) {
    // Never split a UTF-8 sequence: step back over continuation bytes.
    let cut = limit;
    while (cut > 0 && ((rest[cut] ?? 0) & 0xc0) === 0x80) cut -= 1;
    parts.push(rest.subarray(0, cut).toString('utf8'));
    rest = rest.subarray(cut);
    limit = 74;
  }
  parts.push(rest.toString('utf8'));
  return parts.join('\r\n ');
}

function compactDate(isoDate: string): string {
  return isoDate.replace(/-/g, '');
}

/** The .ics text of an all-day event on `lastDay` (YYYY-MM-DD) to file the entity's report. */
export function reportDeadlineEvent(
  entity: { entityId: string; entityName: string; dueDate: string; lastDay: string; url: string },
  now: Date,
): string {
  const dayAfter = new Date(`${entity.lastDay}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `${[
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Registrar//Periodic report reminder//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:periodic-report-${entity.entityId}-${compactDate(entity.dueDate)}@registrar`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDate(entity.lastDay)}`,
    `DTEND;VALUE=DATE:${compactDate(dayAfter.toISOString().slice(0, 10))}`,
    `SUMMARY:${escapeText(`Last day to file the periodic report: ${entity.entityName}`)}`,
    `DESCRIPTION:${escapeText(
      `File the periodic report of ${entity.entityName} (ID number ${entity.entityId}) by this ` +
        `date to avoid the late fee: ${entity.url}`,
    )}`,
    `URL:${entity.url}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')}\r\n`;
}
