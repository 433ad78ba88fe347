// Pages around the wizards: a phone-width screen that never scrolls sideways, the review's PDF
// link, the about page, and the sign-in, down and filing-issue addresses.
import { expect, test } from './fixtures.ts';
import { arriveAt, fillMinimalLlc, next, pay, uniqueName } from './llc-steps.ts';
import {
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  expectTableFitsPhone,
  expectTitle,
} from './support.ts';

test.describe('on a 390 by 844 phone screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no page of a filing scrolls sideways, and the review PDF leaves one link', async ({
    page,
  }) => {
    await page.goto('/business/filing/fileaform');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('File a form');
    await expectNoSidewaysScroll(page);
    // The official-site banner, opened, fits too.
    await page.getByText("Here's how you know").first().click();
    await expect(page.getByText('Official websites use .gov').first()).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/business/filing/llc/entityname');
    await arriveAt(page, 'Entity name', 'Step 1 of 11');
    await expectNoSidewaysScroll(page);

    const name = uniqueName('Narrow Screen');
    await fillMinimalLlc(page, name);
    await expect(page).toHaveTitle(/^Review - /);
    await expectNoSidewaysScroll(page);

    // The PDF opens in a new window; the page keeps its one "View PDF of your filing".
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'View PDF of your filing' }).click();
    await (await popup).close();
    await expect(page.getByRole('link', { name: 'View PDF of your filing' })).toBeVisible();
    await expect(page.getByText('View PDF of your filing')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /PDF/ })).toHaveCount(1);

    await next(page);
    await pay(page, '4111 1111 1111 1111');
    await expect(page).toHaveTitle(/^Receipt - /);
    await expect(page.getByRole('main')).toContainText(name);
    await expectNoSidewaysScroll(page);

    await next(page);
    await expect(page).toHaveTitle(/^Congratulations - /);
    await expectNoSidewaysScroll(page);
  });
});

test('the about page shows the client version and the five server components', async ({ page }) => {
  await page.goto('/business/about');
  await expectTitle(page, 'About - Secretary of State');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About this service');
  await expect(page.getByText('Web client')).toBeVisible();
  const versions = page.getByRole('table');
  for (const component of [
    'business-api',
    'common-db-api',
    'ens-db-api',
    'user-manager-api',
    'accountgp-api',
  ]) {
    const row = versions.getByRole('row', { name: new RegExp(`^${component} `) });
    await expect(row).toHaveText(/\d+\.\d+\.\d+/);
  }
  await expectTableFitsPhone(page, versions);
  await expectNoAxeViolations(page);
});

test('filing/login is the Secure Business Filing login; Cancel leads to the forms', async ({
  page,
}) => {
  await page.goto('/business/filing/login');
  await expectTitle(page, 'Secure Business Filing login - Secretary of State');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure Business Filing login');
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'password');
  await expectNoAxeViolations(page);
  // By keyboard: Cancel is reachable and goes to the list of forms.
  const cancel = page.getByRole('link', { name: 'Cancel' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/business\/filing\/fileaform$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('File a form');
});

test('filing/down shows the down page', async ({ page }) => {
  for (const path of ['/business/filing/down', '/business/down/maintenance']) {
    await page.goto(path);
    await expectTitle(page, 'Service unavailable - Secretary of State');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This service is temporarily unavailable',
    );
  }
  await expectNoAxeViolations(page);
});

test('filing-issue addresses explain the problem (no external page is configured)', async ({
  page,
}) => {
  for (const path of ['/business/filingissue/payment', '/business/filing/filingissue/payment']) {
    await page.goto(path);
    await expectTitle(page, 'Problem with a filing - Secretary of State');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'There was a problem with your filing',
    );
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the list of forms' }).first().click();
  await expect(page).toHaveURL(/\/business\/filing\/fileaform$/);
});
