// The administrators' review of held filings, end to end: reinstatements and cures of entities under
// the administrators' check are filed and paid and wait in the pending queue. An administrator
// approves one (the entity is in Good Standing on the public record), rejects another with reasons
// (the filer's status page shows them), and two administrators race for one filing's lock. Each
// decision's email is read from the SMTP server the app delivers to. Every app page is scanned
// with axe.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  administrator,
  administratorPassword,
  secondAdministrator,
  signInAs,
  signInAsAdministrator,
} from './admin-sign-in.ts';
import { mailArriving } from './mailbox.ts';
import { fileHeldFiling } from './reinstate-cure-steps.ts';
import { expectNoAxeViolations, expectTableFitsPhone } from './support.ts';

// Seeded fixed rows under the administrators' check (packages/domain/src/test-entities.ts).
// Salida, the other checked dissolved row, is left to reinstate-cure.spec.ts.
const APPROVED = { entityId: '20200000020', name: 'Pagosa Checked Dissolved LLC' };
const REJECTED = { entityId: '20110000012', name: 'Durango Checked Delinquent LLC' };
const RACED = { entityId: '20220000021', name: 'Fruita Checked Delinquent LLC' };

const QUEUE_TITLE = 'Pending queue - Administration - Secretary of State';
const REVIEW_TITLE = 'Review pending filing - Administration - Secretary of State';

/** An address of its own for each run's filer, so a message is told from earlier runs' mail. */
const filerEmail = (stem: string) => `${stem}-${Date.now().toString(36)}@example.com`;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** From the queue, selects the entity's filing and opens its review (not yet processing). */
async function openFromQueue(page: Page, entityName: string): Promise<void> {
  await page.goto('/business/admin/pendingqueue');
  await expect(page).toHaveTitle(QUEUE_TITLE);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: /Submitted on/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expectTableFitsPhone(page, table);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: new RegExp(`Select ${entityName}`) }).check();
  await page.getByRole('button', { name: 'Review selected filing' }).click();
  await expect(page).toHaveTitle(REVIEW_TITLE);
  await expect(page.getByRole('main')).toContainText(entityName);
  await expect(page.getByTitle('Filing document')).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Presses Process on an open review and waits for processing mode: the files and Approve. */
async function process(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Process' }).click();
  const attachments = page.getByRole('table', { name: 'Attachments' });
  await expect(attachments).toContainText('affidavit.pdf');
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expectTableFitsPhone(page, attachments);
  await expectNoAxeViolations(page);
}

/** The value of a labelled row (`<dt>label</dt><dd>value</dd>`) of the page's main content. */
function rowValue(page: Page, label: string) {
  return page.getByRole('main').locator(`dt:text-is("${label}") + dd`);
}

test('an administrator approves a held reinstatement: the entity is in Good Standing and the filer is emailed', async ({
  browser,
}) => {
  const email = filerEmail('pagosa');
  const filer = await newPage(browser);
  const refId = await fileHeldFiling(filer, {
    kind: 'reinstate',
    entityId: APPROVED.entityId,
    email,
  });

  const admin = await newPage(browser);
  // Signed out, the admin area sends the browser to the administrators' sign-in.
  await admin.goto('/business/admin/pendingqueue');
  await expect(admin).toHaveURL(/\/business\/loginadmin$/);
  await expectNoAxeViolations(admin);
  await signInAsAdministrator(admin);
  await expect(admin).toHaveTitle('Admin home - Administration - Secretary of State');
  await expect(admin.getByRole('link', { name: /^Pending queue - \d+ filings?$/ })).toBeVisible();
  await expectNoAxeViolations(admin);

  await openFromQueue(admin, APPROVED.name);
  await process(admin);
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin).toHaveTitle(QUEUE_TITLE);
  await expect(admin.getByText('Filing processed successfully.')).toBeVisible();
  await expect(admin.getByRole('main')).not.toContainText(APPROVED.name);
  await expectNoAxeViolations(admin);

  // The public record: reinstated, in Good Standing.
  await filer.goto(`/business/entity/${APPROVED.entityId}`);
  await expect(filer.getByRole('heading', { level: 1 })).toHaveText(APPROVED.name);
  await expect(rowValue(filer, 'Status')).toHaveText('Good Standing');
  await expectNoAxeViolations(filer);

  // The filer's status page, and the acceptance email that reached the SMTP server.
  await filer.goto(`/business/filing/status/${refId}`);
  await expect(rowValue(filer, 'Status')).toHaveText('Approved');
  await expect(filer.getByRole('main')).toContainText(
    'Your filing was approved and is now on the public record.',
  );
  await expectNoAxeViolations(filer);
  const accepted = await mailArriving(filer.request, email, /^Filing accepted: /);
  expect(accepted.subject).toBe(`Filing accepted: Articles of Reinstatement - ${APPROVED.name}`);
  expect(accepted.text).toContain(
    `(ID number ${APPROVED.entityId}) has been reviewed and accepted`,
  );
  expect(accepted.text).toContain(`/business/filing/status/${refId}`);
});

test('an administrator rejects a held cure with two reasons and a note: the filer sees and is emailed them', async ({
  browser,
}) => {
  const email = filerEmail('durango');
  const filer = await newPage(browser);
  const refId = await fileHeldFiling(filer, { kind: 'cure', entityId: REJECTED.entityId, email });

  const admin = await newPage(browser);
  await signInAsAdministrator(admin);
  await openFromQueue(admin, REJECTED.name);
  await process(admin);
  await admin.getByRole('link', { name: 'Reject', exact: true }).click();
  await expect(admin).toHaveTitle('Reject filing - Administration - Secretary of State');
  await expectNoAxeViolations(admin);

  // Neither a reason nor text: refused.
  await admin.getByRole('button', { name: 'Next' }).click();
  await expect(admin.getByRole('alert')).toHaveText(
    'Choose at least one reason or enter additional text.',
  );
  // The reasons are USWDS tiles: the native checkbox sits off-screen and the tile is its label,
  // which is what a person clicks (Playwright will not click an input outside the viewport).
  for (const reason of ['Affidavit incomplete', 'Identity not verified']) {
    await admin.locator('label', { hasText: reason }).click();
    await expect(admin.getByRole('checkbox', { name: new RegExp(reason) })).toBeChecked();
  }
  await admin.getByLabel('Additional text').fill('The affidavit is not signed.');
  await expect(admin.getByText('972 characters left')).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: 'Next' }).click();

  await expect(admin).toHaveTitle('Confirm rejection - Administration - Secretary of State');
  const confirmation = admin.getByRole('main');
  await expect(confirmation).toContainText('The affidavit is missing, unsigned or incomplete.');
  await expect(confirmation).toContainText(
    'The identification submitted with the filing could not be verified.',
  );
  await expect(confirmation).toContainText('The affidavit is not signed.');
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: 'Reject and send email' }).click();
  await expect(admin).toHaveTitle(QUEUE_TITLE);
  await expect(admin.getByText('Filing processed successfully.')).toBeVisible();
  await expect(admin.getByRole('main')).not.toContainText(REJECTED.name);

  // The filer's status page: rejected, with every reason.
  await filer.goto(`/business/filing/status/${refId}`);
  await expect(rowValue(filer, 'Status')).toHaveText('Rejected');
  const status = filer.getByRole('main');
  await expect(status).toContainText('Your filing was rejected for these reasons:');
  await expect(status).toContainText('The affidavit is missing, unsigned or incomplete.');
  await expect(status).toContainText(
    'The identification submitted with the filing could not be verified.',
  );
  await expect(status).toContainText('The affidavit is not signed.');
  await expectNoAxeViolations(filer);

  // The rejection email, with the reasons, reached the SMTP server.
  const rejected = await mailArriving(filer.request, email, /^Filing rejected: /);
  expect(rejected.subject).toBe(`Filing rejected: Statement Curing Delinquency - ${REJECTED.name}`);
  expect(rejected.text).toContain('The affidavit is missing, unsigned or incomplete.');
  expect(rejected.text).toContain(
    'The identification submitted with the filing could not be verified.',
  );
  expect(rejected.text).toContain('The affidavit is not signed.');
  expect(rejected.html).toContain('The affidavit is not signed.');

  // The entity is still delinquent and free for another cure.
  await filer.goto(`/business/filing/cure/intro?entityId=${REJECTED.entityId}&transTyp=CURE_DLNQ`);
  await expect(filer.getByRole('heading', { level: 1 })).toHaveText('Statement Curing Delinquency');
});

test('two administrators press Process on one filing at once: one processes it, the other is told who', async ({
  browser,
}) => {
  const filer = await newPage(browser);
  await fileHeldFiling(filer, {
    kind: 'cure',
    entityId: RACED.entityId,
    email: filerEmail('fruita'),
  });

  const first = await newPage(browser);
  const second = await newPage(browser);
  await signInAsAdministrator(first);
  await signInAs(second, secondAdministrator.username, administratorPassword);
  await expect(second).toHaveURL(/\/business\/admin\/adminhome$/);
  await openFromQueue(first, RACED.name);
  await second.goto(first.url());
  await expect(second).toHaveTitle(REVIEW_TITLE);
  await expect(second.getByRole('main')).toContainText(RACED.name);

  // Both press Process together; each page settles on processing or on who holds the lock.
  const pages = [
    { page: first, username: administrator.username },
    { page: second, username: secondAdministrator.username },
  ];
  await Promise.all(pages.map(({ page }) => page.getByRole('button', { name: 'Process' }).click()));
  const outcomes = await Promise.all(
    pages.map(async ({ page }) => {
      const approve = page.getByRole('button', { name: 'Approve' });
      const locked = page.getByRole('alert').filter({ hasText: /^Locked by / });
      await expect(approve.or(locked)).toBeVisible();
      return (await approve.isVisible()) ? 'processing' : 'locked';
    }),
  );
  expect(outcomes.toSorted()).toEqual(['locked', 'processing']);
  const [winner, loser] = outcomes[0] === 'processing' ? pages : pages.toReversed();
  if (winner === undefined || loser === undefined) throw new Error('Two pages raced.');
  await expect(loser.page.getByRole('alert')).toHaveText(`Locked by ${winner.username}`);
  await expect(loser.page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(loser.page.getByRole('button', { name: 'Process' })).toBeVisible();
  await expectNoAxeViolations(loser.page);
  await expectNoAxeViolations(winner.page);

  // The queue shows the holder to the others.
  await loser.page.goto('/business/admin/pendingqueue');
  await expect(loser.page).toHaveTitle(QUEUE_TITLE);
  await expect(loser.page.getByRole('row', { name: new RegExp(RACED.name) })).toContainText(
    winner.username,
  );
  await expectNoAxeViolations(loser.page);

  // The holder cancels, which releases the lock: now the other processes it and approves.
  await winner.page.getByRole('button', { name: 'Cancel' }).click();
  await expect(winner.page).toHaveTitle(QUEUE_TITLE);
  await openFromQueue(loser.page, RACED.name);
  await process(loser.page);
  await loser.page.getByRole('button', { name: 'Approve' }).click();
  await expect(loser.page.getByText('Filing processed successfully.')).toBeVisible();
});
