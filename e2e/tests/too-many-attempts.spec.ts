// Too many sign-ins from one address: the login page says so and when to try again, and keeps
// what was typed but the password, rather than calling it an outage. Met for real on the app
// configured for the identity provider, which keeps the product's limits (10 filer sign-ins a
// minute per address; the main app's are raised so a whole run stays under them). Its filers'
// login is the same page as everywhere.
import { expect, test } from './fixtures.ts';
import { oidcApp } from './servers.ts';
import { expectNoAxeViolations, expectTitle } from './support.ts';

test.use({ baseURL: oidcApp.url });

const entityId = '20261234567';
const email = 'owner@example.com';

test('a filer who tries too often is told when to try again, with what they typed kept', async ({
  page,
}) => {
  await page.goto(`/business/login?entityId=${entityId}`);
  await expectTitle(page, 'Secure Business Filing login - Secretary of State');
  // The lock is told before it happens, next to the password.
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription(
    /After 5 wrong passwords in a row, the account is locked for 15 minutes/,
  );

  // Others at this address (every journey runs from loopback) have used up this minute's
  // sign-ins: each request counts, whatever it carries. Used up well before the window ends, so
  // the refusal below meets the same window.
  for (let attempt = 0; ; attempt += 1) {
    expect(attempt, 'a sign-in refused for going too fast').toBeLessThan(40);
    const answer = await page.request.post('/business-api/sbf', {
      headers: { 'X-Requested-With': 'registrar' },
      data: {},
    });
    if (answer.status() !== 429) continue;
    const wait = Number(answer.headers()['retry-after']);
    if (wait >= 10) break;
    // The window is about to end: wait for the next one and use that up instead.
    await page.waitForTimeout(wait * 1000);
  }

  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('Correct-Horse-9');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^Error - Too many attempts\. Try again in (\d+ seconds|1 minute)\.$/,
  );
  // Not the down page: the same login, as typed, but the password.
  await expect(page).toHaveURL(new RegExp(`/business/login\\?entityId=${entityId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Secure Business Filing login');
  await expect(page.getByLabel(/ID number of the business/)).toHaveValue(entityId);
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await expect(page.getByLabel(/^Password/)).toHaveValue('');
  await expectNoAxeViolations(page);
});
