// Every answer carries the security headers: the web app's pages, the API's answers, unknown
// addresses and refusals alike. They do not depend on the database, so one kind is enough.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonHeaders, type TestApp } from '../support/test-app.ts';

const expected = {
  'content-security-policy':
    "default-src 'self';base-uri 'none';font-src 'self' data:;form-action 'self';" +
    "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';" +
    "script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';frame-src 'self' blob:",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

describe('security headers', () => {
  let distDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'registrar-dist-'));
    await writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Registrar</title></head></html>',
    );
    testApp = await createTestApp('pglite', { env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it.each([
    ['a page of the web app', 'GET', '/business/filing/llc/entityname', {}],
    [
      'the name check',
      'GET',
      '/business-api/entity/validateEntityNameAndAvailability?transType=ARTORG_LLC&name=Peak%20LLC&oldName=&entityId=&entityType=DLLC',
      {},
    ],
    ['an unknown address', 'GET', '/business-api/nope', {}],
    [
      'a cross-site request refused',
      'POST',
      '/business-api/draft',
      { 'content-type': 'application/json' },
    ],
    ['a bad request', 'POST', '/business-api/draft', jsonHeaders],
  ] as const)('on %s', async (_what, method, url, headers) => {
    const answer = await testApp.app.inject({
      method,
      url,
      headers,
      payload: method === 'POST' ? '{' : undefined,
    });
    expect(answer.headers).toMatchObject(expected);
  });
});
