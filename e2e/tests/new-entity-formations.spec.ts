// A new user forms a profit corporation, a nonprofit corporation and an Article 55 cooperative
// in the browser, end to end, each with its own step and rules; axe scans every page.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  additionalInfo,
  arriveAt,
  attachments,
  boulderHome,
  choose,
  denverOffice,
  effectiveDate,
  entityName,
  filer,
  next,
  notifications,
  pay,
  personsForming,
  principalOffice,
  registeredAgent,
  uniqueName,
} from './llc-steps.ts';
import { expectNoAxeViolations } from './support.ts';

const incorporatorsHeading = { title: 'Incorporators', stepLabel: 'Step 4 of 11' };
const sameAsIncorporator = { label: 'Same as an incorporator', person: 'Ada Lovelace' };

/** Clicks a checkbox whose label also holds a description, by the label's opening words. */
async function tickDescribed(page: Page, label: string): Promise<void> {
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}`) })
    .click();
}

/** Checks the field's message in the error summary and under the field. */
async function expectFieldError(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('link', { name: message })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Review: the sections shown with Edit, nothing missing; then on to payment. */
async function reviewAndPay(page: Page, name: string, sections: string[]): Promise<void> {
  await expect(page).toHaveTitle(/^Review - Step 10 of 11 - Secretary of State$/);
  const review = page.getByRole('main');
  await expect(review.getByText(name, { exact: true })).toBeVisible();
  for (const section of sections) {
    await expect(review.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(review.getByRole('link', { name: `Edit ${section}` })).toBeVisible();
  }
  await expect(review.getByRole('heading', { level: 2, name: 'Persons forming' })).toHaveCount(0);
  await expect(page.getByText('Information is missing or invalid.')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await next(page);
  await pay(page, '4111 1111 1111 1111');
}

/** Receipt: the document's title, the name, the fee and a new entity in good standing. */
async function expectReceipt(page: Page, name: string, title: string): Promise<void> {
  await expect(page).toHaveTitle(/^Receipt - Step 11 of 11 - Secretary of State$/);
  const receipt = page.getByRole('main');
  await expect(receipt).toContainText(name);
  await expect(receipt).toContainText(title);
  await expect(receipt).toContainText('$50.00');
  await expectNoAxeViolations(page);
  const entityId =
    (await receipt.locator('dt:text-is("ID number") + dd').textContent())?.trim() ?? '';
  expect(entityId, 'the receipt shows the new 11-digit entity ID').toMatch(/^\d{11}$/);
  await next(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Congratulations');
  await expectNoAxeViolations(page);
}

test('a new user forms a profit corporation: shares rules, incorporators, same-as filer', async ({
  page,
}) => {
  // A corporation's name needs its designation; "Inc" without the period is not one.
  await entityName(page, uniqueName('Larkspur Instruments', 'Inc'), 'dpc');
  await expect(page.getByText(/^The name must contain "corporation"/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  const name = uniqueName('Larkspur Instruments', 'Inc.');
  await page.getByLabel('Entity name').fill(name);
  await next(page);

  await principalOffice(page);
  await registeredAgent(page);
  await personsForming(
    page,
    [{ type: 'Individual', first: 'Ada', last: 'Lovelace', address: boulderHome }],
    incorporatorsHeading,
  );

  // Shares: Next only once a box is marked; the number is checked; unchecking clears it.
  await arriveAt(page, 'Shares', 'Step 5 of 11');
  const nextButton = page.getByRole('button', { name: 'Next', exact: true });
  await expect(nextButton).toHaveCount(0);
  await tickDescribed(page, 'Common shares');
  await expect(nextButton).toBeVisible();
  const number = page.getByLabel(/Number of common shares/);
  for (const outOfRange of ['0', '2,000,000,001', '0100']) {
    await number.fill(outOfRange);
    await next(page);
    await expectFieldError(page, 'Must be a number between 1 and 2,000,000,000.');
  }
  await number.fill('1,000,000');
  await tickDescribed(page, 'Common shares');
  await expect(number).toHaveCount(0);
  await expect(nextButton).toHaveCount(0);
  await tickDescribed(page, 'Common shares');
  await expect(page.getByLabel(/Number of common shares/)).toHaveValue('');
  await page.getByLabel(/Number of common shares/).fill('1,000,000');
  await tickDescribed(page, 'More than one class of shares, or shares other than common shares');
  const sharesNote = 'Class B preferred shares without voting rights.';
  await page.getByLabel('Additional information about the shares').fill(sharesNote);
  await expect(page.getByText(`${2000 - sharesNote.length} characters left`)).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page);

  await additionalInfo(page, '', false);
  await effectiveDate(page);
  await filer(page, sameAsIncorporator);
  await notifications(page, 'ada@example.com');

  await reviewAndPay(page, name, ['Incorporators', 'Shares']);
  await expectReceipt(page, name, 'Articles of Incorporation for a Profit Corporation');
});

test('a new user forms a nonprofit corporation whose name has no designation', async ({ page }) => {
  const name = uniqueName('Friends of the Bluebell Trail', '');
  await entityName(page, name, 'dnc');
  await principalOffice(page);
  await registeredAgent(page);
  await personsForming(
    page,
    [{ type: 'Individual', first: 'Ada', last: 'Lovelace', address: boulderHome }],
    incorporatorsHeading,
  );

  await arriveAt(page, 'Voting & assets', 'Step 5 of 11');
  await next(page);
  await expectFieldError(page, 'Choose Yes or No.');
  await expectFieldError(page, 'Enter information about the distribution of assets.');
  await choose(page, 'Will the nonprofit corporation have voting members?', 'Yes');
  await page
    .getByLabel(/Distribution of assets/)
    .fill('To another Colorado nonprofit that maintains trails.');
  await expectNoAxeViolations(page);
  await next(page);

  await additionalInfo(page, 'Volunteers maintain the trail.', false);
  await effectiveDate(page);
  await filer(page, sameAsIncorporator);
  await notifications(page, 'ada@example.com');

  await reviewAndPay(page, name, ['Incorporators', 'Voting & assets', 'Additional information']);
  await expectReceipt(page, name, 'Articles of Incorporation for a Nonprofit Corporation');
});

test('a new user forms a cooperative: designation, directors, optional attachments', async ({
  page,
}) => {
  // A cooperative's name must say it is one.
  await entityName(page, uniqueName('Plains Grain Growers', ''), 'dc55');
  await expect(page.getByText(/^The name must contain "cooperative"/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  const name = uniqueName('Plains Grain Growers', 'Cooperative');
  await page.getByLabel('Entity name').fill(name);
  await next(page);

  await principalOffice(page, denverOffice);
  await registeredAgent(page);
  await personsForming(
    page,
    [{ type: 'Individual', first: 'Ada', last: 'Lovelace', address: boulderHome }],
    incorporatorsHeading,
  );

  await arriveAt(page, 'Purpose and directors', 'Step 5 of 11');
  await page.getByLabel(/Number of directors/).fill('2');
  await next(page);
  await expectFieldError(page, 'Enter a statement describing the purpose.');
  await expectFieldError(page, 'Must be a number between 3 and 2,000,000,000.');
  await expectFieldError(page, "Enter information about directors' terms.");
  await page.getByLabel(/Purpose of the cooperative/).fill('Marketing the members grain.');
  await page.getByLabel(/Number of directors/).fill('1,000');
  await page.getByLabel(/Directors' terms/).fill('Three-year staggered terms.');
  await next(page);

  // No additional-information step: attachments come straight after, and are optional.
  await arriveAt(page, 'Attachments', 'Step 6 of 11');
  await expect(page.getByText('Attaching files is optional.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel attachments' })).toHaveCount(0);
  await next(page);
  await arriveAt(page, 'Delayed effective date', 'Step 7 of 11');
  await page.goBack();
  await attachments(page, 'bylaws.pdf');

  await effectiveDate(page);
  await filer(page, sameAsIncorporator);
  await notifications(page, 'ada@example.com');

  await reviewAndPay(page, name, ['Incorporators', 'Purpose and directors', 'Attachments']);
  await expect(page.getByRole('main')).toContainText(name);
  await expectReceipt(page, name, 'Articles of Incorporation for a Cooperative');
});
