// The public record end to end: a new LLC is formed, then a person searches for it, opens its
// record, downloads its filed document and a certificate of good standing, and checks the
// certificate's number on the verify page. axe scans every page.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { fillMinimalLlc, next, pay, uniqueName } from './llc-steps.ts';
import { expectNoAxeViolations, expectTableFitsPhone } from './support.ts';

test('a person finds a business, downloads its filed document and a certificate, and verifies it', async ({
  page,
}) => {
  // A business to find: formed through the wizard, effective at once.
  const name = uniqueName('Ouray Hot Springs Outfitters');
  await fillMinimalLlc(page, name);
  await expect(page).toHaveTitle(/^Review - /);
  await next(page);
  await pay(page, '4111 1111 1111 1111');
  await expect(page).toHaveTitle(/^Receipt - /);
  await expectNoAxeViolations(page);
  const entityId =
    (await page
      .getByText(/^\d{11}$/)
      .first()
      .textContent()) ?? '';
  expect(entityId).toMatch(/^\d{11}$/);

  // Congratulations: "View the record of your entity" opens Registrar's own record page.
  await next(page);
  await expect(page).toHaveTitle(/^Congratulations/);
  await expect(page.getByRole('link', { name: 'View the record of your entity' })).toHaveAttribute(
    'href',
    `/business/entity/${entityId}`,
  );
  await expectNoAxeViolations(page);

  // Search from the navigation, by part of the name with a typo and in another letter case.
  await page.goto('/business/filing/fileaform');
  await page.getByRole('link', { name: 'Search business database' }).first().click();
  await expect(page).toHaveTitle('Search business database - Secretary of State');
  await expectNoAxeViolations(page);
  const field = page.getByLabel('Business name or entity ID');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Error - Enter a business name or ID to search for.',
  );
  await expectNoAxeViolations(page);
  const words = name.split(' ');
  const query = `ouray hott springs outfitters ${words.at(-2) ?? ''}`.toLowerCase();
  await field.fill(query);
  await field.press('Enter');
  await expect(page.getByRole('status')).toHaveText(/\d+ business(es)? found for/);
  await expectNoAxeViolations(page);
  const result = page.getByRole('link', { name, exact: true });
  await expect(result).toBeVisible();
  await expectTableFitsPhone(page, page.getByRole('table'));
  // Keyboard: the result link is reached and followed from the keyboard.
  await result.focus();
  await page.keyboard.press('Enter');

  // The record.
  await expect(page).toHaveTitle(`${name} - Secretary of State`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const main = page.getByRole('main');
  await expect(main.getByText(entityId, { exact: true })).toBeVisible();
  await expect(main.getByText('Good Standing', { exact: true })).toBeVisible();
  await expect(main.getByText('Articles of Organization', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Articles of Amendment' })).toBeVisible();
  await expectTableFitsPhone(
    page,
    page.getByRole('table', { name: /^Filings recorded for this entity/ }),
  );
  await expectNoAxeViolations(page);

  const imageDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download Articles of Organization \d+ \(PDF\)$/ }).click();
  const image = await imageDownload;
  expect(image.suggestedFilename()).toMatch(new RegExp(`^ARTORG_LLC_\\d+_\\d+\\.pdf$`));
  expect((await readFile(await image.path())).subarray(0, 5).toString()).toBe('%PDF-');

  const certificateDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download a certificate of good standing (PDF)' }).click();
  const certificate = await certificateDownload;
  const fileName = certificate.suggestedFilename();
  const match = new RegExp(
    `^GoodStanding_${entityId}_([0-9A-Z]{5}(?:-[0-9A-Z]{5}){3})\\.pdf$`,
  ).exec(fileName);
  expect(match, fileName).not.toBeNull();
  const number = match?.[1] ?? '';
  expect((await readFile(await certificate.path())).subarray(0, 5).toString()).toBe('%PDF-');

  // Verify: a mistyped number is caught before it is sent; the real one is genuine.
  await page.goto('/business/verify');
  await expect(page).toHaveTitle('Check a certificate - Secretary of State');
  await expectNoAxeViolations(page);
  const numberField = page.getByLabel('Certificate number');
  const mistyped = `${number.charAt(0) === 'A' ? 'B' : 'A'}${number.slice(1)}`;
  await numberField.fill(mistyped);
  await page.getByRole('button', { name: 'Check certificate' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Error - That is not a certificate number. Check it against the certificate and try again.',
  );
  await expectNoAxeViolations(page);
  await numberField.fill(number.replace(/-/g, ' ').toLowerCase());
  await numberField.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/business/verify/${number}$`));
  await expect(page.getByRole('heading', { name: 'Genuine certificate' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(name);
  await expect(page.getByRole('main')).toContainText(entityId);
  await expectNoAxeViolations(page);

  // From what the certificate said, to the record as it stands today; and found by its ID too.
  await page.getByRole('link', { name: `See how ${name} stands today` }).click();
  await expect(page).toHaveURL(new RegExp(`/business/entity/${entityId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.goto(`/business/search?q=${entityId}`);
  await expect(page.getByRole('status')).toHaveText(/^1 business found for/);
  await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    `/business/entity/${entityId}`,
  );
  await expectNoAxeViolations(page);
  // Many results: a full page of them and the pager's ten page numbers fit a phone too.
  await page.goto('/business/search?q=LLC');
  await expect(page.getByRole('navigation', { name: 'Pages of results' })).toBeVisible();
  await expectTableFitsPhone(page, page.getByRole('table'));

  // A number never issued is not genuine.
  await page.goto('/business/verify/00000-00000-00000-00000');
  await expect(page.getByRole('heading', { name: 'Not a certificate we issued' })).toBeVisible();
  await expectNoAxeViolations(page);
});
