// Addresses no route serves answer 404 in the apiData envelope; the web app keeps its own.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';

const indexHtml = '<!doctype html><html lang="en"><head><title>Registrar</title></head></html>';
const notFound = { apiData: { code: 404, message: 'There is nothing at this address.' } };

describe.each(databaseKinds)('unknown addresses on %s', (kind) => {
  let distDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'registrar-dist-'));
    await writeFile(path.join(distDir, 'index.html'), indexHtml);
    testApp = await createTestApp(kind, { env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it.each([
    ['GET', '/business-api/nope'],
    ['GET', '/business-api/entity/nope?name=x'],
    ['POST', '/common-db-api/whatever'],
    ['PUT', '/business-api/draft'],
    ['DELETE', '/ens-db-api/send-email'],
    ['GET', '/user-manager-api/users'],
    ['PATCH', '/business-api/payment'],
    ['GET', '/nothing-here'],
  ] as const)('%s %s answers 404 in the apiData envelope', async (method, url) => {
    const answer = await testApp.app.inject({ method, url, headers: jsonHeaders, payload: '{}' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.json()).toEqual(notFound);
  });

  it('keeps serving the web app under /business', async () => {
    const page = await testApp.app.inject({ url: '/business/filing/llc/entityname' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Registrar</title>');
  });
});
