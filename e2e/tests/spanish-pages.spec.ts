// Filer pages speak Spanish to a filer who asks for it: chosen with the language link, kept in
// the address and a cookie, from Accept-Language on a first visit. Every filer page fits a phone
// in both languages; the Spanish pages pass axe; staff pages stay English.
import { test as plainTest } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support.ts';

/** Filer pages, as a shared link names them (no language: the browser's applies). */
const filerPages = [
  '/business/filing/fileaform',
  '/business/filing/llc/entityname',
  '/business/filing/dpc/entityname',
  '/business/filing/report/reportintro?entityId=20140000014&transTyp=REPORT',
  '/business/search',
  '/business/search?q=mountain+peak',
  '/business/entity/20150000000',
  '/business/verify',
  '/business/data',
  '/business/login',
  '/business/about',
  '/business/no/such/page',
];

const inSpanish = (address: string) => `${address}${address.includes('?') ? '&' : '?'}lang=es`;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const address of filerPages) {
    test(`${address} fits in English and in Spanish, and passes axe in Spanish`, async ({
      page,
    }) => {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle(/ - Secretary of State$/);
      await expectNoSidewaysScroll(page);

      await page.getByRole('link', { name: 'Español' }).click();
      await expect(page).toHaveURL(/[?&]lang=es(&|$)/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle(/ - Secretaría de Estado$/);
      const english = page.getByRole('link', { name: 'English' });
      await expect(english).toHaveAttribute('lang', 'en');
      await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  }
});

test('the chosen language is remembered, kept in the address, and undone by the link', async ({
  page,
}) => {
  await page.goto(inSpanish('/business/filing/fileaform'));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('File a form');
  // Asked for without a language, a page keeps the remembered one in its address.
  await page.goto('/business/search');
  await expect(page).toHaveURL(/\/business\/search\?lang=es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/business/search');
  await expect(page).toHaveURL(/\/business\/search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search business database');
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('gets Spanish on its first visit, and staff pages in English', async ({ page }) => {
    await page.goto('/business/filing/fileaform');
    await expect(page).toHaveURL(/lang=es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/business/loginadmin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
    await expect(page.getByRole('link', { name: 'English' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Español' })).toHaveCount(0);
  });
});

plainTest.describe('with JavaScript off', () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest('the language link and the Spanish pages work without script', async ({ page }) => {
    await page.goto('/business/search');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/ - Secretaría de Estado$/);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
