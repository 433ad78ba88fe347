// What every administrator page shares: its title ("{page} - Administration - Secretary of
// State"), its text, and leaving for the sign-in page when the server says the session ended
// (in the app, or as the answer of a form the browser posted itself).
import { useEffect } from 'react';
import { useNavigate } from '../../lib/router.tsx';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import type { ActionResult } from '../../lib/page-form.ts';
import adminText from './admin.en.ts';

addCatalogue(adminText);

/**
 * Sets the page title of an administrator page (`postAnswered`: the page shows what its post did,
 * not a refusal).
 */
export function useAdminTitle(titleKey: string, { postAnswered = false } = {}): void {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(`${t(titleKey)} - ${t('admin.area')}`), { postAnswered });
}

/** Whether the server refused for want of a signed-in administrator. */
export function isSignInNeeded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** An action's answer when the server says the session ended: the administrators' sign-in. */
export const signInAgain = { kind: 'redirect', to: '/loginadmin' } as const satisfies ActionResult;

/** Sends the browser to the administrators' sign-in when any of these failed with 401. */
export function useSignInWhenNeeded(...errors: unknown[]): void {
  const navigate = useNavigate();
  const needed = errors.some(isSignInNeeded);
  useEffect(() => {
    if (needed) void navigate('/loginadmin', { replace: true });
  }, [needed, navigate]);
}
