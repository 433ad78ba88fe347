// Formatting of receipt values: amount with 2 decimals, date MM/DD/YYYY hh:mm A (Mountain time).
import { formatMountainDateTime } from '@registrar/domain';

/** "$50.00" from the server's dollars ("50.00" or 50); the text as given when it is not a number. */
export function formatReceiptAmount(amount: string | number): string {
  const dollars = typeof amount === 'number' ? amount : Number(amount.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(dollars)) return String(amount);
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "MM/DD/YYYY hh:mm AM" in Mountain time from an ISO instant; other text is shown as given. */
export function formatReceiptDateTime(dateTime: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(dateTime)) return dateTime;
  const instant = new Date(dateTime);
  if (Number.isNaN(instant.getTime())) return dateTime;
  return formatMountainDateTime(instant);
}
