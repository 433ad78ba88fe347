import { messages, nameKey, validateEntityNameFormat } from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameReservations } from '../../src/db/schema.ts';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedExpiredReservationName, fixedReservation } from '../../src/db/seed-entities.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const nameOnly = '/business-api/entity/validateEntityNameOnly';
const availability = '/business-api/entity/validateEntityNameAndAvailability';
const takenSuggestion = 'Mountain Peak Ventures Colorado LLC';

describe.each(databaseKinds)('entity name calls on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 200 });
        // The first name the check would suggest for the taken "Mountain Peak Ventures LLC", held
        // by a reservation, so that the suggestions have to skip it.
        await database.db.insert(nameReservations).values({
          name: takenSuggestion,
          nameKey: nameKey(takenSuggestion),
          reservedByName: 'Casey Morgan',
          reservedByAddress: ['200 E Colfax Ave', 'Denver, CO 80203'],
          expiresAt: new Date(Date.now() + 86_400_000),
        });
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const check = async (url: string, query: Record<string, string>) => {
    const response = await testApp.app.inject({ method: 'GET', url, query });
    return { status: response.statusCode, apiData: response.json().apiData };
  };

  it('checks the format with the domain messages', async () => {
    expect(
      await check(nameOnly, { name: 'Summit Ridge Outfitters LLC', entityType: 'DLLC' }),
    ).toEqual({
      status: 200,
      apiData: { code: 200, valid: true, message: '' },
    });
    const missingDesignation = await check(nameOnly, {
      name: 'Summit Ridge Outfitters',
      entityType: 'DLLC',
    });
    expect(missingDesignation.apiData).toMatchObject({ valid: false });
    expect(missingDesignation.apiData.message).toMatch(
      /^The name must contain "limited liability company"/,
    );
    expect((await check(nameOnly, { name: '   ', entityType: 'DLLC' })).apiData).toMatchObject({
      valid: false,
      message: messages.entityNameRequired,
    });
    expect(
      (await check(nameOnly, { name: 'Café Holdings LLC', entityType: 'DLLC' })).apiData,
    ).toMatchObject({
      valid: false,
      message: messages.invalidCharacters('é'),
    });
    expect(
      (await check(nameOnly, { name: `${'A'.repeat(197)} LLC`, entityType: 'DLLC' })).apiData.valid,
    ).toBe(false);
    // Nonprofit corporations need no designation.
    expect(
      (await check(nameOnly, { name: 'Friends of the Poudre', entityType: 'DNC' })).apiData.valid,
    ).toBe(true);
  });

  it('finds a name on the record whatever its case and ignored punctuation', async () => {
    for (const name of [
      'Mountain Peak Ventures LLC',
      'mountain peak ventures, l.l.c.',
      'MOUNTAIN PEAK VENTURES L.L.C.',
      "Mountain Peak Venture's LLC",
    ]) {
      expect(
        await check(availability, {
          transType: 'ARTORG_LLC',
          name,
          oldName: '',
          entityId: '',
          entityType: 'DLLC',
        }),
      ).toMatchObject({
        status: 200,
        apiData: {
          code: 200,
          valid: false,
          message: messages.nameTaken,
          availability: {
            isAvailable: false,
            isReserved: false,
            isAuthorizedToUse: false,
            reservedBy: null,
          },
        },
      });
    }
  });

  it('treats articles, designators, hyphens and spaces as distinguishing', async () => {
    for (const name of [
      'The Mountain Peak Ventures LLC',
      'Mountain Peak Ventures Limited Liability Company',
      'Mountain-Peak Ventures LLC',
      'MountainPeak Ventures LLC',
    ]) {
      const result = await check(availability, { name, entityType: 'DLLC' });
      expect(result.apiData).toEqual({
        code: 200,
        valid: true,
        message: '',
        problem: null,
        explanation: null,
        suggestions: [],
        availability: {
          isAvailable: true,
          isReserved: false,
          isAuthorizedToUse: false,
          reservedBy: null,
        },
      });
    }
  });

  it("does not count the entity's own current name as taken", async () => {
    const own = await check(availability, {
      transType: 'AMENDMENT',
      name: 'Mountain Peak Ventures, LLC',
      oldName: 'Mountain Peak Ventures LLC',
      entityId: '20150000000',
      entityType: 'DLLC',
    });
    expect(own.apiData.availability.isAvailable).toBe(true);
    const other = await check(availability, {
      name: 'Mountain Peak Ventures LLC',
      entityId: '20080000001',
      entityType: 'DLLC',
    });
    expect(other.apiData.message).toBe(messages.nameTaken);
  });

  it('reports an unexpired reservation and who holds it, and ignores an expired one', async () => {
    const reserved = await check(availability, {
      name: 'aspen reserved holdings, llc',
      entityType: 'DLLC',
    });
    expect(reserved.apiData).toMatchObject({
      code: 200,
      valid: true,
      message: '',
      availability: {
        isAvailable: false,
        isReserved: true,
        isAuthorizedToUse: false,
        reservedBy: {
          name: fixedReservation.reservedByName,
          address: [...fixedReservation.reservedByAddress],
        },
      },
    });
    const lapsed = await check(availability, {
      name: fixedExpiredReservationName,
      entityType: 'DLLC',
    });
    expect(lapsed.apiData.availability).toMatchObject({ isAvailable: true, isReserved: false });
  });

  it('answers a bad format before looking anything up', async () => {
    const result = await check(availability, {
      name: 'Mountain Peak Ventures',
      entityType: 'DLLC',
    });
    expect(result.apiData.valid).toBe(false);
    expect(result.apiData.message).toMatch(/^The name must contain/);
  });

  it('explains a taken name: its holder, the rules that make it the same, both as compared', async () => {
    const taken = await check(availability, {
      name: 'MOUNTAIN PEAK VENTURES, L.L.C.',
      entityType: 'DLLC',
    });
    expect(taken.apiData).toMatchObject({
      valid: false,
      message: messages.nameTaken,
      problem: null,
      explanation: {
        holder: 'entity',
        name: 'Mountain Peak Ventures LLC',
        entityId: '20150000000',
        rules: ['letter-case', 'punctuation'],
        typedComparedAs: 'mountain peak ventures llc',
        heldComparedAs: 'mountain peak ventures llc',
      },
    });
    const asTyped = await check(availability, {
      name: 'Mountain Peak Ventures LLC',
      entityType: 'DLLC',
    });
    expect(asTyped.apiData.explanation.rules).toEqual([]);
    const spaced = await check(availability, {
      name: 'Mountain  Peak Ventures LLC',
      entityType: 'DLLC',
    });
    expect(spaced.apiData.explanation.rules).toEqual(['spacing']);
  });

  it('explains a reserved name without naming an entity', async () => {
    const reserved = await check(availability, {
      name: 'aspen reserved holdings, llc',
      entityType: 'DLLC',
    });
    expect(reserved.apiData.explanation).toEqual({
      holder: 'reservation',
      name: fixedReservation.name,
      entityId: null,
      rules: ['letter-case', 'punctuation'],
      typedComparedAs: 'aspen reserved holdings llc',
      heldComparedAs: 'aspen reserved holdings llc',
    });
    expect(reserved.apiData.suggestions.length).toBeGreaterThan(0);
  });

  it('suggests at most five free, well-formed names, skipping a candidate someone holds', async () => {
    const taken = await check(availability, {
      name: 'Mountain Peak Ventures LLC',
      entityType: 'DLLC',
    });
    const suggestions = taken.apiData.suggestions as string[];
    expect(suggestions).toEqual([
      'Mountain Peak Ventures Group LLC',
      'Mountain Peak Ventures Holdings LLC',
      'Mountain Peak Ventures Partners LLC',
      'Mountain Peak Ventures Services LLC',
      'Mountain Peak Ventures Enterprises LLC',
    ]);
    expect(suggestions).not.toContain(takenSuggestion);
    for (const suggestion of suggestions) {
      expect(validateEntityNameFormat(suggestion, 'DLLC').valid).toBe(true);
      const free = await check(availability, { name: suggestion, entityType: 'DLLC' });
      expect(free.apiData.availability.isAvailable, suggestion).toBe(true);
    }
  });

  it('names the part of a badly formed name at fault', async () => {
    const problemOf = async (name: string) =>
      (await check(availability, { name, entityType: 'DLLC' })).apiData;
    expect(await problemOf('Acme Widgets')).toMatchObject({
      valid: false,
      message: expect.stringMatching(/^The name must contain/),
      problem: { rule: 'designation', part: 'Acme Widgets', example: 'Acme Widgets LLC' },
      explanation: null,
      suggestions: [],
    });
    expect((await problemOf('Café LLC')).problem).toEqual({ rule: 'characters', part: 'é' });
    expect((await problemOf(`${'A'.repeat(200)} LLC`)).problem).toEqual({
      rule: 'length',
      part: ' LLC',
    });
    expect((await problemOf('   ')).problem).toEqual({ rule: 'required' });
  });

  it('refuses bad inputs with 400, the field and a message', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ entityType: 'DLLC' }, 'name'],
      [{ name: 'Foo LLC' }, 'entityType'],
      [{ name: 'Foo LLC', entityType: 'XYZ' }, 'entityType'],
      [{ name: 'Foo LLC', entityType: 'DLLC', entityId: '12' }, 'entityId'],
      [{ name: 'Foo LLC', entityType: 'DLLC', transType: "x'; drop table entities" }, 'transType'],
      [{ name: 'x'.repeat(1001), entityType: 'DLLC' }, 'name'],
    ];
    for (const [query, field] of cases) {
      const result = await check(availability, query);
      expect(result.status, JSON.stringify(query)).toBe(400);
      expect(result.apiData.code).toBe(400);
      expect(result.apiData.errors).toContainEqual({ field, message: expect.any(String) });
      for (const error of result.apiData.errors as Array<{ message: string }>)
        expect(error.message.length).toBeGreaterThan(5);
    }
    const missingType = await check(nameOnly, { name: 'Foo LLC' });
    expect(missingType.status).toBe(400);
    expect(missingType.apiData.errors[0].field).toBe('entityType');
  });

  it('serves the name designation help per entity type', async () => {
    const response = await testApp.app.inject({
      url: '/business-api/content/entity/namedesignation?entityType=DLLC',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().apiData.content).toContain('"l.l.c."');
    expect(response.headers['cache-control']).toContain('max-age');
    const cooperative = await testApp.app.inject({
      url: '/business-api/content/entity/namedesignation?entityType=DC55',
    });
    expect(cooperative.json().apiData.content).toContain('cooperative');
    const bad = await testApp.app.inject({
      url: '/business-api/content/entity/namedesignation?entityType=',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().apiData.errors[0].field).toBe('entityType');
  });
});
