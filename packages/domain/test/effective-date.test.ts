import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  effectiveDateLimits,
  confirmMaximumEffectiveDate,
  formatMountainDateTime,
  MOUNTAIN_TIME_ZONE,
  mountainDate,
  parseCalendarDate,
  parseEffectiveTime,
  resolveEffectiveDateTime,
  withDerivedEffectiveDate,
} from '../src/effective-date.ts';
import { createEffectiveDateSchema } from '../src/schemas/effective-date.ts';
import type { EffectiveDateValues } from '../src/model.ts';

const DAY = 24 * 60 * 60 * 1000;
const CFD_MESSAGE =
  "There is a filing with a delayed effective date on this record - your amendment can't take effect until after that filing is effective. Review the delayed effective date entered below; you can change it to a later date and time.";

function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

describe('effectiveDateLimits', () => {
  it('uses the Mountain time calendar day, not UTC', () => {
    // 22:30 MST on 22 November is already 23 November in UTC.
    const limits = effectiveDateLimits(new Date('2026-11-23T05:30:00Z'));
    expect(limits.minDate).toBe('2026-11-22');
    expect(limits.pickerMaxDate).toBe('2027-03-02');
    expect(limits.statutoryMax).toBe('2027-02-21T06:59:59.000Z');
    expect(limits.statutoryMaxDisplay).toBe('02/20/2027 11:59 PM');
  });

  it('ends the 90th day at 11:59 PM daylight time across the spring change', () => {
    const limits = effectiveDateLimits(new Date('2027-01-15T19:00:00Z'));
    expect(limits.statutoryMaxDisplay).toBe('04/15/2027 11:59 PM');
    expect(limits.statutoryMax).toBe('2027-04-16T05:59:59.000Z');
  });
});

describe('Mountain time on receipts', () => {
  it('shows the clock and calendar day of Mountain time, daylight saving included', () => {
    // The spring change: 01:59 MST, then 03:00 MDT one minute later.
    expect(formatMountainDateTime(new Date('2026-03-08T08:59:00Z'))).toBe('03/08/2026 01:59 AM');
    expect(formatMountainDateTime(new Date('2026-03-08T09:00:00Z'))).toBe('03/08/2026 03:00 AM');
    expect(formatMountainDateTime('2026-07-01T06:05:00Z')).toBe('07/01/2026 12:05 AM');
    expect(formatMountainDateTime('2026-07-01T18:30:00Z')).toBe('07/01/2026 12:30 PM');
    // Midnight MDT on 1 November, and 23:30 MST on 31 December already in the new year in UTC.
    expect(mountainDate(new Date('2026-11-01T06:00:00Z'))).toBe('2026-11-01');
    expect(mountainDate(new Date('2027-01-01T06:30:00Z'))).toBe('2026-12-31');
  });
});

describe('parseEffectiveTime', () => {
  it.each([
    ['9:30 am', { hours: 9, minutes: 30, seconds: 0 }],
    ['09:30 AM', { hours: 9, minutes: 30, seconds: 0 }],
    ['12:00 am', { hours: 0, minutes: 0, seconds: 0 }],
    ['12:15 pm', { hours: 12, minutes: 15, seconds: 0 }],
    ['11:59 p.m.', { hours: 23, minutes: 59, seconds: 0 }],
    ['', { hours: 23, minutes: 59, seconds: 59 }],
  ])('reads "%s"', (text, expected) => {
    expect(parseEffectiveTime(text)).toEqual(expected);
  });

  it.each(['13:00 pm', '9:3 am', '0:30 am', '9:30', 'noon', '9:60 am'])('refuses "%s"', (text) => {
    expect(parseEffectiveTime(text)).toBeNull();
  });
});

describe('parseCalendarDate', () => {
  it('reads ISO and MM/DD/YYYY dates and refuses impossible ones', () => {
    expect(parseCalendarDate('2027-02-28')).toBe('2027-02-28');
    expect(parseCalendarDate('2/8/2027')).toBe('2027-02-08');
    expect(parseCalendarDate('2027-02-29')).toBeNull();
    expect(parseCalendarDate('13/01/2027')).toBeNull();
  });
});

describe('resolveEffectiveDateTime', () => {
  const now = new Date('2026-11-22T18:00:00Z'); // 11:00 AM MST

  it('requires a date', () => {
    expect(resolveEffectiveDateTime({ date: '', time: '', now })).toEqual({
      ok: false,
      field: 'effectiveDate',
      message: 'Enter the date that you want this filing to take effect on.',
    });
  });

  it('refuses a malformed time', () => {
    expect(resolveEffectiveDateTime({ date: '2026-12-01', time: '25:00', now })).toEqual({
      ok: false,
      field: 'effectiveTime',
      message: 'Enter a valid time in the future (hour:minute am/pm).',
    });
  });

  it('needs a later time than now when the date is today', () => {
    expect(resolveEffectiveDateTime({ date: '2026-11-22', time: '10:59 am', now })).toMatchObject({
      ok: false,
      field: 'effectiveTime',
      message: 'Enter a valid time in the future (hour:minute am/pm).',
    });
    expect(resolveEffectiveDateTime({ date: '2026-11-22', time: '11:01 am', now })).toMatchObject({
      ok: true,
    });
  });

  it('refuses a date before today', () => {
    expect(resolveEffectiveDateTime({ date: '2026-11-21', time: '', now })).toMatchObject({
      ok: false,
      field: 'effectiveDate',
    });
  });

  it('makes an empty time 11:59 PM Mountain time', () => {
    expect(resolveEffectiveDateTime({ date: '11/30/2026', time: '', now })).toMatchObject({
      ok: true,
      date: '2026-11-30',
      instantIso: '2026-12-01T06:59:59.000Z',
      display: '11/30/2026 11:59 PM',
      exceedsMax: false,
    });
  });

  it('flags dates past the 90-day maximum and shows the maximum', () => {
    expect(resolveEffectiveDateTime({ date: '2027-02-20', time: '', now })).toMatchObject({
      ok: true,
      exceedsMax: false,
    });
    expect(resolveEffectiveDateTime({ date: '2027-02-21', time: '12:00 am', now })).toMatchObject({
      ok: true,
      exceedsMax: true,
      maxDisplay: '02/20/2027 11:59 PM',
    });
  });

  it('must be strictly after an existing delayed effective date', () => {
    const cfdEffectiveDate = '2026-12-01T17:00:00.000Z'; // 10:00 AM MST
    expect(
      resolveEffectiveDateTime({ date: '2026-12-01', time: '10:00 am', now, cfdEffectiveDate }),
    ).toEqual({
      ok: false,
      field: 'effectiveDate',
      message: CFD_MESSAGE,
    });
    expect(
      resolveEffectiveDateTime({ date: '2026-12-01', time: '10:01 am', now, cfdEffectiveDate }),
    ).toMatchObject({ ok: true });
  });

  it('applies the daylight saving offset of the chosen day', () => {
    const before = new Date('2026-10-20T18:00:00Z');
    expect(
      resolveEffectiveDateTime({ date: '2026-10-31', time: '10:00 am', now: before }),
    ).toMatchObject({
      instantIso: '2026-10-31T16:00:00.000Z',
    });
    expect(
      resolveEffectiveDateTime({ date: '2026-11-01', time: '10:00 am', now: before }),
    ).toMatchObject({
      instantIso: '2026-11-01T17:00:00.000Z',
    });
    const winter = new Date('2027-02-01T18:00:00Z');
    expect(
      resolveEffectiveDateTime({ date: '2027-03-13', time: '10:00 am', now: winter }),
    ).toMatchObject({
      instantIso: '2027-03-13T17:00:00.000Z',
    });
    expect(
      resolveEffectiveDateTime({ date: '2027-03-14', time: '10:00 am', now: winter }),
    ).toMatchObject({
      instantIso: '2027-03-14T16:00:00.000Z',
      display: '03/14/2027 10:00 AM',
    });
  });
});

const nowArbitrary = fc.date({
  min: new Date('2025-01-01T00:00:00Z'),
  max: new Date('2032-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const timeArbitrary = fc.record({
  hour: fc.integer({ min: 1, max: 12 }),
  minute: fc.integer({ min: 0, max: 59 }),
  pm: fc.boolean(),
});
function timeText(t: { hour: number; minute: number; pm: boolean }): string {
  return `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')} ${t.pm ? 'pm' : 'am'}`;
}

describe('mountainDate', () => {
  it('is the calendar date of the instant in Mountain time, daylight saving included', () => {
    expect(mountainDate(new Date('2026-03-08T06:59:59Z'))).toBe('2026-03-07');
    expect(mountainDate(new Date('2026-03-08T07:00:00Z'))).toBe('2026-03-08');
    expect(mountainDate(new Date('2026-07-01T05:59:59Z'))).toBe('2026-06-30');
    expect(mountainDate(new Date('2026-07-01T06:00:00Z'))).toBe('2026-07-01');
    expect(mountainDate(new Date('2026-11-01T06:30:00Z'))).toBe('2026-11-01');
    expect(mountainDate(new Date('2026-11-02T06:59:59Z'))).toBe('2026-11-01');
    expect(mountainDate(new Date('2026-11-02T07:00:00Z'))).toBe('2026-11-02');
    expect(() => mountainDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('reads as the Mountain time date-fns gives, for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2200-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const mountain = new TZDate(instant.getTime(), MOUNTAIN_TIME_ZONE);
          expect(mountainDate(instant)).toBe(format(mountain, 'yyyy-MM-dd'));
          expect(formatMountainDateTime(instant)).toBe(format(mountain, 'MM/dd/yyyy hh:mm a'));
        },
      ),
    );
  });
});

describe('effective-date properties', () => {
  it('the maximum is 11:59:59 PM Mountain time on the 90th calendar day', () => {
    fc.assert(
      fc.property(nowArbitrary, (now) => {
        const limits = effectiveDateLimits(now);
        expect(limits.minDate).toBe(mountainDate(now));
        expect(mountainDate(new Date(limits.statutoryMax))).toBe(plusDays(limits.minDate, 90));
        expect(formatMountainDateTime(limits.statutoryMax)).toBe(limits.statutoryMaxDisplay);
        expect(limits.statutoryMaxDisplay.endsWith('11:59 PM')).toBe(true);
        // One second later is the next Mountain time day.
        expect(mountainDate(new Date(Date.parse(limits.statutoryMax) + 1000))).toBe(
          plusDays(limits.minDate, 91),
        );
      }),
    );
  });

  it('never accepts an instant beyond the maximum, in the past, or before now', () => {
    const schema = (now: Date) =>
      createEffectiveDateSchema({ enforceMaximum: true, now: () => now });
    fc.assert(
      fc.property(
        nowArbitrary,
        fc.integer({ min: -3, max: 110 }),
        fc.option(timeArbitrary, { nil: undefined }),
        (now, offset, time) => {
          const limits = effectiveDateLimits(now);
          const date = plusDays(limits.minDate, offset);
          const text = time === undefined ? '' : timeText(time);
          const resolution = resolveEffectiveDateTime({ date, time: text, now });
          const values: EffectiveDateValues = {
            effectiveAtTimeOfFilingRadio: 'N',
            effectiveDateAsEntered: '',
            effectiveDate: date,
            effectiveTime: text,
            effectiveDateTime: '',
            effectiveDateTimeDisplay: '',
            effectiveMaxDateTimeDisplay: '',
          };
          const accepted = schema(now).safeParse(values).success;
          if (offset < 0) expect(resolution.ok).toBe(false);
          if (offset > 90) expect(accepted).toBe(false);
          if (resolution.ok) {
            const instant = Date.parse(resolution.instantIso);
            expect(instant).toBeGreaterThan(now.getTime());
            expect(resolution.exceedsMax).toBe(instant > Date.parse(limits.statutoryMax));
            expect(accepted).toBe(!resolution.exceedsMax);
            if (offset >= 1 && offset <= 90) expect(resolution.exceedsMax).toBe(false);
          } else {
            expect(accepted).toBe(false);
          }
        },
      ),
    );
  });

  it('the display reads back to the same instant', () => {
    fc.assert(
      fc.property(
        nowArbitrary,
        fc.integer({ min: 1, max: 100 }),
        timeArbitrary,
        (now, offset, time) => {
          // 2:00-2:59 AM does not exist on the spring-forward day; it is normalised to 3 AM.
          fc.pre(!(time.hour === 2 && !time.pm));
          const date = plusDays(effectiveDateLimits(now).minDate, offset);
          const first = resolveEffectiveDateTime({ date, time: timeText(time), now });
          if (!first.ok) throw new Error(first.message);
          expect(first.display).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
          const [displayDate, clock, meridiem] = first.display.split(' ') as [
            string,
            string,
            string,
          ];
          expect(parseCalendarDate(displayDate)).toBe(date);
          const again = resolveEffectiveDateTime({
            date: displayDate,
            time: `${clock} ${meridiem}`,
            now,
          });
          expect(again).toMatchObject({
            ok: true,
            instantIso: first.instantIso,
            display: first.display,
          });
        },
      ),
    );
  });
});

describe('effective-date schema', () => {
  const now = new Date('2026-11-22T18:00:00Z');
  const base: EffectiveDateValues = {
    effectiveAtTimeOfFilingRadio: '',
    effectiveDateAsEntered: '',
    effectiveDate: '',
    effectiveTime: '',
    effectiveDateTime: '',
    effectiveDateTimeDisplay: '',
    effectiveMaxDateTimeDisplay: '',
  };
  const issues = (
    values: EffectiveDateValues,
    options: Parameters<typeof createEffectiveDateSchema>[0],
  ) => {
    const result = createEffectiveDateSchema({ now: () => now, ...options }).safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('requires the yes/no answer, then a date on No', () => {
    expect(issues(base, { enforceMaximum: true })).toEqual([
      ['effectiveAtTimeOfFilingRadio', 'Choose Yes or No.'],
    ]);
    expect(
      issues({ ...base, effectiveAtTimeOfFilingRadio: 'Y' }, { enforceMaximum: true }),
    ).toEqual([]);
    expect(
      issues({ ...base, effectiveAtTimeOfFilingRadio: 'N' }, { enforceMaximum: true }),
    ).toEqual([['effectiveDate', 'Enter the date that you want this filing to take effect on.']]);
  });

  it('accepts the date as typed, MM/DD/YYYY', () => {
    expect(
      issues(
        { ...base, effectiveAtTimeOfFilingRadio: 'N', effectiveDateAsEntered: '12/01/2026' },
        { enforceMaximum: true },
      ),
    ).toEqual([]);
  });

  it('leaves a date past the maximum to the dialog in the form, and refuses it on the server', () => {
    const values = {
      ...base,
      effectiveAtTimeOfFilingRadio: 'N' as const,
      effectiveDate: '2027-02-25',
    };
    expect(issues(values, { enforceMaximum: false })).toEqual([]);
    expect(issues(values, { enforceMaximum: true })).toEqual([
      [
        'effectiveDate',
        'The delayed effective date can be no later than 02/20/2027 11:59 PM (90 days after filing).',
      ],
    ]);
  });

  it('needs a date after an existing delayed filing even without the question', () => {
    const cfdEffectiveDate = '2026-12-01T17:00:00.000Z';
    expect(issues(base, { enforceMaximum: true, cfdEffectiveDate })).toEqual([
      ['effectiveDate', 'Enter the date that you want this filing to take effect on.'],
    ]);
    expect(
      issues(
        { ...base, effectiveDate: '2026-12-01', effectiveTime: '9:00 am' },
        { enforceMaximum: true, cfdEffectiveDate },
      ),
    ).toEqual([['effectiveDate', CFD_MESSAGE]]);
  });
});

describe('derived effective-date values', () => {
  const now = new Date('2026-11-22T18:00:00Z');
  const entered: EffectiveDateValues = {
    effectiveAtTimeOfFilingRadio: 'N',
    effectiveDateAsEntered: '12/01/2026',
    effectiveDate: '',
    effectiveTime: '9:15 am',
    effectiveDateTime: '1999-01-01T00:00:00.000Z',
    effectiveDateTimeDisplay: 'forged',
    effectiveMaxDateTimeDisplay: '',
  };

  it('recomputes the instant and display from the entered date and time', () => {
    expect(withDerivedEffectiveDate(entered, now)).toMatchObject({
      effectiveDate: '2026-12-01',
      effectiveDateTime: '2026-12-01T16:15:00.000Z',
      effectiveDateTimeDisplay: '12/01/2026 09:15 AM',
    });
  });

  it('clears the date fields when effective at filing', () => {
    expect(
      withDerivedEffectiveDate({ ...entered, effectiveAtTimeOfFilingRadio: 'Y' }, now),
    ).toMatchObject({
      effectiveDate: '',
      effectiveDateAsEntered: '',
      effectiveTime: '',
      effectiveDateTime: '',
      effectiveDateTimeDisplay: '',
    });
  });

  it('leaves an entry past the maximum for the schema to refuse', () => {
    const late = { ...entered, effectiveDateAsEntered: '03/01/2027' };
    expect(withDerivedEffectiveDate(late, now)).toBe(late);
  });

  it('sets the maximum when the user confirms it, and the result passes the schema', () => {
    const confirmed = confirmMaximumEffectiveDate(
      { ...entered, effectiveDateAsEntered: '03/01/2027' },
      now,
    );
    expect(confirmed).toMatchObject({
      effectiveDate: '2027-02-20',
      effectiveDateAsEntered: '02/20/2027',
      effectiveTime: '',
      effectiveDateTime: '2027-02-21T06:59:59.000Z',
      effectiveDateTimeDisplay: '02/20/2027 11:59 PM',
      effectiveMaxDateTimeDisplay: '02/20/2027 11:59 PM',
    });
    expect(
      createEffectiveDateSchema({ enforceMaximum: true, now: () => now }).safeParse(confirmed)
        .success,
    ).toBe(true);
  });
});
