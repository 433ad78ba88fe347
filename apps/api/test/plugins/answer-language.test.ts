// A filer who chose Spanish gets the messages of their pages' calls in Spanish; the filing API and
// the administrators' calls stay English.
import { inLanguage, messages } from '@registrar/domain';
import { seedDatabase } from '../../src/db/seed.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const nameCheck = (name: string) =>
  `/business-api/entity/validateEntityNameAndAvailability?${new URLSearchParams({
    name,
    entityType: 'DLLC',
  }).toString()}`;

describe.each(databaseKinds)('answers in the filer’s language on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 20 });
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('says a taken name is taken in Spanish to a filer who chose Spanish', async () => {
    const spanishAnswer = await testApp.app.inject({
      url: nameCheck('Mountain Peak Ventures LLC'),
      headers: { cookie: 'registrar_lang=es' },
    });
    expect(spanishAnswer.json().apiData.message).toBe(inLanguage('es', messages.nameTaken));
    expect(spanishAnswer.json().apiData.message).not.toBe(messages.nameTaken);
    const englishAnswer = await testApp.app.inject({
      url: nameCheck('Mountain Peak Ventures LLC'),
    });
    expect(englishAnswer.json().apiData.message).toBe(messages.nameTaken);
  });

  it('puts the messages into Spanish from Accept-Language too, and field errors', async () => {
    const english = (await testApp.app.inject({ url: nameCheck('Acme Widgets') })).json();
    const answer = await testApp.app.inject({
      url: nameCheck('Acme Widgets'),
      headers: { 'accept-language': 'es-US,es;q=0.9' },
    });
    expect(answer.json().apiData.message).toBe(inLanguage('es', english.apiData.message));
    expect(answer.json().apiData.message).not.toBe(english.apiData.message);
    const refused = await testApp.app.inject({
      url: '/business-api/entity/validateEntityNameAndAvailability?entityType=DLLC',
      headers: { cookie: 'registrar_lang=es' },
    });
    expect(refused.statusCode).toBe(400);
    const [error] = refused.json().apiData.errors as { message: string }[];
    expect(error?.message).toBe(inLanguage('es', messages.entityNameRequired));
    expect(error?.message).not.toBe(messages.entityNameRequired);
  });
});
