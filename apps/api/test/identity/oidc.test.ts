// Staff sign-in through a real OpenID Connect provider (oidc-provider on loopback): the code flow
// with PKCE, state and nonce, the subject mapped to a users row, the administrator role taken
// from the configured claim at every sign-in, and local passwords switched off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { startOidcProvider, type OidcTestProvider } from '../support/oidc-provider.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';

const redirectUri = 'http://localhost:3000/user-manager-api/oidc/callback';

describe.each(databaseKinds)('sign-in through an OpenID Connect provider on %s', (kind) => {
  let provider: OidcTestProvider;
  let testApp: TestApp;

  beforeAll(async () => {
    // The provider signs in whoever the test names, and grants the client what it asks.
    provider = await startOidcProvider({
      client: { id: 'registrar', secret: 'registrar-test-secret', redirectUris: [redirectUri] },
      people: { avery: { givenName: 'Avery', familyName: 'Okafor', groups: ['registrar-admin'] } },
      signInAs: 'avery',
    });
    testApp = await createTestApp(kind, {
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'registrar',
        OIDC_CLIENT_SECRET: 'registrar-test-secret',
        OIDC_ADMIN_CLAIM: 'groups',
        OIDC_ADMIN_VALUE: 'registrar-admin',
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  /** The provider's person, whose groups a test changes between sign-ins. */
  const avery = () => provider.people.avery ?? expect.fail('avery is in the directory');

  /** The browser's round trip: Registrar, the provider's redirects, Registrar's callback. */
  async function roundTrip(tamper?: (callback: URL) => void) {
    const start = await testApp.app.inject({ method: 'GET', url: '/user-manager-api/oidc/login' });
    expect(start.statusCode).toBe(302);
    const pendingCookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
    expect(pendingCookie).toMatch(/^registrar_oidc_pending=/);
    let location = new URL(String(start.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).not.toBeNull();
    expect(location.searchParams.get('nonce')).not.toBeNull();

    const jar = new Map<string, string>();
    for (let hop = 0; hop < 10 && location.origin === provider.issuer; hop += 1) {
      const answer = await fetch(location, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const cookie of answer.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const separator = pair.indexOf('=');
        jar.set(pair.slice(0, separator), pair.slice(separator + 1));
      }
      const next = answer.headers.get('location');
      if (next === null)
        throw new Error(`The provider answered ${answer.status} without a redirect`);
      location = new URL(next, location);
    }
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    tamper?.(location);
    return testApp.app.inject({
      method: 'GET',
      url: `${location.pathname}${location.search}`,
      headers: { cookie: pendingCookie },
    });
  }

  /** The session cookie among those an answer sets. */
  function sessionCookieOf(answer: { headers: Record<string, unknown> }): string | undefined {
    const header = answer.headers['set-cookie'];
    const cookies = Array.isArray(header) ? header.map(String) : [String(header)];
    return cookies
      .map((cookie) => cookie.split(';')[0] ?? '')
      .find((cookie) => cookie.startsWith('registrar_session='));
  }

  function session(cookie: string) {
    return testApp.app.inject({
      method: 'GET',
      url: '/user-manager-api/secure/session',
      headers: { cookie },
    });
  }

  it('signs an administrator in and maps the subject to one account', async () => {
    const back = await roundTrip();
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/business/loginadmin');
    const cookie = sessionCookieOf(back);
    expect(cookie).toBeDefined();
    const who = await session(cookie ?? '');
    expect(who.json()).toEqual({
      apiData: {
        code: 200,
        userId: expect.any(String),
        username: 'avery',
        roles: ['admin'],
        mustChangePassword: false,
      },
    });

    // The same subject again is the same account; the role follows the provider's groups.
    avery().groups = ['registrar-clerks'];
    const again = await roundTrip();
    const clerkCookie = sessionCookieOf(again);
    expect((await session(clerkCookie ?? '')).json().apiData.roles).toEqual([]);
    avery().groups = ['registrar-admin'];
    const admin = await roundTrip();
    const adminCookie = sessionCookieOf(admin);
    const found = await testApp.app.inject({
      method: 'GET',
      url: '/user-manager-api/secure/search/user-name?name=avery',
      headers: { cookie: adminCookie ?? '' },
    });
    expect(found.json().apiData.users).toEqual([
      expect.objectContaining({
        username: 'avery',
        email: 'avery@idp.example.gov',
        firstName: 'Avery',
        lastName: 'Okafor',
        roles: ['admin'],
        signsInWith: 'identity-provider',
      }),
    ]);
  });

  it('refuses a return whose state is not the one sent', async () => {
    const back = await roundTrip((callback) => callback.searchParams.set('state', 'forged'));
    expect(back.statusCode).toBe(400);
    expect(back.headers['set-cookie']).not.toMatch(/registrar_session=[\w-]{20}/);
  });

  it('switches local passwords off and says so to the sign-in page', async () => {
    const local = await testApp.app.inject({
      method: 'POST',
      url: '/user-manager-api/store/login',
      headers: jsonHeaders,
      payload: { username: 'avery', password: 'Whatever123' },
    });
    expect(local.statusCode).toBe(404);
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/user-manager-api/store/reset-pass',
      headers: jsonHeaders,
      payload: { userId: 'avery', email: 'avery@idp.example.gov' },
    });
    expect(reset.statusCode).toBe(404);
    const anonymous = await session('');
    expect(anonymous.json().apiData.signInMethod).toBe('identity-provider');
  });
});

describe('OpenID Connect configuration', () => {
  it('needs the issuer, client id and secret together', () => {
    expect(loadConfig({}).oidc).toBeNull();
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.gov' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }),
    ).toThrow(/OIDC_ISSUER/);
    expect(
      loadConfig({
        OIDC_ISSUER: 'https://id.example.gov',
        OIDC_CLIENT_ID: 'registrar',
        OIDC_CLIENT_SECRET: 'secret',
        OIDC_ADMIN_CLAIM: 'roles',
        OIDC_ADMIN_VALUE: 'admin',
      }).oidc,
    ).toEqual({
      issuer: 'https://id.example.gov',
      clientId: 'registrar',
      clientSecret: 'secret',
      adminClaim: 'roles',
      adminValue: 'admin',
    });
  });
});
