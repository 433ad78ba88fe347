// A person files the periodic report of an entity on the record, end to end, and the entry
// rules around it: a filing the entity may not file, and a fraud-flagged entity.
import { expect, test } from './fixtures.ts';
import {
  arriveAt,
  choose,
  filer,
  fillAddress,
  next,
  nextVerifyingAddresses,
  pay,
} from './llc-steps.ts';
import { expectNoAxeViolations } from './support.ts';

// Seeded fixed rows (packages/domain/src/test-entities.ts).
const WINDOW_OPEN = { entityId: '20140000014', name: 'Estes Park Report Window LLC' };
const LATE = '20130000015';
const NOT_YET_OPEN = '20150000000';
const FRAUD_FLAGGED = '20160000011';

test('a person files the periodic report of an entity whose report window is open', async ({
  page,
}) => {
  await page.goto(
    `/business/filing/report/reportintro?entityId=${WINDOW_OPEN.entityId}&transTyp=REPORT`,
  );
  // Intro: the editable content, the entity's name in the header, Next and Cancel.
  await expect(page).toHaveTitle('Report Intro - Periodic report - Secretary of State');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Periodic report');
  await expect(page.getByText(`Entity name: ${WINDOW_OPEN.name}`)).toBeVisible();
  await expect(page.getByText(/Every Colorado entity files a periodic report/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page);

  // Principal office: prefilled from the record; the person changes the street address.
  await arriveAt(page, 'Principal office address', 'Step 1 of 6');
  const street = page.getByRole('group', { name: 'Street address' });
  await expect(street.getByLabel('Address 1')).not.toHaveValue('');
  await fillAddress(street, { address1: '1560 Broadway Street', city: 'Denver', zip: '80202' });
  await nextVerifyingAddresses(page);

  // Registered agent: as on record.
  await arriveAt(page, 'Registered agent', 'Step 2 of 6');
  const agentName = page.getByRole('group', { name: "Registered agent's name" });
  await expect(
    agentName
      .getByLabel('Last name')
      .or(agentName.getByLabel(/organization/i))
      .first(),
  ).not.toHaveValue('');
  await nextVerifyingAddresses(page);

  // Filer.
  await filer(page, undefined, 'Step 3 of 6');

  // Notifications.
  await arriveAt(page, 'Notifications', 'Step 4 of 6');
  await choose(page, 'Do you want to get email notifications about this business?', 'No');
  await choose(page, 'Do you want to get text message notifications about this business?', 'No');
  await next(page);

  // Review.
  await expect(page).toHaveTitle(/^Review - Step 5 of 6 - Secretary of State$/);
  await expect(page.getByRole('main').getByText('1560 Broadway').first()).toBeVisible();
  await expect(page.getByText('Information is missing or invalid.')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await next(page);

  // Payment: the scheduled fee for a report in its window.
  await expect(page.getByText('$10.00').first()).toBeVisible();
  await pay(page, '4111 1111 1111 1111');

  // Receipt.
  await expect(page).toHaveTitle(/^Receipt - Step 6 of 6 - Secretary of State$/);
  const receipt = page.getByRole('main');
  await expect(receipt).toContainText(WINDOW_OPEN.name);
  await expect(receipt).toContainText('Periodic report');
  await expect(receipt).toContainText('$10.00');
  await expect(receipt).toContainText(WINDOW_OPEN.entityId);
  await expectNoAxeViolations(page);

  // The report moved the due date: the same filing is no longer open to this entity.
  await page.goto(
    `/business/filing/report/reportintro?entityId=${WINDOW_OPEN.entityId}&transTyp=REPORT`,
  );
  await expect(page).toHaveURL(/\/business\/filing\/unavailable\/report\?/);
});

test('a report that is not open yet goes to the unavailable page', async ({ page }) => {
  await page.goto(`/business/filing/report/reportintro?entityId=${NOT_YET_OPEN}&transTyp=REPORT`);
  await expect(page).toHaveURL(/\/business\/filing\/unavailable\/report\?/);
  await expect(page).toHaveTitle('Filing not available - Secretary of State');
  await expect(
    page.getByText('The Periodic report is no longer available for this record.'),
  ).toBeVisible();
  const summaryLink = page.getByRole('link', {
    name: 'Check the filing history on the entity summary page',
  });
  await expect(summaryLink).toHaveAttribute('href', new RegExp(`${NOT_YET_OPEN}$`));
  await expectNoAxeViolations(page);
});

test('a fraud-flagged entity is sent to the file-a-form page', async ({ page }) => {
  await page.goto(`/business/filing/report/reportintro?entityId=${FRAUD_FLAGGED}&transTyp=REPORT`);
  await expect(page).toHaveURL(/\/business\/filing\/fileaform$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('File a form');
  await expectNoAxeViolations(page);
});

test('an unknown entity sees the intro without Next', async ({ page }) => {
  await page.goto('/business/filing/report/reportintro?entityId=19990999999&transTyp=REPORT');
  await expect(
    page.getByText('No entity with the ID 19990999999 is on the record.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cancel' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the file-a-form page starts a periodic report by entity ID', async ({ page }) => {
  await page.goto('/business/filing/fileaform');
  const report = page.getByRole('group', { name: 'Periodic report' });
  const entityId = report.getByLabel('ID number of the business');
  await expect(entityId).toHaveAttribute('maxlength', '11');
  await entityId.fill('2014abc');
  await report.getByRole('button', { name: 'Start: Periodic report' }).click();
  await expect(
    report.getByText('The ID number has only digits, for example 20231234567.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // The late report (the window-open entity filed its report above).
  await entityId.fill(LATE);
  await report.getByRole('button', { name: 'Start: Periodic report' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/business/filing/report/reportintro\\?entityId=${LATE}&transTyp=REPORT$`),
  );
  await expect(page).toHaveTitle('Report Intro - Periodic report - Secretary of State');
});

test('the developer page links every filing and downloads the report calendar event', async ({
  page,
}) => {
  await page.goto('/business/filing/devapphome');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer home');
  await expect(page.getByText('This page is for developers only.', { exact: false })).toBeVisible();
  for (const label of [
    'New DLLC: Articles of Organization',
    'New DPC: Articles of Incorporation for a Profit Corporation',
    'New DNC: Articles of Incorporation for a Nonprofit Corporation',
    'New DC55: Articles of Incorporation for a Cooperative',
  ])
    await expect(page.getByRole('link', { name: label })).toBeVisible();
  const entityId = page.getByLabel('Entity ID');
  await expect(entityId).toHaveAttribute('maxlength', '11');
  await entityId.fill(WINDOW_OPEN.entityId);
  for (const transactionType of [
    'REPORT',
    'REINSTATE',
    'CURE_DLNQ',
    'AMD_LLC',
    'AMD_NPC',
    'AMD_55',
  ])
    await expect(
      page.getByRole('link', { name: new RegExp(`\\(${transactionType}\\)$`) }),
    ).toHaveAttribute(
      'href',
      new RegExp(`entityId=${WINDOW_OPEN.entityId}&transTyp=${transactionType}$`),
    );
  await expect(page.getByRole('cell', { name: WINDOW_OPEN.name })).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /calendar event/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`periodic-report-${WINDOW_OPEN.entityId}.ics`);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const ics = await readFile(path, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
});
