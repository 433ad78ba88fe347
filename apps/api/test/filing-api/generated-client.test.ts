// The filing API as a client generated from the published OpenAPI document sees it. The types in
// generated/filing-api.d.ts are made by openapi-typescript from the document (this test fails
// when they no longer match it: run it with UPDATE_FILING_API_CLIENT=1 to write them again), and
// openapi-fetch calls the API through them: a call the document does not describe would not
// type-check.
import { readFile, writeFile } from 'node:fs/promises';
import { createReportMinimalFiling } from '@registrar/domain';
import createClient from 'openapi-fetch';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { signInStaff } from '../support/sign-in.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../support/test-app.ts';
import type { paths } from './generated/filing-api.d.ts';

const generatedTypes = new URL('./generated/filing-api.d.ts', import.meta.url);
const windowOpen = fixedEntityId('Estes Park Report Window LLC');

/** The document's filing-API paths alone, as a client of that API needs them. */
function filingApiDocument(document: OpenAPI3): OpenAPI3 {
  return {
    ...document,
    paths: Object.fromEntries(
      Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith('/filing-api/v1/')),
    ),
  };
}

describe('a client generated from the OpenAPI document', () => {
  let testApp: TestApp;
  let key: string;

  beforeAll(async () => {
    testApp = await createTestApp('pglite', {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 20 });
      },
    });
    const admin = await signInStaff(testApp);
    const call = (url: string, payload: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url,
        headers: { ...jsonHeaders, cookie: admin.cookie },
        payload,
      });
    const account = (
      await call('/user-manager-api/filing-accounts', {
        name: 'Generated Client Firm',
        contactEmail: 'client@example.com',
      })
    ).json().apiData.account.id;
    key = (
      await call(`/user-manager-api/filing-accounts/${account}/keys`, { name: 'client' })
    ).json().apiData.key;
    await call(`/user-manager-api/filing-accounts/${account}/deposits`, {
      amount: '25.00',
      memo: 'Opening deposit',
      requestId: 'opening-deposit',
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('has types that match the published document', async () => {
    const document = (
      await testApp.app.inject({ method: 'GET', url: '/business-api/openapi.json' })
    ).json<OpenAPI3>();
    const generated = astToString(await openapiTS(filingApiDocument(document)));
    if (process.env.UPDATE_FILING_API_CLIENT === '1') await writeFile(generatedTypes, generated);
    expect(generated).toBe(await readFile(generatedTypes, 'utf8'));
  });

  it('files a report and reads it back through the generated client', async () => {
    // The client's requests go to the app in memory.
    const client = createClient<paths>({
      baseUrl: 'http://registrar.test',
      headers: { authorization: `Bearer ${key}` },
      fetch: async (request: Request) => {
        const url = new URL(request.url);
        const answer = await testApp.app.inject({
          method: request.method as 'GET' | 'POST',
          url: `${url.pathname}${url.search}`,
          headers: Object.fromEntries(request.headers.entries()),
          ...(request.method === 'GET' ? {} : { payload: await request.text() }),
        });
        return new Response(answer.body, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
        });
      },
    });

    const fee = await client.GET('/filing-api/v1/fees', {
      params: { query: { entityId: windowOpen, transactionType: 'REPORT' } },
    });
    expect(fee.data?.apiData.total).toBe('10.00');

    const filed = await client.POST('/filing-api/v1/filings', {
      params: { header: { 'idempotency-key': 'generated-client-report' } },
      body: { filing: createReportMinimalFiling(windowOpen) },
    });
    expect(filed.response.status).toBe(200);
    const filing = filed.data?.apiData.filing;
    expect(filing?.status).toBe('FILED');

    const status = await client.GET('/filing-api/v1/filings/{filingId}', {
      params: { path: { filingId: filing?.id ?? '' } },
    });
    expect(status.data?.apiData.filing.receipt?.paymentType).toBe('Prepaid');

    const account = await client.GET('/filing-api/v1/account');
    expect(account.data?.apiData.account.balance).toBe('15.00');

    const refused = await client.POST('/filing-api/v1/filings', {
      params: { header: { 'idempotency-key': 'generated-client-second' } },
      body: { filing: createReportMinimalFiling(windowOpen) },
    });
    expect(refused.response.status).toBe(400);
  });
});
