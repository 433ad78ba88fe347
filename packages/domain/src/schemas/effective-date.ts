import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import { resolveEffectiveDateTime } from '../effective-date.ts';
import type { EffectiveDateValues } from '../model.ts';
import { withRules, yesNoShape, type AddIssue } from './common.ts';

export const effectiveDateShape = z.object({
  effectiveAtTimeOfFilingRadio: yesNoShape,
  effectiveDateAsEntered: z.string(),
  effectiveDate: z.string(),
  effectiveTime: z.string(),
  effectiveDateTime: z.string(),
  effectiveDateTimeDisplay: z.string(),
  effectiveMaxDateTimeDisplay: z.string(),
});

export interface EffectiveDateRuleOptions {
  /** The clock; the schema reads it on each check so "now" never goes stale. */
  now?: () => Date;
  /** ISO instant of an existing filing's delayed effective date on this record. */
  cfdEffectiveDate?: string;
  /**
   * Refuse dates past the 90-day maximum (server, completeness). The browser form leaves this off
   * so that such a date reaches the maximum-date dialog, where confirming sets the maximum,
   * instead of a field error.
   */
  enforceMaximum: boolean;
}

/** Checks the delayed effective date: the question, then date and time in Mountain time. */
export function checkEffectiveDate(
  values: EffectiveDateValues,
  options: EffectiveDateRuleOptions,
  add: AddIssue,
): void {
  const hasExistingDelayed =
    options.cfdEffectiveDate !== undefined && options.cfdEffectiveDate !== '';
  // With an existing delayed filing the question is replaced by a note and a date is needed.
  if (!hasExistingDelayed) {
    if (values.effectiveAtTimeOfFilingRadio === '') {
      add(['effectiveAtTimeOfFilingRadio'], messages.chooseYesOrNo);
      return;
    }
    if (values.effectiveAtTimeOfFilingRadio === 'Y') return;
  }
  const resolution = resolveEffectiveDateTime({
    date: values.effectiveDate !== '' ? values.effectiveDate : values.effectiveDateAsEntered,
    time: values.effectiveTime,
    now: (options.now ?? (() => new Date()))(),
    ...(hasExistingDelayed ? { cfdEffectiveDate: options.cfdEffectiveDate } : {}),
  });
  if (!resolution.ok) {
    add([resolution.field], resolution.message);
    return;
  }
  if (options.enforceMaximum && resolution.exceedsMax) {
    add(['effectiveDate'], messages.effectiveDateBeyondMaximum(resolution.maxDisplay));
  }
}

/** Effective-date schema for a record and a clock. */
export function createEffectiveDateSchema(options: EffectiveDateRuleOptions) {
  return withRules(effectiveDateShape, (values, add) => checkEffectiveDate(values, options, add));
}

/** Full effective-date rules, 90-day maximum enforced (server and review). */
export const effectiveDateSchema = createEffectiveDateSchema({ enforceMaximum: true });

/** The browser form's rules: a date past the maximum goes to the maximum-date dialog instead. */
export const effectiveDateFormSchema = createEffectiveDateSchema({ enforceMaximum: false });
