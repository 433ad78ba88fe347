// Every input a client can send is fuzzed with text holding control characters (NUL first among
// them: PostgreSQL refuses it outright). Whatever the call, the answer is a 400 in the apiData
// envelope naming the field, before anything reaches the database: never a 500. The calls come
// from the published OpenAPI document, so a new call is fuzzed without being listed here.
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentedCalls,
  pathOf,
  signInEveryCaller,
  validParameter,
  type Callers,
  type DocumentedCall,
} from '../support/every-caller.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

/** Text with at least one control character (other than tab and line breaks) somewhere in it. */
const textWithControlCharacters = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f'),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

/** The answer must be the envelope's 400 with this field named and the characters message. */
function expectRefused(
  answer: { statusCode: number; json(): unknown },
  field: string,
  call: string,
): void {
  expect(answer.statusCode, call).toBe(400);
  const { apiData } = answer.json() as { apiData: { code: number; errors?: unknown[] } };
  expect(apiData.code, call).toBe(400);
  expect(apiData.errors, call).toContainEqual({
    field,
    message: expect.stringMatching(/^Invalid characters entered: U\+00[0-9A-F]{2}/),
  });
}

describe.each(databaseKinds)('control characters in requests on %s', (kind) => {
  let testApp: TestApp;
  let calls: DocumentedCall[];
  let callers: Callers;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      env: {
        RATE_LIMIT_RECEIPT_EMAILS_PER_MINUTE: '10000',
        RATE_LIMIT_STAFF_SIGN_INS_PER_MINUTE: '10000',
        RATE_LIMIT_CERTIFICATES_PER_MINUTE: '10000',
      },
    });
    calls = await documentedCalls(testApp);
    // Signed in as an administrator, with the same-origin header, or with an API key for the
    // filing API's calls: guarded calls get as far as reading their input. The calls about a
    // filer's own account take a signed-in filer instead.
    callers = await signInEveryCaller(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses them in every query parameter of every call', async () => {
    const withQuery = calls.filter((call) =>
      call.operation.parameters?.some((parameter) => parameter.in === 'query'),
    );
    expect(withQuery.length).toBeGreaterThan(20);
    for (const call of withQuery) {
      for (const parameter of call.operation.parameters ?? []) {
        if (parameter.in !== 'query') continue;
        await fc.assert(
          fc.asyncProperty(textWithControlCharacters, async (value) => {
            const answer = await testApp.app.inject({
              method: call.method,
              url: pathOf(call.path, (name) => validParameter(name, 'x')),
              query: { [parameter.name]: value },
              headers: callers.of(call),
              ...(call.method === 'GET' ? {} : { payload: {} }),
            });
            expectRefused(answer, parameter.name, `${call.method} ${call.path}`);
          }),
          { numRuns: 3 },
        );
      }
    }
  });

  it('refuses them in every path parameter', async () => {
    const withPath = calls.filter((call) => call.path.includes('{'));
    expect(withPath.length).toBeGreaterThan(2);
    for (const call of withPath) {
      await fc.assert(
        fc.asyncProperty(textWithControlCharacters, async (value) => {
          const name = /\{(\w+)\}/.exec(call.path)?.[1] ?? '';
          const answer = await testApp.app.inject({
            method: call.method,
            url: pathOf(call.path, () => value),
            headers: callers.of(call),
            ...(call.method === 'GET' ? {} : { payload: {} }),
          });
          expectRefused(answer, name, `${call.method} ${call.path}`);
        }),
        { numRuns: 3 },
      );
    }
  });

  it('refuses them in every field of every JSON body, however deep', async () => {
    const withBody = calls.filter(
      (call) => call.operation.requestBody?.content['application/json'],
    );
    expect(withBody.length).toBeGreaterThan(15);
    for (const call of withBody) {
      const schema = call.operation.requestBody?.content['application/json']?.schema;
      const fields = Object.keys(schema?.properties ?? {});
      for (const field of fields) {
        await fc.assert(
          fc.asyncProperty(textWithControlCharacters, fc.boolean(), async (value, nested) => {
            const payload = nested ? { [field]: { name: [value] } } : { [field]: value };
            const send = (as: Record<string, string>) =>
              testApp.app.inject({
                method: call.method,
                url: pathOf(call.path, (name) => validParameter(name, randomUUID())),
                headers: as,
                payload,
              });
            let answer = await send(callers.of(call));
            if (answer.statusCode === 401) answer = await send(callers.filer);
            expectRefused(
              answer,
              nested ? `${field}.name.0` : field,
              `${call.method} ${call.path}`,
            );
          }),
          { numRuns: 2 },
        );
      }
    }
  });

  it('answers the business search for "a\\0b" and an ID ending in NUL with 400, not 500', async () => {
    for (const q of ['a\u0000b', '2007000001\u0000']) {
      const answer = await testApp.app.inject({
        url: '/business-api/entity/search',
        query: { q },
      });
      expectRefused(answer, 'q', q);
    }
  });

  it('keeps ordinary text, tabs and line breaks', async () => {
    const answer = await testApp.app.inject({
      url: '/business-api/entity/search',
      query: { q: 'Mountain\tPeak\r\nVentures' },
    });
    expect(answer.statusCode).toBe(200);
  });
});
