// Secure Business Filing end to end: a filer forms an LLC, opens an account from Congratulations,
// confirms the email through the mail page, and from then on a filing for the LLC starts at the
// login page; after logging in, the filer files Articles of Amendment for it. In another browser
// the filer forgets the password: a temporary one comes by mail, logs in only to be changed, and
// the new password then leads back to the filing.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { arriveAt, choose, filer, fillMinimalLlc, next, pay, uniqueName } from './llc-steps.ts';
import { expectNoAxeViolations } from './support.ts';

const password = 'Correct-Horse-9';

/** The text of the newest message to `recipient` about `subject` on the non-production mail page. */
async function mailedText(page: Page, recipient: string, subject: string): Promise<string> {
  await page.goto('/mail');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mail');
  await expectNoAxeViolations(page);
  const message = page
    .locator('article')
    .filter({ hasText: recipient })
    .filter({ hasText: subject })
    .first();
  return (await message.locator('pre').textContent()) ?? '';
}

/** The link of the newest confirmation mailed to `recipient`. */
async function mailedLink(page: Page, recipient: string, pathPart: string): Promise<string> {
  const body = await mailedText(page, recipient, 'Confirm your Secure Business Filing account');
  const link = new RegExp(`https?://\\S+/business/login/${pathPart}/[A-Za-z0-9_-]{43}`).exec(body);
  expect(link, `a ${pathPart} link mailed to ${recipient}`).not.toBeNull();
  return link?.[0] ?? '';
}

/** The temporary password of the newest one mailed to `recipient`. */
async function mailedTemporaryPassword(page: Page, recipient: string): Promise<string> {
  const body = await mailedText(page, recipient, 'Your temporary password');
  const password = /^Temporary password: ([A-Za-z0-9]{20})$/m.exec(body);
  expect(password, `a temporary password mailed to ${recipient}`).not.toBeNull();
  return password?.[1] ?? '';
}

/** Logs in on the login page with the entity ID it shows. */
async function logIn(page: Page, email: string, secret: string): Promise<void> {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(secret);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a filer opens an account after forming an LLC, then logs in to file for it', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = uniqueName('Secure Aspen Ledger');
  const email = `owner-${Date.now().toString(36)}@example.com`;

  // Form the LLC and pay for it.
  await fillMinimalLlc(page, name);
  await expect(page).toHaveTitle(/^Review - Step 10 of 11 - Secretary of State$/);
  await next(page);
  await pay(page, '4111 1111 1111 1111');
  await expect(page).toHaveTitle(/^Receipt - Step 11 of 11 - Secretary of State$/);
  const receipt = page.getByRole('main');
  const entityId =
    (await receipt.locator('dt:text-is("ID number") + dd').textContent())?.trim() ?? '';
  expect(entityId).toMatch(/^\d{11}$/);
  await next(page);

  // Congratulations offers the account to the browser that paid.
  await expect(page).toHaveTitle(/^Congratulations - /);
  await page.getByRole('link', { name: 'Create a Secure Business Filing account' }).click();
  await expect(page).toHaveTitle('Create a Secure Business Filing account - Secretary of State');
  await expect(page.getByRole('main')).toContainText(`${name} (ID number ${entityId})`);
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/Type the password again/).fill('Correct-Horse-8');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').first()).toContainText("New password entries don't match");
  await expectNoAxeViolations(page);
  await page.getByLabel(/Type the password again/).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(page.getByText(`We sent a link to ${email}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // Not protected, and no login, until the email is confirmed.
  const before = await page.request.get(`/business-api/entity/summary?entityId=${entityId}`);
  expect((await before.json()).apiData.sbf).toBe('N');

  const verifyLink = await mailedLink(page, email, 'verify');
  await page.goto(verifyLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is confirmed');
  await expect(page).toHaveTitle('Confirm your email - Secretary of State');
  await expectNoAxeViolations(page);

  // A filing for the LLC now starts at the login page.
  await page.goto(`/business/filing/amend/intro?entityId=${entityId}&transTyp=AMD_LLC`);
  await expect(page).toHaveURL(/\/business\/login\?/);
  await expect(page).toHaveTitle('Secure Business Filing login - Secretary of State');
  await expect(page.getByLabel(/ID number of the business/)).toHaveValue(entityId);
  await expectNoAxeViolations(page);

  // The Forgot password view has an address of its own, and a way back.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to log in' }).click();

  // A wrong password: the product's message, the password cleared, the field marked.
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('Wrong-Pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Email or password is invalid');
  await expect(page.getByLabel(/^Password/)).toHaveValue('');
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();

  // Back at the amendment, which goes through to its receipt.
  await expect(page).toHaveURL(/\/business\/filing\/amend\/intro\?entityId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles of Amendment');
  await expectNoAxeViolations(page);
  await next(page);
  await arriveAt(page, 'Entity name', 'Step 1 of 7');
  await choose(page, 'Do you want to change the entity name?', 'No');
  await next(page);
  await arriveAt(page, 'Amendments and attachments', 'Step 2 of 7');
  await choose(page, 'Do you want to attach files?', 'No');
  await page.getByLabel('Amendments and attachments').fill('The company adds a second purpose.');
  await next(page);
  await arriveAt(page, 'Delayed effective date', 'Step 3 of 7');
  await choose(page, 'Do you want this filing to be effective at the time of filing?', 'Yes');
  await next(page);
  await filer(page, undefined, 'Step 4 of 7');
  await arriveAt(page, 'Notifications', 'Step 5 of 7');
  await choose(page, 'Do you want to get email notifications about this business?', 'No');
  await choose(page, 'Do you want to get text message notifications about this business?', 'No');
  await next(page);
  await expect(page).toHaveTitle(/^Review - Step 6 of 7 - Secretary of State$/);
  await expectNoAxeViolations(page);
  await next(page);
  await pay(page, '4111 1111 1111 1111');
  await expect(page).toHaveTitle(/^Receipt - Step 7 of 7 - Secretary of State$/);
  await expect(page.getByRole('main')).toContainText(
    'Articles of Amendment (Limited Liability Company)',
  );
  await expect(page.getByRole('main')).toContainText(entityId);
  await expectNoAxeViolations(page);

  // Another browser, without the login, is sent to the login page too. There the filer has
  // forgotten the password.
  const amendmentStart = `/business/filing/amend/intro?entityId=${entityId}&transTyp=AMD_LLC`;
  const other = await browser.newContext({ baseURL: baseURL ?? '' });
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(amendmentStart);
    await expect(otherPage).toHaveURL(/\/business\/login\?/);
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(
      'Secure Business Filing login',
    );
    await expectNoAxeViolations(otherPage);

    // Forgot password: the product's sentence, back on the login view at once.
    await otherPage.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('Forgot password');
    await otherPage.getByLabel(/Name of the business/).fill(name);
    await otherPage.getByLabel(/^Email/).fill(email);
    await otherPage.getByRole('button', { name: 'Send' }).click();
    await expect(otherPage.getByRole('status')).toHaveText(
      'A temporary password has been emailed to you.',
    );
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(
      'Secure Business Filing login',
    );
    await expectNoAxeViolations(otherPage);
    const temporary = await mailedTemporaryPassword(otherPage, email);

    // The old password is gone; the temporary one leads to the change of password only.
    await otherPage.goto(amendmentStart);
    await expect(otherPage).toHaveURL(/\/business\/login\?/);
    await logIn(otherPage, email, password);
    await expect(otherPage.getByRole('alert').first()).toContainText(
      'Email or password is invalid',
    );
    await logIn(otherPage, email, temporary);
    await expect(otherPage).toHaveURL(/\/business\/changePassword\?returnTo=/);
    await expect(otherPage).toHaveTitle('Change your password - Secretary of State');
    await expect(otherPage.getByRole('main')).toContainText(
      'You signed in with a temporary password. Choose a new password to continue.',
    );
    await expectNoAxeViolations(otherPage);
    const newPassword = 'Fresh-Start-7';
    await otherPage.getByLabel('Current password').fill(temporary);
    await otherPage.getByLabel(/^New password/).fill(newPassword);
    await otherPage.getByLabel('Retype new password').fill('Fresh-Start-8');
    await otherPage.getByRole('button', { name: 'Change password' }).click();
    await expect(otherPage.getByRole('alert').first()).toContainText(
      "New password entries don't match",
    );
    await expectNoAxeViolations(otherPage);
    await otherPage.getByLabel('Retype new password').fill(newPassword);
    await otherPage.getByRole('button', { name: 'Change password' }).click();

    // The dialog takes the focus; closing it logs out and goes to the login.
    const dialog = otherPage.getByRole('dialog', { name: 'Password changed' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeFocused();
    await expectNoAxeViolations(otherPage);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(otherPage).toHaveURL(/\/business\/login\?entityId=\d{11}&returnTo=/);
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(
      'Secure Business Filing login',
    );
    await expect(otherPage.getByLabel(/ID number of the business/)).toHaveValue(entityId);
    await expectNoAxeViolations(otherPage);

    // The new password logs in and goes back to the filing.
    await logIn(otherPage, email, newPassword);
    await expect(otherPage).toHaveURL(/\/business\/filing\/amend\/intro\?entityId=/);
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('Articles of Amendment');
    await expectNoAxeViolations(otherPage);
  } finally {
    await other.close();
  }
});
