// Cross-site request defence: every state-changing call needs `X-Requested-With: registrar`,
// decided on the route the router matched, so no spelling of a path gets around it.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  minimalFiling,
  multipartFile,
  onePixelPng,
  openCheckout,
  paymentBody,
  payWithCard,
  startPayment,
} from '../filings/flow-support.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';

const refusal = {
  apiData: { code: 403, message: 'This request is missing its security header.' },
};

/** Spellings of `/business-api/draft/<ref>`; `{ref}` is replaced by the draft's reference. */
const draftSpellings = [
  '/business-api/draft/{ref}',
  '/%62usiness-api/draft/{ref}',
  '/business%2Dapi/draft/{ref}',
  '/business%2dapi/draft/{ref}',
  '/business-api/dr%61ft/{ref}',
  '/%62%75%73%69%6e%65%73%73-api/draft/{ref}',
  '/business-api/./draft/{ref}',
  '/business-api/draft/../draft/{ref}',
  '/business-api/draft/{ref}?x=1',
  '//business-api/draft/{ref}',
  '/business-api//draft/{ref}',
  '/BUSINESS-API/draft/{ref}',
  '/Business-Api/draft/{ref}',
  '/business-api/draft/{ref}/',
  '/business-api%2Fdraft/{ref}',
  '/%2562usiness-api/draft/{ref}',
];

/** The spellings of the reported bypass: they reach the draft route, so they must be checked. */
const routedSpellings = [
  '/%62usiness-api/draft/{ref}',
  '/business%2Dapi/draft/{ref}',
  '/business-api/dr%61ft/{ref}',
  '/business-api/./draft/{ref}',
];

const draftBody = { filingType: 'llc', values: {}, control: {} };

describe.each(databaseKinds)('cross-site request defence on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const draftStored = async (ref: string) =>
    (await testApp.app.inject({ method: 'GET', url: `/business-api/draft/${ref}` })).statusCode ===
    200;

  it.each(draftSpellings)(
    'refuses PUT %s without the header and saves nothing',
    async (spelling) => {
      const ref = randomUUID();
      const url = spelling.replace('{ref}', ref);
      const withoutHeader = await testApp.app.inject({
        method: 'PUT',
        url,
        headers: { 'content-type': 'application/json' },
        payload: draftBody,
      });
      expect(await draftStored(ref)).toBe(false);
      const withHeader = await testApp.app.inject({
        method: 'PUT',
        url,
        headers: jsonHeaders,
        payload: draftBody,
      });
      // A spelling either reaches the route (and then the header decides) or reaches no route.
      if (withHeader.statusCode === 200) {
        expect(withoutHeader.statusCode).toBe(403);
        expect(withoutHeader.json()).toEqual(refusal);
        expect(await draftStored(ref)).toBe(true);
      } else {
        expect(withHeader.statusCode).toBe(404);
        expect([403, 404]).toContain(withoutHeader.statusCode);
      }
    },
  );

  it.each(routedSpellings)('PUT %s reaches the draft route with the header', async (spelling) => {
    const ref = randomUUID();
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: spelling.replace('{ref}', ref),
      headers: jsonHeaders,
      payload: draftBody,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses a cross-site multipart upload to /%62usiness-api/attachments and stores nothing', async () => {
    const draftRef = randomUUID();
    const draft = await testApp.app.inject({
      method: 'PUT',
      url: `/business-api/draft/${draftRef}`,
      headers: jsonHeaders,
      payload: draftBody,
    });
    expect(draft.statusCode).toBe(200);
    const stored = async () =>
      (
        await testApp.database.pool.query<{ n: number }>(
          'select count(*)::int as n from attachments where draft_ref = $1',
          [draftRef],
        )
      ).rows[0]?.n;
    for (const path of ['/%62usiness-api/attachments', '/business%2Dapi/attachments']) {
      const { payload, headers } = multipartFile('map.png', 'image/png', onePixelPng);
      const { 'x-requested-with': _header, ...formHeaders } = headers;
      const crossSite = await testApp.app.inject({
        method: 'POST',
        url: `${path}?draftRef=${draftRef}&private=false`,
        headers: formHeaders,
        payload,
      });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json()).toEqual(refusal);
      expect(await stored()).toBe(0);
    }
    const { payload, headers } = multipartFile('map.png', 'image/png', onePixelPng);
    const sameSite = await testApp.app.inject({
      method: 'POST',
      url: `/%62usiness-api/attachments?draftRef=${draftRef}&private=false`,
      headers,
      payload,
    });
    expect(sameSite.statusCode, sameSite.body).toBe(200);
    expect(await stored()).toBe(1);
  });

  it('refuses every other state-changing call without the header, whatever its method', async () => {
    const calls: { method: 'POST' | 'DELETE' | 'PATCH'; url: string }[] = [
      { method: 'POST', url: '/business-api/payment' },
      { method: 'POST', url: '/%62usiness-api/payment' },
      { method: 'POST', url: '/business-api/file/receipt' },
      { method: 'POST', url: '/ens-db-api/send-email' },
      { method: 'POST', url: '/%65ns-db-api/send-email' },
      { method: 'POST', url: '/business-api/pdf/filing' },
      { method: 'POST', url: '/business-api/address/validate' },
      { method: 'DELETE', url: `/business-api/attachments/${randomUUID()}` },
      { method: 'DELETE', url: `/business-api/%61ttachments/${randomUUID()}` },
    ];
    for (const call of calls) {
      const answer = await testApp.app.inject({
        ...call,
        headers: { 'content-type': 'application/json' },
        payload: {},
      });
      expect(answer.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(answer.json()).toEqual(refusal);
    }
  });

  it('lets the test checkout form, which carries its own token, pay without the header', async () => {
    const started = await startPayment(
      testApp.app,
      paymentBody(minimalFiling('Form Post Mesa LLC')),
    );
    expect(started.statusCode, started.body).toBe(200);
    const { path, token } = await openCheckout(testApp.app, started.json().apiData.paymentURL);
    // payWithCard posts as a browser form does: no X-Requested-With.
    const paid = await payWithCard(testApp.app, path, token, '4111111111111111');
    expect(paid.statusCode).toBe(303);
    // The form's own token still decides.
    const forged = await payWithCard(testApp.app, path, 'not-the-token', '4111111111111111');
    expect(forged.statusCode).toBe(403);
  });

  it('refuses the bypass over a real connection, where the path arrives as sent', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    const put = (path: string, headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify(draftBody);
        const request = http.request(
          { host: '127.0.0.1', port, path, method: 'PUT', headers: { ...headers } },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    for (const spelling of draftSpellings) {
      const ref = randomUUID();
      const path = spelling.replace('{ref}', ref);
      const withoutHeader = await put(path, { 'content-type': 'application/json' });
      expect(await draftStored(ref), path).toBe(false);
      const withHeader = await put(path, jsonHeaders);
      if (withHeader === 200) expect(withoutHeader, path).toBe(403);
      else {
        expect(withHeader, path).toBe(404);
        expect([403, 404], path).toContain(withoutHeader);
      }
    }
    expect(await put(`/%62usiness-api/draft/${randomUUID()}`, {})).toBe(403);
  });
});
