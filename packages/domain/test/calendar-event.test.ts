import { describe, expect, it } from 'vitest';
import { allDayEventCalendar, periodicReportEventUid } from '../src/calendar-event.ts';

const now = new Date('2026-11-22T12:34:56.789Z');

describe('allDayEventCalendar', () => {
  it('is one all-day event: the day to the next, stamped, with CRLF lines and a final CRLF', () => {
    const ics = allDayEventCalendar(
      {
        uid: periodicReportEventUid('20150000000', '2027-02-28'),
        day: '2027-02-28',
        summary: 'Due',
        description: 'File it',
      },
      now,
    );
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('UID:periodic-report-20150000000-20270228@registrar');
    expect(lines).toContain('DTSTAMP:20261122T123456Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270228');
    // The end is exclusive: the day after, across a month (and a year) end.
    expect(lines).toContain('DTEND;VALUE=DATE:20270301');
    expect(lines.filter((line) => line.startsWith('URL:'))).toEqual([]);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const yearEnd = allDayEventCalendar(
      { uid: 'x@registrar', day: '2026-12-31', summary: 'a', description: 'b' },
      now,
    );
    expect(yearEnd).toContain('DTEND;VALUE=DATE:20270101\r\n');
  });

  it('escapes text values and keeps a link', () => {
    const ics = allDayEventCalendar(
      {
        uid: 'x@registrar',
        day: '2027-02-28',
        summary: 'Peak, Ventures; LLC \\ Co',
        description: 'Line one\nline two',
        url: 'https://sos.example.gov/business/filing/fileaform',
      },
      now,
    );
    const lines = ics.split('\r\n');
    expect(lines).toContain('SUMMARY:Peak\\, Ventures\\; LLC \\\\ Co');
    expect(lines).toContain('DESCRIPTION:Line one\\nline two');
    expect(lines).toContain('URL:https://sos.example.gov/business/filing/fileaform');
  });

  it('folds long lines at 75 octets without splitting a character, and unfolds to the text', () => {
    const summary = `Ærø Fjällstuga Ünternehmen ${'ü'.repeat(60)} 山田 LLC`;
    const ics = allDayEventCalendar(
      { uid: 'x@registrar', day: '2027-02-28', summary, description: 'd' },
      now,
    );
    const encoder = new TextEncoder();
    const lines = ics.split('\r\n');
    expect(lines.every((line) => encoder.encode(line).length <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(ics).not.toContain('\uFFFD');
    // Unfolding (RFC 5545 3.1): a CRLF followed by one space is removed.
    expect(ics.replace(/\r\n /g, '').split('\r\n')).toContain(`SUMMARY:${summary}`);
  });
});
