// The fee is the server's: amounts come from this schedule, never from the client. Each filing
// type's file says its fee and any late fee; the web shows what the server answers, never sends
// an amount.
import type { FilingTypeDefinition } from './filing-types/types.ts';
import { reportTiming } from './report-window.ts';

/** The fee in cents of a filing of `def` made on `day` (YYYY-MM-DD, Mountain time). */
export function filingFeeCents(
  def: FilingTypeDefinition,
  day: string,
  /** The entity's next periodic-report due date (YYYY-MM-DD), for a filing with a late fee. */
  nextReportDueDate?: string,
): number {
  const late =
    def.lateFeeCents !== undefined &&
    nextReportDueDate !== undefined &&
    reportTiming(nextReportDueDate, day) === 'late';
  return late ? def.feeCents + (def.lateFeeCents ?? 0) : def.feeCents;
}
