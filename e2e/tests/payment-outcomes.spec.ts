// Paying from another address of the same server, mailing a receipt only from the browser that
// paid, and a name registered by someone else while the filer was paying.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { arriveAt, fillMinimalLlc, next, pay, uniqueName } from './llc-steps.ts';
import { expectNoAxeViolations } from './support.ts';

/** Review's Next: leaves for the built-in checkout page. */
async function startPayment(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/^Review - Step 10 of 11 - Secretary of State$/);
  await expect(page.getByText('Information is missing or invalid.')).toHaveCount(0);
  await next(page);
  await expect(page).toHaveTitle('Payment - Secretary of State');
}

test.describe('opened at 127.0.0.1 while the server calls itself localhost', () => {
  // The same server, reached by its other loopback name (PUBLIC_BASE_URL stays localhost).
  const port = Number(process.env.E2E_PORT ?? 3123);
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  test('an LLC is paid to its receipt and what is next; only this browser may email the receipt', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = uniqueName('Loopback Orchard');
    await fillMinimalLlc(page, name);
    await startPayment(page);
    await pay(page, '4111 1111 1111 1111');

    // Back at the name the filer used, where the filing in progress lives.
    await expect(page).toHaveTitle(/^Receipt - Step 11 of 11 - Secretary of State$/);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/business\/filing\/llc\/receipt\?/);
    const receipt = page.getByRole('main');
    await expect(receipt).toContainText(name);
    await expect(page.getByText('The return address must be on this site.')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The paying browser emails the receipt.
    await page.getByLabel('Email address').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Email has been sent!')).toBeVisible();

    // Another browser with the receipt's address sees the receipt, but no way to mail it anywhere.
    const receiptUrl = page.url();
    const otherBrowser = await browser.newContext({ baseURL });
    try {
      const other = await otherBrowser.newPage();
      await other.goto(receiptUrl);
      await expect(other.getByRole('main')).toContainText(name);
      await expect(
        other.getByText(
          'This receipt can be emailed only from the browser that paid for the filing.',
          { exact: false },
        ),
      ).toBeVisible();
      await expect(other.getByLabel('Email address')).toHaveCount(0);
      await expect(other.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);
      await expectNoAxeViolations(other);
    } finally {
      await otherBrowser.close();
    }

    await next(page);
    await expect(page).toHaveTitle(/^Congratulations - /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations');
    await expect(page.getByText(`${name} has been filed.`)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('a name registered by someone else while paying: refunded, another name, paid again', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);
  const name = uniqueName('Contested Meadow');

  // Two people fill in the same new name and both reach the checkout before either pays.
  await fillMinimalLlc(page, name);
  await startPayment(page);
  const rivalBrowser = await browser.newContext({ baseURL });
  try {
    const rival = await rivalBrowser.newPage();
    await fillMinimalLlc(rival, name);
    await startPayment(rival);
    await pay(rival, '4111 1111 1111 1111');
    await expect(rival).toHaveTitle(/^Receipt - /);
    await expect(rival.getByRole('main')).toContainText(name);
  } finally {
    await rivalBrowser.close();
  }

  // The second payment goes through, but the name is no longer free: nothing is recorded.
  await pay(page, '4111 1111 1111 1111');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your filing was not recorded');
  const explanation = page.getByRole('alert');
  await expect(explanation).toContainText(`the name "${name}" was registered by another filing`);
  await expect(explanation).toContainText('Your payment of $50.00');
  await expect(explanation).toContainText('refunded');
  await expectNoAxeViolations(page);
  // A reload tells the same.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your filing was not recorded');

  // Choose another name: the same filing, at its name step; everything else is kept.
  await page.getByRole('button', { name: 'Choose another name' }).click();
  await arriveAt(page, 'Entity name', 'Step 1 of 11');
  await expect(page.getByLabel('Entity name')).toHaveValue(name);
  const newName = uniqueName('Second Meadow');
  await page.getByLabel('Entity name').fill(newName);
  await next(page, 'Save changes');
  await expect(page).toHaveTitle(/^Review - /);
  const review = page.getByRole('main');
  await expect(review.getByText(newName, { exact: true })).toBeVisible();
  // The rest of the filing is as it was entered.
  await expect(review.getByText(/1560 Broadway/i).first()).toBeVisible();
  await expect(review.getByText('ada@example.com')).toBeVisible();
  await startPayment(page);
  await pay(page, '5555 5555 5555 4444');
  await expect(page).toHaveTitle(/^Receipt - Step 11 of 11 - Secretary of State$/);
  const receipt = page.getByRole('main');
  await expect(receipt).toContainText(newName);
  await expect(receipt).toContainText('$50.00');
  await expect(receipt).toContainText('4444');
  await expectNoAxeViolations(page);
});
