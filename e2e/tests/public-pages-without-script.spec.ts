// The public record, the notification links and the filer's Secure Business Filing account when
// the site's scripts never run: every form is sent by the browser itself and answered by the
// server with the same messages the app shows, and the documents are plain downloads. One journey
// blocks the site's scripts (so axe scans every page); one turns JavaScript off altogether.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillMinimalLlc, next, pay, uniqueName } from './llc-steps.ts';
import { blockAppScripts, expectNoAxeViolations } from './support.ts';

/** The download a click starts: its file name, and that it is a PDF. */
async function pdfDownload(page: Page, click: () => Promise<void>): Promise<string> {
  const downloading = page.waitForEvent('download');
  await click();
  const download: Download = await downloading;
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  return download.suggestedFilename();
}

/** The text of the newest message to `recipient` about `subject` on the non-production mail page. */
async function mailedText(page: Page, recipient: string, subject: string): Promise<string> {
  await page.goto('/mail');
  const message = page
    .locator('article')
    .filter({ hasText: recipient })
    .filter({ hasText: subject })
    .first();
  return (await message.locator('pre').textContent()) ?? '';
}

/** The address of a link of one kind in the notification confirmation mailed for `name`. */
async function notificationLink(page: Page, name: string, kind: 'confirm' | 'unsubscribe') {
  await page.goto('/mail');
  const message = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: `Confirm your notifications for ${name}` }),
  });
  const link = message
    .getByRole('list', { name: 'Links in this message' })
    .getByRole('link', { name: new RegExp(`/business/notifications/${kind}/`) });
  return (await link.getAttribute('href')) ?? '';
}

/** Logs in on the login view with the entity ID it shows. */
async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Changes the password on the change-password page, and lands on the login saying so. */
async function changePassword(page: Page, current: string, fresh: string): Promise<void> {
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel(/^New password/).fill(fresh);
  await page.getByLabel('Retype new password').fill(fresh);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/business\/login\?entityId=\d{11}.*&passwordChanged=1$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. Sign in again with your new password.',
  );
}

test('with the scripts blocked: a formation’s record and documents, its notification links and its filer’s account', async ({
  page,
  context,
}) => {
  // The formation, with the app (its wizard is another journey's subject): the paying browser
  // holds the receipt token in its cookie.
  const name = uniqueName('Pagosa Plain Forms');
  await fillMinimalLlc(page, name);
  await next(page);
  await pay(page, '4111 1111 1111 1111');
  await expect(page).toHaveTitle(/^Receipt - /);
  const entityId =
    (await page.getByRole('main').locator('dt:text-is("ID number") + dd').textContent())?.trim() ??
    '';
  expect(entityId).toMatch(/^\d{11}$/);
  await next(page);
  await expect(page).toHaveTitle(/^Congratulations - /);
  const createAccount =
    (await page
      .getByRole('link', { name: 'Create a Secure Business Filing account' })
      .getAttribute('href')) ?? '';
  await page.close();

  // From here on, the same browser without the site's scripts.
  const bare = await context.newPage();
  await blockAppScripts(bare);

  // Search: a query too short is answered by the server with the app's message.
  await bare.goto('/business/search');
  const field = bare.getByLabel('Business name or entity ID');
  await field.fill('o');
  await field.press('Enter');
  await expect(bare).toHaveURL(/\/business\/search\?q=o$/);
  await expect(bare.getByRole('alert')).toHaveText('Error - Enter at least 2 characters.');
  await expect(bare).toHaveTitle('Error: Search business database - Secretary of State');
  await expectNoAxeViolations(bare);
  await field.fill(name.toLowerCase());
  await field.press('Enter');
  await expect(bare.getByRole('status')).toHaveText(/\d+ business(es)? found for/);
  await bare.getByRole('link', { name, exact: true }).click();

  // The record: the filed document and a certificate arrive as PDF downloads.
  await expect(bare).toHaveTitle(`${name} - Secretary of State`);
  await expectNoAxeViolations(bare);
  const image = await pdfDownload(bare, () =>
    bare.getByRole('link', { name: /^Download Articles of Organization \d+ \(PDF\)$/ }).click(),
  );
  expect(image).toMatch(/^ARTORG_LLC_\d+_\d+\.pdf$/);
  const certificate = await pdfDownload(bare, () =>
    bare.getByRole('link', { name: 'Download a certificate of good standing (PDF)' }).click(),
  );
  const number =
    new RegExp(`^GoodStanding_${entityId}_([0-9A-Z]{5}(?:-[0-9A-Z]{5}){3})\\.pdf$`).exec(
      certificate,
    )?.[1] ?? '';
  expect(number, certificate).not.toBe('');

  // Verify: a mistyped number gets the app's message from the server; the real one is genuine.
  await bare.goto('/business/verify');
  const numberField = bare.getByLabel('Certificate number');
  await numberField.fill(`${number.charAt(0) === 'A' ? 'B' : 'A'}${number.slice(1)}`);
  await bare.getByRole('button', { name: 'Check certificate' }).click();
  await expect(bare.getByRole('alert')).toHaveText(
    'Error - That is not a certificate number. Check it against the certificate and try again.',
  );
  await expectNoAxeViolations(bare);
  await numberField.fill(number.replace(/-/g, ' ').toLowerCase());
  await numberField.press('Enter');
  await expect(bare).toHaveURL(new RegExp(`/business/verify/${number}$`));
  await expect(bare.getByRole('heading', { name: 'Genuine certificate' })).toBeVisible();
  await expect(bare.getByRole('main')).toContainText(name);

  // The notification sign-up: confirmed, then stopped, from the links of its message.
  const confirm = await notificationLink(bare, name, 'confirm');
  const unsubscribe = await notificationLink(bare, name, 'unsubscribe');
  await bare.goto(confirm);
  await expect(bare).toHaveTitle('Confirm notifications - Secretary of State');
  await bare.getByRole('button', { name: 'Confirm notifications' }).click();
  await expect(bare).toHaveURL(/\/business\/notifications\/confirm\/[\w-]+\?done=1$/);
  await expect(bare.getByRole('status')).toContainText(
    `Your notifications about ${name} (ID number ${entityId}) are confirmed.`,
  );
  await expectNoAxeViolations(bare);
  await bare.goto(unsubscribe);
  await bare.getByRole('button', { name: 'Stop notifications' }).click();
  await expect(bare.getByRole('status')).toContainText(
    `You will get no more notifications about ${name}`,
  );

  // A Secure Business Filing account, opened by the browser that paid.
  const email = `plain-${Date.now().toString(36)}@example.com`;
  const password = 'Correct-Horse-9';
  await bare.goto(createAccount);
  await expect(bare).toHaveTitle('Create a Secure Business Filing account - Secretary of State');
  await expect(bare.getByRole('main')).toContainText(`${name} (ID number ${entityId})`);
  await bare.getByLabel(/^Email/).fill(email);
  await bare.getByLabel(/^Password/).fill(password);
  await bare.getByLabel(/Type the password again/).fill('Correct-Horse-8');
  await bare.getByRole('button', { name: 'Create account' }).click();
  await expect(bare.getByRole('alert').first()).toContainText("New password entries don't match");
  // Passwords are never written back into a page: both are typed again.
  await expect(bare.getByLabel(/^Password/)).toHaveValue('');
  await expect(bare.getByLabel(/^Email/)).toHaveValue(email);
  await expectNoAxeViolations(bare);
  await bare.getByLabel(/^Password/).fill(password);
  await bare.getByLabel(/Type the password again/).fill(password);
  await bare.getByRole('button', { name: 'Create account' }).click();
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(bare.getByText(`We sent a link to ${email}`)).toBeVisible();

  // The mailed link's page confirms with its button.
  const verifyLink =
    /https?:\/\/\S+\/business\/login\/verify\/[\w-]{43}/.exec(
      await mailedText(bare, email, 'Confirm your Secure Business Filing account'),
    )?.[0] ?? '';
  await bare.goto(verifyLink);
  await expect(bare).toHaveTitle('Confirm your email - Secretary of State');
  await expectNoAxeViolations(bare);
  await bare.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Your email is confirmed');
  await bare.getByRole('link', { name: 'Log in' }).click();

  // A wrong password, then the right one.
  await expect(bare).toHaveTitle('Secure Business Filing login - Secretary of State');
  await expect(bare.getByLabel(/ID number of the business/)).toHaveValue(entityId);
  await logIn(bare, email, 'Wrong-Pass-1');
  await expect(bare.getByRole('alert').first()).toContainText('Email or password is invalid');
  await expect(bare.getByLabel(/^Password/)).toHaveValue('');
  await expectNoAxeViolations(bare);
  await logIn(bare, email, password);
  await expect(bare).toHaveURL(/\/business\/filing\/fileaform$/);

  // Logged in, the filer changes the password by choice.
  await bare.goto(`/business/login?entityId=${entityId}`);
  await expect(bare.getByText(`for ID number ${entityId}`)).toBeVisible();
  await bare.getByRole('link', { name: 'Change password' }).click();
  await expect(bare).toHaveTitle('Change your password - Secretary of State');
  await changePassword(bare, password, 'Second-Pass-7');
  await expectNoAxeViolations(bare);

  // Forgot password: a temporary one by mail, which logs in only to be changed.
  await bare.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(bare).toHaveTitle('Forgot password - Secretary of State');
  await expectNoAxeViolations(bare);
  await bare.getByLabel(/Name of the business/).fill(name);
  await bare.getByLabel(/^Email/).fill(email);
  await bare.getByRole('button', { name: 'Send' }).click();
  await expect(bare.getByRole('status')).toHaveText(
    'A temporary password has been emailed to you.',
  );
  const temporary =
    /^Temporary password: ([A-Za-z0-9]{20})$/m.exec(
      await mailedText(bare, email, 'Your temporary password'),
    )?.[1] ?? '';
  await bare.goto(`/business/login?entityId=${entityId}`);
  await logIn(bare, email, temporary);
  await expect(bare).toHaveURL(/\/business\/changePassword\?$/);
  await expect(bare.getByRole('main')).toContainText(
    'You signed in with a temporary password. Choose a new password to continue.',
  );
  await expectNoAxeViolations(bare);
  await changePassword(bare, temporary, 'Third-Pass-7');
  await logIn(bare, email, 'Third-Pass-7');
  await expect(bare).toHaveURL(/\/business\/filing\/fileaform$/);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a person searches, pages, downloads a certificate, checks it, and meets the login', async ({
    page,
  }) => {
    // A typo in the name, and results a page at a time.
    await page.goto('/business/search');
    await page.getByLabel('Business name or entity ID').fill('mountian peak ventures');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status')).toHaveText(/\d+ business(es)? found for/);
    const result = page.getByRole('link', { name: 'Mountain Peak Ventures LLC', exact: true });
    const record = (await result.getAttribute('href')) ?? '';
    await page.goto('/business/search?q=LLC');
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/business\/search\?q=LLC&page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The record's certificate, checked by its number.
    await page.goto(record);
    const certificate = await pdfDownload(page, () =>
      page.getByRole('link', { name: 'Download a certificate of good standing (PDF)' }).click(),
    );
    const number = /_([0-9A-Z]{5}(?:-[0-9A-Z]{5}){3})\.pdf$/.exec(certificate)?.[1] ?? '';
    await page.goto('/business/verify');
    await page.getByLabel('Certificate number').fill(`${number.slice(0, -1)}`);
    await page.getByRole('button', { name: 'Check certificate' }).click();
    await expect(page.getByRole('alert')).toContainText('That is not a certificate number.');
    await page.getByLabel('Certificate number').fill(number);
    await page.getByRole('button', { name: 'Check certificate' }).click();
    await expect(page.getByRole('heading', { name: 'Genuine certificate' })).toBeVisible();

    // The login refuses a wrong password with the app's message; Forgot password answers the same.
    const entityId = /\/entity\/(\d{11})$/.exec(record)?.[1] ?? '';
    await page.goto(`/business/login?entityId=${entityId}`);
    await logIn(page, 'nobody@example.com', 'Wrong-Pass-1');
    await expect(page.getByRole('alert').first()).toContainText('Email or password is invalid');
    await expect(page).toHaveTitle('Error: Secure Business Filing login - Secretary of State');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel(/Name of the business/).fill('Mountain Peak Ventures LLC');
    await page.getByLabel(/^Email/).fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'A temporary password has been emailed to you.',
    );

    // File a form: an entity's filing starts from a GET form to the wizard's first step.
    await page.goto('/business/filing/fileaform');
    const report = page.getByRole('group', { name: 'Periodic report' });
    await report.getByLabel('ID number of the business').fill('19990999999');
    await report.getByRole('button', { name: 'Start: Periodic report' }).click();
    await expect(page).toHaveURL(
      /\/business\/filing\/report\/reportintro\?entityId=19990999999&transTyp=REPORT$/,
    );
  });
});
