// First pages arrive rendered: the server sends each page's content in its HTML, so a person on a
// slow phone reads it before any script has run, and the script then takes the page over as it is.
import { test as plainTest } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appTookOver, expectNoAxeViolations } from './support.ts';

const firstPages = [
  { path: '/business/filing/fileaform', title: 'File a form', heading: 'File a form' },
  {
    path: '/business/filing/llc/entityname',
    title: 'Entity name - Step 1 of 11',
    heading: 'Entity name',
    field: 'Entity name',
  },
  {
    path: '/business/filing/dpc/entityname',
    title: 'Entity name - Step 1 of',
    heading: 'Entity name',
    field: 'Entity name',
  },
  {
    path: '/business/filing/report/reportintro?entityId=20140000014&transTyp=REPORT',
    title: 'Report Intro - Periodic report',
    heading: 'Periodic report',
  },
  {
    path: '/business/search',
    title: 'Search business database',
    heading: 'Search business database',
  },
  {
    path: '/business/search?q=mountain+peak',
    title: 'Search business database',
    heading: 'Search business database',
    text: 'Mountain Peak Ventures LLC',
  },
  {
    path: '/business/entity/20150000000',
    title: 'Mountain Peak Ventures LLC',
    heading: 'Mountain Peak Ventures LLC',
  },
  {
    path: '/business/data',
    title: 'Download the business register',
    heading: 'Download the business register',
  },
  {
    path: '/business/login',
    title: 'Secure Business Filing login',
    heading: 'Secure Business Filing login',
    field: 'Email',
  },
  {
    path: '/business/loginadmin',
    title: 'Staff sign-in',
    heading: 'Staff sign-in',
    field: 'Username',
  },
];

plainTest.describe('with JavaScript off', () => {
  plainTest.use({ javaScriptEnabled: false });

  for (const page of firstPages) {
    plainTest(`${page.path} arrives with its title, heading and fields`, async ({ page: tab }) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(tab).toHaveTitle(
        new RegExp(`^${page.title.replace(/[.?*+^$()[\]\\|{}]/g, '\\$&')}.* - Secretary of State$`),
      );
      await expect(tab.getByRole('heading', { level: 1 })).toContainText(page.heading);
      if (page.field !== undefined)
        await expect(tab.getByLabel(new RegExp(page.field)).first()).toBeVisible();
      if (page.text !== undefined) await expect(tab.getByText(page.text).first()).toBeVisible();
    });
  }

  plainTest('an address that is no page answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/business/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  plainTest('a wizard address without a step is redirected by the server', async ({ page }) => {
    const response = await page.goto('/business/filing/llc');
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(/\/business\/filing\/llc\/entityname$/);
  });
});

test('the browser takes the first page over as it is, and a reload keeps the filing in progress', async ({
  page,
}) => {
  await page.goto('/business/filing/llc/entityname');
  await expect(page).toHaveTitle('Entity name - Step 1 of 11 - Secretary of State');
  await expectNoAxeViolations(page);
  const name = `First Paint Holdings ${Date.now().toString(36)} LLC`;
  await page.getByLabel(/Entity name/).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveTitle(/^Principal office address - Step 2 of 11/);
  // A reload of a later step: the server cannot know the tab's filing; the page waits for it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Principal office address');
  // The first step loaded afresh shows the name this tab entered, not an empty form.
  await page.goto('/business/filing/llc/entityname');
  await expect(page.getByLabel(/Entity name/)).toHaveValue(name);
});

test('what is typed before the app has taken the page over is kept by the app', async ({
  page,
}) => {
  // The app's entry script (the build's index entry) is held back, as a slow connection would.
  let releaseApp: () => void = () => undefined;
  const appReleased = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/business\/assets\/index-[\w-]+\.js$/, async (route) => {
    await appReleased;
    await route.continue();
  });
  await page.goto('/business/filing/llc/entityname');
  await expect(page).toHaveTitle('Entity name - Step 1 of 11 - Secretary of State');
  const name = `Early Typing Holdings ${Date.now().toString(36)} LLC`;
  await page.getByLabel(/Entity name/).fill(name);
  releaseApp();
  // The typed name is entered just after the take-over.
  await appTookOver(page);
  await page.waitForTimeout(200);
  const pagePosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.resourceType() === 'document') {
      pagePosts.push(request.url());
    }
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveTitle(/^Principal office address - Step 2 of 11/);
  // The app moved on itself, with the name it was given before it took the page over.
  expect(pagePosts).toEqual([]);
  await page.goto('/business/filing/llc/entityname');
  await expect(page.getByLabel(/Entity name/)).toHaveValue(name);
});

test('a press while the app’s script stalls is the browser’s own post: the step moves on once', async ({
  page,
}) => {
  // The app's entry never arrives, as on a phone whose link stalls on one request.
  await page.route(/\/business\/assets\/index-[\w-]+\.js$/, () => undefined);
  await page.goto('/business/filing/llc/entityname');
  const name = `Stalled Script Holdings ${Date.now().toString(36)} LLC`;
  await page.getByLabel(/Entity name/).fill(name);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.getByRole('button', { name: 'Next' }).click();
  // Sent by the browser at once, not waiting for the app: the server took the step.
  await expect(page).toHaveTitle(/^Principal office address - Step 2 of 11/);
  await expect(page).toHaveURL(/principalofficeaddress\?draftRef=[0-9a-f-]{36}$/);
  await expect(page.getByText(`Entity name: ${name}`)).toBeVisible();
  expect(posts).toHaveLength(1);
});
