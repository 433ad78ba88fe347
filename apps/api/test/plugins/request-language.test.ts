// The language of an API call: the cookie, then Accept-Language, then English; never the `lang`
// address parameter (that names a page's language).
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLanguage } from '../../src/plugins/request-language.ts';

describe('requestLanguage', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(cookie);
    app.get('/language', async (request) => ({ language: requestLanguage(request) }));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  async function languageOf(headers: Record<string, string>, url = '/language'): Promise<string> {
    const answer = await app.inject({ method: 'GET', url, headers });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ language: string }>().language;
  }

  it('is English when the call says nothing', async () => {
    expect(await languageOf({})).toBe('en');
  });

  it("takes the filer's choice from the language cookie", async () => {
    expect(await languageOf({ cookie: 'registrar_lang=es' })).toBe('es');
    expect(await languageOf({ cookie: 'other=1; registrar_lang=en' })).toBe('en');
  });

  it('prefers the cookie to what the browser asks for', async () => {
    expect(
      await languageOf({ cookie: 'registrar_lang=en', 'accept-language': 'es-MX,es;q=0.9' }),
    ).toBe('en');
    expect(
      await languageOf({ cookie: 'registrar_lang=es', 'accept-language': 'en-US,en;q=0.9' }),
    ).toBe('es');
  });

  it('follows Accept-Language without a cookie, or with one naming no language of ours', async () => {
    expect(await languageOf({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' })).toBe('es');
    expect(await languageOf({ 'accept-language': 'fr,en;q=0.5' })).toBe('en');
    expect(
      await languageOf({ cookie: 'registrar_lang=fr', 'accept-language': 'es;q=0.8,fr' }),
    ).toBe('es');
  });

  it('ignores the lang parameter of the address', async () => {
    expect(await languageOf({}, '/language?lang=es')).toBe('en');
    expect(await languageOf({ cookie: 'registrar_lang=es' }, '/language?lang=en')).toBe('es');
  });
});
