import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeFor } from '../src/fees.ts';
import {
  REPORT_LATE_FEE_CENTS,
  nextReportDueDateAfter,
  reportFeeCents,
  reportTiming,
  reportWindow,
} from '../src/report-window.ts';

const DAY_MS = 86_400_000;
const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);
/** Any day from 2000 to 2099. */
const anyDay = fc
  .integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2099, 11, 31) / DAY_MS })
  .map((day) => isoDay(day * DAY_MS));
/** A due date as the registry keeps them: the last day of the reporting month. */
const monthEndDueDate = fc
  .record({ year: fc.integer({ min: 2000, max: 2098 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => isoDay(Date.UTC(year, month, 0)));

describe('report window', () => {
  it('runs from the first of the reporting month to the end of the second month after', () => {
    expect(reportWindow('2026-09-30')).toEqual({ opensOn: '2026-09-01', closesOn: '2026-11-30' });
    expect(reportWindow('2026-11-30')).toEqual({ opensOn: '2026-11-01', closesOn: '2027-01-31' });
    expect(reportWindow('2027-12-31')).toEqual({ opensOn: '2027-12-01', closesOn: '2028-02-29' });
  });

  it('is open exactly in the reporting month and the two months after', () => {
    fc.assert(
      fc.property(monthEndDueDate, anyDay, (due, day) => {
        const dueMonth = Number(due.slice(0, 4)) * 12 + Number(due.slice(5, 7)) - 1;
        const dayMonth = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
        const monthsAfter = dayMonth - dueMonth;
        const expected = monthsAfter < 0 ? 'before-window' : monthsAfter <= 2 ? 'open' : 'late';
        expect(reportTiming(due, day)).toBe(expected);
      }),
    );
  });

  it('never turns back from late to open as days pass', () => {
    fc.assert(
      fc.property(monthEndDueDate, anyDay, fc.integer({ min: 1, max: 2000 }), (due, day, later) => {
        const laterDay = isoDay(Date.parse(day) + later * DAY_MS);
        if (reportTiming(due, day) === 'late') expect(reportTiming(due, laterDay)).toBe('late');
      }),
    );
  });
});

describe('report fee', () => {
  it('is the scheduled REPORT fee in the window and that plus the late fee after it', () => {
    fc.assert(
      fc.property(monthEndDueDate, anyDay, (due, day) => {
        const late = reportTiming(due, day) === 'late';
        expect(reportFeeCents(due, day)).toBe(
          (feeFor('REPORT') ?? Number.NaN) + (late ? REPORT_LATE_FEE_CENTS : 0),
        );
      }),
    );
    expect(reportFeeCents('2026-09-30', '2026-11-30')).toBe(1000);
    expect(reportFeeCents('2026-09-30', '2026-12-01')).toBe(6000);
  });
});

describe('next report due date', () => {
  it('is one year later, keeping the month end', () => {
    expect(nextReportDueDateAfter('2027-02-28')).toBe('2028-02-29');
    expect(nextReportDueDateAfter('2028-02-29')).toBe('2029-02-28');
    expect(nextReportDueDateAfter('2026-06-15')).toBe('2027-06-15');
    fc.assert(
      fc.property(monthEndDueDate, (due) => {
        const next = nextReportDueDateAfter(due);
        expect(Number(next.slice(0, 4))).toBe(Number(due.slice(0, 4)) + 1);
        expect(next.slice(5, 7)).toBe(due.slice(5, 7));
        expect(isoDay(Date.parse(next) + DAY_MS).slice(8, 10)).toBe('01');
      }),
    );
  });
});
