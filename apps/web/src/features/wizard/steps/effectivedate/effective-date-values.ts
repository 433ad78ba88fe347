// Turns the page's answers into the stored effective-date slice, kept pure for testing.
import { type EffectiveDateResolution, type EffectiveDateValues } from '@registrar/domain';

/** The slice when the filing takes effect when filed: every date value cleared. */
export function effectiveAtFiling(): EffectiveDateValues {
  return {
    effectiveAtTimeOfFilingRadio: 'Y',
    effectiveDateAsEntered: '',
    effectiveDate: '',
    effectiveTime: '',
    effectiveDateTime: '',
    effectiveDateTimeDisplay: '',
    effectiveMaxDateTimeDisplay: '',
  };
}

/** "YYYY-MM-DD" as "MM/DD/YYYY". */
export function toEnteredDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
}

type Resolved = Extract<EffectiveDateResolution, { ok: true }>;

/** The slice for a delayed date within the statutory maximum. */
export function delayedEffectiveDate(resolved: Resolved, time: string): EffectiveDateValues {
  return {
    effectiveAtTimeOfFilingRadio: 'N',
    effectiveDateAsEntered: toEnteredDate(resolved.date),
    effectiveDate: resolved.date,
    effectiveTime: time.trim(),
    effectiveDateTime: resolved.instantIso,
    effectiveDateTimeDisplay: resolved.display,
    effectiveMaxDateTimeDisplay: '',
  };
}

/**
 * The slice after the user confirmed the statutory maximum (90 days) in place of a later date the
 * picker allowed (up to 100 days): the maximum becomes the effective date-time.
 */
export function confirmedMaximum(resolved: Resolved): EffectiveDateValues {
  // The maximum's display is "MM/DD/YYYY hh:mm AM/PM"; its first part is the calendar date.
  const [maxDate = '', ...timeParts] = resolved.maxDisplay.split(' ');
  const [month, day, year] = maxDate.split('/');
  return {
    effectiveAtTimeOfFilingRadio: 'N',
    effectiveDateAsEntered: toEnteredDate(resolved.date),
    effectiveDate: `${year}-${month}-${day}`,
    effectiveTime: timeParts.join(' ').toLowerCase(),
    effectiveDateTime: resolved.maxIso,
    effectiveDateTimeDisplay: resolved.maxDisplay,
    effectiveMaxDateTimeDisplay: resolved.maxDisplay,
  };
}
