// A profit corporation, a nonprofit corporation and a cooperative formed by a browser whose script
// never runs, each through the step only its type has (shares, voting members and assets, purpose
// and directors) with that step's rules checked by the server, to the receipt. The steps all
// formations share are the LLC's journey's; axe scans the pages these add.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { choose, uniqueName } from './llc-steps.ts';
import { blockAppScripts, expectNoAxeViolations } from './support.ts';
import {
  fileAsIndividual,
  individualAgent,
  noNotifications,
  oneIndividualForming,
  payAtCheckout,
  press,
  principalOfficeInDenver,
} from './without-script-steps.ts';

/** The entity name, principal office, agent and one incorporator: up to the type's own step. */
async function upToTheTypesOwnStep(page: Page, filingType: string, name: string): Promise<void> {
  await page.goto(`/business/filing/${filingType}/entityname`);
  await page.getByLabel('Entity name').fill(name);
  await press(page, 'Next');
  await principalOfficeInDenver(page, 'Step 2 of 11');
  await individualAgent(page, 'Step 3 of 11');
  await oneIndividualForming(page, 'Incorporators', 'Step 4 of 11');
}

/** How a journey answers the effective date and the notifications. */
interface LastAnswers {
  /** A delayed effective date, yyyy-mm-dd; effective on filing when absent. */
  delayedTo?: string;
  /** An address for email notifications; none when absent. */
  email?: string;
  /** The incorporator the filer is copied from; an individual typed when absent. */
  filerCopiedFrom?: string;
}

/**
 * The effective date and the notifications as asked (a question's fields are on the page until it
 * is answered), the filer, reviewed and paid: the receipt.
 */
async function fromEffectiveDateToReceipt(
  page: Page,
  name: string,
  title: string,
  answers: LastAnswers = {},
) {
  await expect(page).toHaveTitle(/^Delayed effective date - Step 7 of 11/);
  await expectNoAxeViolations(page);
  const question = 'Do you want this filing to be effective at the time of filing?';
  if (answers.delayedTo === undefined) {
    await choose(page, question, 'Yes');
  } else {
    await choose(page, question, 'No');
    await page.getByLabel(/^Effective date/).fill(answers.delayedTo);
  }
  await press(page, 'Next');
  if (answers.filerCopiedFrom === undefined) {
    await fileAsIndividual(page, 'Step 8 of 11');
  } else {
    // Copied from the list of incorporators: their address was checked already.
    await expect(page).toHaveTitle(/^Filer - Step 8 of 11/);
    await page
      .getByLabel('Same as an incorporator')
      .selectOption({ label: answers.filerCopiedFrom });
    await press(page, 'Save');
    await expect(page.getByRole('heading', { name: answers.filerCopiedFrom })).toBeVisible();
    await page.getByText('I have read and understood the notice above.').click();
    await press(page, 'Next');
  }
  if (answers.email === undefined) {
    await noNotifications(page, 'Step 9 of 11');
  } else {
    await expect(page).toHaveTitle(/^Notifications - Step 9 of 11/);
    await choose(page, 'Do you want to get email notifications about this business?', 'Yes');
    await page.getByLabel(/^Email address/).fill(answers.email);
    await page.getByLabel(/^Retype email address/).fill(answers.email);
    await choose(page, 'Do you want to get text message notifications about this business?', 'No');
    await press(page, 'Next');
    await expect(page.getByRole('main')).toContainText(answers.email);
    await press(page, 'Next');
  }
  await expect(page).toHaveTitle(/^Review - Step 10 of 11/);
  await expect(page.getByText('Information is missing or invalid.')).toHaveCount(0);
  if (answers.delayedTo !== undefined) {
    const [year, month, day] = answers.delayedTo.split('-');
    await expect(page.getByRole('main')).toContainText(`${month}/${day}/${year}`);
  }
  if (answers.email !== undefined)
    await expect(page.getByRole('main')).toContainText(answers.email);
  await press(page, 'Next');
  await payAtCheckout(page, '4111 1111 1111 1111');
  await expect(page).toHaveTitle(/^Receipt - Step 11 of 11/);
  const receipt = page.getByRole('main');
  await expect(receipt).toContainText(name);
  await expect(receipt).toContainText(title);
  await expect(receipt).toContainText('$50.00');
}

/** A day ten days from now, as a date field takes it (yyyy-mm-dd). */
function tenDaysFromNow(): string {
  return new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The additional-information step with nothing to add. */
async function noAdditionalInformation(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/^Additional information - Step 6 of 11/);
  await choose(page, 'Do you want to attach files?', 'No');
  await press(page, 'Next');
}

test.beforeEach(async ({ page }) => {
  await blockAppScripts(page);
});

test('a profit corporation without the app: the shares refused, then counted, effective later', async ({
  page,
}) => {
  const name = uniqueName('Larkspur Without Script', 'Inc.');
  await upToTheTypesOwnStep(page, 'dpc', name);

  await expect(page).toHaveTitle(/^Shares - Step 5 of 11/);
  await expectNoAxeViolations(page);
  // Without script the number's field and Next are on the page from the start; the server checks
  // that a kind of shares is marked, and the number.
  await press(page, 'Next');
  await expect(
    page.getByRole('link', { name: 'Mark common shares, or more than one class or other shares.' }),
  ).toBeVisible();
  await page.getByText(/^Common shares/).click();
  await page.getByLabel(/Number of common shares/).fill('0');
  await press(page, 'Next');
  await expect(page).toHaveTitle(/^Error: Shares - Step 5 of 11/);
  await expect(
    page.getByRole('link', { name: 'Must be a number between 1 and 2,000,000,000.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/Number of common shares/).fill('1,000,000');
  await press(page, 'Next');

  await noAdditionalInformation(page);
  await fromEffectiveDateToReceipt(
    page,
    name,
    'Articles of Incorporation for a Profit Corporation',
    {
      delayedTo: tenDaysFromNow(),
    },
  );
});

test('a nonprofit corporation without the app: voting members and assets, its incorporator as filer, email notices', async ({
  page,
}) => {
  const name = uniqueName('Bluebell Trail Without Script', '');
  await upToTheTypesOwnStep(page, 'dnc', name);

  await expect(page).toHaveTitle(/^Voting & assets - Step 5 of 11/);
  await press(page, 'Next');
  await expect(page).toHaveTitle(/^Error: Voting & assets - Step 5 of 11/);
  await expect(page.getByRole('link', { name: 'Choose Yes or No.' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Enter information about the distribution of assets.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await choose(page, 'Will the nonprofit corporation have voting members?', 'Yes');
  await page
    .getByLabel(/Distribution of assets/)
    .fill('To another Colorado nonprofit that maintains trails.');
  await press(page, 'Next');

  await noAdditionalInformation(page);
  await fromEffectiveDateToReceipt(
    page,
    name,
    'Articles of Incorporation for a Nonprofit Corporation',
    { email: 'bluebell@example.com', filerCopiedFrom: 'Grace Hopper' },
  );
});

test('a cooperative without the app: purpose and directors, no attachments', async ({ page }) => {
  const name = uniqueName('Plains Grain Without Script', 'Cooperative');
  await upToTheTypesOwnStep(page, 'dc55', name);

  await expect(page).toHaveTitle(/^Purpose and directors - Step 5 of 11/);
  await page.getByLabel(/Number of directors/).fill('2');
  await press(page, 'Next');
  await expect(page).toHaveTitle(/^Error: Purpose and directors - Step 5 of 11/);
  await expect(
    page.getByRole('link', { name: 'Must be a number between 3 and 2,000,000,000.' }),
  ).toBeVisible();
  await expect(page.getByLabel(/Number of directors/)).toHaveValue('2');
  await expectNoAxeViolations(page);
  await page.getByLabel(/Purpose of the cooperative/).fill('Marketing the members grain.');
  await page.getByLabel(/Number of directors/).fill('1,000');
  await page.getByLabel(/Directors' terms/).fill('Three-year staggered terms.');
  await press(page, 'Next');

  // Attachments are optional for a cooperative: Next goes on without one.
  await expect(page).toHaveTitle(/^Attachments - Step 6 of 11/);
  await expectNoAxeViolations(page);
  // Cancel asks first, on a page of its own; No comes back to the step.
  await press(page, 'Cancel');
  await expect(page.getByRole('heading', { name: 'Cancel this filing?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'No', exact: true }).click();
  await expect(page).toHaveTitle(/^Attachments - Step 6 of 11/);
  await press(page, 'Next');
  await fromEffectiveDateToReceipt(page, name, 'Articles of Incorporation for a Cooperative');
});
