// The filing call's documented examples file as they stand: each is read from the published
// OpenAPI document, as a firm's developer would copy it, and sent with a fresh Idempotency-Key;
// docs/filing-api.md shows the same bodies and every field that may be left out.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { filingApiExamples, leftOutFields } from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { openFilingAccount, type FilingApiClient } from '../support/filing-api-client.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

interface MediaType {
  examples?: Record<string, { summary?: string; value: { filing: Record<string, unknown> } }>;
}

describe.each(databaseKinds)('the filing call as documented, on %s', (kind) => {
  let testApp: TestApp;
  let client: FilingApiClient;
  let documented: NonNullable<MediaType['examples']>;

  beforeAll(async () => {
    // A newly seeded registry, as a firm's developer tries the API on a test instance.
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 40 });
      },
    });
    client = await openFilingAccount(testApp, 'Example Filing Services LLC', {
      deposit: '2000.00',
    });
    const document = (await testApp.app.inject({ url: '/business-api/openapi.json' })).json();
    const media: MediaType =
      document.paths['/filing-api/v1/filings'].post.requestBody.content['application/json'];
    documented = media.examples ?? {};
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('shows one example for every filing type', () => {
    expect(Object.keys(documented).sort()).toEqual(Object.keys(filingApiExamples).sort());
  });

  it.each(Object.entries(filingApiExamples))(
    'files the %s example as it stands',
    async (type, example) => {
      const sent = documented[type]?.value;
      expect(sent).toEqual(example.value);
      const answer = await client.call('POST', '/filing-api/v1/filings', {
        idempotencyKey: randomUUID(),
        payload: sent ?? {},
      });
      expect(answer.statusCode, answer.body).toBe(example.answers);
      expect(answer.json().apiData.filing.filingType).toBe(type);
    },
  );

  it('amends a nonprofit by the transaction of its type on the record when none is named', async () => {
    const { filing } = structuredClone(filingApiExamples.amend?.value ?? { filing: {} });
    filing.filingState = { filingType: 'amend', entityId: '19990000004' };
    const answer = await client.call('POST', '/filing-api/v1/filings', {
      idempotencyKey: randomUUID(),
      payload: { filing },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().apiData.filing).toMatchObject({
      transactionType: 'AMD_NPC',
      entityName: 'Colorado Kids Literacy Foundation',
    });
  });
});

describe('docs/filing-api.md', () => {
  const doc = readFileSync(new URL('../../../../docs/filing-api.md', import.meta.url), 'utf8');

  it('shows the examples the OpenAPI document shows', () => {
    for (const [type, example] of Object.entries(filingApiExamples)) {
      const heading = doc.indexOf(`#### \`${type}\`: ${example.summary}`);
      expect(heading, type).toBeGreaterThan(-1);
      const block = /```json\n([\s\S]*?)```/.exec(doc.slice(heading));
      expect(JSON.parse(block?.[1] ?? 'null'), type).toEqual(example.value);
    }
  });

  it('lists every field the server works out when it is left out', () => {
    const rows = doc.split('\n').filter((line) => line.startsWith('| '));
    for (const field of leftOutFields) {
      const where = field.in === '' ? 'the filing' : `\`${field.in}\``;
      const row = rows.find(
        (line) => line.startsWith(`| ${where} `) && line.includes(`\`${field.key}\``),
      );
      expect(row, `${field.in} ${field.key}`).toContain(field.whenLeftOut);
    }
  });
});
