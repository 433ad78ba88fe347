// Lighthouse 12 (mobile, default simulated throttling) over every first page a person can land on,
// against the production build: each wizard's first step, the file-a-form page, the public record
// (search, an entity's record, checking a certificate), the filer's and the staff's sign-in, and
// the receipt and Congratulations pages of a filing paid for here, and the administrators' pending
// queue (signed in as an administrator the command line makes before the server starts). Each page
// is measured `--runs` times (each run in a fresh Chromium with an empty cache) and the median run
// is printed with the targets.
// It reports numbers; it does not pass or fail. Build first (`npm run build`).
//
//   npx tsx --conditions=source bench/lighthouse.ts [--runs 3] [--only <path substring>]
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createLlcMinimalFiling } from '@registrar/domain';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, only: { type: 'string' } },
});
const runs = Number(values.runs);
const port = Number(process.env.BENCH_PORT ?? 3198);
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'registrar-lighthouse-'));
const repositoryRoot = path.resolve(import.meta.dirname, '..');
const jsonHeaders = { 'x-requested-with': 'registrar', 'content-type': 'application/json' };

/**
 * First pages. New-entity wizards start at their entity-name step; existing-entity filings at
 * their intro with an entity of the seeded registry for which that filing is open.
 */
const firstPages = [
  '/business/filing/fileaform',
  '/business/filing/llc/entityname',
  '/business/filing/dpc/entityname',
  '/business/filing/dnc/entityname',
  '/business/filing/dc55/entityname',
  '/business/filing/report/reportintro?entityId=20140000014&transTyp=REPORT',
  '/business/filing/cure/intro?entityId=20120000002&transTyp=CURE_DLNQ',
  '/business/filing/reinstate/intro?entityId=20040000003&transTyp=REINSTATE',
  '/business/filing/amend/intro?entityId=20150000000&transTyp=AMD_LLC',
  '/business/search',
  '/business/entity/20140000014',
  '/business/verify',
  '/business/login',
  '/business/loginadmin',
];

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/business-api/heartBeat`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start');
}

/** Pays for a new LLC through the test checkout: the receipt address the checkout returns to. */
async function paidReceiptPath(): Promise<string> {
  const filing = createLlcMinimalFiling();
  filing.entityName = { name: `Lighthouse Bench ${randomUUID().slice(0, 6)} LLC` };
  const wizard = `${base}/business/filing/llc`;
  const start = await fetch(`${base}/business-api/payment`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({
      filing,
      draftRef: randomUUID(),
      clientUrl: `${wizard}/receipt`,
      paymentBackUrl: `${wizard}/filingreview`,
      paymentCancelUrl: `${base}/business/filing/fileaform`,
    }),
  });
  const { paymentURL } = ((await start.json()) as { apiData: { paymentURL: string } }).apiData;
  const page = await (await fetch(paymentURL)).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const paid = await fetch(paymentURL, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token,
      cardNumber: '4111111111111111',
      nameOnCard: 'Grace Hopper',
      expiry: '12/39',
      cvc: '123',
    }).toString(),
  });
  const location = paid.headers.get('location');
  if (location === null) throw new Error(`The checkout answered ${paid.status}`);
  return location.replace(base, '');
}

const benchAdministrator = { username: 'bench-admin', password: 'Lighthouse2026' };

/** Makes the bench's administrator in the data directory, as an operator would, before the server. */
function createAdministrator(): void {
  const made = spawnSync(
    process.execPath,
    [
      'apps/api/dist/admin-cli.js',
      'create',
      '--username',
      benchAdministrator.username,
      '--email',
      'bench-admin@sos.example.gov',
      '--password-stdin',
    ],
    {
      cwd: repositoryRoot,
      env: { ...process.env, DATA_DIR: dataDir, PUBLIC_BASE_URL: base, LOG_LEVEL: 'warn' },
      input: `${benchAdministrator.password}\n`,
      encoding: 'utf8',
    },
  );
  if (made.status !== 0) throw new Error(`The administrator was not made: ${made.stderr}`);
}

/** Signs the bench's administrator in: the session cookie Lighthouse sends with the admin pages. */
async function administratorCookie(): Promise<string> {
  const answer = await fetch(`${base}/user-manager-api/store/login`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify(benchAdministrator),
  });
  const cookie = answer.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (!answer.ok || cookie.length === 0) throw new Error(`Sign-in answered ${answer.status}`);
  return cookie.join('; ');
}

interface Measured {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

async function measure(url: string, cookie?: string): Promise<Measured> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookie === undefined ? {} : { extraHeaders: { Cookie: cookie } }),
    });
    if (result === undefined) throw new Error(`No Lighthouse result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) console.error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    // A page that sent Lighthouse elsewhere (the admin queue to sign-in) was not measured.
    if (result.lhr.finalDisplayedUrl !== url) {
      throw new Error(`${url} ended at ${result.lhr.finalDisplayedUrl}`);
    }
    // An accessibility score under 100 names the audits that failed.
    const failed = (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    if (failed.length > 0)
      console.error(`${url}: accessibility audits failed: ${failed.join(', ')}`);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

createAdministrator();
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: repositoryRoot,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: base,
    SEED_ENTITY_COUNT: '100',
    LOG_LEVEL: 'warn',
    APP_ENV: 'test',
  },
  stdio: 'inherit',
});

try {
  await waitForServer();
  const receipt = await paidReceiptPath();
  const congratulations = receipt.replace('/receipt', '/whatsnext');
  const adminQueue = '/business/admin/pendingqueue';
  const cookie = await administratorCookie();
  const pages = [...firstPages, receipt, congratulations, adminQueue].filter(
    (page) => values.only === undefined || page.includes(values.only),
  );
  console.log(
    `Lighthouse 12, mobile, simulated throttling, median of ${runs} runs per page\n` +
      'budgets: performance >= 98, TBT <= 150 ms, CLS 0, accessibility 100\n',
  );
  console.log('perf  a11y   LCP s    CLS   TBT ms  page');
  for (const page of pages) {
    const results: Measured[] = [];
    for (let run = 0; run < runs; run++) {
      results.push(await measure(`${base}${page}`, page === adminQueue ? cookie : undefined));
    }
    results.sort((a, b) => a.performance - b.performance);
    const median = results[Math.floor(results.length / 2)];
    if (median === undefined) continue;
    console.log(
      `${String(median.performance).padStart(4)}  ${String(median.accessibility).padStart(4)}  ` +
        `${(median.lcpMs / 1000).toFixed(2).padStart(6)}  ${median.cls.toFixed(3).padStart(5)}  ` +
        `${median.tbtMs.toFixed(0).padStart(7)}  ${page.replace(/refId=[^&]+/, 'refId=…')}` +
        `   (perf of runs: ${results.map((result) => result.performance).join(', ')})`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
