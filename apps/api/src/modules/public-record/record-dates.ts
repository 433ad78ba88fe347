// How dates read on the public record: calendar days MM/DD/YYYY and instants in Mountain time.
import { formatMountainDateTime, mountainDate } from '@registrar/domain';

/** A calendar date YYYY-MM-DD as MM/DD/YYYY. */
export function displayCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return year && month && day ? `${month}/${day}/${year}` : '';
}

/** The Mountain time calendar day of an instant, MM/DD/YYYY. */
export function displayMountainDay(instant: Date): string {
  return displayCalendarDate(mountainDate(instant));
}

/** An instant as MM/DD/YYYY hh:mm AM, Mountain time; empty for none. */
export function displayMountainDateTime(instant: Date | null): string {
  return instant === null ? '' : formatMountainDateTime(instant);
}
