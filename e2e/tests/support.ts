import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** axe-core as the browser runs it, read once for every scan of the run. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Scans the page with axe for WCAG 2.2 A/AA problems and fails with a readable list. axe-core is
 * put into each document once and run there: Playwright's axe wrapper finishes every scan in a
 * blank page of its own, which made a scan three times as long, and the pages have no frames for
 * it to gather. Evaluated as a source string, axe is not subject to the page's content policy.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A page the browser loaded itself (a form post, a link without the app) may still be fetching
  // its stylesheet when its text is there; measured unstyled, every target would be too small.
  await page.waitForLoadState('load');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const summary = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  }, WCAG_22_AA);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  expect(await idsNotTheApps(page), `ids on ${page.url()} the app would not give`).toEqual([]);
}

/**
 * Waits until the app has taken the page over: Preact keeps the page's tree on its container
 * (`__k` in its build) from the moment the take-over starts, which runs to its end at once.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => '__k' in (document.getElementById('root') ?? {}));
}

/**
 * Where the app has taken the page over, each element's id and the ids it refers to as the page
 * holds them and as the app works them out, where the two differ. Preact leaves the server's
 * attributes as they are when it takes a page over, so an id that differs would leave a label,
 * a hint or an error without its field. Reads Preact's tree: its build names a node's children
 * `__k` (the container's, its root) and a node's element `__e`.
 */
export async function idsNotTheApps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Node {
      type: unknown;
      props: Record<string, unknown>;
      __e?: Element | null;
      __k?: (Node | null)[] | null;
    }
    const referring: [string, string][] = [
      ['id', 'id'],
      ['htmlFor', 'for'],
      ['for', 'for'],
      ['aria-describedby', 'aria-describedby'],
      ['aria-labelledby', 'aria-labelledby'],
      ['aria-controls', 'aria-controls'],
    ];
    const differences: string[] = [];
    const walk = (node: Node | null | undefined): void => {
      if (node == null) return;
      if (typeof node.type === 'string' && node.__e) {
        for (const [prop, attribute] of referring) {
          const value = node.props[prop];
          // Ids and references are strings or numbers; anything else is not an id.
          if (typeof value !== 'string' && typeof value !== 'number') continue;
          const expected = String(value);
          const actual = node.__e.getAttribute(attribute);
          if (expected !== actual)
            differences.push(
              `<${node.type} ${attribute}="${String(actual)}"> (app: "${expected}")`,
            );
        }
      }
      for (const child of node.__k ?? []) walk(child);
    };
    walk((document.getElementById('root') as unknown as { __k?: Node } | null)?.__k);
    return differences;
  });
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
