// Staff sign-in through an OpenID Connect provider in the browser, on the app configured for one
// (playwright.config.ts starts the provider and that app): the staff sign-in page sends the
// browser to the provider's own sign-in and consent pages and back. A member of the
// administrators' group lands on the admin home; anyone else on "not allowed". axe scans the
// app's pages (the provider's pages are the test provider's, not the app's).
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { oidcApp, oidcPeople, oidcProvider } from './servers.ts';
import { expectNoAxeViolations, expectTitle } from './support.ts';

/** A browser of its own on the app that signs staff in at the provider. */
async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ baseURL: oidcApp.url })).newPage();
}

/** From the staff sign-in page through the provider's sign-in and consent, back to the app. */
async function signInAtProvider(page: Page, username: string): Promise<void> {
  await page.goto('/business/loginadmin');
  // The app hands over to the provider at once: its sign-in page is on the provider's address.
  await expect(page).toHaveURL(new RegExp(`^${oidcProvider.issuer}/interaction/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sign in to the identity provider',
  );
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allow access');
  await page.getByRole('button', { name: 'Allow' }).click();
}

test('an administrator signs in at the identity provider and lands on the admin home', async ({
  browser,
}) => {
  const page = await newPage(browser);
  // Signed out, an admin page sends the browser to the staff sign-in, which goes to the provider.
  await page.goto('/business/admin/pendingqueue');
  await expect(page).toHaveURL(new RegExp(`^${oidcProvider.issuer}/interaction/`));

  await signInAtProvider(page, oidcPeople.administrator.username);
  await expect(page).toHaveURL(`${oidcApp.url}/business/admin/adminhome`);
  await expect(page).toHaveTitle('Admin home - Administration - Secretary of State');
  await expect(page.getByRole('link', { name: 'Enter a PII request' })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Primary navigation' });
  await expect(navigation.getByRole('link', { name: 'Pending Queue' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The session is the app's: the admin area opens without the provider again.
  await page.goto('/business/admin/pendingqueue');
  await expect(page).toHaveTitle('Pending queue - Administration - Secretary of State');
  await expectNoAxeViolations(page);
});

test('staff outside the administrators group sign in at the provider and are not allowed', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signInAtProvider(page, oidcPeople.clerk.username);
  await expect(page).toHaveURL(`${oidcApp.url}/business/notallowed`);
  await expectTitle(page, /^Not allowed - /);
  await expectNoAxeViolations(page);

  // The admin area stays closed to them.
  await page.goto('/business/admin/adminhome');
  await expect(page).toHaveURL(`${oidcApp.url}/business/notallowed`);
});
