// The OpenAPI document says what the server does, so that a client generated from it works: the
// filing API's key as a security scheme on every call, Idempotency-Key required where the server
// requires it, the answers the server gives (a 304 on a conditional GET, a 409 replaying to a
// disabled endpoint) and the media type of what is not JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type Document = {
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
};

describe.each(databaseKinds)('the OpenAPI document on %s', (kind) => {
  let testApp: TestApp;
  let document: Document;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    document = (await testApp.app.inject({ url: '/business-api/openapi.json' })).json();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const filingApiOperations = () =>
    Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/filing-api/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
      );

  it('declares the bearer key and asks for it on every filing-API call', () => {
    expect(document.components.securitySchemes.filingApiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const operations = filingApiOperations();
    expect(operations.length).toBeGreaterThan(10);
    for (const { path, method, operation } of operations) {
      expect(operation.security, `${method} ${path}`).toEqual([{ filingApiKey: [] }]);
      expect(Object.keys(operation.responses), `${method} ${path}`).toContain('401');
    }
    // Nothing outside the filing API asks for its key.
    const search = document.paths['/business-api/entity/search']?.get;
    expect(search?.security).toBeUndefined();
  });

  it('marks Idempotency-Key required on every POST, as the server refuses one without it', () => {
    const posts = filingApiOperations().filter(({ method }) => method === 'post');
    expect(posts.map(({ path }) => path).sort()).toEqual([
      '/filing-api/v1/drafts',
      '/filing-api/v1/drafts/{draftRef}/attachments',
      '/filing-api/v1/filings',
      '/filing-api/v1/webhook-deliveries/{deliveryId}/replay',
      '/filing-api/v1/webhook-endpoints',
    ]);
    for (const { path, operation } of posts) {
      const header = operation.parameters?.find(
        (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
      );
      expect(header?.required, path).toBe(true);
    }
  });

  it('lists the answers the server gives besides success', () => {
    const manifest = document.paths['/business-api/data/manifest.json']?.get;
    expect(Object.keys(manifest?.responses ?? {})).toContain('304');
    const replay = document.paths['/filing-api/v1/webhook-deliveries/{deliveryId}/replay']?.post;
    expect(Object.keys(replay?.responses ?? {})).toContain('409');
    const file = document.paths['/filing-api/v1/filings']?.post;
    expect(Object.keys(file?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '202', '400', '401', '402', '403', '409', '422', '429']),
    );
    const statement =
      document.paths['/user-manager-api/filing-accounts/{accountId}/statement']?.get;
    expect(Object.keys(statement?.responses['200']?.content ?? {})).toEqual(['text/csv']);
  });
});
