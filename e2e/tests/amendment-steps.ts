// Page-by-page actions for Articles of Amendment, written as a person uses the wizard: by labels,
// roles and visible text. Every page visited is scanned with axe.
import { expect, type Page } from '@playwright/test';
import { arriveAt, choose, next, pay } from './llc-steps.ts';
import { expectNoAxeViolations } from './support.ts';

/** Opens the amendment's intro for the entity and goes on to its first step. */
export async function startAmendment(page: Page, entityId: string, transactionType: string) {
  await page.goto(`/business/filing/amend/intro?entityId=${entityId}&transTyp=${transactionType}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles of Amendment');
  await expectNoAxeViolations(page);
  await next(page);
}

/** The amendment's text, after checking that Next without it is refused. */
export async function amendmentText(page: Page, text: string): Promise<void> {
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

/** Declines both kinds of notification. */
export async function noNotifications(page: Page): Promise<void> {
  await arriveAt(page, 'Notifications', 'Step 5 of 7');
  await choose(page, 'Do you want to get email notifications about this business?', 'No');
  await choose(page, 'Do you want to get text message notifications about this business?', 'No');
  await next(page);
}

/** Checks the review shows both names and nothing missing, then pays by card up to the receipt. */
export async function reviewAndPay(page: Page, names: { current: string; after: string }) {
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
