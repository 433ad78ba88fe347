// The published OpenAPI document is the contract clients read: every JSON call is in it with the
// input it takes and every answer it can give, each in the apiData envelope with its own code.
// The document depends on the routes only, so one database kind is enough here.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonHeaders, type TestApp } from '../support/test-app.ts';

type Input = 'none' | 'query' | 'path' | 'body' | 'path+body' | 'path+query';

/** Every JSON call: the input it takes and the statuses it answers besides 200. */
const jsonCalls: Record<string, { input: Input; refusals: number[] }> = {
  ...Object.fromEntries(
    ['business-api', 'common-db-api', 'ens-db-api', 'user-manager-api', 'accountgp-api'].flatMap(
      (component) => [
        [`GET /${component}/heartBeat`, { input: 'none', refusals: [500] }],
        [`GET /${component}/about`, { input: 'none', refusals: [500] }],
      ],
    ),
  ),
  'GET /common-db-api/states': { input: 'none', refusals: [500, 503] },
  'GET /common-db-api/suffixes': { input: 'none', refusals: [500, 503] },
  'GET /common-db-api/countries': { input: 'none', refusals: [500, 503] },
  'GET /common-db-api/countries/group': { input: 'none', refusals: [500, 503] },
  'GET /common-db-api/env': { input: 'none', refusals: [500] },
  'GET /business-api/entity/validateEntityNameOnly': {
    input: 'query',
    refusals: [400, 429, 500],
  },
  'GET /business-api/entity/validateEntityNameAndAvailability': {
    input: 'query',
    refusals: [400, 429, 500, 503],
  },
  'GET /business-api/content/entity/namedesignation': {
    input: 'query',
    refusals: [400, 404, 500, 503],
  },
  'GET /business-api/content/intro': { input: 'query', refusals: [400, 404, 500, 503] },
  'GET /business-api/entity/summary': { input: 'query', refusals: [400, 404, 500, 503] },
  'GET /business-api/transaction/available': { input: 'query', refusals: [400, 404, 500, 503] },
  'PUT /business-api/draft/{ref}': {
    input: 'path+body',
    refusals: [400, 403, 409, 413, 415, 500, 503],
  },
  'GET /business-api/draft/{ref}': { input: 'path', refusals: [400, 404, 409, 500, 503] },
  // The body is multipart: its one file is described in words, the query in parameters.
  'POST /business-api/attachments': {
    input: 'query',
    refusals: [400, 403, 404, 413, 429, 500, 503],
  },
  'DELETE /business-api/attachments/{key}': {
    input: 'path',
    refusals: [400, 403, 404, 500, 503],
  },
  'POST /business-api/address/validate': {
    input: 'body',
    refusals: [400, 403, 413, 415, 500],
  },
  'POST /business-api/pdf/filing': { input: 'body', refusals: [400, 403, 413, 415, 500] },
  'POST /business-api/payment': {
    input: 'body',
    refusals: [400, 401, 403, 409, 413, 415, 429, 500, 503],
  },
  'POST /business-api/file/receipt': {
    input: 'body',
    refusals: [400, 402, 403, 404, 409, 413, 415, 500, 503],
  },
  'GET /business-api/file/image': { input: 'query', refusals: [400, 404, 500, 503] },
  'GET /business-api/pdf/gsCertificate': {
    input: 'query',
    refusals: [400, 404, 409, 429, 500, 503],
  },
  'GET /business-api/entity/record': { input: 'query', refusals: [400, 404, 500, 503] },
  'GET /business-api/entity/search': { input: 'query', refusals: [400, 500, 503] },
  'GET /business-api/certificate/verify': { input: 'query', refusals: [400, 404, 500, 503] },
  'POST /business-api/sbf': {
    input: 'body',
    refusals: [400, 401, 403, 413, 415, 429, 500, 503],
  },
  'GET /business-api/sbfPasswordReset': { input: 'query', refusals: [400, 429, 500, 503] },
  'GET /business-api/sbf/session': { input: 'none', refusals: [401, 500, 503] },
  'GET /business-api/sbf/account': { input: 'query', refusals: [400, 403, 404, 500, 503] },
  'POST /business-api/sbf/account': {
    input: 'body',
    refusals: [400, 403, 404, 409, 413, 415, 429, 500, 503],
  },
  'POST /business-api/sbf/verify': {
    input: 'body',
    refusals: [400, 403, 410, 413, 415, 429, 500, 503],
  },
  'POST /business-api/sbf/change-password': {
    input: 'body',
    refusals: [400, 401, 403, 413, 415, 429, 500, 503],
  },
  'GET /business-api/file/status': { input: 'query', refusals: [400, 404, 500, 503] },
  'GET /business-api/admin/pendingFilings': { input: 'query', refusals: [400, 401, 403, 500, 503] },
  'GET /business-api/admin/pendingFiling': {
    input: 'query',
    refusals: [400, 401, 403, 404, 500, 503],
  },
  'GET /business-api/admin/pendingFilingPdf': {
    input: 'query',
    refusals: [400, 401, 403, 404, 500, 503],
  },
  'GET /business-api/admin/transLock': {
    input: 'query',
    refusals: [400, 401, 403, 404, 409, 500, 503],
  },
  'GET /business-api/admin/releaseTransLock': {
    input: 'query',
    refusals: [400, 401, 403, 500, 503],
  },
  'POST /business-api/admin/approveFiling': {
    input: 'body',
    refusals: [400, 401, 403, 404, 409, 413, 415, 500, 503],
  },
  'GET /business-api/admin/rejectReasons': { input: 'none', refusals: [401, 403, 500, 503] },
  'POST /business-api/admin/rejectFiling': {
    input: 'body',
    refusals: [400, 401, 403, 404, 409, 413, 415, 500, 503],
  },
  'GET /business-api/admin/piiEntryVerification': {
    input: 'query',
    refusals: [400, 401, 403, 500, 503],
  },
  'POST /business-api/admin/savePii': {
    input: 'body',
    refusals: [400, 401, 403, 409, 413, 415, 500, 503],
  },
  'POST /ens-db-api/send-email': {
    input: 'body',
    refusals: [400, 403, 404, 413, 415, 429, 500, 503],
  },
  'POST /user-manager-api/store/login': {
    input: 'body',
    refusals: [400, 401, 403, 404, 413, 415, 429, 500, 503],
  },
  'GET /user-manager-api/secure/session': { input: 'none', refusals: [401, 500, 503] },
  'POST /user-manager-api/secure/logout': { input: 'none', refusals: [403, 500, 503] },
  'POST /user-manager-api/store/reset-pass': {
    input: 'body',
    refusals: [400, 403, 404, 413, 415, 429, 500, 503],
  },
  'POST /user-manager-api/secure/store/change-pass': {
    input: 'body',
    refusals: [400, 401, 403, 413, 415, 429, 500, 503],
  },
  'POST /user-manager-api/store/create-user': {
    input: 'body',
    refusals: [400, 401, 403, 409, 413, 415, 500, 503],
  },
  'POST /user-manager-api/secure/store/update-user': {
    input: 'body',
    refusals: [400, 401, 403, 404, 409, 413, 415, 500, 503],
  },
  'GET /user-manager-api/secure/search/user-id': {
    input: 'query',
    refusals: [400, 401, 403, 500, 503],
  },
  'GET /user-manager-api/secure/search/user-name': {
    input: 'query',
    refusals: [400, 401, 403, 500, 503],
  },
  'GET /user-manager-api/secure/search/user-bsf': {
    input: 'query',
    refusals: [400, 401, 403, 500, 503],
  },
  'GET /user-manager-api/store/setup/{token}': { input: 'path', refusals: [400, 410, 500, 503] },
  'POST /user-manager-api/store/setup/{token}': {
    input: 'path+body',
    refusals: [400, 403, 410, 413, 415, 429, 500, 503],
  },
  'POST /business-api/notifications/confirm': {
    input: 'body',
    refusals: [400, 403, 404, 410, 413, 415, 500, 503],
  },
  'POST /business-api/notifications/unsubscribe': {
    input: 'body',
    refusals: [400, 403, 404, 413, 415, 500, 503],
  },
  'GET /business-api/notifications/link': { input: 'query', refusals: [400, 404, 500, 503] },
  'POST /business-api/notifications/textReply': {
    input: 'body',
    refusals: [400, 403, 413, 415, 500, 503],
  },
  'GET /business-api/admin/deadLetters': { input: 'query', refusals: [400, 401, 403, 500, 503] },
  'GET /business-api/admin/openDataExport': { input: 'none', refusals: [401, 403, 500, 503] },
  'POST /business-api/admin/buildOpenDataExport': {
    input: 'none',
    refusals: [400, 401, 403, 413, 415, 500, 503],
  },
  'GET /business-api/data': { input: 'none', refusals: [404, 500, 503] },
  // The filing API: a key on every call (401), counted per key and address (429).
  'POST /filing-api/v1/filings': {
    input: 'body',
    refusals: [202, 400, 401, 402, 403, 409, 413, 422, 429, 500, 503],
  },
  'GET /filing-api/v1/filings': { input: 'query', refusals: [400, 401, 429, 500, 503] },
  'GET /filing-api/v1/filings/{filingId}': {
    input: 'path',
    refusals: [400, 401, 404, 429, 500, 503],
  },
  'GET /filing-api/v1/filings/{filingId}/filed-image': {
    input: 'path',
    refusals: [400, 401, 404, 429, 500, 503],
  },
  'GET /filing-api/v1/entities': { input: 'query', refusals: [400, 401, 429, 500, 503] },
  'GET /filing-api/v1/entities/{entityId}': {
    input: 'path',
    refusals: [400, 401, 404, 429, 500, 503],
  },
  'GET /filing-api/v1/name-availability': {
    input: 'query',
    refusals: [400, 401, 429, 500, 503],
  },
  'GET /filing-api/v1/fees': { input: 'query', refusals: [400, 401, 404, 409, 429, 500, 503] },
  'GET /filing-api/v1/account': { input: 'none', refusals: [401, 429, 500, 503] },
  'GET /filing-api/v1/account/ledger': { input: 'query', refusals: [400, 401, 429, 500, 503] },
  'GET /filing-api/v1/webhook-endpoints': { input: 'none', refusals: [401, 429, 500, 503] },
  'POST /filing-api/v1/webhook-endpoints': {
    input: 'body',
    refusals: [400, 401, 409, 422, 429, 500, 503],
  },
  'DELETE /filing-api/v1/webhook-endpoints/{endpointId}': {
    input: 'path',
    refusals: [400, 401, 404, 429, 500, 503],
  },
  'GET /filing-api/v1/webhook-deliveries': {
    input: 'query',
    refusals: [400, 401, 429, 500, 503],
  },
  'POST /filing-api/v1/webhook-deliveries/{deliveryId}/replay': {
    input: 'path',
    refusals: [400, 401, 404, 409, 422, 429, 500, 503],
  },
  'POST /filing-api/v1/drafts': { input: 'body', refusals: [400, 401, 422, 429, 500, 503] },
  // The body is multipart: its one file is described in words, the query in parameters.
  'POST /filing-api/v1/drafts/{draftRef}/attachments': {
    input: 'path+query',
    refusals: [400, 401, 404, 413, 422, 429, 500, 503],
  },
  // The administrators' filing-account calls.
  'GET /user-manager-api/filing-accounts': { input: 'none', refusals: [401, 403, 500, 503] },
  'POST /user-manager-api/filing-accounts': {
    input: 'body',
    refusals: [400, 401, 403, 413, 415, 500, 503],
  },
  'GET /user-manager-api/filing-accounts/{accountId}': {
    input: 'path+query',
    refusals: [400, 401, 403, 404, 500, 503],
  },
  'POST /user-manager-api/filing-accounts/{accountId}/keys': {
    input: 'path+body',
    refusals: [400, 401, 403, 404, 413, 415, 500, 503],
  },
  'POST /user-manager-api/filing-accounts/{accountId}/keys/{keyId}/revoke': {
    input: 'path',
    refusals: [400, 401, 403, 404, 413, 415, 500, 503],
  },
  'POST /user-manager-api/filing-accounts/{accountId}/deposits': {
    input: 'path+body',
    refusals: [400, 401, 403, 404, 413, 415, 422, 500, 503],
  },
};

/** HTML pages, not JSON calls: the test checkout and the non-production mail page. */
const htmlPages = [
  'GET /mail',
  'GET /payment/checkout/{providerRef}',
  'POST /payment/checkout/{providerRef}',
];

/** The open-data export's files and documents, answered as published, not in the envelope. */
const openDataDownloads = [
  'entities.csv.gz',
  'entities.jsonl.gz',
  'filings.csv.gz',
  'filings.jsonl.gz',
  'manifest.json',
  'schema.json',
].map((name) => `GET /business-api/data/${name}`);

/** Files answered as themselves (a CSV statement), not in the envelope. */
const fileDownloads = ['GET /user-manager-api/filing-accounts/{accountId}/statement'];

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
}

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** Each shape an answer can take (an answer may be one of several). */
function shapesOf(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? [schema];
}

describe('the published OpenAPI document', () => {
  let testApp: TestApp;
  let operations: Map<string, Operation>;
  beforeAll(async () => {
    testApp = await createTestApp('pglite');
    const response = await testApp.app.inject({ url: '/business-api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    operations = new Map(
      Object.entries(document.paths).flatMap(([path, byMethod]) =>
        Object.entries(byMethod).map(([method, operation]) => [
          `${method.toUpperCase()} ${path}`,
          operation,
        ]),
      ),
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lists every call the server answers, and nothing else', () => {
    expect([...operations.keys()].sort()).toEqual(
      [...Object.keys(jsonCalls), ...htmlPages, ...openDataDownloads, ...fileDownloads].sort(),
    );
  });

  it.each(Object.entries(jsonCalls))('describes the input %s takes', (call, { input }) => {
    const operation = operations.get(call);
    if (operation === undefined) throw new Error(`${call} is not in the document`);
    const parameters = operation.parameters ?? [];
    const inQuery = parameters.filter((parameter) => parameter.in === 'query');
    const inPath = parameters.filter((parameter) => parameter.in === 'path');
    expect(inQuery.length > 0, 'query parameters').toBe(input.endsWith('query'));
    expect(inPath.length > 0, 'path parameters').toBe(input.startsWith('path'));
    for (const parameter of parameters) expect(parameter.schema, parameter.name).toBeDefined();
    const body = operation.requestBody?.content['application/json']?.schema;
    expect(body !== undefined, 'JSON body').toBe(input.endsWith('body'));
    if (body !== undefined) expect(body.type).toBe('object');
  });

  it.each(Object.entries(jsonCalls))(
    'describes every answer of %s in the apiData envelope with its own code',
    (call, { refusals }) => {
      const operation = operations.get(call);
      if (operation === undefined) throw new Error(`${call} is not in the document`);
      expect(Object.keys(operation.responses).map(Number)).toEqual([200, ...refusals]);
      for (const [status, answer] of Object.entries(operation.responses)) {
        const schema = answer.content?.['application/json']?.schema;
        if (schema === undefined) throw new Error(`${call} ${status} has no schema`);
        for (const shape of shapesOf(schema)) {
          expect(shape.required, `${call} ${status}`).toContain('apiData');
          const apiData = shape.properties?.apiData;
          expect(apiData?.required, `${call} ${status}`).toContain('code');
          expect(apiData?.properties?.code?.enum, `${call} ${status}`).toEqual([Number(status)]);
          // A refusal says what went wrong: a message, or the fields to correct.
          if (!status.startsWith('2')) {
            const fields = Object.keys(apiData?.properties ?? {});
            expect(
              fields.includes('message') || fields.includes('errors'),
              `${call} ${status}`,
            ).toBe(true);
          }
        }
      }
    },
  );

  // Answers are checked against the document on their way out; refusals Fastify makes before a
  // handler runs must pass that check too, or the client would get a 500 instead.
  it('answers the refusals made before a handler runs as documented', async () => {
    const { app } = testApp;
    const notJson = await app.inject({
      method: 'POST',
      url: '/business-api/payment',
      headers: jsonHeaders,
      payload: '{"filing":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().apiData).toEqual({ code: 400, message: expect.any(String) });

    const crossSite = await app.inject({
      method: 'POST',
      url: '/business-api/file/receipt',
      headers: { 'content-type': 'application/json' },
      payload: { refId: randomUUID() },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().apiData).toEqual({
      code: 403,
      message: 'This request is missing its security header.',
    });

    const tooLarge = await app.inject({
      method: 'PUT',
      url: `/business-api/draft/${randomUUID()}`,
      headers: jsonHeaders,
      payload: { filingType: 'llc', values: { text: 'x'.repeat(1024 * 1024) } },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().apiData).toEqual({ code: 413, message: expect.any(String) });

    const notReadable = await app.inject({
      method: 'POST',
      url: '/ens-db-api/send-email',
      headers: { 'x-requested-with': 'registrar', 'content-type': 'application/xml' },
      payload: '<refId/>',
    });
    expect(notReadable.statusCode).toBe(415);
    expect(notReadable.json().apiData).toEqual({ code: 415, message: expect.any(String) });
  });
});
