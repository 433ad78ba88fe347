// The administrators' review, end to end: a cure and a reinstatement that need the administrators'
// check are filed and paid; an administrator signs in, opens the queue, processes the cure (the
// review locks it) and approves it; the filer's status page says approved. The reinstatement is
// rejected with a reason and additional text; its status page shows both. Every page is scanned
// with axe. The reinstatement is the one rejected because the seed has two checked entities and
// reinstate-cure.spec.ts (run after this file) queues a reinstatement of the checked dissolved
// one: rejected here, that entity is dissolved and free again for it.
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdministrator } from './admin-sign-in.ts';
import {
  acceptVerifiedAddresses,
  arriveAt,
  boulderHome,
  choose,
  fillAddress,
  next,
  pay,
  samplePdf,
  tick,
} from './llc-steps.ts';
import { expectNoAxeViolations } from './support.ts';

// Seeded fixed rows whose reinstatement or cure goes to the administrators first.
const CHECKED_DISSOLVED = {
  entityId: '20070000013',
  name: 'Salida Checked Dissolved LLC',
};
const CHECKED_DELINQUENT = {
  entityId: '20110000012',
  name: 'Durango Checked Delinquent LLC',
};

async function nextVerifyingAddresses(page: Page): Promise<void> {
  await next(page);
  const dialog = page.getByRole('dialog', { name: 'Verify your address' });
  await dialog.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
  if (await dialog.isVisible()) await acceptVerifiedAddresses(page);
}

/**
 * Files and pays a reinstatement or cure of a checked entity (processing email and affidavit),
 * and answers the receipt's refId.
 */
async function fileHeldFiling(
  page: Page,
  filingType: 'reinstate' | 'cure',
  entityId: string,
): Promise<string> {
  const transTyp = filingType === 'reinstate' ? 'REINSTATE' : 'CURE_DLNQ';
  await page.goto(`/business/filing/${filingType}/intro?entityId=${entityId}&transTyp=${transTyp}`);
  await next(page);
  await arriveAt(page, 'Entity name', 'Step 1 of 9');
  if (filingType === 'reinstate') await page.getByLabel(/^Statute/).fill('C.R.S. 7-80-101');
  await next(page);
  await arriveAt(page, 'Principal office address', 'Step 2 of 9');
  await nextVerifyingAddresses(page);
  await arriveAt(page, 'Registered agent', 'Step 3 of 9');
  await nextVerifyingAddresses(page);
  await arriveAt(page, 'Email for processing notifications', 'Step 4 of 9');
  await page.getByLabel(/^Email/).fill('owner@example.com');
  await next(page);
  await arriveAt(page, 'Affidavit and ID attachments', 'Step 4 of 9');
  await page.getByLabel('Add a file').setInputFiles({
    name: 'affidavit.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(),
  });
  await expect(page.getByRole('main')).toContainText('affidavit.pdf');
  await next(page);
  await arriveAt(page, 'Additional information', 'Step 4 of 9');
  await choose(page, 'Do you want to attach files?', 'No');
  await next(page);
  await arriveAt(page, 'Delayed effective date', 'Step 5 of 9');
  await choose(page, 'Do you want this filing to be effective at the time of filing?', 'Yes');
  await next(page);
  await arriveAt(page, 'Filer', 'Step 6 of 9');
  await choose(page, 'Is the filer an individual or an entity?', 'Individual');
  const filerName = page.getByRole('group', { name: "Filer's name" });
  await filerName.getByLabel('First name').fill('Ada');
  await filerName.getByLabel('Last name').fill('Lovelace');
  await fillAddress(page.getByRole('group', { name: "Filer's address" }), boulderHome);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await acceptVerifiedAddresses(page);
  await tick(page, 'I have read and understood the notice above.');
  await next(page);
  await arriveAt(page, 'Notifications', 'Step 7 of 9');
  await choose(page, 'Do you want to get email notifications about this business?', 'No');
  await choose(page, 'Do you want to get text message notifications about this business?', 'No');
  await next(page);
  await expect(page).toHaveTitle(/^Review - Step 8 of 9 - Secretary of State$/);
  await next(page);
  await pay(page, '4111 1111 1111 1111');

  await expect(page).toHaveTitle(/^Receipt - Step 9 of 9 - Secretary of State$/);
  await expect(page.getByRole('main')).toContainText('queued for review');
  await expectNoAxeViolations(page);
  const refId = new URL(page.url()).searchParams.get('refId') ?? '';
  expect(refId).not.toBe('');

  // The receipt links to the filing's status: received, under review.
  await page.getByRole('link', { name: 'See the status of your filing' }).click();
  await expect(page).toHaveTitle(/^Filing status - .* - Secretary of State$/);
  await expect(page.getByRole('main')).toContainText('Received and under review');
  await expectNoAxeViolations(page);
  return refId;
}

/** From the queue, selects the entity's filing and opens its review. */
async function openFromQueue(page: Page, entityName: string): Promise<void> {
  await page.goto('/business/admin/pendingqueue');
  await expect(page).toHaveTitle('Pending queue - Administration - Secretary of State');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: /Submitted on/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await table.getByRole('button', { name: /Entity name/ }).click();
  await expect(table.getByRole('columnheader', { name: /Entity name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: new RegExp(`Select ${entityName}`) }).check();
  await page.getByRole('button', { name: 'Review selected filing' }).click();
  await expect(page).toHaveTitle('Review pending filing - Administration - Secretary of State');
  await expect(page.getByTitle('Filing document')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Open the filing document in a new tab' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Process' }).click();
  await expect(page.getByRole('table', { name: 'Attachments' })).toContainText('affidavit.pdf');
  await expectNoAxeViolations(page);
}

test('an administrator approves a held cure and rejects a held reinstatement', async ({
  browser,
}) => {
  const filer = await (await browser.newContext()).newPage();
  const approvedRef = await fileHeldFiling(filer, 'cure', CHECKED_DELINQUENT.entityId);
  const rejectedRef = await fileHeldFiling(filer, 'reinstate', CHECKED_DISSOLVED.entityId);

  const admin = await (await browser.newContext()).newPage();
  // Signed out, the admin area sends the browser to the administrators' sign-in.
  await admin.goto('/business/admin/pendingqueue');
  await expect(admin).toHaveURL(/\/business\/loginadmin/);
  await signInAsAdministrator(admin);

  await admin.goto('/business/admin/adminhome');
  await expect(admin).toHaveTitle('Admin home - Administration - Secretary of State');
  await expect(admin.getByRole('link', { name: /^Pending queue - \d+ filings?$/ })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Enter a PII request' })).toBeVisible();
  await expectNoAxeViolations(admin);

  // Approve the cure.
  await openFromQueue(admin, CHECKED_DELINQUENT.name);
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin).toHaveTitle('Pending queue - Administration - Secretary of State');
  await expect(admin.getByText('Filing processed successfully.')).toBeVisible();
  await expect(admin.getByRole('main')).not.toContainText(CHECKED_DELINQUENT.name);
  await expectNoAxeViolations(admin);

  // Reject the reinstatement with a reason and additional text.
  await openFromQueue(admin, CHECKED_DISSOLVED.name);
  await admin.getByRole('button', { name: 'Reject' }).click();
  await expect(admin).toHaveTitle('Reject filing - Administration - Secretary of State');
  await admin.getByRole('button', { name: 'Next' }).click();
  await expect(admin.getByRole('alert')).toHaveText(
    'Choose at least one reason or enter additional text.',
  );
  await admin.getByRole('checkbox', { name: /Affidavit incomplete/ }).check();
  const additional = admin.getByLabel('Additional text');
  await additional.fill('The affidavit is not signed.');
  await expect(admin.getByText('972 characters left')).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: 'Next' }).click();
  await expect(admin).toHaveTitle('Confirm rejection - Administration - Secretary of State');
  await expect(admin.getByRole('main')).toContainText('The affidavit is not signed.');
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: 'Reject and send email' }).click();
  await expect(admin).toHaveTitle('Pending queue - Administration - Secretary of State');
  await expect(admin.getByText('Filing processed successfully.')).toBeVisible();

  // The filer sees each decision on the status page.
  await filer.goto(`/business/filing/status/${approvedRef}`);
  await expect(filer.getByRole('main')).toContainText('Approved');
  await expectNoAxeViolations(filer);
  await filer.goto(`/business/filing/status/${rejectedRef}`);
  const rejected = filer.getByRole('main');
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText('The affidavit is missing, unsigned or incomplete.');
  await expect(rejected).toContainText('The affidavit is not signed.');
  await expectNoAxeViolations(filer);

  // The cured entity is in Good Standing: curing it again is not open. The rejected
  // reinstatement's entity is free for another reinstatement.
  await filer.goto(
    `/business/filing/cure/intro?entityId=${CHECKED_DELINQUENT.entityId}&transTyp=CURE_DLNQ`,
  );
  await expect(filer).toHaveURL(/\/business\/filing\/unavailable\/cure\?/);
  await filer.goto(
    `/business/filing/reinstate/intro?entityId=${CHECKED_DISSOLVED.entityId}&transTyp=REINSTATE`,
  );
  await expect(filer.getByRole('heading', { level: 1 })).toHaveText('Articles of Reinstatement');
});
