// A new user forms an LLC in the browser, end to end, and the error paths around it.
import { expect, test } from './fixtures.ts';
import {
  additionalInfo,
  arriveAt,
  attachments,
  boulderHome,
  denverOffice,
  effectiveDate,
  entityName,
  fillAddress,
  fillMinimalLlc,
  filer,
  management,
  mountainDatePlus,
  next,
  notifications,
  pay,
  personsForming,
  principalOffice,
  registeredAgent,
  tick,
  uniqueName,
} from './llc-steps.ts';
import { expectNoAxeViolations } from './support.ts';

test('a new user forms an LLC with two persons forming, a delayed effective date and a PDF', async ({
  page,
  request,
}) => {
  const name = uniqueName('Trailhead Cartography');
  await entityName(page, name);
  await principalOffice(page);
  await registeredAgent(page);
  await management(page);
  await personsForming(page, [
    { type: 'Individual', first: 'Ada', last: 'Lovelace', address: boulderHome },
    { type: 'Entity', organisation: 'Analytical Engines Inc.', address: denverOffice },
  ]);
  await additionalInfo(page, 'The company will map hiking trails.', true);
  await attachments(page, 'operating-agreement.pdf');
  const effective = mountainDatePlus(30);
  await effectiveDate(page, { date: effective, time: '10:30 am' });
  await filer(page);
  await notifications(page, 'ada@example.com');

  // Review: every section present, the PDF offered, Next pays.
  await expect(page).toHaveTitle(/^Review - Step 10 of 11 - Secretary of State$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "You're not done yet - review your filing",
  );
  const review = page.getByRole('main');
  await expect(review.getByText(name, { exact: true })).toBeVisible();
  await expect(review.getByText('Analytical Engines Inc.', { exact: true })).toBeVisible();
  await expect(review.getByText('operating-agreement.pdf').first()).toBeVisible();
  const [year, month, day] = effective.split('-');
  await expect(review.getByText(`${month}/${day}/${year} 10:30 AM`).first()).toBeVisible();
  await expect(page.getByText('Information is missing or invalid.')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await next(page);

  await pay(page, '4111 1111 1111 1111');

  // Receipt.
  await expect(page).toHaveTitle(/^Receipt - Step 11 of 11 - Secretary of State$/);
  const receipt = page.getByRole('main');
  await expect(receipt).toContainText(name);
  await expect(receipt).toContainText('Articles of Organization');
  await expect(receipt).toContainText('$50.00');
  await expect(receipt).toContainText('1111');
  await expectNoAxeViolations(page);
  await expect(receipt).toContainText('Filed - takes effect on the delayed effective date');
  const entityId =
    (await receipt.locator('dt:text-is("ID number") + dd').textContent())?.trim() ?? '';
  expect(entityId, 'the receipt shows the new 11-digit entity ID').toMatch(/^\d{11}$/);

  // Reloading the receipt records nothing twice: the same receipt comes back.
  await page.reload();
  await expect(page.getByRole('main')).toContainText(entityId);

  // The registry holds the filing: its name is now taken, even before the effective date.
  const check = await request.get('/business-api/entity/validateEntityNameAndAvailability', {
    params: { transType: 'ARTORG_LLC', name: name.toUpperCase(), entityType: 'DLLC' },
  });
  expect((await check.json()).apiData).toMatchObject({
    valid: false,
    message: 'That name is already being used in Colorado.',
  });

  await next(page);
  await expect(page).toHaveTitle(/^Congratulations - /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations');
  await expect(page.getByText(/beneficial ownership/i).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/business\/filing\/fileaform$/);
  await expectNoAxeViolations(page);
});

test("a taken name is refused with the product's message and the System Message dialog", async ({
  page,
}) => {
  await entityName(page, 'mountain peak ventures, l.l.c.');
  await expect(page.getByRole('dialog')).toContainText(
    'This entity name has been taken and is already in use in Colorado. Please choose another name.',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Choose another name' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(
    page.getByText('That name is already being used in Colorado.').first(),
  ).toBeVisible();
  await expect(page.getByLabel('Entity name')).toHaveValue('mountain peak ventures, l.l.c.');
});

test('a reserved name asks whether the user may use it; Yes continues', async ({ page }) => {
  await entityName(page, 'Aspen Reserved Holdings LLC');
  const dialog = page.getByRole('dialog', { name: 'This name is reserved' });
  await expect(dialog).toContainText('Jordan A. Rivera');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await arriveAt(page, 'Principal office address', 'Step 2 of 11');
});

test('an address the post office cannot match shows the no-match message', async ({ page }) => {
  await entityName(page, uniqueName('Nowhere Address'));
  await arriveAt(page, 'Principal office address', 'Step 2 of 11');
  await fillAddress(page.getByRole('group', { name: 'Street address' }), {
    address1: '12 Imaginary Way',
    city: 'Denver',
    state: 'Colorado',
    zip: '80999',
  });
  await tick(page, 'Same as street address');
  await next(page);
  const dialog = page.getByRole('dialog', { name: 'Verify your address' });
  await expect(dialog).toContainText(
    'Error - No match found. Review addresses and make sure you entered them correctly. Include the apt, unit, or suite number if applicable.',
  );
  await expectNoAxeViolations(page);
});

test('the cancel dialog asks first; No stays, Yes leaves to the file-a-form page', async ({
  page,
}) => {
  await entityName(page, uniqueName('Cancel Check'));
  await arriveAt(page, 'Principal office address', 'Step 2 of 11');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Are you sure that you want to Cancel? All of the information you entered will be lost.',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/principalofficeaddress\?draftRef=[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes please, cancel' }).click();
  await expect(page).toHaveURL(/\/business\/filing\/fileaform$/);
});

test('edit from review returns to review; a declined card can be retried', async ({ page }) => {
  const name = uniqueName('Second Try');
  await fillMinimalLlc(page, name);
  await expect(page).toHaveTitle(/^Review - /);

  // Edit management from review: the button reads Save changes and comes back to review.
  await page.getByRole('link', { name: /Edit.*Management/ }).click();
  await arriveAt(page, 'Management', 'Step 4 of 11');
  const changeTo = 'Managers';
  await page
    .getByRole('group', { name: 'The LLC will be managed by' })
    .getByText(changeTo, { exact: true })
    .click();
  await next(page, 'Save changes');
  await expect(page).toHaveTitle(/^Review - /);
  await expect(
    page.getByText(
      'Review your information carefully - changes to one section of the form will not be applied to other sections.',
    ),
  ).toBeVisible();
  await expect(page.getByText(changeTo)).toBeVisible();

  await next(page);
  await pay(page, '4000 0000 0000 0002');
  await expect(page.getByRole('main')).toContainText(/declined/i);
  await expectNoAxeViolations(page);

  // Back to review and pay again with a good card.
  await page
    .getByRole('link', { name: /review/i })
    .first()
    .click();
  await expect(page).toHaveTitle(/^Review - /);
  await next(page);
  await pay(page, '5555 5555 5555 4444');
  await expect(page).toHaveTitle(/^Receipt - /);
  await expect(page.getByRole('main')).toContainText(name);
  await expect(page.getByRole('main')).toContainText('4444');
});

test('unknown steps redirect to the first step; later steps need a started filing', async ({
  page,
}) => {
  await page.goto('/business/filing/llc/nosuchstep');
  await expect(page).toHaveURL(/\/llc\/entityname$/);
  // The first step keeps the fresh filing in the tab once the browser has taken the page over;
  // this tab then forgets it, as a new tab would not have it.
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/business/filing/llc/management');
  await expect(page).toHaveURL(/\/business\/filing\/fileaform$/);
});
