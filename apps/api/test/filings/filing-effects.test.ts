import { describe, expect, it } from 'vitest';
import { firstReportingSchedule, mountainDate } from '@registrar/domain';
import { formatEntityId } from '../../src/modules/filings/filing-effects.ts';

/** The schedule of an entity formed at `instant`, as recording computes it. */
const reportingSchedule = (instant: Date) => firstReportingSchedule(mountainDate(instant));

describe('formation effects', () => {
  it('builds the 11-digit entity ID from the Mountain time year', () => {
    expect(formatEntityId(new Date('2026-06-01T12:00:00Z'), 5_000_123)).toBe('20265000123');
    // 05:30 UTC on January 1st is still December 31st in Denver.
    expect(formatEntityId(new Date('2027-01-01T05:30:00Z'), 5_000_124)).toBe('20265000124');
  });

  it('makes the periodic report due at the end of the formation month a year on', () => {
    expect(reportingSchedule(new Date('2026-02-10T18:00:00Z'))).toEqual({
      reportingMonth: 2,
      nextReportDueDate: '2027-02-28',
    });
    expect(reportingSchedule(new Date('2027-02-10T18:00:00Z'))).toEqual({
      reportingMonth: 2,
      nextReportDueDate: '2028-02-29',
    });
    expect(reportingSchedule(new Date('2026-12-01T03:00:00Z'))).toEqual({
      reportingMonth: 11,
      nextReportDueDate: '2027-11-30',
    });
  });
});
