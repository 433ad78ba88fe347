import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** Scans the page with axe for WCAG 2.2 A/AA problems and fails with a readable list. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A page the browser loaded itself (a form post, a link without the app) may still be fetching
  // its stylesheet when its text is there; measured unstyled, every target would be too small.
  await page.waitForLoadState('load');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Waits for the page title the shell sets, "{title} - {step} - Secretary of State". */
export async function expectTitle(page: Page, title: string | RegExp): Promise<void> {
  await expect(page).toHaveTitle(title);
}

/** The width of a small phone's screen in CSS pixels: no page may be wider than this. */
const PHONE_WIDTH = 390;

/**
 * Checks that the page scrolls no further sideways than its window is wide, once its footer (a
 * fragment loaded after the page) is in.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect(page.locator('footer.usa-footer')).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `sideways scroll on ${page.url()}`).toBeLessThanOrEqual(innerWidth);
}

/**
 * Shows the page on a phone-width screen and checks that its table is on screen and that nothing
 * (the table or anything else) makes the page scroll sideways; then restores the screen it had.
 */
export async function expectTableFitsPhone(page: Page, table: Locator): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  try {
    await expect(table).toBeVisible();
    await expectNoSidewaysScroll(page);
  } finally {
    if (before !== null) await page.setViewportSize(before);
  }
}

/**
 * Keeps the site's scripts from loading, as a blocked script or a stalled phone link would: the
 * pages are the server's HTML and their forms are posted by the browser. JavaScript itself stays
 * on, so axe can still scan the pages (a journey with `javaScriptEnabled: false` cannot).
 */
export async function blockAppScripts(page: Page): Promise<void> {
  await page.route(/\/business\/.*\.js(\?|$)/, (route) => route.abort());
}
