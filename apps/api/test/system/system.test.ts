import { serviceComponents } from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)('heartBeat, about and OpenAPI on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { env: { BUILD_VERSION: '1.2.3-test' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it.each(serviceComponents)('answers heartBeat and about under /%s', async (component) => {
    const before = Date.now();
    const heartBeat = await testApp.app.inject({ url: `/${component}/heartBeat` });
    expect(heartBeat.statusCode).toBe(200);
    const { apiData } = heartBeat.json();
    expect(apiData.code).toBe(200);
    expect(Date.parse(apiData.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(heartBeat.headers['cache-control']).toBe('no-store');

    const about = await testApp.app.inject({ url: `/${component}/about` });
    expect(about.json().apiData).toEqual({
      code: 200,
      buildVersion: '1.2.3-test',
      components: serviceComponents.map((name) => ({ name, version: '1.2.3-test' })),
    });
  });

  it('publishes the OpenAPI document with the validated parameters', async () => {
    const response = await testApp.app.inject({ url: '/business-api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const operation = document.paths['/business-api/entity/validateEntityNameAndAvailability'].get;
    const parameterNames = (operation.parameters as Array<{ name: string }>)
      .map((parameter) => parameter.name)
      .sort();
    expect(parameterNames).toEqual(['entityId', 'entityType', 'name', 'oldName', 'transType']);
    expect(operation.responses['200']).toBeDefined();
    expect(operation.responses['400']).toBeDefined();
    expect(document.paths['/common-db-api/states']).toBeDefined();
    expect(document.paths['/business/*']).toBeUndefined();
  });
});
