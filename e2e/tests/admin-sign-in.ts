// Administrators of the journeys' server, made by the command line before it starts (see
// playwright.config.ts), and a sign-in helper for journeys through the admin area.
import { expect, type Page } from '@playwright/test';

/** The password the administrators start with (written to a file the CLI reads from stdin). */
export const administratorPassword = 'Journey2026';

/** An administrator for any journey; its password never changes. */
export const administrator = { username: 'e2e-admin', email: 'e2e-admin@sos.example.gov' };

/** An administrator whose password the sign-in journey changes. */
export const passwordChangingAdministrator = {
  username: 'e2e-password-admin',
  email: 'e2e-password-admin@sos.example.gov',
};

/** An administrator whose password the journey without script resets and changes. */
export const passwordResettingAdministrator = {
  username: 'e2e-reset-admin',
  email: 'e2e-reset-admin@sos.example.gov',
};

/** A second administrator for any journey, for two administrators at once (review locks). */
export const secondAdministrator = {
  username: 'e2e-second-admin',
  email: 'e2e-second-admin@sos.example.gov',
};

/** Signs in through the staff sign-in page with the given account (by default the shared one). */
export async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/business/loginadmin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs the page in as an administrator; it lands on the admin home. */
export async function signInAsAdministrator(page: Page): Promise<void> {
  await signInAs(page, administrator.username, administratorPassword);
  await expect(page).toHaveURL(/\/business\/admin\/adminhome$/);
}
