// The refusals no route makes, answered like every other: Fastify's router (an address it cannot
// decode, a path parameter over its length limit, no route at all), its body parser (not JSON,
// empty, too large, a type no parser reads) and Node's HTTP parser (a request that is not HTTP).
// Each has the envelope (or, under /business, the error page), the security headers, no-store and
// the request's ID, and none repeats the address or what the body held.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';

/** What travels in the addresses below: an answer must never repeat it. */
const marker = 'rgk_MarkerNeverRepeated';

/** The headers every answer carries, whoever makes it. */
const everyAnswer = {
  'content-security-policy': expect.stringContaining("object-src 'none'"),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
};

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The answer is `status` in the envelope with a message, carrying every answer's headers. */
function expectEnveloped(answer: Answer, status: number): void {
  expect(answer.statusCode).toBe(status);
  expect(answer.headers).toMatchObject(everyAnswer);
  expect(answer.headers['content-type']).toContain('application/json');
  expect(JSON.parse(answer.body)).toEqual({
    apiData: { code: status, message: expect.stringMatching(/^[A-Z].+\.$/) },
  });
  expect(answer.body).not.toContain(marker);
  expect(answer.body).not.toContain('FST_');
}

describe.each(databaseKinds)("Fastify's own refusals on %s", (kind) => {
  let distDir: string;
  let testApp: TestApp;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'registrar-dist-'));
    await writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Registrar</title></head><body><div id="root"></div></body></html>',
    );
    testApp = await createTestApp(kind, { env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const send = (
    url: string,
    options: { method?: 'GET' | 'PUT'; headers?: Record<string, string>; payload?: string } = {},
  ) =>
    testApp.app.inject({
      method: options.method ?? 'GET',
      url,
      headers: options.headers ?? jsonHeaders,
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    });

  it('answers a path parameter over the length limit with 414 in the envelope', async () => {
    for (const url of [
      `/business-api/draft/${marker}${'x'.repeat(100)}`,
      `/filing-api/v1/filings/${marker}${'1'.repeat(100)}`,
    ]) {
      expectEnveloped(await send(url), 414);
    }
  });

  it('answers an address it cannot decode with 400 in the envelope', async () => {
    for (const url of [
      `/business-api/draft/${marker}%c0%ae`,
      `/filing-api/v1/filings/${marker}%c0%ae`,
      `/user-manager-api/store/setup/${marker}%ff`,
    ]) {
      expectEnveloped(await send(url), 400);
    }
  });

  it('answers such an address under /business with the error page', async () => {
    const answer = await send(`/business/setup/${marker}%c0%ae`, { headers: {} });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers).toMatchObject(everyAnswer);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('<title>Error - Secretary of State</title>');
    expect(answer.body).toContain('This address is not valid.');
    expect(answer.body).not.toContain(marker);
  });

  it('answers an address no route serves with 404 in the envelope', async () => {
    expectEnveloped(await send(`/business-api/nothing/${marker}?key=${marker}`), 404);
  });

  it('answers the body parser and the content-type check in the envelope', async () => {
    const draft = `/business-api/draft/${randomUUID()}`;
    const put = (headers: Record<string, string>, payload: string) =>
      send(draft, { method: 'PUT', headers: { ...jsonHeaders, ...headers }, payload });
    expectEnveloped(await put({ 'content-type': 'application/json' }, `{"${marker}": tru`), 400);
    expectEnveloped(await put({ 'content-type': 'application/json' }, ''), 400);
    expectEnveloped(await put({ 'content-type': `text/${marker}` }, marker), 415);
    expectEnveloped(
      await put(
        { 'content-type': 'application/json' },
        JSON.stringify({ filingType: 'llc', values: { note: marker.repeat(50_000) } }),
      ),
      413,
    );
  });

  /** Writes `request` to the listening server as raw bytes and reads its answer. */
  async function sendRaw(request: string): Promise<Answer & { statusLine: string }> {
    if (!testApp.app.server.listening) await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    const [statusLine = '', ...headerLines] = head.split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => {
        const at = line.indexOf(':');
        return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
      }),
    );
    return { statusLine, statusCode: Number(statusLine.split(' ')[1]), headers, body };
  }

  it('answers bytes that are not an HTTP request in the envelope, then closes', async () => {
    const answer = await sendRaw(
      `GET /business-api/${marker} HTTP/1.1\r\nHost: localhost\r\nNo colon\r\n\r\n`,
    );
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.headers.connection).toBe('close');
    expectEnveloped(answer, 400);
  });

  it('answers headers larger than the server reads with 431 in the envelope', async () => {
    const answer = await sendRaw(
      `GET /business-api/heartBeat HTTP/1.1\r\nHost: localhost\r\nX-Big: ${marker.repeat(1000)}\r\n\r\n`,
    );
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expectEnveloped(answer, 431);
  });
});
