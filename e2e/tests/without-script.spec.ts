// What a person meets when a page's script never runs (blocked, stalled on a slow link, or
// JavaScript off): the pages are still there, a form sent by the browser itself gets a page in
// the site's shell that says the answers were not sent and leads back, and an address that is not
// a page gets the page-not-found page. axe scans every page (it needs JavaScript, so the scanned
// journeys block the site's scripts rather than turn JavaScript off).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { blockAppScripts, expectNoAxeViolations } from './support.ts';

/** Types a name on the LLC's first step and presses Next, as a browser without the app would. */
async function sendNameWithoutTheApp(page: Page): Promise<void> {
  await page.goto('/business/filing/llc/entityname');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('textbox').first().fill('Acme Trails LLC');
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.getByRole('button', { name: 'Next' }).click(),
  ]);
  expect(answer.status()).toBe(405);
  await expect(page).toHaveTitle('Answers not sent - Secretary of State');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your answers were not sent');
}

test.describe('with the site’s scripts blocked', () => {
  test.beforeEach(async ({ page }) => {
    await blockAppScripts(page);
  });

  test('a form the browser sends itself gets a page saying so, with a way back', async ({
    page,
  }) => {
    await sendNameWithoutTheApp(page);
    await expect(page.getByRole('main')).toContainText('What you typed on that page was not saved');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go back to the page' }).click();
    await expect(page).toHaveURL(/\/business\/filing\/llc\/entityname$/);
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await expectNoAxeViolations(page);
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

  test('a form sent by the browser gets the same page and leads back', async ({ page }) => {
    await sendNameWithoutTheApp(page);
    await page.getByRole('link', { name: 'Go back to the page' }).click();
    await expect(page).toHaveURL(/\/business\/filing\/llc\/entityname$/);
  });
});
