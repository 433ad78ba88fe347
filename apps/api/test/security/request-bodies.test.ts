// A JSON body's shape is bounded before anything walks it: at most 64 levels of objects and
// lists, and at most 10,000 values in all. A body 5,000 levels deep once overflowed the stack of
// the control-character check and answered 500; now every call with a JSON body (found in the
// published OpenAPI document, so a new one is swept too) answers 400 in the envelope, saying what
// is wrong, whoever calls it.
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

const tooDeep =
  'The body is nested too deeply. Send at most 64 levels of objects and lists, one inside another.';
const tooMany = 'The body holds too many values. Send at most 10,000 fields and list items in all.';

/**
 * The messages of a 400 in the envelope: its message, or those of its errors (the address check
 * names every refusal as a field's, the body's here).
 */
function refusalMessages(answer: { statusCode: number; body: string }): string[] {
  if (answer.statusCode !== 400) return [];
  const { apiData } = JSON.parse(answer.body) as {
    apiData: { code: number; message?: string; errors?: { message: string }[] };
  };
  if (apiData.code !== 400) return [];
  return apiData.message === undefined
    ? (apiData.errors ?? []).map((error) => error.message)
    : [apiData.message];
}

/** `{"a":{"a":…1…}}`, `depth` objects deep. */
function objectsDeep(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** `[[…[]…]]`, `depth` lists deep. */
function listsDeep(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

describe.each(databaseKinds)('the shape of JSON bodies on %s', (kind) => {
  let testApp: TestApp;
  let withBody: DocumentedCall[];
  let callers: Callers;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      env: {
        RATE_LIMIT_RECEIPT_EMAILS_PER_MINUTE: '10000',
        RATE_LIMIT_STAFF_SIGN_INS_PER_MINUTE: '10000',
        RATE_LIMIT_CERTIFICATES_PER_MINUTE: '10000',
      },
    });
    withBody = (await documentedCalls(testApp)).filter(
      (call) => call.operation.requestBody?.content['application/json'],
    );
    callers = await signInEveryCaller(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** Sends `payload` to the call as a caller entitled to it, so that its body is read. */
  const send = async (call: DocumentedCall, payload: string) => {
    const post = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: call.method as 'POST',
        url: pathOf(call.path, (name) => validParameter(name, randomUUID())),
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload,
      });
    const answer = await post(callers.of(call));
    return answer.statusCode === 401 ? post(callers.filer) : answer;
  };

  it('finds the calls with a JSON body', () => {
    expect(withBody.length).toBeGreaterThan(15);
  });

  it.each([
    ['objects 5,000 deep', objectsDeep(5000), tooDeep],
    ['lists 3,000 deep', listsDeep(3000), tooDeep],
    ['objects 65 deep', objectsDeep(65), tooDeep],
    [
      'an object of 10,001 fields',
      JSON.stringify(Object.fromEntries(Array.from({ length: 10_001 }, (_, i) => [`f${i}`, i]))),
      tooMany,
    ],
    ['a list of 10,001 items', JSON.stringify({ items: Array(10_001).fill(0) }), tooMany],
  ])('answers 400 to %s on every call', async (_what, payload, refusal) => {
    for (const call of withBody) {
      const answer = await send(call, payload);
      expect(refusalMessages(answer), `${call.method} ${call.path}: ${answer.body}`).toEqual([
        refusal,
      ]);
    }
  });

  it('reads a body 64 levels deep as any other', async () => {
    for (const call of withBody) {
      const answer = await send(call, objectsDeep(64));
      expect(answer.statusCode, `${call.method} ${call.path}`).toBeLessThan(500);
      expect(answer.body, `${call.method} ${call.path}`).not.toContain(tooDeep);
    }
  });
});
