// GET /common-db-api/states, /suffixes, /countries, /countries/group and /env: reference data
// the web keeps in session storage, and the environment name.
import * as z from 'zod/mini';
import {
  apiDataAnswer,
  databaseUnavailableAnswer,
  serverErrorAnswer,
  type ApiCall,
} from './api-data.ts';

const codeAndName = z.object({ code: z.string(), name: z.string() });

/** The reference lists come from the database once per process, then from memory. */
const referenceRefusals = { 500: serverErrorAnswer, 503: databaseUnavailableAnswer } as const;

export const statesCall = {
  method: 'GET',
  path: '/common-db-api/states',
  schema: {
    tags: ['common-db-api'],
    summary: 'US states, DC, territories and military codes, in picker order',
    response: { 200: apiDataAnswer({ states: z.array(codeAndName) }), ...referenceRefusals },
  },
} as const satisfies ApiCall;

export const suffixesCall = {
  method: 'GET',
  path: '/common-db-api/suffixes',
  schema: {
    tags: ['common-db-api'],
    summary: 'Personal name suffixes',
    response: {
      200: apiDataAnswer({ suffixes: z.array(z.object({ code: z.string(), label: z.string() })) }),
      ...referenceRefusals,
    },
  },
} as const satisfies ApiCall;

export const countriesCall = {
  method: 'GET',
  path: '/common-db-api/countries',
  schema: {
    tags: ['common-db-api'],
    summary: 'ISO 3166-1 countries by name',
    response: { 200: apiDataAnswer({ countries: z.array(codeAndName) }), ...referenceRefusals },
  },
} as const satisfies ApiCall;

export const countryGroupsCall = {
  method: 'GET',
  path: '/common-db-api/countries/group',
  schema: {
    tags: ['common-db-api'],
    summary: 'Countries by group: the United States and territories first, then all others',
    response: {
      200: apiDataAnswer({
        groups: z.array(
          z.object({ code: z.string(), name: z.string(), countries: z.array(codeAndName) }),
        ),
      }),
      ...referenceRefusals,
    },
  },
} as const satisfies ApiCall;

export const environmentCall = {
  method: 'GET',
  path: '/common-db-api/env',
  schema: {
    tags: ['common-db-api'],
    summary: 'The environment this server runs as (dev, test, client, prod)',
    response: {
      200: apiDataAnswer({ env: z.enum(['dev', 'test', 'client', 'prod']) }),
      500: serverErrorAnswer,
    },
  },
} as const satisfies ApiCall;
