// Page weight of a first visit: starts the built app on a fresh embedded database, opens the LLC
// entity-name step in Chromium with an empty cache, and reports the JS and CSS it downloaded,
// raw and gzipped, and the gzipped total as a share of the peer application's first visit
// (1,078,854 B). Budgets: JS <= 90 KB and JS + CSS <= 110 KB gzipped. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const port = Number(process.env.BENCH_PORT ?? 3199);
const base = `http://localhost:${port}`;
const page = process.argv[2] ?? '/business/filing/llc/entityname';
const dataDir = mkdtempSync(path.join(tmpdir(), 'registrar-bench-'));
const repositoryRoot = path.resolve(import.meta.dirname, '..');
/** What the peer application downloads on the same first visit. */
const peerFirstVisitBytes = 1_078_854;

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/business-api/heartBeat`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

// The compiled server, as `npm start` runs it, started by Node directly (not through npm) so that
// stopping it stops the server itself.
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: repositoryRoot,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_ENTITY_COUNT: '100',
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext();
  const tab = await context.newPage();
  const downloads: { url: string; kind: 'js' | 'css'; raw: number; gzip: number }[] = [];
  tab.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : undefined;
    if (!kind) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    downloads.push({
      url: response.url().replace(base, ''),
      kind,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await tab.goto(`${base}${page}`, { waitUntil: 'load' });
  // A page rendered on the server fetches the app's scripts once it has been painted: the visit
  // is over when the app has taken the page over (its entry ran) and the network is quiet.
  await tab.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/index-[^/]*\.js$/.test(entry.name)),
  );
  await tab.waitForLoadState('networkidle');
  await tab.waitForTimeout(1000);
  await browser.close();

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(`First visit to ${page} (empty cache)\n`);
  for (const file of downloads.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `${file.kind.padEnd(4)} ${kb(file.raw).padStart(8)} KB raw ${kb(file.gzip).padStart(7)} KB gzip  ${file.url}`,
    );
  }
  const totals = { js: 0, css: 0 };
  for (const kind of ['js', 'css'] as const) {
    const files = downloads.filter((file) => file.kind === kind);
    const raw = files.reduce((sum, file) => sum + file.raw, 0);
    totals[kind] = files.reduce((sum, file) => sum + file.gzip, 0);
    console.log(
      `\n${kind.toUpperCase()} total: ${files.length} files, ${kb(raw)} KB raw, ${kb(totals[kind])} KB gzipped` +
        (kind === 'js' ? ' (budget <= 90 KB)' : ''),
    );
  }
  const both = totals.js + totals.css;
  console.log(
    `\nJS + CSS: ${kb(both)} KB gzipped (budget <= 110 KB), ${both.toLocaleString('en-US')} B = ` +
      `${((both / peerFirstVisitBytes) * 100).toFixed(1)}% of the peer's ${peerFirstVisitBytes.toLocaleString('en-US')} B`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
