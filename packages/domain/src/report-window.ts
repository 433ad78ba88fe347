// The periodic report window (C.R.S. 7-90-501, as the registry applies it): a report is due in
// the entity's reporting month and may be filed then and in the two months after without a late
// fee; after that it is late, costs the late fee, and the entity is delinquent until it cures.
/** Where a day falls against a report due date's window. */
export type ReportTiming = 'before-window' | 'open' | 'late';

export interface ReportWindow {
  /** YYYY-MM-DD: the first day of the reporting month. */
  opensOn: string;
  /** YYYY-MM-DD: the last day of the second month after the reporting month. */
  closesOn: string;
  /** YYYY-MM-DD: the day after the window closes, from which a report costs the late fee. */
  lateFrom: string;
}

function isoDay(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/** The window of the report due on `dueDate` (YYYY-MM-DD in the reporting month). */
export function reportWindow(dueDate: string): ReportWindow {
  const year = Number(dueDate.slice(0, 4));
  const monthIndex = Number(dueDate.slice(5, 7)) - 1;
  // Day 0 of a month is the last day of the month before it.
  return {
    opensOn: isoDay(year, monthIndex, 1),
    closesOn: isoDay(year, monthIndex + 3, 0),
    lateFrom: isoDay(year, monthIndex + 3, 1),
  };
}

/** Whether a report filed on `day` (YYYY-MM-DD) for the report due on `dueDate` is early, in its window or late. */
export function reportTiming(dueDate: string, day: string): ReportTiming {
  const window = reportWindow(dueDate);
  if (day < window.opensOn) return 'before-window';
  return day < window.lateFrom ? 'open' : 'late';
}

/** The next report's due date once the report due on `dueDate` is filed: the same day one year later (month end kept). */
export function nextReportDueDateAfter(dueDate: string): string {
  const year = Number(dueDate.slice(0, 4));
  const monthIndex = Number(dueDate.slice(5, 7)) - 1;
  const day = Number(dueDate.slice(8, 10));
  const lastDay = new Date(Date.UTC(year + 1, monthIndex + 1, 0)).getUTCDate();
  const isMonthEnd = day === new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return isoDay(year + 1, monthIndex, isMonthEnd ? lastDay : Math.min(day, lastDay));
}

/** The first report due date (last day of the reporting month, 1-12) on or after `day` (YYYY-MM-DD): where a reinstated or cured entity's reporting starts again. */
export function firstReportDueDateOnOrAfter(reportingMonth: number, day: string): string {
  const year = Number(day.slice(0, 4));
  const thisYear = isoDay(year, reportingMonth, 0);
  return thisYear >= day ? thisYear : isoDay(year + 1, reportingMonth, 0);
}

/** The reporting month (1-12) and first report due date of an entity formed on `formationDay` (YYYY-MM-DD, Mountain time): the formation month, due at its end a year on. */
export function firstReportingSchedule(formationDay: string): {
  reportingMonth: number;
  nextReportDueDate: string;
} {
  const reportingMonth = Number(formationDay.slice(5, 7));
  const aYearOn = `${Number(formationDay.slice(0, 4)) + 1}${formationDay.slice(4, 8)}01`;
  return {
    reportingMonth,
    nextReportDueDate: firstReportDueDateOnOrAfter(reportingMonth, aYearOn),
  };
}
