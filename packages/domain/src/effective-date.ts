// Delayed effective date rules. Every date and time the user enters or sees is Mountain time
// (America/Denver), daylight saving included; instants are stored in UTC. The date picker allows
// 100 days, but the statute allows 90: a later date must be confirmed as the 90-day maximum, and
// the server refuses any date past that maximum or in the past.
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { messages } from './messages.ts';
import type { EffectiveDateValues } from './model.ts';

export const MOUNTAIN_TIME_ZONE = 'America/Denver';
/** C.R.S. 7-90-304(2): no later than the 90th day after delivery. */
export const STATUTORY_MAX_DAYS = 90;
/** The date picker's range, wider than the statute. */
export const PICKER_MAX_DAYS = 100;

export interface EffectiveDateLimits {
  /** Today in Mountain time, YYYY-MM-DD. */
  minDate: string;
  /** Today + 100 days, YYYY-MM-DD. */
  pickerMaxDate: string;
  /** ISO instant of 11:59:59 PM Mountain time on the 90th day after `now`. */
  statutoryMax: string;
  /** The statutory maximum as "MM/DD/YYYY hh:mm AM/PM". */
  statutoryMaxDisplay: string;
}

function inMountainTime(instant: Date): TZDate {
  return new TZDate(instant.getTime(), MOUNTAIN_TIME_ZONE);
}

/**
 * Reads an instant's Mountain time date and clock: the one time zone formatter every Mountain time
 * date and time is read from. Made once: building a time-zoned date for each instant costs several
 * times more, and every receipt shows two Mountain times and a search page twenty dates.
 */
const mountainClock = new Intl.DateTimeFormat('en-US', {
  timeZone: MOUNTAIN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h12',
});

type MountainField = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'dayPeriod';

function mountainFields(instant: Date): Record<MountainField, string> {
  const fields = { year: '', month: '', day: '', hour: '', minute: '', dayPeriod: '' };
  for (const part of mountainClock.formatToParts(instant)) {
    if (part.type in fields) fields[part.type as MountainField] = part.value;
  }
  return fields;
}

/** Formats an instant as Mountain time "MM/DD/YYYY hh:mm AM/PM". */
export function formatMountainDateTime(instant: Date | string): string {
  const { year, month, day, hour, minute, dayPeriod } = mountainFields(
    typeof instant === 'string' ? new Date(instant) : instant,
  );
  return `${month}/${day}/${year} ${hour}:${minute} ${dayPeriod.toUpperCase()}`;
}

/** The Mountain time calendar date of an instant, YYYY-MM-DD. */
export function mountainDate(instant: Date): string {
  const { year, month, day } = mountainFields(instant);
  return `${year}-${month}-${day}`;
}

/** The date range the effective date may take, seen from `now`. */
export function effectiveDateLimits(now: Date): EffectiveDateLimits {
  const today = inMountainTime(now);
  const maxDay = addDays(today, STATUTORY_MAX_DAYS);
  const statutoryMax = new TZDate(
    maxDay.getFullYear(),
    maxDay.getMonth(),
    maxDay.getDate(),
    23,
    59,
    59,
    MOUNTAIN_TIME_ZONE,
  );
  return {
    minDate: format(today, 'yyyy-MM-dd'),
    pickerMaxDate: format(addDays(today, PICKER_MAX_DAYS), 'yyyy-MM-dd'),
    statutoryMax: new Date(statutoryMax.getTime()).toISOString(),
    statutoryMaxDisplay: formatMountainDateTime(statutoryMax),
  };
}

export interface ClockTime {
  hours: number;
  minutes: number;
  seconds: number;
}

const TIME_PATTERN = /^(0?[1-9]|1[0-2]):([0-5][0-9])\s*([ap])\.?\s*m\.?$/i;

/** Parses "hh:mm am/pm" (12-hour); empty means 11:59 PM (23:59:59); null when malformed. */
export function parseEffectiveTime(text: string): ClockTime | null {
  const trimmed = text.trim();
  if (trimmed === '') return { hours: 23, minutes: 59, seconds: 59 };
  const match = TIME_PATTERN.exec(trimmed);
  if (match === null) return null;
  const hour12 = Number(match[1]);
  const isPm = match[3]?.toLowerCase() === 'p';
  return { hours: (hour12 % 12) + (isPm ? 12 : 0), minutes: Number(match[2]), seconds: 0 };
}

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const ENTERED_DATE_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function calendarDate(year: number, month: number, day: number): string | null {
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day
  ) {
    return null;
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A real calendar date from "YYYY-MM-DD" or "MM/DD/YYYY", as YYYY-MM-DD; null otherwise. */
export function parseCalendarDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE_PATTERN.exec(trimmed);
  if (iso !== null) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const entered = ENTERED_DATE_PATTERN.exec(trimmed);
  if (entered !== null)
    return calendarDate(Number(entered[3]), Number(entered[1]), Number(entered[2]));
  return null;
}

/** The instant of a Mountain time wall-clock date and time. */
export function mountainInstant(date: string, time: ClockTime): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const local = new TZDate(
    year,
    month - 1,
    day,
    time.hours,
    time.minutes,
    time.seconds,
    MOUNTAIN_TIME_ZONE,
  );
  return new Date(local.getTime());
}

export interface EffectiveDateInput {
  /** YYYY-MM-DD or MM/DD/YYYY. */
  date: string;
  /** "hh:mm am/pm" or empty for 11:59 PM. */
  time: string;
  now: Date;
  /** ISO instant of an existing filing's delayed effective date on this record. */
  cfdEffectiveDate?: string;
}

export type EffectiveDateResolution =
  | {
      ok: true;
      /** YYYY-MM-DD. */
      date: string;
      instantIso: string;
      /** "MM/DD/YYYY hh:mm AM/PM", Mountain time. */
      display: string;
      /** True when past the 90-day maximum: the user must confirm the maximum instead. */
      exceedsMax: boolean;
      maxIso: string;
      maxDisplay: string;
    }
  | { ok: false; field: 'effectiveDate' | 'effectiveTime'; message: string };

/** Resolves the entered date and time to a Mountain time instant and checks it against now and the record. */
export function resolveEffectiveDateTime(input: EffectiveDateInput): EffectiveDateResolution {
  if (input.date.trim() === '') {
    return { ok: false, field: 'effectiveDate', message: messages.effectiveDateRequired };
  }
  const date = parseCalendarDate(input.date);
  if (date === null)
    return { ok: false, field: 'effectiveDate', message: messages.effectiveDateRequired };
  const time = parseEffectiveTime(input.time);
  if (time === null)
    return { ok: false, field: 'effectiveTime', message: messages.effectiveTimeInvalid };

  const limits = effectiveDateLimits(input.now);
  if (date < limits.minDate)
    return { ok: false, field: 'effectiveDate', message: messages.effectiveDateInPast };
  const instant = mountainInstant(date, time);
  if (instant.getTime() <= input.now.getTime()) {
    return { ok: false, field: 'effectiveTime', message: messages.effectiveTimeInvalid };
  }
  if (input.cfdEffectiveDate !== undefined && input.cfdEffectiveDate !== '') {
    const existing = new Date(input.cfdEffectiveDate);
    if (!Number.isNaN(existing.getTime()) && instant.getTime() <= existing.getTime()) {
      return {
        ok: false,
        field: 'effectiveDate',
        message: messages.effectiveDateAfterExistingFiling,
      };
    }
  }
  return {
    ok: true,
    date,
    instantIso: instant.toISOString(),
    display: formatMountainDateTime(instant),
    exceedsMax: instant.getTime() > new Date(limits.statutoryMax).getTime(),
    maxIso: limits.statutoryMax,
    maxDisplay: limits.statutoryMaxDisplay,
  };
}

const CLEARED_EFFECTIVE_DATE = {
  effectiveDateAsEntered: '',
  effectiveDate: '',
  effectiveTime: '',
  effectiveDateTime: '',
  effectiveDateTimeDisplay: '',
  effectiveMaxDateTimeDisplay: '',
} as const;

function enteredDate(isoDate: string): string {
  return `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;
}

/**
 * The slice with its derived fields recomputed from the entered date and time (the server never
 * trusts the client's instant). "Effective at filing" clears the date fields; an unresolvable or
 * over-maximum entry is returned unchanged for the schema to refuse.
 */
export function withDerivedEffectiveDate(
  values: EffectiveDateValues,
  now: Date,
  cfdEffectiveDate = '',
): EffectiveDateValues {
  if (cfdEffectiveDate === '' && values.effectiveAtTimeOfFilingRadio === 'Y') {
    return { ...values, ...CLEARED_EFFECTIVE_DATE };
  }
  const resolution = resolveEffectiveDateTime({
    date: values.effectiveDate !== '' ? values.effectiveDate : values.effectiveDateAsEntered,
    time: values.effectiveTime,
    now,
    ...(cfdEffectiveDate === '' ? {} : { cfdEffectiveDate }),
  });
  if (!resolution.ok || resolution.exceedsMax) return values;
  return {
    ...values,
    effectiveDate: resolution.date,
    effectiveDateAsEntered:
      values.effectiveDateAsEntered !== ''
        ? values.effectiveDateAsEntered
        : enteredDate(resolution.date),
    effectiveDateTime: resolution.instantIso,
    effectiveDateTimeDisplay: resolution.display,
  };
}

/** The slice after the user confirms the maximum in the date-error dialog: the maximum becomes the effective date-time. */
export function confirmMaximumEffectiveDate(
  values: EffectiveDateValues,
  now: Date,
): EffectiveDateValues {
  const limits = effectiveDateLimits(now);
  const maxDate = mountainDate(new Date(limits.statutoryMax));
  return {
    ...values,
    effectiveAtTimeOfFilingRadio: 'N',
    effectiveDate: maxDate,
    effectiveDateAsEntered: enteredDate(maxDate),
    effectiveTime: '',
    effectiveDateTime: limits.statutoryMax,
    effectiveDateTimeDisplay: limits.statutoryMaxDisplay,
    effectiveMaxDateTimeDisplay: limits.statutoryMaxDisplay,
  };
}
