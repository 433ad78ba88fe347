import { defineConfig } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  administrator,
  administratorPassword,
  passwordChangingAdministrator,
} from './tests/admin-sign-in.ts';

// The journeys run the real, built app (`npm start`'s server) on a fresh embedded database in a
// temporary folder, in Debian's Chromium (Playwright cannot download its own browsers here).
const port = Number(process.env.E2E_PORT ?? 3123);
const dataDir = mkdtempSync(path.join(tmpdir(), 'registrar-e2e-'));
// There are no default passwords: the administrators are made with the command line, as an
// operator would, reading the password from a file rather than the command.
const passwordFile = path.join(
  mkdtempSync(path.join(tmpdir(), 'registrar-e2e-secret-')),
  'administrator-password',
);
writeFileSync(passwordFile, `${administratorPassword}\n`, { mode: 0o600 });
const createAdministrator = (account: { username: string; email: string }) =>
  `npm run admin -- create --username ${account.username} --email ${account.email} --password-stdin < ${passwordFile}`;

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
    command: [
      createAdministrator(administrator),
      createAdministrator(passwordChangingAdministrator),
      'npm run start -w apps/api',
    ].join(' && '),
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
      RATE_LIMIT_STAFF_SIGN_INS_PER_MINUTE: '1000',
      RATE_LIMIT_PASSWORD_RESETS_PER_MINUTE: '1000',
      // A build elsewhere (for example `vite build --outDir /tmp/x`) can be served instead.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
