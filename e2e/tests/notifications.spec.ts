// A filer signs up for email notifications in the LLC wizard, pays, confirms the sign-up from the
// link in the confirmation email (read on the non-production mail page) and then stops the
// notifications from the unsubscribe link. Neither link needs a sign-in.
import { expect, test, type Page } from '@playwright/test';
import { fillMinimalLlc, next, pay, uniqueName } from './llc-steps.ts';
import { expectNoAxeViolations } from './support.ts';

/** The link of one kind in the newest message with this subject on the mail page. */
async function linkInMail(page: Page, subject: string, kind: 'confirm' | 'unsubscribe') {
  await page.goto('/mail');
  await expect(page).toHaveTitle('Mail - Secretary of State');
  await expectNoAxeViolations(page);
  const message = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: subject }),
  });
  await expect(message).toHaveCount(1);
  return message
    .getByRole('list', { name: 'Links in this message' })
    .getByRole('link', { name: new RegExp(`/business/notifications/${kind}/`) });
}

test('a filer confirms email notifications from the emailed link and then stops them', async ({
  page,
}) => {
  const name = uniqueName('Opt In Meadow');
  await fillMinimalLlc(page, name);
  await expect(page).toHaveTitle(/^Review - Step 10 of 11 - Secretary of State$/);
  await next(page);
  await pay(page, '4111 1111 1111 1111');
  await expect(page).toHaveTitle(/^Receipt - Step 11 of 11 - Secretary of State$/);
  await expect(page.getByRole('main')).toContainText(name);

  const subject = `Confirm your notifications for ${name}`;
  await (await linkInMail(page, subject, 'confirm')).click();
  await expect(page).toHaveTitle('Confirm notifications - Secretary of State');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your notifications');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm notifications' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Your notifications about ${name} (ID number `,
  );
  await expect(page.getByRole('status')).toContainText('are confirmed.');
  await expectNoAxeViolations(page);

  await (await linkInMail(page, subject, 'unsubscribe')).click();
  await expect(page).toHaveTitle('Stop notifications - Secretary of State');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Stop notifications' }).click();
  await expect(page.getByRole('status')).toContainText(
    `You will get no more notifications about ${name}`,
  );
  await expectNoAxeViolations(page);

  // A link that matches no sign-up says so.
  await page.goto('/business/notifications/confirm/not-a-real-link-token-000000');
  await page.getByRole('button', { name: 'Confirm notifications' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This link is not valid. Check that you copied the whole link from the message.',
  );
  await expectNoAxeViolations(page);
});
