// An LLC formed with JavaScript turned off, entity name to receipt, as many times as asked: how
// many pages the browser loads on the way (the checkout's apart), and how long the server takes
// to answer each document request (a step's post, its 303 and the next page), p50 and p95 by kind.
// Starts the built server on a fresh embedded database. Target: at most 11 page loads plus the
// checkout, each answer in at most 100 ms p95. Run `npm run build` first.
// The addresses are typed as the post office writes them, letter case aside, so no step stops at
// the address check's page (an address the post office writes otherwise adds one page to its
// step), and each person is added with Save and continue.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page, type Request } from 'playwright-core';
import { percentile, startBenchServer, stopBenchServer } from './bench-support.ts';

const formations = Number(process.argv[2] ?? 10);
const dataDir = mkdtempSync(path.join(tmpdir(), 'registrar-bench-'));

/** A post, a redirect or a page: what the server answered, and in how many milliseconds. */
interface Answer {
  kind: string;
  ms: number;
}

/** Sends the form of the button named `name` and waits for the page the server answers with. */
async function press(page: Page, name: string | RegExp): Promise<void> {
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name, exact: typeof name === 'string' }).click(),
  ]);
}

/** Stops the run when the server answered with another page than the step expected. */
async function arrivedAt(page: Page, title: string): Promise<void> {
  const actual = await page.title();
  if (!actual.startsWith(title))
    throw new Error(`Expected "${title}", got "${actual}" at ${page.url()}`);
}

async function choose(page: Page, group: string | RegExp, option: string): Promise<void> {
  await page.getByRole('group', { name: group }).getByText(option, { exact: true }).click();
}

async function typeAddress(scope: Locator, street: string, city: string, zip: string) {
  await scope.getByLabel('Address 1').fill(street);
  await scope.getByLabel('City').fill(city);
  // A Colorado-only address shows its state as read-only text, not a list.
  const state = scope.getByLabel(/^State/);
  if (await state.evaluate((element) => element.tagName === 'SELECT'))
    await state.selectOption({ label: 'Colorado' });
  await scope.getByLabel(/^ZIP/).fill(zip);
}

/** The address check's own page, when the server shows it: the verified versions taken. */
async function throughAddressCheck(page: Page): Promise<void> {
  if (new URL(page.url()).searchParams.get('verify') !== '1') return;
  const verified = page.locator('label[for$="-verified"]');
  for (let index = 0; index < (await verified.count()); index += 1) {
    await verified.nth(index).click();
  }
  await press(page, /^Use (this address|selected addresses)$/);
}

/** One person typed into a person's form, saved, and the step left in the same press. */
async function addPersonAndContinue(page: Page, first: string, last: string): Promise<void> {
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await typeAddress(
    page.getByRole('group', { name: /address/i }).last(),
    '1777 Broadway',
    'Boulder',
    '80302',
  );
  await press(page, 'Save and continue');
  await throughAddressCheck(page);
}

/** One LLC, entity name to receipt, the way the journey without script files it. */
async function formLlc(page: Page, baseUrl: string, run: number): Promise<void> {
  await page.goto(`${baseUrl}/business/filing/llc/entityname`);
  await page
    .getByLabel('Entity name')
    .fill(`Bench Without Script ${run} ${Date.now().toString(36)} LLC`);
  await press(page, 'Next');

  await typeAddress(
    page.getByRole('group', { name: 'Street address' }),
    '1560 Broadway',
    'Denver',
    '80202',
  );
  await page.getByText('Same as street address').click();
  await press(page, 'Next');
  await throughAddressCheck(page);

  await choose(page, 'Is the registered agent an individual or an entity?', 'Individual');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await typeAddress(
    page.getByRole('group', { name: 'Street address' }),
    '1777 Broadway',
    'Boulder',
    '80302',
  );
  await page.getByText("Same as registered agent's street address").click();
  await choose(page, /consent/i, 'Yes');
  await press(page, 'Next');
  await throughAddressCheck(page);

  await arrivedAt(page, 'Management - Step 4 of 11');
  await choose(page, /managed/i, 'Members');
  await choose(page, /at least one member/i, 'Yes');
  await press(page, 'Next');

  await page.getByLabel('Type of person').selectOption({ label: 'Individual' });
  await addPersonAndContinue(page, 'Grace', 'Hopper');

  await choose(page, 'Do you want to attach files?', 'No');
  await press(page, 'Next');
  await choose(page, 'Do you want this filing to be effective at the time of filing?', 'Yes');
  await press(page, 'Next');

  await arrivedAt(page, 'Filer - Step 8 of 11');
  await choose(page, 'Is the filer an individual or an entity?', 'Individual');
  await page.getByText('I have read and understood the notice above.').click();
  await addPersonAndContinue(page, 'Ada', 'Lovelace');

  await choose(page, 'Do you want to get email notifications about this business?', 'No');
  await choose(page, 'Do you want to get text message notifications about this business?', 'No');
  await press(page, 'Next');

  await arrivedAt(page, 'Review - Step 10 of 11');
  await press(page, 'Next');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Expiration date').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await press(page, /^Pay /);
  if (!(await page.title()).startsWith('Receipt - Step 11 of 11')) {
    throw new Error(`Formation ${run} ended on "${await page.title()}" at ${page.url()}`);
  }
}

/** What kind of document request this is: the method and the page's last path segment. */
function kindOf(request: Request): string {
  const url = new URL(request.url());
  if (url.pathname.includes('/payment/')) return `${request.method()} checkout`;
  const segment = url.pathname.split('/').pop() ?? '';
  const verify = url.searchParams.get('verify') === '1' ? ' (address check)' : '';
  return `${request.method()} ${segment}${verify}`;
}

const server = await startBenchServer(
  { DATA_DIR: dataDir, SEED_ENTITY_COUNT: '100' },
  'apps/api/dist/server.js',
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const answers: Answer[] = [];
  const loadsPerFormation: { wizard: number; checkout: number }[] = [];
  for (let run = 0; run <= formations; run += 1) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const loads = { wizard: 0, checkout: 0 };
    const own: Answer[] = [];
    page.on('load', () => {
      if (page.url().includes('/payment/')) loads.checkout += 1;
      else loads.wizard += 1;
    });
    page.on('requestfinished', (request) => {
      if (!request.isNavigationRequest()) return;
      const timing = request.timing();
      own.push({ kind: kindOf(request), ms: timing.responseStart - timing.requestStart });
    });
    await formLlc(page, server.baseUrl, run);
    await context.close();
    // The first formation warms the server (compiled queries, templates) and is not counted.
    if (run === 0) continue;
    answers.push(...own);
    loadsPerFormation.push(loads);
  }

  const first = loadsPerFormation[0];
  console.log(`An LLC formed with JavaScript off, ${formations} times after one to warm up\n`);
  console.log(
    `page loads: ${first?.wizard} in the wizard (entity name to receipt), ${first?.checkout} at the checkout` +
      ' (target: at most 11 plus the checkout)\n',
  );
  const kinds = [...new Set(answers.map((answer) => answer.kind))];
  console.log('server answer, ms      p50     p95   count  request');
  for (const kind of kinds) {
    const samples = answers.filter((answer) => answer.kind === kind).map((answer) => answer.ms);
    console.log(
      `${''.padEnd(18)}${percentile(samples, 50).toFixed(1).padStart(7)} ${percentile(samples, 95).toFixed(1).padStart(7)} ${String(samples.length).padStart(7)}  ${kind}`,
    );
  }
  const all = answers.map((answer) => answer.ms);
  console.log(
    `\nevery document request: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms` +
      ` over ${all.length} (target p95 <= 100 ms)`,
  );
} finally {
  await browser.close();
  await stopBenchServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
