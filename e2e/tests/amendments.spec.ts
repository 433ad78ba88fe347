// Articles of Amendment end to end: an LLC changing its name, and a nonprofit keeping its name
// with a delayed effective date, after which a second amendment must take effect later still.
import { amendmentText, noNotifications, reviewAndPay, startAmendment } from './amendment-steps.ts';
import { expect, test } from './fixtures.ts';
import { arriveAt, choose, filer, mountainDatePlus, next } from './llc-steps.ts';
import { expectNoAxeViolations } from './support.ts';

// Seeded fixed rows (packages/domain/src/test-entities.ts).
const LLC = { entityId: '20210000019', name: 'Crested Butte Trail Supply LLC' };
const NONPROFIT = { entityId: '19990000004', name: 'Colorado Kids Literacy Foundation' };

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

  await filer(page, undefined, 'Step 4 of 7');
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
  await filer(page, undefined, 'Step 4 of 7');
  await noNotifications(page);
  await reviewAndPay(page, { current: NONPROFIT.name, after: NONPROFIT.name });
  await expect(page.getByRole('main')).toContainText(
    'Articles of Amendment (Nonprofit Corporation)',
  );
  // The filed image is named by the nonprofit's own transaction, as the server names it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download a copy of your filing (PDF)' }).click();
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
