// /metrics as a Prometheus scraper reads it: refused without the token, in the text format with
// it, and moving as the registry works: a name check, a filing paid and recorded, a refused
// sign-in. The labels are route patterns and fixed words, never a name or an ID from a request.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchReceipt, minimalFiling, payFiling } from '../filings/flow-support.ts';
import { freePort } from '../support/server-process.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';

const token = 'scraper-token-0123456789';
const authorization = { authorization: `Bearer ${token}` };

/** The value of one series in a scrape (0 when it is not there yet). */
function valueOf(scrape: string, series: string): number {
  const line = scrape.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe.each(databaseKinds)('metrics on %s', (kind) => {
  let testApp: TestApp;
  const scrape = async () => {
    const answer = await testApp.app.inject({ url: '/metrics', headers: authorization });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.body;
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind, { env: { METRICS_TOKEN: token } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a scrape without the token, or with another', async () => {
    const without = await testApp.app.inject({ url: '/metrics' });
    expect([without.statusCode, without.headers['www-authenticate']]).toEqual([401, 'Bearer']);
    const wrong = await testApp.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer another-token-0123456789' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('moves with a name check, a filing paid and recorded, and a refused sign-in', async () => {
    const before = await scrape();
    const name = `Metrics Scrape ${randomUUID().slice(0, 8)} LLC`;
    const check = await testApp.app.inject({
      url: `/business-api/entity/validateEntityNameAndAvailability?name=${encodeURIComponent(name)}&entityType=DLLC`,
    });
    expect(check.statusCode).toBe(200);
    const refId = await payFiling(testApp.app, minimalFiling(name), randomUUID());
    expect((await fetchReceipt(testApp.app, refId)).statusCode).toBe(200);
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/user-manager-api/store/login',
      headers: jsonHeaders,
      payload: { username: 'nobody-here', password: 'Wrong12345' },
    });
    expect(signIn.statusCode).toBe(401);
    const after = await scrape();

    const moved = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(moved('registrar_name_checks_total{result="available"}')).toBe(1);
    expect(moved('registrar_filings_total{event="submitted"}')).toBe(1);
    expect(moved('registrar_filings_total{event="recorded"}')).toBe(1);
    expect(moved('registrar_payments_total{outcome="captured"}')).toBe(1);
    expect(moved('registrar_sign_in_failures_total{account="staff"}')).toBe(1);
    expect(
      moved(
        'registrar_http_requests_total{method="POST",route="/business-api/payment",status="200"}',
      ),
    ).toBe(1);
    expect(
      moved(
        'registrar_http_request_duration_seconds_count{method="POST",route="/business-api/file/receipt"}',
      ),
    ).toBe(1);

    // State read from the database at the scrape.
    expect(after).toMatch(/^registrar_outbox_unsent \d+$/m);
    expect(after).toMatch(/^registrar_outbox_oldest_unsent_age_seconds [\d.e+-]+$/m);
    expect(after).toMatch(/^registrar_jobs\{state="dead"\} \d+$/m);
    expect(after).toMatch(/^registrar_db_pool_clients\{state="waiting"\} \d+$/m);
    expect(after).toMatch(/^registrar_process_resident_memory_bytes \d+/m);
    // Bounded labels: nothing a request carried.
    expect(after).not.toContain(refId);
    expect(after).not.toContain('Metrics Scrape');
  });
});

describe('metrics switched off, or on a port of their own', () => {
  it('has no /metrics when neither a token nor a port is set', async () => {
    const testApp = await createTestApp('pglite');
    try {
      expect((await testApp.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });

  it('serves /metrics on METRICS_PORT without a token, and nothing else there', async () => {
    const port = await freePort();
    const testApp = await createTestApp('pglite', {
      env: { METRICS_PORT: String(port), HOST: '127.0.0.1' },
    });
    try {
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('registrar_filings_total');
      expect((await fetch(`http://127.0.0.1:${port}/business-api/heartBeat`)).status).toBe(404);
      expect((await testApp.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
