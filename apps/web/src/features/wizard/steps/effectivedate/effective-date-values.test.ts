import { describe, expect, it } from 'vitest';
import {
  effectiveDateLimits,
  parseEffectiveTime,
  resolveEffectiveDateTime,
} from '@registrar/domain';
import {
  confirmedMaximum,
  delayedEffectiveDate,
  effectiveAtFiling,
  toEnteredDate,
} from './effective-date-values.ts';

describe('effective date values', () => {
  const now = new Date('2026-11-22T18:00:00Z');

  it('clears every date value when the filing takes effect when filed', () => {
    expect(effectiveAtFiling()).toEqual({
      effectiveAtTimeOfFilingRadio: 'Y',
      effectiveDateAsEntered: '',
      effectiveDate: '',
      effectiveTime: '',
      effectiveDateTime: '',
      effectiveDateTimeDisplay: '',
      effectiveMaxDateTimeDisplay: '',
    });
  });

  it('stores a delayed date within the maximum as entered and as an instant', () => {
    const resolved = resolveEffectiveDateTime({ date: '2026-12-01', time: '09:30 am', now });
    if (!resolved.ok) throw new Error(resolved.message);
    expect(delayedEffectiveDate(resolved, ' 09:30 am ')).toEqual({
      effectiveAtTimeOfFilingRadio: 'N',
      effectiveDateAsEntered: '12/01/2026',
      effectiveDate: '2026-12-01',
      effectiveTime: '09:30 am',
      effectiveDateTime: '2026-12-01T16:30:00.000Z',
      effectiveDateTimeDisplay: '12/01/2026 09:30 AM',
      effectiveMaxDateTimeDisplay: '',
    });
  });

  it('replaces a date past the 90-day maximum with the maximum once confirmed', () => {
    const limits = effectiveDateLimits(now);
    const resolved = resolveEffectiveDateTime({ date: limits.pickerMaxDate, time: '', now });
    if (!resolved.ok) throw new Error(resolved.message);
    expect(resolved.exceedsMax).toBe(true);
    const values = confirmedMaximum(resolved);
    expect(values).toMatchObject({
      effectiveDateAsEntered: toEnteredDate(limits.pickerMaxDate),
      effectiveDate: '2027-02-20',
      effectiveTime: '11:59 pm',
      effectiveDateTime: limits.statutoryMax,
      effectiveDateTimeDisplay: limits.statutoryMaxDisplay,
      effectiveMaxDateTimeDisplay: limits.statutoryMaxDisplay,
    });
    // The stored date and time read back as a date-time within the maximum.
    expect(parseEffectiveTime(values.effectiveTime)).toEqual({
      hours: 23,
      minutes: 59,
      seconds: 0,
    });
  });
});
