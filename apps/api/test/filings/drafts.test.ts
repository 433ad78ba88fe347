import { randomUUID } from 'node:crypto';
import {
  FILING_VALUES_VERSION,
  createEmptyFiling,
  createLlcMinimalFiling,
  llcFilingType,
} from '@registrar/domain';
import { newerDraftMessage } from '../../src/modules/filings/drafts-service.ts';
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
    expect(draft).toMatchObject({
      ref,
      filingType: 'llc',
      version: FILING_VALUES_VERSION,
      control: {},
    });
    expect(draft.values.entityName.name).toBe('Second Save LLC');
    expect(Date.parse(draft.updatedAt)).not.toBeNaN();
  });

  /** Stores a draft row as an earlier release did, without the draft call. */
  async function storeDraftRow(ref: string, version: number, values: unknown) {
    await testApp.database.pool.query(
      `insert into drafts (ref, filing_type, version, values, control, expires_at)
       values ($1, 'llc', $2, $3, '{}', now() + interval '1 day')`,
      [ref, version, JSON.stringify(values)],
    );
  }

  it('loads a version 1 draft at the current version, what it lacked filled, the rest kept', async () => {
    const ref = randomUUID();
    const saved = createLlcMinimalFiling();
    const { notifications: _notYetAsked, ...withoutNotifications } = saved;
    const agentName: Record<string, unknown> = { ...saved.registeredAgent.nameValues.name };
    delete agentName.isEntityOwnAgentChecked;
    const agentAddress: Record<string, unknown> = { ...saved.registeredAgent.addressValues };
    delete agentAddress.isSameAsPrincipalOfficeAddressChecked;
    await storeDraftRow(ref, 1, {
      ...withoutNotifications,
      registeredAgent: {
        ...saved.registeredAgent,
        nameValues: { ...saved.registeredAgent.nameValues, name: agentName },
        addressValues: agentAddress,
      },
    });

    const loaded = await testApp.app.inject({ method: 'GET', url: `/business-api/draft/${ref}` });
    expect(loaded.statusCode, loaded.body).toBe(200);
    const { draft } = loaded.json().apiData;
    expect(draft.version).toBe(FILING_VALUES_VERSION);
    expect(draft.values).toEqual({
      ...saved,
      notifications: createEmptyFiling(llcFilingType).notifications,
      registeredAgent: {
        ...saved.registeredAgent,
        nameValues: {
          ...saved.registeredAgent.nameValues,
          name: { ...saved.registeredAgent.nameValues.name, isEntityOwnAgentChecked: false },
        },
        addressValues: {
          ...saved.registeredAgent.addressValues,
          isSameAsPrincipalOfficeAddressChecked: false,
        },
      },
    });
    // Reading does not rewrite the row: it stays as it was saved until the next save.
    const row = await testApp.database.pool.query('select version from drafts where ref = $1', [
      ref,
    ]);
    expect(row.rows[0].version).toBe(1);
  });

  it('stores drafts at the current version, upgrading what a browser of version 1 sends', async () => {
    const { app, database } = testApp;
    const olderBrowser = randomUUID();
    await app.inject({
      method: 'PUT',
      url: `/business-api/draft/${olderBrowser}`,
      headers: jsonHeaders,
      payload: { filingType: 'llc', values: { entityName: { name: 'Blue Spruce LLC' } } },
    });
    const currentBrowser = randomUUID();
    const current = createLlcMinimalFiling();
    await app.inject({
      method: 'PUT',
      url: `/business-api/draft/${currentBrowser}`,
      headers: jsonHeaders,
      payload: { filingType: 'llc', version: FILING_VALUES_VERSION, values: current },
    });
    const rows = await database.pool.query(
      'select ref, version, values from drafts where ref = any($1)',
      [[olderBrowser, currentBrowser]],
    );
    const byRef = new Map(rows.rows.map((row) => [row.ref, row]));
    expect(byRef.get(olderBrowser)).toMatchObject({
      version: FILING_VALUES_VERSION,
      values: { ...createEmptyFiling(llcFilingType), entityName: { name: 'Blue Spruce LLC' } },
    });
    expect(byRef.get(currentBrowser)).toMatchObject({
      version: FILING_VALUES_VERSION,
      values: current,
    });
  });

  it('refuses, plainly, a draft saved by a newer version', async () => {
    const { app } = testApp;
    const ref = randomUUID();
    await storeDraftRow(ref, FILING_VALUES_VERSION + 1, createLlcMinimalFiling());
    const loaded = await app.inject({ method: 'GET', url: `/business-api/draft/${ref}` });
    expect(loaded.statusCode).toBe(409);
    expect(loaded.json().apiData).toEqual({ code: 409, message: newerDraftMessage });

    const saved = await app.inject({
      method: 'PUT',
      url: `/business-api/draft/${randomUUID()}`,
      headers: jsonHeaders,
      payload: {
        filingType: 'llc',
        version: FILING_VALUES_VERSION + 1,
        values: createLlcMinimalFiling(),
      },
    });
    expect(saved.statusCode).toBe(409);
    expect(saved.json().apiData.message).toBe(newerDraftMessage);
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
    for (const version of [0, 1.5, '2']) {
      const badVersion = await app.inject({
        method: 'PUT',
        url: `/business-api/draft/${randomUUID()}`,
        headers: jsonHeaders,
        payload: { filingType: 'llc', version, values: {} },
      });
      expect(badVersion.statusCode).toBe(400);
      expect(badVersion.json().apiData.errors[0].field).toBe('version');
    }
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
