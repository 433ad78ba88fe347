import { describe, expect, it } from 'vitest';
import { periodicReportEvent } from './report-calendar.ts';

describe('periodic report calendar event', () => {
  it('is an all-day event on the due date with escaped text and CRLF lines', () => {
    const ics = periodicReportEvent(
      { entityId: '20150000000', entityName: 'Peak, Ventures; LLC', dueDate: '2027-02-28' },
      new Date('2026-11-22T12:34:56.789Z'),
    );
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270228');
    expect(lines).toContain('DTEND;VALUE=DATE:20270301');
    expect(lines).toContain('DTSTAMP:20261122T123456Z');
    expect(lines).toContain('SUMMARY:Periodic report due: Peak\\, Ventures\\; LLC');
    expect(lines).toContain('UID:periodic-report-20150000000-20270228@registrar');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
