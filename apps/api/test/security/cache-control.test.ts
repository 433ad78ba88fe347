// No browser or proxy keeps an answer that a session or a key opened: API keys, webhook secrets,
// filings, ledgers, filed documents and filers' details. Every answer is `Cache-Control: no-store`
// (on success and on refusal, pages and calls alike) but for the public answers that say
// otherwise: reference data, the content help, the open data, the OpenAPI document and the built
// assets. The calls come from the published OpenAPI document, so a call added later is swept too,
// as nobody and as the caller entitled to it.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentedCalls,
  pathOf,
  signInEveryCaller,
  validParameter,
  type Callers,
  type DocumentedCall,
} from '../support/every-caller.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';

/** The public answers, and the caching each keeps when it succeeds. */
const publicAnswers: [RegExp, string][] = [
  [/^\/common-db-api\/(states|suffixes|countries)/, 'public, max-age=3600'],
  [/^\/business-api\/content\//, 'public, max-age=3600'],
  [/^\/business-api\/data\/./, 'public, no-cache'],
  [/^\/business-api\/data$/, 'no-cache'],
];

/** The caching a successful answer of `path` keeps: its public one, or none at all. */
function cachingOf(path: string): string {
  return publicAnswers.find(([pattern]) => pattern.test(path))?.[1] ?? 'no-store';
}

describe.each(databaseKinds)('what browsers and proxies may keep, on %s', (kind) => {
  let distDir: string;
  let testApp: TestApp;
  let calls: DocumentedCall[];
  let callers: Callers;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'registrar-dist-'));
    await writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Registrar</title></head><body><div id="root"></div></body></html>',
    );
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'assets', 'index-0123abcd.js'), 'export {};');
    testApp = await createTestApp(kind, {
      env: {
        WEB_DIST_DIR: distDir,
        RATE_LIMIT_RECEIPT_EMAILS_PER_MINUTE: '10000',
        RATE_LIMIT_STAFF_SIGN_INS_PER_MINUTE: '10000',
        RATE_LIMIT_CERTIFICATES_PER_MINUTE: '10000',
      },
    });
    calls = await documentedCalls(testApp);
    callers = await signInEveryCaller(testApp);
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const send = (call: DocumentedCall, headers: Record<string, string>) =>
    testApp.app.inject({
      method: call.method as 'GET',
      url: pathOf(call.path, (name) => validParameter(name, randomUUID())),
      headers: { ...headers, 'idempotency-key': randomUUID() },
      ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('answers no-store with the secrets a caller is shown once', async () => {
    const key = await testApp.app.inject({
      method: 'POST',
      url: `/user-manager-api/filing-accounts/${callers.accountId}/keys`,
      headers: callers.staff,
      payload: { name: 'shown once' },
    });
    expect(key.statusCode, key.body).toBe(200);
    expect(key.json().apiData.key).toMatch(/^rgk_/);
    expect(key.headers['cache-control']).toBe('no-store');
    const endpoint = await testApp.app.inject({
      method: 'POST',
      url: '/filing-api/v1/webhook-endpoints',
      headers: { ...callers.api, 'idempotency-key': randomUUID() },
      payload: { url: 'https://hooks.example.com/registrar' },
    });
    expect(endpoint.json().apiData.secret).toMatch(/^whsec_/);
    expect(endpoint.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/business/filing/llc/entityname',
    '/business/admin/filingaccounts',
    `/business/admin/filingaccount/1`,
    '/business/login/verify/a-link-token',
  ])('answers the page %s no-store, signed in or not', async (url) => {
    for (const headers of [{}, { cookie: callers.staff.cookie ?? '' }]) {
      const page = await testApp.app.inject({ url, headers });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
    }
    const posted = await testApp.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=value',
    });
    expect(posted.headers['cache-control']).toBe('no-store');
  });

  it('keeps the caching of the built assets and the OpenAPI document', async () => {
    const asset = await testApp.app.inject({ url: '/business/assets/index-0123abcd.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const document = await testApp.app.inject({ url: '/business-api/openapi.json' });
    expect(document.headers['cache-control']).toBe('no-cache');
  });

  // Last: the sweep signs its callers out and revokes keys.
  it('answers every call no-store but the public ones, refused or not, whoever asks', async () => {
    expect(calls.length).toBeGreaterThan(90);
    let succeeded = 0;
    for (const call of calls) {
      const name = `${call.method} ${call.path}`;
      const asNobody = await send(call, jsonHeaders);
      let asEntitled = await send(call, callers.of(call));
      if (asEntitled.statusCode === 401) asEntitled = await send(call, callers.filer);
      for (const [who, answer] of [
        ['nobody', asNobody],
        ['the entitled caller', asEntitled],
      ] as const) {
        const expected = answer.statusCode < 300 ? cachingOf(call.path) : 'no-store';
        expect(answer.headers['cache-control'], `${name} as ${who}: ${answer.statusCode}`).toBe(
          expected,
        );
        if (answer.statusCode < 300 && cachingOf(call.path) === 'no-store') succeeded += 1;
      }
    }
    // Enough of the guarded calls answered with what they guard, not only with refusals.
    expect(succeeded).toBeGreaterThan(30);
  });
});
