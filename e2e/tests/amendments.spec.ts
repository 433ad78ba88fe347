// Articles of Amendment end to end: an LLC changing its name, and a nonprofit keeping its name
// with a delayed effective date, after which a second amendment must take effect later still.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  acceptVerifiedAddresses,
  arriveAt,
  boulderHome,
  choose,
  fillAddress,
  mountainDatePlus,
  next,
  pay,
  tick,
} from './llc-steps.ts';
import { expectNoAxeViolations } from './support.ts';

// Seeded fixed rows (packages/domain/src/test-entities.ts).
const LLC = { entityId: '20210000019', name: 'Crested Butte Trail Supply LLC' };
const NONPROFIT = { entityId: '19990000004', name: 'Colorado Kids Literacy Foundation' };

async function startAmendment(page: Page, entityId: string, transactionType: string) {
  await page.goto(`/business/filing/amend/intro?entityId=${entityId}&transTyp=${transactionType}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles of Amendment');
  await expectNoAxeViolations(page);
  await next(page);
}

async function amendmentText(page: Page, text: string): Promise<void> {
  await arriveAt(page, 'Amendments and attachments', 'Step 2 of 7');
  // The amendment is required: Next without text or files says so.
  await choose(page, 'Do you want to attach files?', 'No');
  await next(page);
  await expect(
    page
      .getByText('Enter additional information in the box, or mark "Yes" to attach a file.')
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Amendments and attachments').fill(text);
  await next(page);
}

async function noNotifications(page: Page): Promise<void> {
  await arriveAt(page, 'Notifications', 'Step 5 of 7');
  await choose(page, 'Do you want to get email notifications about this business?', 'No');
  await choose(page, 'Do you want to get text message notifications about this business?', 'No');
  await next(page);
}

async function reviewAndPay(page: Page, names: { current: string; after: string }) {
  await expect(page).toHaveTitle(/^Review - Step 6 of 7 - Secretary of State$/);
  const main = page.getByRole('main');
  await expect(main.getByText(names.current).first()).toBeVisible();
  await expect(main.getByText(names.after).first()).toBeVisible();
  await expect(page.getByText('Information is missing or invalid.')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await next(page);
  await expect(page.getByText('$25.00').first()).toBeVisible();
  await pay(page, '4111 1111 1111 1111');
  await expect(page).toHaveTitle(/^Receipt - Step 7 of 7 - Secretary of State$/);
  await expectNoAxeViolations(page);
}

test('an LLC changes its name by Articles of Amendment', async ({ page }) => {
  const newName = `Crested Butte Outfitters ${Date.now().toString(36).toUpperCase()} LLC`;
  await startAmendment(page, LLC.entityId, 'AMD_LLC');

  await arriveAt(page, 'Entity name', 'Step 1 of 7');
  await expect(page.getByText(LLC.name, { exact: true })).toBeVisible();
  await choose(page, 'Do you want to change the entity name?', 'Yes');
  await page.getByLabel(/New entity name/).fill(newName);
  await expectNoAxeViolations(page);
  await next(page);

  await amendmentText(page, 'The company changes its name.');

  await arriveAt(page, 'Delayed effective date', 'Step 3 of 7');
  await choose(page, 'Do you want this filing to be effective at the time of filing?', 'Yes');
  await next(page);

  await arriveAt(page, 'Filer', 'Step 4 of 7');
  await filerWithoutArrival(page);
  await noNotifications(page);
  await reviewAndPay(page, { current: LLC.name, after: newName });
  const receipt = page.getByRole('main');
  await expect(receipt).toContainText('Articles of Amendment (Limited Liability Company)');
  await expect(receipt).toContainText(LLC.entityId);

  // The record now carries the new name.
  const summary = await page.request.get(
    `/business-api/entity/summary?entityId=${LLC.entityId}&transTyp=AMD_LLC`,
  );
  expect((await summary.json()).apiData.entityName).toBe(newName);
});

test('a nonprofit amends with a delayed date; a later amendment must take effect after it', async ({
  page,
}) => {
  // The file-a-form page offers the nonprofit's own amendment (AMD_NPC).
  await page.goto('/business/filing/fileaform');
  const entry = page.getByRole('group', { name: 'Articles of Amendment (Nonprofit Corporation)' });
  await entry.getByLabel('ID number of the business').fill(NONPROFIT.entityId);
  await entry.getByRole('button').click();
  await expect(page).toHaveURL(/\/amend\/intro\?entityId=19990000004&transTyp=AMD_NPC$/);
  await expectNoAxeViolations(page);
  await next(page);
  await arriveAt(page, 'Entity name', 'Step 1 of 7');
  await choose(page, 'Do you want to change the entity name?', 'No');
  await next(page);
  await amendmentText(page, 'Article 4 is amended to add a second purpose.');

  await arriveAt(page, 'Delayed effective date', 'Step 3 of 7');
  await choose(page, 'Do you want this filing to be effective at the time of filing?', 'No');
  await page.getByLabel('Effective date (up to 90 days from today)').fill(mountainDatePlus(10));
  await page.getByLabel('Effective time (hh:mm am/pm)').fill('10:00 am');
  await next(page);
  await arriveAt(page, 'Filer', 'Step 4 of 7');
  await filerWithoutArrival(page);
  await noNotifications(page);
  await reviewAndPay(page, { current: NONPROFIT.name, after: NONPROFIT.name });
  await expect(page.getByRole('main')).toContainText(
    'Articles of Amendment (Nonprofit Corporation)',
  );
  // The filed image is named by the nonprofit's own transaction, as the server names it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download a copy of your filing (PDF)' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^AMD_NPC_\d+_\d+\.pdf$/);

  // A second amendment: the question is replaced by a note, the date starts at the pending one.
  await startAmendment(page, NONPROFIT.entityId, 'AMD_NPC');
  await choose(page, 'Do you want to change the entity name?', 'No');
  await next(page);
  await amendmentText(page, 'Article 5 is amended.');
  await arriveAt(page, 'Delayed effective date', 'Step 3 of 7');
  await expect(page.getByText(/A filing on this record takes effect on/)).toBeVisible();
  await expect(
    page.getByRole('group', {
      name: 'Do you want this filing to be effective at the time of filing?',
    }),
  ).toHaveCount(0);
  await expect(page.getByLabel('Effective date (up to 90 days from today)')).toHaveValue(
    mountainDatePlus(10),
  );
  await expect(page.getByLabel('Effective time (hh:mm am/pm)')).toHaveValue('10:00 am');
  await next(page);
  await expect(
    page
      .getByText(
        "There is a filing with a delayed effective date on this record - your amendment can't take effect until after that filing is effective.",
        { exact: false },
      )
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Effective time (hh:mm am/pm)').fill('10:01 am');
  await next(page);
  await arriveAt(page, 'Filer', 'Step 4 of 7');
});

/** The filer step's answers (llc-steps' filer() expects the LLC's step label): one individual. */
async function filerWithoutArrival(page: Page): Promise<void> {
  await choose(page, 'Is the filer an individual or an entity?', 'Individual');
  const name = page.getByRole('group', { name: "Filer's name" });
  await name.getByLabel('First name').fill('Ada');
  await name.getByLabel('Last name').fill('Lovelace');
  await fillAddress(page.getByRole('group', { name: "Filer's address" }), boulderHome);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await acceptVerifiedAddresses(page);
  await tick(page, 'I have read and understood the notice above.');
  await expectNoAxeViolations(page);
  await next(page);
}
