// A person reinstates a dissolved entity and cures a delinquent one, end to end, and files a
// reinstatement that the administrators must check first (processing email and affidavit): its
// status page, reached from the receipt, says under review, then approved once an administrator
// approves it.
import { expect, test } from './fixtures.ts';
import { signInAsAdministrator } from './admin-sign-in.ts';
import { arriveAt, next, pay } from './llc-steps.ts';
import { attachAffidavit, officeAgentToReview } from './reinstate-cure-steps.ts';
import { expectNoAxeViolations } from './support.ts';

// Seeded fixed rows (packages/domain/src/test-entities.ts).
const DISSOLVED = { entityId: '20050000009', name: 'Ouray Term Expired LLC' };
const DELINQUENT = { entityId: '20100000006', name: 'Cherry Creek Delinquent Corp.' };
const CHECKED_DISSOLVED = { entityId: '20070000013', name: 'Salida Checked Dissolved LLC' };

test('a person reinstates a dissolved entity under a new name', async ({ page }) => {
  await page.goto(
    `/business/filing/reinstate/intro?entityId=${DISSOLVED.entityId}&transTyp=REINSTATE`,
  );
  await expect(page).toHaveTitle(/^Reinstate Intro - .*Secretary of State$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles of Reinstatement');
  await expect(page.getByText(`Entity name: ${DISSOLVED.name}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page);

  // The static entity-name page: formation date, current name; no dissolution date for the public.
  await arriveAt(page, 'Entity name', 'Step 1 of 9');
  await expect(page.getByText('Formation date')).toBeVisible();
  await expect(page.getByText(/dissolution/i)).toHaveCount(0);
  await expect(page.getByRole('main').getByText(DISSOLVED.name).first()).toBeVisible();
  await next(page);
  await expect(
    page
      .getByText('Enter the statute that the entity existed under before it was dissolved.')
      .first(),
  ).toBeVisible();
  await page.getByLabel(/^Statute/).fill('ab');
  await next(page);
  await expect(page.getByText('Must be at least 3 characters').first()).toBeVisible();
  await page.getByLabel(/^Statute/).fill('C.R.S. 7-80-101');
  // A name already used in Colorado is refused; a free one is taken.
  const newName = page.getByLabel(/^New name/);
  await newName.fill('Mountain Peak Ventures LLC');
  await next(page);
  await expect(
    page.getByText('That name is already being used in Colorado.').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await newName.fill('Ouray Renewed Holdings LLC');
  await next(page);

  await officeAgentToReview(page);
  const review = page.getByRole('main');
  await expect(review).toContainText('Ouray Renewed Holdings LLC');
  await expect(review).toContainText('C.R.S. 7-80-101');
  await next(page);

  await expect(page.getByText('$100.00').first()).toBeVisible();
  await pay(page, '4111 1111 1111 1111');

  await expect(page).toHaveTitle(/^Receipt - Step 9 of 9 - Secretary of State$/);
  const receipt = page.getByRole('main');
  await expect(receipt).toContainText('Articles of Reinstatement');
  await expect(receipt).toContainText(DISSOLVED.entityId);
  await expect(receipt).not.toContainText('queued for review');
  await expectNoAxeViolations(page);

  // The entity is in Good Standing now: reinstating it again is not open.
  await page.goto(
    `/business/filing/reinstate/intro?entityId=${DISSOLVED.entityId}&transTyp=REINSTATE`,
  );
  await expect(page).toHaveURL(/\/business\/filing\/unavailable\/reinstate\?/);
});

test('a person cures a delinquent entity', async ({ page }) => {
  await page.goto(`/business/filing/cure/intro?entityId=${DELINQUENT.entityId}&transTyp=CURE_DLNQ`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statement Curing Delinquency');
  await expectNoAxeViolations(page);
  await next(page);

  // A cure keeps the name and asks for no statute.
  await arriveAt(page, 'Entity name', 'Step 1 of 9');
  await expect(page.getByLabel(/^Statute/)).toHaveCount(0);
  await expect(page.getByLabel(/^New name/)).toHaveCount(0);
  await next(page);

  await officeAgentToReview(page);
  await expect(page.getByRole('main')).toContainText(DELINQUENT.name);
  await next(page);
  await pay(page, '4111 1111 1111 1111');

  await expect(page).toHaveTitle(/^Receipt - Step 9 of 9 - Secretary of State$/);
  await expect(page.getByRole('main')).toContainText('Statement Curing Delinquency');
  await expectNoAxeViolations(page);

  await page.goto(`/business/filing/cure/intro?entityId=${DELINQUENT.entityId}&transTyp=CURE_DLNQ`);
  await expect(page).toHaveURL(/\/business\/filing\/unavailable\/cure\?/);
});

test('a reinstatement needing the administrators check is queued, and its status page shows the decision', async ({
  page,
  browser,
}) => {
  await page.goto(
    `/business/filing/reinstate/intro?entityId=${CHECKED_DISSOLVED.entityId}&transTyp=REINSTATE`,
  );
  await expectNoAxeViolations(page);
  await next(page);
  await arriveAt(page, 'Entity name', 'Step 1 of 9');
  await page.getByLabel(/^Statute/).fill('C.R.S. 7-80-101');
  await next(page);

  await officeAgentToReview(page, async () => {
    await arriveAt(page, 'Email for processing notifications', 'Step 4 of 9');
    await page.getByLabel(/^Email/).fill('not-an-email');
    await next(page);
    await expect(page.getByText('Enter a valid email address.').first()).toBeVisible();
    await page.getByLabel(/^Email/).fill('owner@example.com');
    await next(page);

    await arriveAt(page, 'Affidavit and ID attachments', 'Step 4 of 9');
    await next(page);
    await expect(page.getByText('Need to include private attachments.').first()).toBeVisible();
    await attachAffidavit(page);
  });
  const review = page.getByRole('main');
  await expect(review).toContainText('owner@example.com');
  await expect(review).toContainText('affidavit.pdf');
  await expect(review).toContainText('not shown publicly');
  await next(page);
  await pay(page, '4111 1111 1111 1111');

  await expect(page).toHaveTitle(/^Receipt - Step 9 of 9 - Secretary of State$/);
  await expect(page.getByRole('main')).toContainText('queued for review');
  await expectNoAxeViolations(page);

  // The receipt links to the filing's status page: under review until an administrator decides.
  await page.getByRole('link', { name: 'See the status of your filing' }).click();
  await expect(page).toHaveTitle(/^Filing status - .* - Secretary of State$/);
  const status = page.getByRole('main');
  await expect(status).toContainText('Received and under review');
  await expect(status).not.toContainText('Approved');
  await expectNoAxeViolations(page);

  // An administrator, in a browser of their own, approves it from the pending queue.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signInAsAdministrator(admin);
    await admin.goto('/business/admin/pendingqueue');
    await expect(admin).toHaveTitle('Pending queue - Administration - Secretary of State');
    await admin
      .getByRole('radio', { name: new RegExp(`^Select ${CHECKED_DISSOLVED.name}, `) })
      .check();
    await expectNoAxeViolations(admin);
    await admin.getByRole('button', { name: 'Review selected filing' }).click();
    await expect(admin).toHaveTitle('Review pending filing - Administration - Secretary of State');
    await admin.getByRole('button', { name: 'Process' }).click();
    await expect(admin.getByRole('table', { name: 'Attachments' })).toContainText('affidavit.pdf');
    await expectNoAxeViolations(admin);
    await admin.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Filing processed successfully.')).toBeVisible();
  } finally {
    await adminContext.close();
  }

  // The filer's status page shows the decision.
  await page.reload();
  await expect(status).toContainText('Approved');
  await expect(status).toContainText('Your filing was approved and is now on the public record.');
  await expect(status).not.toContainText('under review');
  await expectNoAxeViolations(page);
});
