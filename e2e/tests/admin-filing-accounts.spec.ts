// Filing accounts, end to end: an administrator opens an account for a firm (the empty form first,
// which says what is missing), issues an API key (shown once), records a deposit (the balance and
// the ledger show it), revokes the key and downloads the account's statement. Then the same
// without the site's scripts, every form posted by the browser itself. Every page is scanned with
// axe.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInAsAdministrator } from './admin-sign-in.ts';
import { expect, test } from './fixtures.ts';
import { blockAppScripts, expectNoAxeViolations } from './support.ts';

const ACCOUNTS_TITLE = 'Filing accounts - Administration - Secretary of State';
const ACCOUNT_TITLE = 'Filing account - Administration - Secretary of State';

/** A firm of its own for each run. */
const firmName = (stem: string) => `${stem} ${Date.now().toString(36)}`;

/** Opens a filing account from the list: the empty form is refused first. */
async function openAccount(page: Page, name: string, withScript: boolean): Promise<void> {
  await page.goto('/business/admin/filingaccounts');
  await expect(page).toHaveTitle(ACCOUNTS_TITLE);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Open account' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  const missingName = summary.getByRole('link', { name: 'Enter the name of the firm.' });
  await expect(missingName).toHaveAttribute('href', '#name');
  await expect(
    summary.getByRole('link', { name: 'Enter the contact email address.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  if (withScript) {
    await missingName.click();
    await expect(page.getByLabel('Name of the firm')).toBeFocused();
  }
  await page.getByLabel('Name of the firm').fill(name);
  await page.getByLabel('Contact email address').fill('accounts@firm.example.com');
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page).toHaveTitle(ACCOUNT_TITLE);
  await expect(page.getByRole('main')).toContainText(name);
  await expect(page.getByRole('main')).toContainText('$0.00');
  await expectNoAxeViolations(page);
}

/** Issues a key named `keyName`: it is shown once, then never again. */
async function issueKey(page: Page, keyName: string): Promise<string> {
  await page.getByLabel('Name of the key').fill(keyName);
  await page.getByRole('button', { name: 'Issue key' }).click();
  const shown = page.getByRole('textbox', { name: 'The new API key' });
  await expect(shown).toHaveValue(/^rgk_[A-Za-z0-9_-]{40,}$/);
  await expect(page.getByText('This is the only time the key is shown.')).toBeVisible();
  await expect(page).toHaveTitle(ACCOUNT_TITLE);
  await expectNoAxeViolations(page);
  const key = await shown.inputValue();
  const keys = page.getByRole('table', { name: /^API keys of / });
  const row = keys.getByRole('row', { name: new RegExp(keyName) });
  await expect(row).toContainText(key.slice(0, 10));
  await expect(row).toContainText('Active');
  await page.getByRole('link', { name: 'I have copied the key' }).click();
  await expect(page.getByRole('textbox', { name: 'The new API key' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Issue key' })).toBeVisible();
  return key;
}

/** Records a deposit of $100.00: the balance and the ledger show it. */
async function depositHundred(page: Page, memo: string): Promise<void> {
  // The empty form says what is missing.
  await page.getByRole('button', { name: 'Record deposit' }).click();
  await expect(
    page.getByRole('link', { name: 'Enter the amount of the deposit.' }),
  ).toHaveAttribute('href', '#amount');
  await page.getByLabel(/^Amount/).fill('100.00');
  await page.getByLabel(/^Description/).fill(memo);
  await page.getByRole('button', { name: 'Record deposit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The deposit is recorded.' }),
  ).toBeVisible();
  const balance = page.getByRole('definition').filter({ hasText: '$100.00' });
  await expect(balance).toBeVisible();
  const ledger = page.getByRole('table', { name: /^Ledger of / });
  const row = ledger.getByRole('row', { name: new RegExp(memo) });
  await expect(row).toContainText('Deposit');
  await expect(row).toContainText('$100.00');
  await expectNoAxeViolations(page);
}

/** Revokes the key: its row says Revoked and has no Revoke button any more. */
async function revokeKey(page: Page, keyName: string): Promise<void> {
  await page.getByRole('button', { name: `Revoke the key ${keyName}` }).click();
  const row = page
    .getByRole('table', { name: /^API keys of / })
    .getByRole('row', { name: new RegExp(keyName) });
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
}

test('an administrator opens a filing account, issues and revokes a key and records a deposit', async ({
  page,
}) => {
  await signInAsAdministrator(page);
  await page.getByRole('main').getByRole('link', { name: 'Filing accounts' }).click();
  await expect(page).toHaveTitle(ACCOUNTS_TITLE);

  const name = firmName('Telluride Filing Agents');
  await openAccount(page, name, true);
  await issueKey(page, 'Docketing system');
  await depositHundred(page, 'Check 4417');
  await revokeKey(page, 'Docketing system');

  // The statement of this month so far: the opening balance and the deposit.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download statement (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^statement-\d+-.*\.csv$/);
  const statement = await readFile(await download.path(), 'utf8');
  expect(statement).toContain('OPENING_BALANCE');
  expect(statement).toContain('DEPOSIT');
  expect(statement).toContain('Check 4417');
  await expectNoAxeViolations(page);

  // The list shows the account with its balance.
  await page.getByRole('link', { name: 'All filing accounts' }).click();
  await expect(page).toHaveTitle(ACCOUNTS_TITLE);
  const listed = page.getByRole('row', { name: new RegExp(name) });
  await expect(listed).toContainText('$100.00');
  await expectNoAxeViolations(page);
});

test('the filing-account pages work when their script never runs', async ({ page }) => {
  await blockAppScripts(page);
  await signInAsAdministrator(page);

  const name = firmName('Crested Butte Registrations');
  await openAccount(page, name, false);
  const key = await issueKey(page, 'Batch filer');
  // Reloading the account never shows the key again.
  await page.reload();
  await expect(page).toHaveTitle(ACCOUNT_TITLE);
  expect(await page.content()).not.toContain(key);
  await depositHundred(page, 'Wire 88');

  // The same deposit form sent twice (a double press, a post sent again) is recorded once.
  const depositForm = page.locator('form').filter({
    has: page.getByRole('button', { name: 'Record deposit' }),
  });
  await page.getByLabel(/^Amount/).fill('25.00');
  await page.getByLabel(/^Description/).fill('Wire 89');
  const fields = await depositForm.evaluate((form: HTMLFormElement) =>
    Object.fromEntries(
      Array.from(form.querySelectorAll<HTMLInputElement>('input[name]'), (input) => [
        input.name,
        input.value,
      ]),
    ),
  );
  expect(fields.requestId).toMatch(/^[0-9a-f-]{36}$/);
  for (let post = 0; post < 2; post += 1) {
    const answer = await page.request.post(page.url(), { form: fields, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
  }
  await page.reload();
  const ledger = page.getByRole('table', { name: /^Ledger of / });
  await expect(ledger.getByRole('row', { name: /Wire 89/ })).toHaveCount(1);
  await expect(page.getByRole('definition').filter({ hasText: '$125.00' })).toBeVisible();

  await revokeKey(page, 'Batch filer');
  await expect(page.getByRole('status').filter({ hasText: 'The key is revoked' })).toBeVisible();
});
