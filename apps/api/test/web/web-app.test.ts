import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const indexHtml =
  '<!doctype html><html lang="en"><head><title>Registrar</title></head><body><div id="root"></div></body></html>';

describe.each(databaseKinds)('web app serving on %s', (kind) => {
  let distDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'registrar-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), indexHtml);
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app");');
    await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    testApp = await createTestApp(kind, { env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('answers every deep link under /business with the app, not cached', async () => {
    for (const url of [
      '/business/filing/llc/entityname',
      '/business/filing/fileaform',
      '/business/filing/llc/receipt?refId=x',
    ]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Registrar</title>');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('puts the banner, the footer and the environment in the first HTML, compressed once', async () => {
    const banner = (await testApp.app.inject({ url: '/apps/biz/html/banner.html' })).body.trim();
    const footer = (await testApp.app.inject({ url: '/apps/biz/html/footer.html' })).body.trim();
    const plain = await testApp.app.inject({ url: '/business/filing/llc/entityname' });
    expect(plain.body).toContain(
      `<div id="root"><div data-served-fragment="/apps/biz/html/banner.html">${banner}</div>`,
    );
    expect(plain.body).toContain(
      `<div data-served-fragment="/apps/biz/html/footer.html">${footer}</div></div>`,
    );
    expect(plain.body).toContain('<meta name="registrar-environment" content="test" />');
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = await testApp.app.inject({
        url: '/business/filing/fileaform',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toContain('accept-encoding');
      const body =
        encoding === 'br'
          ? brotliDecompressSync(compressed.rawPayload)
          : gunzipSync(compressed.rawPayload);
      expect(body.toString('utf8')).toBe(plain.body);
    }
  });

  it('serves hashed assets with a long cache and 404s a missing file', async () => {
    const asset = await testApp.app.inject({ url: '/business/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = await testApp.app.inject({ url: '/business/favicon.svg' });
    expect(other.headers['cache-control']).toBe('public, max-age=3600');
    expect((await testApp.app.inject({ url: '/business/assets/missing-xyz.js' })).statusCode).toBe(
      404,
    );
    expect((await testApp.app.inject({ url: '/business/robots.txt' })).statusCode).toBe(404);
  });

  it('sends the bare addresses to the file-a-form page', async () => {
    for (const url of ['/', '/business', '/business/']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe('/business/filing/fileaform');
    }
  });

  it('serves the banner and footer fragments', async () => {
    const banner = await testApp.app.inject({ url: '/apps/biz/html/banner.html' });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toContain('text/html');
    expect(banner.body).toContain('usa-banner');
    expect(banner.body).toContain('An official website of the State of Colorado');
    const footer = await testApp.app.inject({ url: '/apps/biz/html/footer.html' });
    expect(footer.statusCode).toBe(200);
    expect(footer.body).toContain('Secretary of State');
    expect(footer.body).toContain('<address');
  });

  it('keeps the API routes ahead of the app', async () => {
    const response = await testApp.app.inject({ url: '/business-api/heartBeat' });
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('web app not built', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', {
      env: { WEB_DIST_DIR: path.join(tmpdir(), 'registrar-no-such-dist') },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers /business pages with a 503 page that says to build, and keeps the API up', async () => {
    const response = await testApp.app.inject({ url: '/business/filing/llc/entityname' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
    expect((await testApp.app.inject({ url: '/business-api/heartBeat' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ url: '/apps/biz/html/banner.html' })).statusCode).toBe(200);
  });
});
