import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../support/sign-in.ts';
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
      expect(response.headers['cache-control']).toBe('no-store');
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
    const missing = await testApp.app.inject({ url: '/business/robots.txt' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
  });

  it('answers a form post with the page for the browser to render, never the API envelope', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/business/filing/llc/entityname',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Acme+Trails+LLC',
    });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
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

// A stand-in for the web app's server build (apps/web/src/entry-server.tsx, exercised by the
// browser journeys): it renders by the address and makes one call, as the requesting browser.
const serverEntry = `export default {
  async renderPage(request) {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/business/old') return { kind: 'redirect', location: '/business/new?x=1' };
    if (url.pathname === '/business/broken') throw new Error('cannot render');
    if (url.pathname === '/business/stuck') return new Promise(() => undefined);
    if (request.submission) {
      const go = request.submission.fields.find(([name]) => name === 'go');
      if (go && request.submission.fromThisSite) return { kind: 'redirect', location: go[1] };
    }
    if (url.pathname === '/business/logout') {
      await request.call('/user-manager-api/secure/logout', {
        method: 'POST',
        headers: { Accept: 'application/json', 'X-Requested-With': 'registrar' },
      });
    }
    const session = await request.call('/user-manager-api/secure/session', {
      method: 'GET',
      headers: { Accept: 'application/json' },
    });
    const answer = await session.json();
    return {
      kind: 'page',
      status: url.pathname === '/business/missing' ? 404 : request.submission ? 400 : 200,
      html: '<main><h1>Page ' + url.pathname + url.search + '</h1><p>session ' + session.status + ' ' +
        (answer.apiData?.username ?? '') + '</p>' + (request.submission ? '<p>submitted ' +
        request.submission.fromThisSite + ' ' + JSON.stringify(request.submission.fields) + '</p>' : '') +
        '</main>',
      title: 'A </title> page',
      state: { queries: [{ key: ['x'], status: 'success', data: '</script><script>alert(1)</script>' }],
        modules: ['src/page.tsx'], takeOverParts: 1, formToken: request.formToken },
    };
  },
};`;

// As Vite builds it: the entry and the chunk it imports, preloaded.
const builtIndexHtml =
  '<!doctype html><html lang="en"><head><title>Registrar</title>' +
  '<script type="module" crossorigin src="/business/assets/index-abc123.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/business/assets/shared-1.js">' +
  '</head><body><div id="root"></div></body></html>';

const manifest = {
  'src/boot.ts': { file: 'assets/boot-5.js', isEntry: true, imports: ['_taken-over.js'] },
  '_taken-over.js': { file: 'assets/taken-over-6.js' },
  'index.html': { file: 'assets/index-abc123.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'src/page.tsx': { file: 'assets/page-2.js', imports: ['_shared.js', '_helper.js'] },
  '_helper.js': { file: 'assets/helper-3.js', css: ['assets/tables-4.css'] },
};

describe.each(databaseKinds)('pages rendered on the server on %s', (kind) => {
  let distDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'registrar-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await mkdir(path.join(distDir, '.ssr'));
    await mkdir(path.join(distDir, '.vite'));
    await writeFile(path.join(distDir, 'index.html'), builtIndexHtml);
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app");');
    await writeFile(path.join(distDir, '.ssr', 'entry-server.mjs'), serverEntry);
    await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    testApp = await createTestApp(kind, { env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends the page rendered, titled, with its stylesheets, its state and its scripts for later', async () => {
    const response = await testApp.app.inject({ url: '/business/filing/llc/entityname' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toContain('cookie');
    const body = response.body;
    expect(body).toContain('<title>A &lt;/title&gt; page</title>');
    expect(body).toContain(
      '<div id="root"><main><h1>Page /business/filing/llc/entityname</h1><p>session 401 </p></main></div>',
    );
    expect(body).toContain(
      '<link rel="stylesheet" crossorigin href="/business/assets/tables-4.css">',
    );
    // The scripts load after the first paint: the boot script, which reads their list.
    expect(body).toContain(
      '<script type="module" crossorigin src="/business/assets/boot-5.js"></script>',
    );
    // The boot script's own import comes beside it, not after it; nothing else is preloaded.
    expect(body).toContain(
      '<link rel="modulepreload" crossorigin href="/business/assets/taken-over-6.js">',
    );
    expect(body.match(/<link rel="modulepreload"/g)).toHaveLength(1);
    expect(body).not.toContain('src="/business/assets/index-abc123.js"');
    const scripts =
      /<script type="application\/json" id="registrar-page-scripts">(.*?)<\/script>/s.exec(body);
    expect(JSON.parse(scripts?.[1] ?? '')).toEqual([
      '/business/assets/index-abc123.js',
      '/business/assets/shared-1.js',
      '/business/assets/page-2.js',
      '/business/assets/helper-3.js',
    ]);
    expect(body).toContain('<meta name="registrar-environment" content="test" />');
    // The state cannot end its script element early.
    const state =
      /<script type="application\/json" id="registrar-page-state">(.*?)<\/script>/s.exec(body);
    expect(state?.[1]).not.toContain('</script>');
    expect(JSON.parse(state?.[1] ?? '')).toEqual({
      queries: [{ key: ['x'], status: 'success', data: '</script><script>alert(1)</script>' }],
      modules: ['src/page.tsx'],
      takeOverParts: 1,
      formToken: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it("makes the page's calls as the browser: its session cookie goes with them", async () => {
    const staff = await signInStaff(testApp, { username: 'rendering-admin' });
    const response = await testApp.app.inject({
      url: '/business/admin/adminhome',
      headers: { cookie: staff.cookie, 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain(
      '<p>session 200 rendering-admin</p>',
    );
  });

  it('redirects where the page says, and answers 404 for a page that does not exist', async () => {
    const redirect = await testApp.app.inject({ url: '/business/old' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/business/new?x=1');
    const missing = await testApp.app.inject({ url: '/business/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Page /business/missing</h1>');
  });

  /** A page's form token: the cookie set with the page, and the value its forms carry. */
  async function formTokenOfPage(): Promise<{ cookie: string; token: string }> {
    const page = await testApp.app.inject({ url: '/business/loginadmin' });
    const header = [page.headers['set-cookie']]
      .flat()
      .find((c) => String(c).startsWith('registrar_form='));
    const cookie = String(header).split(';')[0] ?? '';
    const state =
      /<script type="application\/json" id="registrar-page-state">(.*?)<\/script>/s.exec(page.body);
    const token = (JSON.parse(state?.[1] ?? '{}') as { formToken: string }).formToken;
    expect(cookie).toBe(`registrar_form=${token}`);
    return { cookie, token };
  }

  it("hands a form with the page's token to the page's action; a redirect is a 303", async () => {
    const { cookie, token } = await formTokenOfPage();
    const post = (payload: string, headers: Record<string, string> = {}) =>
      testApp.app.inject({
        method: 'POST',
        url: '/business/filing/llc/entityname?x=1',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie,
          origin: 'http://localhost:3000',
          ...headers,
        },
        payload,
      });
    const refused = await post(`_csrf=${token}&name=Acme+Trails+LLC`);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain(
      '<p>submitted true [["_csrf","' + token + '"],["name","Acme Trails LLC"]]</p>',
    );
    const moved = await post(
      `_csrf=${token}&go=%2Fbusiness%2Ffiling%2Fllc%2Fprincipalofficeaddress`,
    );
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe('/business/filing/llc/principalofficeaddress');
    // The API's own calls keep their own answers.
    const api = await testApp.app.inject({ method: 'POST', url: '/business-api/nope' });
    expect(api.json()).toEqual({
      apiData: { code: 404, message: 'There is nothing at this address.' },
    });
  });

  it('tells the page a post without the token, or from another site, is not its own', async () => {
    const { cookie, token } = await formTokenOfPage();
    // The token with its last character changed (to one it surely is not).
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    const cases = [
      { payload: `name=x`, headers: { cookie } },
      { payload: `_csrf=${token}&name=x`, headers: {} },
      { payload: `_csrf=${altered}&name=x`, headers: { cookie } },
      {
        payload: `_csrf=${token}&name=x`,
        headers: { cookie, origin: 'https://elsewhere.example' },
      },
      { payload: `_csrf=${token}&name=x`, headers: { cookie, 'sec-fetch-site': 'cross-site' } },
    ];
    for (const { payload, headers } of cases) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/business/loginadmin',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload,
      });
      expect(response.body, JSON.stringify(headers)).toContain('<p>submitted false');
    }
  });

  it('answers what no page action can take with a page saying so, never JSON', async () => {
    // An upload form that cannot be read is a bad request; a body no form sends, unsupported.
    const posts = [
      {
        'content-type': 'multipart/form-data; boundary=x',
        // Cut off before the closing boundary.
        payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcme',
        status: 400,
      },
      { 'content-type': 'application/json', payload: '{"name":', status: 415 },
      { 'content-type': 'text/plain', payload: 'name=Acme', status: 415 },
    ];
    for (const { payload, status, ...headers } of posts) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/business/filing/llc/entityname?x=1',
        headers,
        payload,
      });
      expect(response.statusCode, headers['content-type']).toBe(status);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(
        '<h1>Page /business/formnotsent?from=%2Ffiling%2Fllc%2Fentityname</h1>',
      );
      expect(response.body).not.toContain('apiData');
    }
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
      const response = await testApp.app.inject({ method, url: '/business/search' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST');
      expect(response.body).toContain('<h1>Page /business/formnotsent?from=%2Fsearch</h1>');
    }
  });

  it("puts a cookie a page's call sets on the page's own answer", async () => {
    const staff = await signInStaff(testApp, { username: 'cookie-admin' });
    const response = await testApp.app.inject({
      url: '/business/logout',
      headers: { cookie: staff.cookie },
    });
    expect(String(response.headers['set-cookie'])).toContain('registrar_session=;');
  });

  it('answers a missing file with the page-not-found page and 404', async () => {
    for (const url of ['/business/robots.txt', '/business/assets/gone-1.js']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(`<h1>Page ${url}</h1>`);
    }
  });

  it('sends the page for the browser to render when rendering fails or never ends', async () => {
    for (const url of ['/business/broken', '/business/stuck']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div class="app-first-paint"');
      expect(response.body, url).not.toContain('registrar-page-state');
    }
  });

  it('never serves the server build or the manifest', async () => {
    for (const url of ['/business/.ssr/entry-server.mjs', '/business/.vite/manifest.json']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('renderPage');
    }
  });
});
