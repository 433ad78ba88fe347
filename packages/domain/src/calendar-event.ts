// Calendar files (iCalendar, RFC 5545) of one all-day event, for the server's reminder emails and
// the browser's downloads alike: text escaped, lines folded at 75 octets without splitting a
// UTF-8 character, CRLF line ends.

export interface AllDayEvent {
  /** Globally unique and stable: the same event sent twice replaces itself in a calendar. */
  uid: string;
  /** YYYY-MM-DD */
  day: string;
  summary: string;
  description: string;
  url?: string;
}

function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Folds a content line: continuation lines start with one space (75 octets a line in all). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = encoder.encode(line);
  let limit = 75;
  while (rest.length > limit) {
    // Never split a UTF-8 sequence: step back over continuation bytes.
    let cut = limit;
    while (cut > 0 && ((rest[cut] ?? 0) & 0xc0) === 0x80) cut -= 1;
    parts.push(decoder.decode(rest.subarray(0, cut)));
    rest = rest.subarray(cut);
    limit = 74;
  }
  parts.push(decoder.decode(rest));
  return parts.join('\r\n ');
}

function compactDate(isoDate: string): string {
  return isoDate.replace(/-/g, '');
}

/** The .ics text of one all-day event on `event.day`, stamped `now`. */
export function allDayEventCalendar(event: AllDayEvent, now: Date): string {
  const dayAfter = new Date(`${event.day}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Registrar//Periodic report reminder//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDate(event.day)}`,
    `DTEND;VALUE=DATE:${compactDate(dayAfter.toISOString().slice(0, 10))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url === undefined ? [] : [`URL:${event.url}`]),
    // An all-day reminder does not make its day busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The UID of an entity's periodic report event for one due date (YYYY-MM-DD). */
export function periodicReportEventUid(entityId: string, dueDate: string): string {
  return `periodic-report-${entityId}-${compactDate(dueDate)}@registrar`;
}
