import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filingFeeCents } from '../src/fees.ts';
import { llcFilingType } from '../src/filing-types/llc.ts';
import { reportFilingType } from '../src/filing-types/report.ts';
import {
  firstReportingSchedule,
  nextReportDueDateAfter,
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
    expect(reportWindow('2026-09-30')).toEqual({
      opensOn: '2026-09-01',
      closesOn: '2026-11-30',
      lateFrom: '2026-12-01',
    });
    expect(reportWindow('2026-11-30')).toEqual({
      opensOn: '2026-11-01',
      closesOn: '2027-01-31',
      lateFrom: '2027-02-01',
    });
    expect(reportWindow('2027-12-31')).toEqual({
      opensOn: '2027-12-01',
      closesOn: '2028-02-29',
      lateFrom: '2028-03-01',
    });
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
  it("is the report type's fee in the window and that plus its late fee after it", () => {
    const lateFee = reportFilingType.lateFeeCents ?? Number.NaN;
    fc.assert(
      fc.property(monthEndDueDate, anyDay, (due, day) => {
        const late = reportTiming(due, day) === 'late';
        expect(filingFeeCents(reportFilingType, day, due)).toBe(
          reportFilingType.feeCents + (late ? lateFee : 0),
        );
      }),
    );
    expect(filingFeeCents(reportFilingType, '2026-11-30', '2026-09-30')).toBe(1000);
    expect(filingFeeCents(reportFilingType, '2026-12-01', '2026-09-30')).toBe(6000);
  });

  it('is never late for a type without a late fee', () => {
    fc.assert(
      fc.property(monthEndDueDate, anyDay, (due, day) => {
        expect(filingFeeCents(llcFilingType, day, due)).toBe(llcFilingType.feeCents);
      }),
    );
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

describe('first reporting schedule', () => {
  it('is due at the end of the formation month a year on', () => {
    expect(firstReportingSchedule('2026-11-24')).toEqual({
      reportingMonth: 11,
      nextReportDueDate: '2027-11-30',
    });
    expect(firstReportingSchedule('2027-02-01')).toEqual({
      reportingMonth: 2,
      nextReportDueDate: '2028-02-29',
    });
    fc.assert(
      fc.property(anyDay, (day) => {
        const { reportingMonth, nextReportDueDate } = firstReportingSchedule(day);
        expect(nextReportDueDate.slice(0, 4)).toBe(String(Number(day.slice(0, 4)) + 1));
        expect(Number(nextReportDueDate.slice(5, 7))).toBe(reportingMonth);
        expect(reportTiming(nextReportDueDate, nextReportDueDate)).toBe('open');
      }),
    );
  });
});
