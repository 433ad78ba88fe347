// The open-data page: reached from the business search, it lists the day's export files, and
// each link downloads the file the manifest describes.
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support.ts';
import { runJobs } from './test-server.ts';

test('anyone downloads the business register from the page that lists its files', async ({
  page,
  request,
}) => {
  await runJobs(request, ['open-data-export']);
  await page.goto('/business/search');
  await page.getByRole('link', { name: 'Download the whole business register' }).click();
  await expect(page).toHaveTitle('Download the business register - Secretary of State');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Download the business register',
  );
  await expectNoAxeViolations(page);
  const link = page.getByRole('link', { name: /entities\.csv\.gz/ });
  await expect(link).toBeVisible();
  const download = await request.get((await link.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/gzip');
  // A gzip stream starts with 1f 8b.
  expect([...(await download.body()).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
});
