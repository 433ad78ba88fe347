// The filings of an entity on the record, each from its intro to the receipt by a browser whose
// script never runs: a periodic report (the record's addresses prefilled), a reinstatement under
// a new name (a taken name refused by the server first) and a Statement Curing Delinquency. axe
// scans the kinds of page these add to the LLC's and the amendment's journeys.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { choose } from './llc-steps.ts';
import { blockAppScripts, expectNoAxeViolations } from './support.ts';
import {
  fileAsIndividual,
  noNotifications,
  payAtCheckout,
  press,
  useVerifiedAddresses,
} from './without-script-steps.ts';

// Seeded fixed rows (packages/domain/src/test-entities.ts) no other journey files for.
const REPORT_WINDOW_OPEN = { entityId: '20120000023', name: 'Vail Report Window LLC' };
const DISSOLVED = { entityId: '20040000003', name: 'Silver Plume Mining Company LLC' };
const DELINQUENT = { entityId: '20120000002', name: 'Columbine Delinquent Holdings LLC' };

/** Next on a step of addresses: through the address check's page when the server asks for it. */
async function nextThroughAddressCheck(page: Page): Promise<void> {
  await press(page, 'Next');
  if (new URL(page.url()).searchParams.get('verify') === '1') await useVerifiedAddresses(page);
}

/** The record's office and agent kept, no files, effective on filing, filer and notifications. */
async function officeAgentToReview(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/^Principal office address - Step 2 of 9/);
  await nextThroughAddressCheck(page);
  await expect(page).toHaveTitle(/^Registered agent - Step 3 of 9/);
  await nextThroughAddressCheck(page);
  await expect(page).toHaveTitle(/^Additional information - Step 4 of 9/);
  await choose(page, 'Do you want to attach files?', 'No');
  await press(page, 'Next');
  await expect(page).toHaveTitle(/^Delayed effective date - Step 5 of 9/);
  await choose(page, 'Do you want this filing to be effective at the time of filing?', 'Yes');
  await press(page, 'Next');
  await fileAsIndividual(page, 'Step 6 of 9');
  await noNotifications(page, 'Step 7 of 9');
  await expect(page).toHaveTitle(/^Review - Step 8 of 9/);
  await expect(page.getByText('Information is missing or invalid.')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await blockAppScripts(page);
});

test('a periodic report without the app: the record’s addresses, changed, then paid', async ({
  page,
}) => {
  await page.goto(
    `/business/filing/report/reportintro?entityId=${REPORT_WINDOW_OPEN.entityId}&transTyp=REPORT`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Periodic report');
  await press(page, 'Next');

  await expect(page).toHaveTitle(/^Principal office address - Step 1 of 6/);
  const street = page.getByRole('group', { name: 'Street address' });
  await expect(street.getByLabel('Address 1')).not.toHaveValue('');
  // A field left empty comes back from the server with its message, the rest as typed.
  await street.getByLabel('City').fill('');
  await press(page, 'Next');
  await expect(page).toHaveTitle(/^Error: Principal office address/);
  await expect(street.getByLabel('Address 1')).not.toHaveValue('');
  await expectNoAxeViolations(page);
  await street.getByLabel('Address 1').fill('1560 Broadway Street');
  await street.getByLabel('City').fill('Denver');
  await street.getByLabel(/^ZIP/).fill('80202');
  await nextThroughAddressCheck(page);

  await expect(page).toHaveTitle(/^Registered agent - Step 2 of 6/);
  await nextThroughAddressCheck(page);
  await fileAsIndividual(page, 'Step 3 of 6');
  await noNotifications(page, 'Step 4 of 6');

  await expect(page).toHaveTitle(/^Review - Step 5 of 6/);
  await expect(page.getByRole('main').getByText('1560 Broadway').first()).toBeVisible();
  await press(page, 'Next');
  await payAtCheckout(page, '4111 1111 1111 1111');
  await expect(page).toHaveTitle(/^Receipt - Step 6 of 6/);
  await expect(page.getByRole('main')).toContainText(REPORT_WINDOW_OPEN.name);
  await expect(page.getByRole('main')).toContainText('$10.00');
});

test('a reinstatement without the app: a taken name refused, a free one filed', async ({
  page,
}) => {
  await page.goto(
    `/business/filing/reinstate/intro?entityId=${DISSOLVED.entityId}&transTyp=REINSTATE`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles of Reinstatement');
  await expectNoAxeViolations(page);
  await press(page, 'Next');

  await expect(page).toHaveTitle(/^Entity name - Step 1 of 9/);
  await expect(page.getByRole('main').getByText(DISSOLVED.name).first()).toBeVisible();
  await page.getByLabel(/^Statute/).fill('C.R.S. 7-80-101');
  await page.getByLabel(/^New name/).fill('Mountain Peak Ventures LLC');
  await press(page, 'Next');
  await expect(page).toHaveTitle(/^Error: Entity name - Step 1 of 9/);
  await expect(page.getByRole('alert').first()).toContainText(
    'That name is already being used in Colorado.',
  );
  await expect(page.getByLabel(/^Statute/)).toHaveValue('C.R.S. 7-80-101');
  await expectNoAxeViolations(page);
  const newName = `Silver Plume Renewed ${Date.now().toString(36)} LLC`;
  await page.getByLabel(/^New name/).fill(newName);
  await press(page, 'Next');

  await officeAgentToReview(page);
  await expect(page.getByRole('main')).toContainText(newName);
  await press(page, 'Next');
  await payAtCheckout(page, '4111 1111 1111 1111');
  await expect(page).toHaveTitle(/^Receipt - Step 9 of 9/);
  // The receipt names the filing by the entity it was filed for; the record carries the new name.
  await expect(page.getByRole('main')).toContainText(DISSOLVED.entityId);
  await expect(page.getByRole('main')).toContainText('Good Standing');
  await expectNoAxeViolations(page);
  await page.goto(`/business/entity/${DISSOLVED.entityId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);
});

test('a Statement Curing Delinquency without the app, to the receipt', async ({ page }) => {
  await page.goto(`/business/filing/cure/intro?entityId=${DELINQUENT.entityId}&transTyp=CURE_DLNQ`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statement Curing Delinquency');
  await press(page, 'Next');
  await expect(page).toHaveTitle(/^Entity name - Step 1 of 9/);
  await expect(page.getByRole('main').getByText(DELINQUENT.name).first()).toBeVisible();
  await press(page, 'Next');

  await officeAgentToReview(page);
  await press(page, 'Next');
  await payAtCheckout(page, '4111 1111 1111 1111');
  await expect(page).toHaveTitle(/^Receipt - Step 9 of 9/);
  await expect(page.getByRole('main')).toContainText(DELINQUENT.name);
});
