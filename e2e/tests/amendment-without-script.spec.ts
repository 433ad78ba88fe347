// An existing entity's filing without the app's script, from its intro to the receipt: the intro's
// Next starts the filing from the record, a file is attached by the upload form's own post, a
// declined card returns to the same filing's review, and a good card records it. axe scans every
// kind of page on the way (the site's scripts are blocked; JavaScript stays on for axe).
import { expect, test } from './fixtures.ts';
import { choose, samplePdf } from './llc-steps.ts';
import { blockAppScripts, expectNoAxeViolations } from './support.ts';
import { fileAsIndividual, noNotifications, payAtCheckout, press } from './without-script-steps.ts';

// A seeded cooperative in good standing (packages/domain/src/test-entities.ts) no other journey files for.
const COOPERATIVE = { entityId: '20010000005', name: 'High Plains Grain Cooperative' };

test('a cooperative amends without the app: an upload, a declined card, then paid', async ({
  page,
}) => {
  await blockAppScripts(page);
  await page.goto(`/business/filing/amend/intro?entityId=${COOPERATIVE.entityId}&transTyp=AMD_55`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles of Amendment');
  await expectNoAxeViolations(page);
  await press(page, 'Next');

  await expect(page).toHaveTitle(/^Entity name - Step 1 of 7/);
  await expect(page).toHaveURL(/draftRef=[0-9a-f-]{36}/);
  await choose(page, 'Do you want to change the entity name?', 'No');
  await press(page, 'Next');

  await expect(page).toHaveTitle(/^Amendments and attachments - Step 2 of 7/);
  await page.getByLabel('Amendments and attachments').fill('Article 3 names a second purpose.');
  await choose(page, 'Do you want to attach files?', 'Yes');
  await press(page, 'Next');

  await expect(page).toHaveTitle(/^Attachments - Step 2 of 7/);
  await expectNoAxeViolations(page);
  // Next without a file says one is needed, from the server.
  await press(page, 'Next');
  await expect(page).toHaveTitle(/^Error: Attachments/);
  await page.getByLabel('Add a file').setInputFiles({
    name: 'amendment.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(),
  });
  await press(page, 'Attach the files chosen');
  await expect(page.getByRole('button', { name: 'Delete amendment.pdf' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await press(page, 'Next');

  await expect(page).toHaveTitle(/^Delayed effective date - Step 3 of 7/);
  await choose(page, 'Do you want this filing to be effective at the time of filing?', 'Yes');
  await press(page, 'Next');

  await fileAsIndividual(page, 'Step 4 of 7');
  await noNotifications(page, 'Step 5 of 7');

  await expect(page).toHaveTitle(/^Review - Step 6 of 7/);
  await expect(page.getByRole('main')).toContainText('amendment.pdf');
  await press(page, 'Next');
  await payAtCheckout(page, '4000 0000 0000 0002');
  await expect(page.getByRole('main')).toContainText(/declined/i);
  await expectNoAxeViolations(page);

  // Back to the same filing's review, and paid.
  await page
    .getByRole('link', { name: /review/i })
    .first()
    .click();
  await expect(page).toHaveTitle(/^Review - Step 6 of 7/);
  await expect(page.getByRole('main')).toContainText('amendment.pdf');
  await press(page, 'Next');
  await payAtCheckout(page, '5555 5555 5555 4444');
  await expect(page).toHaveTitle(/^Receipt - Step 7 of 7/);
  await expect(page.getByRole('main')).toContainText(COOPERATIVE.name);
  await expectNoAxeViolations(page);
});
