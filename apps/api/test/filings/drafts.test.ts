import { randomUUID } from 'node:crypto';
import { createLlcMinimalFiling } from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)('drafts on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('stores, replaces and returns a draft', async () => {
    const { app } = testApp;
    const ref = randomUUID();
    const values = createLlcMinimalFiling();
    const first = await app.inject({
      method: 'PUT',
      url: `/business-api/draft/${ref}`,
      headers: jsonHeaders,
      payload: { filingType: 'llc', values, control: { navigation: { redirected: false } } },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().apiData).toMatchObject({ code: 200, ref });
    values.entityName.name = 'Second Save LLC';
    await app.inject({
      method: 'PUT',
      url: `/business-api/draft/${ref}`,
      headers: jsonHeaders,
      payload: { filingType: 'llc', values },
    });
    const loaded = await app.inject({ method: 'GET', url: `/business-api/draft/${ref}` });
    expect(loaded.statusCode).toBe(200);
    const draft = loaded.json().apiData.draft;
    expect(draft).toMatchObject({ ref, filingType: 'llc', version: 1, control: {} });
    expect(draft.values.entityName.name).toBe('Second Save LLC');
    expect(Date.parse(draft.updatedAt)).not.toBeNaN();
  });

  it('answers 404 for an unknown or expired draft', async () => {
    const { app, database } = testApp;
    expect(
      (await app.inject({ method: 'GET', url: `/business-api/draft/${randomUUID()}` })).statusCode,
    ).toBe(404);
    const ref = randomUUID();
    await app.inject({
      method: 'PUT',
      url: `/business-api/draft/${ref}`,
      headers: jsonHeaders,
      payload: { filingType: 'llc', values: {} },
    });
    await database.pool.query(
      "update drafts set expires_at = now() - interval '1 minute' where ref = $1",
      [ref],
    );
    const expired = await app.inject({ method: 'GET', url: `/business-api/draft/${ref}` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().apiData.code).toBe(404);
  });

  it('keeps a draft for 30 days', async () => {
    const ref = randomUUID();
    await testApp.app.inject({
      method: 'PUT',
      url: `/business-api/draft/${ref}`,
      headers: jsonHeaders,
      payload: { filingType: 'llc', values: {} },
    });
    const row = await testApp.database.pool.query(
      'select extract(epoch from (expires_at - updated_at))::int as seconds from drafts where ref = $1',
      [ref],
    );
    expect(row.rows[0].seconds).toBe(30 * 24 * 3600);
  });

  it('answers 400 with the field for bad input, 413 for an oversized body', async () => {
    const { app } = testApp;
    const badRef = await app.inject({
      method: 'PUT',
      url: '/business-api/draft/123',
      headers: jsonHeaders,
      payload: { filingType: 'llc', values: {} },
    });
    expect(badRef.statusCode).toBe(400);
    expect(badRef.json().apiData.errors[0].field).toBe('ref');
    const badType = await app.inject({
      method: 'PUT',
      url: `/business-api/draft/${randomUUID()}`,
      headers: jsonHeaders,
      payload: { filingType: 'nope', values: {} },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().apiData.errors[0].field).toBe('filingType');
    const noValues = await app.inject({
      method: 'PUT',
      url: `/business-api/draft/${randomUUID()}`,
      headers: jsonHeaders,
      payload: { filingType: 'llc', values: 'x' },
    });
    expect(noValues.statusCode).toBe(400);
    expect(noValues.json().apiData.errors[0].field).toBe('values');
    const huge = await app.inject({
      method: 'PUT',
      url: `/business-api/draft/${randomUUID()}`,
      headers: jsonHeaders,
      payload: { filingType: 'llc', values: { blob: 'x'.repeat(1_100_000) } },
    });
    expect(huge.statusCode).toBe(413);
    expect((await app.inject({ method: 'GET', url: '/business-api/draft/nope' })).statusCode).toBe(
      400,
    );
  });
});
