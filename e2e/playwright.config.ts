import { defineConfig } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  administrator,
  administratorPassword,
  passwordChangingAdministrator,
  passwordResettingAdministrator,
  secondAdministrator,
} from './tests/admin-sign-in.ts';
import { app, mailCapture, oidcApp, oidcProvider } from './tests/servers.ts';

// The journeys run the real, built app (`npm start`'s server) on a fresh embedded database in a
// temporary folder, in Debian's Chromium (Playwright cannot download its own browsers here).
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
// The test peers (an SMTP server, an OpenID Connect provider) are TypeScript run with tsx.
const runPeer = (file: string) => `npx tsx e2e/peers/${file}`;

/** The journeys that move the server's clock. */
const CLOCK_JOURNEYS = /notifications\.spec\.ts$/;

/** What both app servers share: the address they answer on and a test environment. */
const appEnvironment = (server: { port: number; url: string }, data: string) => ({
  PORT: String(server.port),
  HOST: '127.0.0.1',
  DATA_DIR: data,
  PUBLIC_BASE_URL: server.url,
  // 'test': the server starts no job timers and its clock can be moved, so background work happens
  // when a journey asks for it (tests/test-server.ts): mail is delivered over SMTP by the job
  // queue's pass, reminders come when the clock reaches a report window. Nothing changes the
  // registry behind a journey's back, whatever time the clock says.
  APP_ENV: 'test',
  LOG_LEVEL: 'warn',
  // A build elsewhere (for example `vite build --outDir /tmp/x`) can be served instead.
  ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
});

export default defineConfig({
  testDir: './tests',
  timeout: 240_000,
  expect: { timeout: 15_000 },
  // Two journeys at a time, in any order: each files for entities and under names of its own and
  // opens its own pages, so they do not meet on the shared server, except through its clock.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  projects: [
    { name: 'journeys', testIgnore: CLOCK_JOURNEYS },
    // These move the server's clock, which every journey reads: they run alone, after the rest.
    { name: 'clock', testMatch: CLOCK_JOURNEYS, dependencies: ['journeys'] },
  ],
  use: {
    baseURL: app.url,
    // The trace of a failed journey keeps each step's page and network, not a screencast: the
    // frames cost the browser a sixth of its time in every journey, failed or not.
    trace: { mode: 'retain-on-failure', screenshots: false },
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
  // Started in this order, each once the one before answers; stopped when the run ends.
  webServer: [
    {
      // Mail leaves the app through real SMTP: this server receives it and lists it over HTTP,
      // so the journeys read what a filer's mailbox would get (tests/mailbox.ts).
      command: runPeer('mail-capture.ts'),
      cwd: '..',
      url: mailCapture.messagesUrl,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // A real OpenID Connect provider with its own sign-in and consent pages, for the app below
      // whose staff sign in there.
      command: runPeer('oidc-provider.ts'),
      cwd: '..',
      url: `${oidcProvider.issuer}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // The app every journey uses but the provider's: local staff passwords.
      command: [
        createAdministrator(administrator),
        createAdministrator(passwordChangingAdministrator),
        createAdministrator(secondAdministrator),
        createAdministrator(passwordResettingAdministrator),
        'npm run start -w apps/api',
      ].join(' && '),
      cwd: '..',
      url: `${app.url}/business-api/heartBeat`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        ...appEnvironment(app, dataDir),
        SEED_ENTITY_COUNT: '2000',
        // Delivered to the capture server; the non-production mail page still lists the outbox.
        SMTP_URL: `smtp://127.0.0.1:${String(mailCapture.smtpPort)}`,
        // Every journey runs from this one address: limits (still counted) that a whole run stays under.
        RATE_LIMIT_NAME_CHECKS_PER_MINUTE: '1000',
        RATE_LIMIT_PAYMENT_STARTS_PER_MINUTE: '1000',
        RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
        RATE_LIMIT_RECEIPT_EMAILS_PER_MINUTE: '1000',
        RATE_LIMIT_CARD_PAYMENTS_PER_MINUTE: '1000',
        RATE_LIMIT_SIGN_INS_PER_MINUTE: '1000',
        RATE_LIMIT_STAFF_SIGN_INS_PER_MINUTE: '1000',
        RATE_LIMIT_PASSWORD_RESETS_PER_MINUTE: '1000',
      },
    },
    {
      // A second app configured for the provider: the two ways in are one at a time (local
      // passwords are off where OIDC is on), so signing in there needs its own server. It shares
      // the build with the one above, which started first and built it when stale.
      command: 'npm run start -w apps/api',
      cwd: '..',
      url: `${oidcApp.url}/business-api/heartBeat`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        ...appEnvironment(oidcApp, mkdtempSync(path.join(tmpdir(), 'registrar-e2e-oidc-'))),
        // Staff sign-in only: no registry rows are needed.
        SEED_ENTITY_COUNT: '0',
        OIDC_ISSUER: oidcProvider.issuer,
        OIDC_CLIENT_ID: oidcProvider.clientId,
        OIDC_CLIENT_SECRET: oidcProvider.clientSecret,
        OIDC_ADMIN_CLAIM: 'groups',
        OIDC_ADMIN_VALUE: oidcProvider.adminGroup,
      },
    },
  ],
});
