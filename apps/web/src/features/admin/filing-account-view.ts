// What the filing-account pages share: their addresses, how amounts read, and how a refused call
// becomes what a form shows (the server's message for each field it names, or one for the form).
import { mountainDate } from '@registrar/domain';
import { ApiError } from '../../lib/api.ts';
import type { FormFieldError } from '../../lib/page-form.ts';

/** The list of accounts. */
export const filingAccountsAddress = '/admin/filingaccounts';

/** An account's page, at the ledger's newest entries or from a cursor on. */
export function filingAccountAddress(accountId: string, cursor: string | null = null): string {
  const page = `/admin/filingaccount/${encodeURIComponent(accountId)}`;
  return cursor === null ? page : `${page}?${new URLSearchParams({ cursor }).toString()}`;
}

/** The account an account page's address names (within the app), or null. */
export function accountIdOf(pathname: string): string | null {
  return /^\/admin\/filingaccount\/(\d{1,18})\/?$/.exec(pathname)?.[1] ?? null;
}

/** Whether an account number is one the server could know. */
export function isAccountId(value: string): boolean {
  return /^\d{1,18}$/.test(value);
}

/** Dollars with two decimals ("-1250.50") as a person reads them ("-$1,250.50"). */
export function formatDollars(amount: string): string {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount.trim());
  if (match === null) return amount;
  const [, sign = '', whole = '0', cents = '00'] = match;
  return `${sign}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** What a newly issued key looks like (anything else in its place is a problem to show). */
export function isIssuedKey(text: string | undefined): text is string {
  return text !== undefined && /^rgk_[A-Za-z0-9_-]{16,}$/.test(text);
}

/** The statement's period by default: from the first day of this month to today (Mountain Time). */
export function defaultStatementPeriod(now: Date = new Date()): { from: string; to: string } {
  const to = mountainDate(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

/** A refused call as the form shows it: the fields the server named, or one message. */
export function refusalOf(
  error: unknown,
  fallback: string,
): { errors: FormFieldError[]; alert?: string } {
  if (error instanceof ApiError && error.status < 500) {
    const named = (error.apiData.errors ?? []).filter((fieldError) => fieldError.field !== '');
    if (named.length > 0) {
      return { errors: named.map(({ field, message }) => ({ field, message })) };
    }
    if (error.apiData.message !== undefined) return { errors: [], alert: error.apiData.message };
  }
  return { errors: [], alert: fallback };
}
