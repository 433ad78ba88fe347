// The page's language: the address, then the language link's cookie, then Accept-Language, then
// English; a Spanish page keeps `lang=es` in its address; staff pages are English only.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const indexIn = (language: string) =>
  `<!doctype html><html lang="${language}"><head><title>Registrar</title></head><body><div id="root"></div></body></html>`;

function languageCookieOf(response: { headers: Record<string, unknown> }): string | undefined {
  const cookies = [response.headers['set-cookie'] ?? []].flat().map(String);
  return /registrar_lang=(\w+)/.exec(
    cookies.find((c) => c.startsWith('registrar_lang=')) ?? '',
  )?.[1];
}

describe.each(databaseKinds)('the language of pages on %s', (kind) => {
  let distDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'registrar-dist-'));
    await mkdir(path.join(distDir, 'es'), { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), indexIn('en'));
    await writeFile(path.join(distDir, 'es', 'index.html'), indexIn('es'));
    testApp = await createTestApp(kind, { env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves English to a browser that asks for nothing else, with no language in the address', async () => {
    const response = await testApp.app.inject({
      url: '/business/filing/fileaform',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.headers.vary).toContain('accept-language');
  });

  it('sends a browser that prefers Spanish to the Spanish address, which then says Spanish', async () => {
    const first = await testApp.app.inject({
      url: '/business/filing/llc/entityname?x=1',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
    });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/business/filing/llc/entityname?x=1&lang=es');
    const page = await testApp.app.inject({
      url: '/business/filing/llc/entityname?x=1&lang=es',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es">');
    expect(languageCookieOf(page)).toBe('es');
  });

  it('lets the language link choose English over Accept-Language, and remembers it', async () => {
    const chosen = await testApp.app.inject({
      url: '/business/search?lang=en',
      headers: { 'accept-language': 'es' },
    });
    expect(chosen.body).toContain('<html lang="en">');
    expect(languageCookieOf(chosen)).toBe('en');
    const later = await testApp.app.inject({
      url: '/business/search',
      headers: { 'accept-language': 'es', cookie: 'registrar_lang=en' },
    });
    expect(later.statusCode).toBe(200);
    expect(later.body).toContain('<html lang="en">');
  });

  it('keeps the remembered Spanish in the address of a page asked for without it', async () => {
    const response = await testApp.app.inject({
      url: '/business/verify',
      headers: { cookie: 'registrar_lang=es' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/business/verify?lang=es');
  });

  it('keeps staff pages in English whatever the filer chose', async () => {
    for (const url of ['/business/admin/pendingqueue', '/business/loginadmin', '/business/admin']) {
      const response = await testApp.app.inject({
        url: `${url}?lang=es`,
        headers: { cookie: 'registrar_lang=es', 'accept-language': 'es' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<html lang="en">');
      expect(languageCookieOf(response), url).toBeUndefined();
    }
  });

  it('ignores a language it does not speak', async () => {
    const response = await testApp.app.inject({
      url: '/business/search?lang=fr',
      headers: { 'accept-language': 'fr-CA,fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
  });
});
