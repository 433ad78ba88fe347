// What a person meets when a page's script never runs (blocked, stalled on a slow link, or
// JavaScript off): the pages are still there, a step's form sent by the browser itself is taken by
// the server and the filing moves on, and an address that is not a page gets the page-not-found
// page. axe scans every page (it needs JavaScript, so the scanned
// journeys block the site's scripts rather than turn JavaScript off).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { blockAppScripts, expectNoAxeViolations } from './support.ts';

/** Types a name on the LLC's first step and presses Next, as a browser without the app would. */
async function sendNameWithoutTheApp(page: Page): Promise<string> {
  const name = `Acme Trails ${Date.now().toString(36)} LLC`;
  await page.goto('/business/filing/llc/entityname');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('textbox').first().fill(name);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Next' }).click(),
  ]);
  // The server took the step: a 303 to the next one, the draft named in the address.
  expect(answer.status()).toBe(303);
  await expect(page).toHaveURL(/\/filing\/llc\/principalofficeaddress\?draftRef=[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Principal office address - Step 2 of 11 - Secretary of State');
  return name;
}

test.describe('with the site’s scripts blocked', () => {
  test.beforeEach(async ({ page }) => {
    await blockAppScripts(page);
  });

  test('a step the browser sends itself moves the filing on, with the name kept', async ({
    page,
  }) => {
    const name = await sendNameWithoutTheApp(page);
    await expect(page.getByText(`Entity name: ${name}`)).toBeVisible();
    await expectNoAxeViolations(page);
    // Back, then reload: the step shows the filing the address names, the name as kept.
    await page.goBack();
    await page.goForward();
    await page.reload();
    await expect(page.getByText(`Entity name: ${name}`)).toBeVisible();
  });

  test('an address that is no page gets the page-not-found page in the shell', async ({ page }) => {
    for (const address of ['/business/no-such-page', '/business/no-such-file.pdf']) {
      const answer = await page.goto(address);
      expect(answer?.status(), address).toBe(404);
      await expect(page).toHaveTitle('Page not found - Secretary of State');
      await expect(page.getByRole('link', { name: 'Go to the list of forms' })).toHaveAttribute(
        'href',
        '/business/filing/fileaform',
      );
      await expectNoAxeViolations(page);
    }
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a step the browser sends itself moves the filing on', async ({ page }) => {
    const name = await sendNameWithoutTheApp(page);
    await expect(page.getByText(`Entity name: ${name}`)).toBeVisible();
  });

  test('the file-a-form page checks an entity ID and starts the filing', async ({ page }) => {
    await page.goto('/business/filing/fileaform');
    const report = page.getByRole('group', { name: 'Periodic report' });
    const entityId = report.getByLabel('ID number of the business');
    await entityId.fill('2014abc');
    await report.getByRole('button', { name: 'Start: Periodic report' }).click();
    await expect(
      report.getByText('The ID number has only digits, for example 20231234567.'),
    ).toBeVisible();
    await expect(entityId).toHaveValue('2014abc');
    await entityId.fill('20141234567');
    await report.getByRole('button', { name: 'Start: Periodic report' }).click();
    await expect(page).toHaveURL(
      /\/business\/filing\/report\/reportintro\?entityId=20141234567&transTyp=REPORT$/,
    );
  });
});
