import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRoutes } from '../../src/modules/addresses/address-routes.ts';
import type {
  AddressInput,
  AddressVerifier,
} from '../../src/modules/addresses/address-verifier.ts';

const url = '/business-api/address/validate';

const coloradoCapitol: AddressInput = {
  address1: '200 East Colfax Avenue',
  address2: '',
  city: 'Denver',
  state: 'CO',
  zip: '80203',
  province: '',
  country: 'US',
};
const whiteHouse: AddressInput = {
  address1: '1600 Pennsylvania Ave NW',
  address2: '',
  city: 'Washington',
  state: 'DC',
  zip: '20500',
  province: '',
  country: 'US',
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(addressRoutes);
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

function validate(payload: unknown) {
  return app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
}

describe('POST /business-api/address/validate', () => {
  it('verifies a street and a mailing address, answering per id', async () => {
    const response = await validate({
      addresses: [
        { id: 'street', address: coloradoCapitol, requiredState: 'CO', allowPoBox: false },
        { id: 'mailing', address: { ...whiteHouse, address1: 'P.O. Box 55' } },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.apiData.code).toBe(200);
    expect(body.apiData.results).toHaveLength(2);
    expect(body.apiData.results[0]).toMatchObject({
      id: 'street',
      processed: true,
      verified: true,
      valid: true,
      coloradoZipcode: true,
      inRequiredState: true,
      standardized: { address1: '200 E COLFAX AVE', city: 'DENVER', state: 'CO', zip: '80203' },
      messages: [],
    });
    expect(body.apiData.results[1]).toMatchObject({
      id: 'mailing',
      verified: true,
      valid: true,
      postofficeBox: true,
      standardized: { address1: 'PO BOX 55' },
    });
  });

  it("answers the catalogue's messages for an address outside Colorado and one with no match", async () => {
    const response = await validate({
      addresses: [
        { id: 'agent', address: whiteHouse, requiredState: 'CO' },
        { id: 'unknown', address: { ...coloradoCapitol, zip: '99999' } },
      ],
    });
    expect(response.statusCode).toBe(200);
    const [agent, unknown] = response.json().apiData.results;
    expect(agent).toMatchObject({
      valid: false,
      verified: true,
      messages: ['Error - Address must be in Colorado.'],
    });
    expect(unknown).toMatchObject({
      valid: false,
      verified: false,
      standardized: null,
      messages: [
        'Error - No match found. Review addresses and make sure you entered them correctly. Include the apt, unit, or suite number if applicable.',
      ],
    });
  });

  it('refuses a PO Box where the caller says it is not allowed', async () => {
    const response = await validate({
      addresses: [
        { id: 'street', address: { ...coloradoCapitol, address1: 'PO Box 12' }, allowPoBox: false },
      ],
    });
    expect(response.json().apiData.results[0]).toMatchObject({
      valid: false,
      postofficeBox: true,
      messages: ['Street address cannot be a PO Box.'],
    });
  });

  it('accepts null address line 2 and province, as the web sends them', async () => {
    const response = await validate({
      addresses: [{ id: 'a', address: { ...coloradoCapitol, address2: null, province: null } }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().apiData.results[0].input).toMatchObject({ address2: '', province: '' });
  });

  it('accepts the whole address object the web keeps, ignoring fields it does not need', async () => {
    const webAddress = {
      ...coloradoCapitol,
      addressType: 'PHYS',
      accepted: false,
      countryDescription: 'United States',
    };
    const response = await validate({ addresses: [{ id: 'a', address: webAddress }] });
    expect(response.statusCode).toBe(200);
    expect(response.json().apiData.results[0].input).toEqual(coloradoCapitol);
  });

  it('does not validate an international address', async () => {
    const response = await validate({
      addresses: [
        {
          id: 'abroad',
          address: {
            address1: '10 Downing Street',
            address2: '',
            city: 'London',
            state: '',
            zip: 'SW1A 2AA',
            province: '',
            country: 'GB',
          },
        },
      ],
    });
    expect(response.json().apiData.results[0]).toMatchObject({
      processed: false,
      verified: false,
      valid: true,
      standardized: null,
    });
  });
});

describe('POST /business-api/address/validate: bad input is a 400 with field and message', () => {
  const one = (address: unknown, extra: Record<string, unknown> = {}) => ({
    addresses: [{ id: 'a', address, ...extra }],
  });

  it.each([
    ['no addresses', { addresses: [] }, 'addresses', 'Send at least one address.'],
    [
      'five addresses',
      { addresses: [1, 2, 3, 4, 5].map((n) => ({ id: `a${n}`, address: coloradoCapitol })) },
      'addresses',
      'Send at most 4 addresses.',
    ],
    [
      'a blank address line 1',
      one({ ...coloradoCapitol, address1: '  ' }),
      'addresses.0.address.address1',
      'Enter the address.',
    ],
    [
      'a missing city',
      one({ ...coloradoCapitol, city: '' }),
      'addresses.0.address.city',
      'Enter the city.',
    ],
    [
      'an absent city',
      one({ ...coloradoCapitol, city: undefined }),
      'addresses.0.address.city',
      'Enter the city.',
    ],
    [
      'a null address line 1',
      one({ ...coloradoCapitol, address1: null }),
      'addresses.0.address.address1',
      'Enter the address.',
    ],
    [
      'a number for a ZIP',
      one({ ...coloradoCapitol, zip: 80203 }),
      'addresses.0.address.zip',
      'Must be text.',
    ],
    [
      'a missing country',
      one({ ...coloradoCapitol, country: '' }),
      'addresses.0.address.country',
      'Choose a country.',
    ],
    [
      'a long address line 1',
      one({ ...coloradoCapitol, address1: 'x'.repeat(51) }),
      'addresses.0.address.address1',
      'Must be at most 50 characters',
    ],
    [
      'a long ZIP',
      one({ ...coloradoCapitol, zip: '1'.repeat(16) }),
      'addresses.0.address.zip',
      'Must be at most 15 characters',
    ],
    [
      'non-ASCII text',
      one({ ...coloradoCapitol, city: 'Dénvér' }),
      'addresses.0.address.city',
      'Invalid characters entered: é',
    ],
    [
      'an empty id',
      { addresses: [{ id: ' ', address: coloradoCapitol }] },
      'addresses.0.id',
      'Give each address an id.',
    ],
    [
      'repeated ids',
      {
        addresses: [
          { id: 'a', address: coloradoCapitol },
          { id: 'a', address: whiteHouse },
        ],
      },
      'addresses.1.id',
      'Each address needs a different id.',
    ],
    [
      'an unknown required state',
      one(coloradoCapitol, { requiredState: 'Atlantis' }),
      'addresses.0.requiredState',
      'Enter a US state or territory code.',
    ],
  ])('%s', async (_case, payload, field, message) => {
    const response = await validate(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ apiData: { code: 400, errors: [{ field, message }] } });
  });

  it.each([
    ['an empty object', {}, 'addresses'],
    ['a wrong type', { addresses: 'all of them' }, 'addresses'],
    ['a number for a field', one({ ...coloradoCapitol, zip: 80203 }), 'addresses.0.address.zip'],
    ['a missing address', { addresses: [{ id: 'a' }] }, 'addresses.0.address'],
    [
      'a string for allowPoBox',
      one(coloradoCapitol, { allowPoBox: 'no' }),
      'addresses.0.allowPoBox',
    ],
  ])('%s', async (_case, payload, field) => {
    const response = await validate(payload);
    expect(response.statusCode).toBe(400);
    const { apiData } = response.json();
    expect(apiData.code).toBe(400);
    expect(apiData.errors).toContainEqual({ field, message: expect.any(String) });
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"addresses": [',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      apiData: { code: 400, errors: [{ field: 'body', message: expect.any(String) }] },
    });
  });

  it('answers a missing body with a 400', async () => {
    const response = await app.inject({ method: 'POST', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().apiData.errors).toEqual([
      { field: 'body', message: expect.any(String) },
    ]);
  });

  it('answers an unsupported content type in the same shape, never a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      apiData: { code: 415, errors: [{ field: 'body', message: expect.any(String) }] },
    });
  });
});

describe('addressRoutes with another verifier', () => {
  it('uses the verifier passed in the plugin options and hides its failures behind a 500', async () => {
    const seen: string[] = [];
    const failingVerifier: AddressVerifier = {
      verify: async (input) => {
        seen.push(input.address1);
        throw new Error('postal API down: secret detail');
      },
    };
    const other = Fastify();
    await other.register(addressRoutes, { verifier: failingVerifier });
    const response = await other.inject({
      method: 'POST',
      url,
      payload: { addresses: [{ id: 'a', address: coloradoCapitol }] },
    });
    await other.close();
    expect(seen).toEqual(['200 East Colfax Avenue']);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret detail');
    expect(response.json()).toEqual({
      apiData: {
        code: 500,
        errors: [{ field: '', message: 'Address verification is unavailable. Try again later.' }],
      },
    });
  });
});

describe('addressRoutes in the OpenAPI document', () => {
  it('describes the request body and every answer', async () => {
    const documented = Fastify();
    await documented.register(swagger, {
      openapi: { openapi: '3.0.3' },
      transform: jsonSchemaTransform,
    });
    await documented.register(addressRoutes);
    await documented.ready();
    const document = documented.swagger() as {
      paths: Record<string, { post: { requestBody: unknown; responses: Record<string, unknown> } }>;
    };
    await documented.close();
    const operation = document.paths[url]?.post;
    expect(JSON.stringify(operation?.requestBody)).toContain('requiredState');
    expect(Object.keys(operation?.responses ?? {})).toEqual([
      '200',
      '400',
      '403',
      '413',
      '415',
      '500',
    ]);
  });
});
