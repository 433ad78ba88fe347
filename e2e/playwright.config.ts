import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The journeys run the real, built app (`npm start`'s server) on a fresh embedded database in a
// temporary folder, in Debian's Chromium (Playwright cannot download its own browsers here).
const port = Number(process.env.E2E_PORT ?? 3123);
const dataDir = mkdtempSync(path.join(tmpdir(), 'registrar-e2e-'));

export default defineConfig({
  testDir: './tests',
  timeout: 240_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npm run start -w apps/api',
    cwd: '..',
    url: `http://localhost:${port}/business-api/heartBeat`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      SEED_ENTITY_COUNT: '2000',
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every journey runs from this one address: limits (still counted) that a whole run stays under.
      RATE_LIMIT_NAME_CHECKS_PER_MINUTE: '1000',
      RATE_LIMIT_PAYMENT_STARTS_PER_MINUTE: '1000',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
      RATE_LIMIT_RECEIPT_EMAILS_PER_MINUTE: '1000',
      RATE_LIMIT_CARD_PAYMENTS_PER_MINUTE: '1000',
      RATE_LIMIT_SIGN_INS_PER_MINUTE: '1000',
      RATE_LIMIT_PASSWORD_RESETS_PER_MINUTE: '1000',
      // A build elsewhere (for example `vite build --outDir /tmp/x`) can be served instead.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
