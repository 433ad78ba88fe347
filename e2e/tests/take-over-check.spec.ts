// The checks every journey relies on, that the browser took each page over without building any
// of it anew and that its ids are those the app works out, can fail: a page whose HTML is not what
// the app renders is reported, and the same page as the server sent it is not.
import { expect, test } from '@playwright/test';
import { appTookOver, idsNotTheApps } from './support.ts';

const ENTITY_NAME_STEP = '/business/filing/llc/entityname';

/** The console's reports of a page that did not match its server HTML, while `visit` runs. */
async function mismatchesWhile(
  page: import('@playwright/test').Page,
  visit: () => Promise<void>,
): Promise<string[]> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /did not match the server-rendered page/.test(message.text()))
      reports.push(message.text());
  });
  await visit();
  // The app has taken the page over once typing goes into its state: give it the moment it takes.
  await expect(page.getByLabel('Entity name')).toBeEditable();
  await page.waitForLoadState('networkidle');
  return reports;
}

test('a page the app would render otherwise is reported when taken over', async ({ page }) => {
  await page.route(`**${ENTITY_NAME_STEP}`, async (route) => {
    const response = await route.fetch();
    // The step's heading served as another element than the app renders.
    const html = (await response.text()).replace(/<h1([ >])/, '<h2$1').replace('</h1>', '</h2>');
    await route.fulfill({ response, body: html });
  });
  const reports = await mismatchesWhile(page, async () => {
    await page.goto(ENTITY_NAME_STEP);
  });
  expect(reports).toEqual(['The page in the browser did not match the server-rendered page: <h1>']);
});

test('the same page as the server sent it is taken over without a report', async ({ page }) => {
  const reports = await mismatchesWhile(page, async () => {
    await page.goto(ENTITY_NAME_STEP);
  });
  expect(reports).toEqual([]);
});

test('an id on the page that the app would give otherwise is reported', async ({ page }) => {
  await page.route(`**${ENTITY_NAME_STEP}`, async (route) => {
    const response = await route.fetch();
    // The entity name's label served pointing at another id than the app gives its field.
    const html = (await response.text()).replace(
      /(<label[^>]*for=")([^"]+)("[^>]*>\s*Entity name)/,
      '$1served-elsewhere$3',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(ENTITY_NAME_STEP);
  await appTookOver(page);
  expect(await idsNotTheApps(page)).toEqual([
    expect.stringMatching(/^<label for="served-elsewhere"> \(app: ".+"\)$/),
  ]);
  await page.unrouteAll();
  await page.goto(ENTITY_NAME_STEP);
  await expect(page.getByLabel('Entity name')).toBeEditable();
  await appTookOver(page);
  expect(await idsNotTheApps(page)).toEqual([]);
});
