// The staff and administrator pages when their script never runs: every form is posted by the
// browser itself and taken by the page's action on the server. An administrator reviews held
// filings (sorts and pages the queue, processes one, rejects it with reasons, approves the next
// leaving a file out) and enters a PII request to its confirmation; a member of staff resets a
// forgotten password and changes the temporary one. The held filings and the PII request's
// documents are filed through the wizards with their script, as a filer would. With the site's
// scripts blocked, axe scans every page (it needs JavaScript); one journey turns JavaScript off.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  administrator,
  administratorPassword,
  passwordResettingAdministrator,
  signInAs,
  signInAsAdministrator,
} from './admin-sign-in.ts';
import { boulderHome, choose, fillAddress } from './llc-steps.ts';
import { mailArriving } from './mailbox.ts';
import { fileTwoDocuments } from './pii-steps.ts';
import { fileHeldFiling } from './reinstate-cure-steps.ts';
import { blockAppScripts, expectNoAxeViolations } from './support.ts';

// Seeded fixed row under the administrators' check (packages/domain/src/test-entities.ts).
const ALAMOSA = { entityId: '20230000022', name: 'Alamosa Checked Delinquent LLC' };

const QUEUE_TITLE = 'Pending queue - Administration - Secretary of State';
const REVIEW_TITLE = 'Review pending filing - Administration - Secretary of State';

/** An address of its own for each run's filer, so a message is told from earlier runs' mail. */
const filerEmail = (stem: string) => `${stem}-${Date.now().toString(36)}@example.com`;

/** Presses a button and checks that the browser posted the form itself (the app did not). */
async function postByBrowser(page: Page, button: string): Promise<void> {
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.request().isNavigationRequest(),
    ),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  expect(answer.status(), `posting ${button}`).toBeLessThan(500);
}

/** From the queue, selects the entity's filing and opens its review; scanned with axe. */
async function reviewFromQueue(page: Page, entityName: string): Promise<void> {
  await page.goto('/business/admin/pendingqueue');
  await expect(page).toHaveTitle(QUEUE_TITLE);
  await page.getByRole('radio', { name: new RegExp(`^Select ${entityName}`) }).check();
  await postByBrowser(page, 'Review selected filing');
  await expect(page).toHaveTitle(REVIEW_TITLE);
  await expect(page.getByRole('main')).toContainText(entityName);
  await expectNoAxeViolations(page);
}

/** Presses Process and waits for the files with their "Don't include" boxes and Approve. */
async function processFiling(page: Page, publicFile: string): Promise<void> {
  await postByBrowser(page, 'Process');
  await expect(page).toHaveTitle(REVIEW_TITLE);
  const files = page.getByRole('table', { name: 'Attachments' });
  await expect(files).toContainText('affidavit.pdf');
  await expect(files.getByRole('link', { name: publicFile })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expectNoAxeViolations(page);
}

test.describe('with the site’s scripts blocked', () => {
  test.beforeEach(async ({ page }) => {
    await blockAppScripts(page);
  });

  test('an administrator sorts and pages the queue, rejects one held cure and approves the next', async ({
    page,
    browser,
  }) => {
    // Two held filings filed, reviewed, rejected and approved without the app, with axe on every
    // page: the longest journey, given three times the usual time.
    test.slow();
    const filer = await (await browser.newContext()).newPage();
    await fileHeldFiling(filer, {
      kind: 'cure',
      entityId: ALAMOSA.entityId,
      email: filerEmail('alamosa-rejected'),
      publicFile: 'minutes.pdf',
    });

    await signInAsAdministrator(page);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /^Pending queue - \d+ filings?$/ }).click();
    await expect(page).toHaveTitle(QUEUE_TITLE);
    await expectNoAxeViolations(page);

    // Sorting and paging are links: the order and the page are the address.
    const table = page.getByRole('table');
    await table.getByRole('link', { name: /Entity name/ }).click();
    await expect(page).toHaveURL(/\/admin\/pendingqueue\?sort=entityName$/);
    await expect(table.getByRole('columnheader', { name: /Entity name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await table.getByRole('link', { name: /Entity name/ }).click();
    await expect(page).toHaveURL(/\?sort=entityName&direction=desc$/);
    await expect(table.getByRole('columnheader', { name: /Entity name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expectNoAxeViolations(page);
    const pager = page.getByRole('navigation', { name: /^Page 1 of \d+$/ });
    const pages = Number(/of (\d+)$/.exec((await pager.getAttribute('aria-label')) ?? '')?.[1]);
    if (pages > 1) {
      await pager.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/&page=2$/);
      await expect(page.getByRole('navigation', { name: /^Page 2 of / })).toBeVisible();
    } else {
      await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
    }

    // Without a filing selected, the queue says so.
    await page.goto('/business/admin/pendingqueue');
    await postByBrowser(page, 'Review selected filing');
    await expect(page).toHaveTitle(`Error: ${QUEUE_TITLE}`);
    await expect(page.getByRole('link', { name: 'Select a filing to review.' })).toBeVisible();
    await expectNoAxeViolations(page);

    await reviewFromQueue(page, ALAMOSA.name);
    await expect(page.getByTitle('Filing document')).toBeVisible();
    // The document answers at its own address, as a PDF.
    const documentLink = page.getByRole('link', { name: 'Open the filing document in a new tab' });
    const pdf = await page.request.get((await documentLink.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await processFiling(page, 'minutes.pdf');

    // Reject: two reasons and a note, carried to the confirmation in its address.
    await page.getByRole('link', { name: 'Reject', exact: true }).click();
    await expect(page).toHaveTitle('Reject filing - Administration - Secretary of State');
    await postByBrowser(page, 'Next');
    await expect(page.getByRole('alert')).toHaveText(
      'Choose at least one reason or enter additional text.',
    );
    await expectNoAxeViolations(page);
    for (const reason of ['Affidavit incomplete', 'Identity not verified']) {
      await page.locator('label', { hasText: reason }).click();
    }
    await page.getByLabel('Additional text').fill('The minutes are not signed.');
    await postByBrowser(page, 'Next');
    await expect(page).toHaveTitle('Confirm rejection - Administration - Secretary of State');
    const confirmation = page.getByRole('main');
    await expect(confirmation).toContainText('The affidavit is missing, unsigned or incomplete.');
    await expect(confirmation).toContainText(
      'The identification submitted with the filing could not be verified.',
    );
    await expect(confirmation).toContainText('The minutes are not signed.');
    await expectNoAxeViolations(page);
    // Back keeps the reasons and the note.
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page.getByLabel('Additional text')).toHaveValue('The minutes are not signed.');
    await expect(page.getByRole('checkbox', { name: /Identity not verified/ })).toBeChecked();
    await postByBrowser(page, 'Next');
    await postByBrowser(page, 'Reject and send email');
    await expect(page).toHaveTitle(QUEUE_TITLE);
    await expect(page.getByText('Filing processed successfully.')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(ALAMOSA.name);

    // The rejected cure freed the entity: the next one is approved, its minutes left out.
    await fileHeldFiling(filer, {
      kind: 'cure',
      entityId: ALAMOSA.entityId,
      email: filerEmail('alamosa-approved'),
      publicFile: 'minutes.pdf',
    });
    await reviewFromQueue(page, ALAMOSA.name);
    await processFiling(page, 'minutes.pdf');
    // Reopened by its holder, the review is still processing.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    // The native box sits off-screen under the one USWDS draws: ticked from the keyboard.
    const leaveOut = page.getByRole('checkbox', { name: "Don't include minutes.pdf" });
    await leaveOut.focus();
    await page.keyboard.press('Space');
    await expect(leaveOut).toBeChecked();
    await postByBrowser(page, 'Approve');
    await expect(page).toHaveTitle(QUEUE_TITLE);
    await expect(page.getByText('Filing processed successfully.')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(ALAMOSA.name);
    await expectNoAxeViolations(page);

    await filer.goto(`/business/entity/${ALAMOSA.entityId}`);
    await expect(filer.locator('dt:text-is("Status") + dd')).toHaveText('Good Standing');
  });

  test('an administrator enters a PII request to its confirmation', async ({ page, browser }) => {
    const filerPage = await (await browser.newContext()).newPage();
    const { name, entityId, formation, statement } = await fileTwoDocuments(
      filerPage,
      'Creede Records',
    );

    await signInAsAdministrator(page);
    await page.getByRole('link', { name: 'Enter a PII request' }).click();
    await expect(page).toHaveTitle(/^PII request - /);
    await page.getByLabel('Entity or record ID (master ID)').fill(entityId);
    await page.getByLabel('Document number of the document that contains PII').fill(statement);
    await page.getByLabel('Document number of the Statement of Removal').fill(statement);
    await postByBrowser(page, 'Next');
    // Both numbers name one document: refused at the second, as typed.
    await expect(page).toHaveTitle(/^Error: PII request - /);
    await expect(
      page.getByRole('link', { name: 'Enter a valid ID number for the Statement of Removal' }),
    ).toBeVisible();
    await expect(page.getByLabel('Entity or record ID (master ID)')).toHaveValue(entityId);
    await expectNoAxeViolations(page);
    await page.getByLabel('Document number of the document that contains PII').fill(formation);
    await postByBrowser(page, 'Next');
    await expect(page.getByRole('main')).toContainText(name);

    // The filer: both kinds of name are there until the page's script could reveal one.
    await choose(page, 'Is the filer an individual or an entity?', 'Individual');
    const filerName = page.getByRole('group', { name: "Filer's name" });
    await filerName.getByLabel('First name').fill('Ada');
    await filerName.getByLabel('Last name').fill('Lovelace');
    await fillAddress(page.getByRole('group', { name: "Filer's address" }), boulderHome);
    await expectNoAxeViolations(page);
    await postByBrowser(page, 'Save filer');
    await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A second filer, then deleted; the first edited.
    await choose(page, /Do you need to add additional filers/, 'Yes');
    await postByBrowser(page, 'Next');
    await choose(page, 'Is the filer an individual or an entity?', 'Entity');
    await page.getByLabel("Entity's name").fill('Lovelace Engines LLC');
    await fillAddress(page.getByRole('group', { name: "Filer's address" }), boulderHome);
    await postByBrowser(page, 'Save filer');
    await expect(page.getByRole('heading', { name: 'Lovelace Engines LLC' })).toBeVisible();
    await postByBrowser(page, 'Delete Lovelace Engines LLC');
    await expect(page.getByRole('heading', { name: 'Lovelace Engines LLC' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Edit Ada Lovelace' }).click();
    await page
      .getByRole('group', { name: "Filer's name" })
      .getByLabel('First name')
      .fill('Augusta');
    await postByBrowser(page, 'Save filer');
    await expect(page.getByRole('heading', { name: 'Augusta Lovelace' })).toBeVisible();

    // Cancel asks first; No comes back to the request as it was.
    await page.getByRole('link', { name: 'Cancel', exact: true }).click();
    await expect(
      page.getByText('Are you sure that you want to cancel this PII request?'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'No', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Augusta Lovelace' })).toBeVisible();

    await choose(page, /Do you need to add additional filers/, 'No');
    await postByBrowser(page, 'Next');
    await expect(page).toHaveTitle(/^Review PII request - /);
    await expect(page.getByRole('main')).toContainText('Augusta Lovelace, 1777 Broadway');
    await expectNoAxeViolations(page);
    await postByBrowser(page, 'Submit');
    await expect(page).toHaveTitle(/^Confirmation - /);
    await expect(page.getByText('Filing processed successfully.')).toBeVisible();
    await expectNoAxeViolations(page);

    await filerPage.goto(`/business/entity/${entityId}`);
    await expect(filerPage.getByRole('row').filter({ hasText: formation })).toContainText(
      'Removed from public view: it contained personal information',
    );
  });

  test('a member of staff resets a forgotten password and changes the temporary one', async ({
    page,
  }) => {
    const { username, email } = passwordResettingAdministrator;
    await page.goto('/business/loginadmin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveTitle('Reset your password - Secretary of State');
    await postByBrowser(page, 'Email me a temporary password');
    await expect(page).toHaveTitle('Error: Reset your password - Secretary of State');
    await expect(page.getByRole('link', { name: 'Enter your username.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email address').fill(email);
    await postByBrowser(page, 'Email me a temporary password');
    await expect(page).toHaveURL(/\/business\/resetConfirm$/);
    await expect(page.getByText('A temporary password has been emailed to you.')).toBeVisible();
    await expectNoAxeViolations(page);

    const mail = await mailArriving(page.request, email, /^Your temporary password$/);
    const temporary = /Temporary password: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(temporary).not.toBe('');

    // The temporary password opens the password change and nothing else.
    await page.getByRole('link', { name: 'Go to sign-in' }).click();
    await signInAs(page, username, temporary);
    await expect(page).toHaveURL(/\/business\/changePassword$/);
    await expect(page.getByText('You signed in with a temporary password.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Current password').fill(temporary);
    await page.getByLabel(/^New password/).fill('Renewed2026');
    await page.getByLabel('Retype new password').fill('Renewed2027');
    await postByBrowser(page, 'Change password');
    await expect(page).toHaveTitle('Error: Change your password - Secretary of State');
    // Never typed back into the page: every password field is empty again.
    await expect(page.getByLabel('Current password')).toHaveValue('');
    await expectNoAxeViolations(page);
    await page.getByLabel('Current password').fill(temporary);
    await page.getByLabel(/^New password/).fill('Renewed2026');
    await page.getByLabel('Retype new password').fill('Renewed2026');
    await postByBrowser(page, 'Change password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password changed');
    await expectNoAxeViolations(page);
    await postByBrowser(page, 'Close');
    await expect(page).toHaveURL(/\/business\/loginadmin$/);

    await signInAs(page, username, 'Renewed2026');
    await expect(page).toHaveURL(/\/business\/admin\/adminhome$/);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('an administrator signs in, sorts the queue, finds staff and signs out', async ({
    page,
  }) => {
    await signInAs(page, administrator.username, administratorPassword);
    await expect(page).toHaveURL(/\/business\/admin\/adminhome$/);
    await page.goto('/business/admin/pendingqueue');
    const table = page.getByRole('table');
    if ((await table.count()) > 0) {
      await table.getByRole('link', { name: /Submitted on/ }).click();
      await expect(page).toHaveURL(/\?direction=desc$/);
      await expect(table.getByRole('columnheader', { name: /Submitted on/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    }

    await page.goto('/business/search/users');
    await page.getByLabel('Search for').fill('e2e-reset');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/business\/search\/users\?by=user-name&q=e2e-reset$/);
    await expect(
      page.getByRole('rowheader', { name: passwordResettingAdministrator.username }),
    ).toBeVisible();

    // Logout is a page with a button: opening an address signs nobody out.
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveTitle('Sign out - Secretary of State');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/business\/loginadmin$/);
    await page.goto('/business/admin/adminhome');
    await expect(page).toHaveURL(/\/business\/loginadmin$/);
  });
});
