// A filer signs up for email notifications in the LLC wizard, pays, confirms the sign-up from the
// link in the confirmation email (read on the non-production mail page), gets the periodic-report
// reminder when the report window opens and stops the notifications from the reminder's
// unsubscribe link. Neither link needs a sign-in. The window opens a year on: the journey moves
// the test server's clock there (the test-only clock call) and runs the reminders at once.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillMinimalLlc, next, pay, uniqueName } from './llc-steps.ts';
import { expectNoAxeViolations } from './support.ts';
import { moveClockTo, resetClock, runJobs } from './test-server.ts';

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

/** Moves the test server's clock forward to `instant` and runs the report reminders' pass. */
async function remindAt(page: Page, instant: string): Promise<void> {
  await moveClockTo(page.request, instant);
  await runJobs(page.request, ['report-reminders']);
}

test.afterEach(async ({ request }) => {
  // The clock is the server's, shared with the journeys after this one.
  await resetClock(request);
});

test('a filer confirms email notifications, gets the report reminder when the window opens, and stops them from it', async ({
  page,
}) => {
  const name = uniqueName('Opt In Meadow');
  await fillMinimalLlc(page, name);
  await expect(page).toHaveTitle(/^Review - Step 10 of 11 - Secretary of State$/);
  await next(page);
  await pay(page, '4111 1111 1111 1111');
  await expect(page).toHaveTitle(/^Receipt - Step 11 of 11 - Secretary of State$/);
  await expect(page.getByRole('main')).toContainText(name);
  await expectNoAxeViolations(page);

  // Congratulations says when the first report is due: the window opens on its month's first day.
  await next(page);
  await expect(page).toHaveTitle(/^Congratulations - /);
  const due = /Your first report is due (\d{2})\/\d{2}\/(\d{4})\./.exec(
    (await page.getByRole('main').textContent()) ?? '',
  );
  expect(due, 'the first report due date').not.toBeNull();
  const [, dueMonth, dueYear] = due ?? [];
  await expectNoAxeViolations(page);

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

  // No reminder while the window is still a year away.
  const reminder = `Periodic report for ${name} can now be filed`;
  await runJobs(page.request, ['report-reminders']);
  await page.goto('/mail');
  await expect(page.getByRole('heading', { name: subject })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: reminder })).toHaveCount(0);

  // Noon in Colorado on the day the window opens.
  await remindAt(page, `${dueYear}-${dueMonth}-01T12:00:00-07:00`);
  const unsubscribe = await linkInMail(page, reminder, 'unsubscribe');
  const message = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: reminder }) });
  await expect(message).toContainText('ada@example.com');
  await expect(message).toContainText(`due ${dueMonth}/`);
  await unsubscribe.click();
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
