// Staff sign-in in the browser: admin pages send the signed-out to sign-in, an administrator
// signs in and sees only the admin navigation, finds staff accounts, changes their password
// (and signs in with the new one) and logs out; password reset answers without revealing
// anything. axe scans every page.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  administrator,
  administratorPassword,
  passwordChangingAdministrator,
  signInAs,
  signInAsAdministrator,
} from './admin-sign-in.ts';
import { expectNoAxeViolations, expectTableFitsPhone, expectTitle } from './support.ts';

const adminNavigation = ['Pending Queue', 'Change Password', 'Logout'];

async function navigationLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Primary navigation' });
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

test('an administrator signs in, sees the admin navigation, changes password and logs out', async ({
  page,
}) => {
  // Nobody is signed in: an admin page sends the browser to sign-in.
  await page.goto('/business/search/users');
  await expect(page).toHaveURL(/\/business\/loginadmin$/);
  await expectTitle(page, 'Staff sign-in - Secretary of State');
  expect(await navigationLinks(page)).toContain('Business home');
  await expectNoAxeViolations(page);

  // Empty fields are named and linked; a wrong password is refused without naming a field.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Enter your username.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signInAs(page, passwordChangingAdministrator.username, 'Wrong2026x');
  await expect(page.getByRole('alert')).toHaveText('Error - Username or password is invalid');
  await expect(page.getByLabel(/^Password/)).toHaveValue('');
  await expectNoAxeViolations(page);

  await signInAs(page, passwordChangingAdministrator.username, administratorPassword);
  await expect(page).toHaveURL(/\/business\/admin\/adminhome$/);
  await expect.poll(() => navigationLinks(page)).toEqual(adminNavigation);

  // The Search Manager finds both administrators the command line made.
  await page.goto('/business/search/users');
  await expectTitle(page, 'Search Manager - Secretary of State');
  await page.getByLabel('Search for').fill('e2e-');
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('table');
  await expect(results.getByRole('rowheader', { name: administrator.username })).toBeVisible();
  await expect(
    results.getByRole('rowheader', { name: passwordChangingAdministrator.username }),
  ).toBeVisible();
  await expectTableFitsPhone(page, results);
  await expectNoAxeViolations(page);

  // Change Password from the admin navigation.
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expectTitle(page, 'Change your password - Secretary of State');
  await expectNoAxeViolations(page);
  await page.getByLabel('Current password').fill('NotMine2026');
  await page.getByLabel(/^New password/).fill('Changed2026');
  await page.getByLabel('Retype new password').fill('Changed2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('link', {
      name: 'The information you entered does not match what we have in our system. Password is case sensitive.',
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Current password').fill(administratorPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Password changed' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/\/business\/loginadmin$/);

  // The old password no longer works; the new one does.
  await signInAs(page, passwordChangingAdministrator.username, administratorPassword);
  await expect(page.getByRole('alert')).toHaveText('Error - Username or password is invalid');
  await signInAs(page, passwordChangingAdministrator.username, 'Changed2026');
  await expect(page).toHaveURL(/\/business\/admin\/adminhome$/);

  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/business\/loginadmin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
  await expect.poll(() => navigationLinks(page)).toContain('Business home');
  await page.goto('/business/search/users');
  await expect(page).toHaveURL(/\/business\/loginadmin$/);
});

test('a password reset answers the same for any username and email', async ({ page }) => {
  await page.goto('/business/loginadmin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expectTitle(page, 'Reset your password - Secretary of State');
  await expectNoAxeViolations(page);
  await page.getByLabel('Username').fill('nobody-by-this-name');
  await page.getByLabel('Email address').fill('nobody@sos.example.gov');
  await page.getByRole('button', { name: 'Email me a temporary password' }).click();
  await expect(page).toHaveURL(/\/business\/resetConfirm$/);
  await expect(page.getByText('A temporary password has been emailed to you.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the administrator other journeys use signs in and lands on the admin home', async ({
  page,
}) => {
  await signInAsAdministrator(page);
  await expect.poll(() => navigationLinks(page)).toEqual(adminNavigation);
  // Signed in, the sign-in page itself sends an administrator on to the admin home.
  await page.goto('/business/loginadmin');
  await expect(page).toHaveURL(/\/business\/admin\/adminhome$/);
});
