// The filing as the filing API takes it: what a client leaves out is worked out as the wizard
// would set it, what it sends is kept, and the limits the document publishes are the rules'.
import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { filingApiExamples } from '../src/contracts/filing-api-examples.ts';
import { getFilingType } from '../src/filing-types/index.ts';
import { filingFixtures } from '../src/fixtures/index.ts';
import { messages } from '../src/messages.ts';
import type { FilingValues } from '../src/model.ts';
import { applicableSteps } from '../src/navigation.ts';
import { apiFilingInputShape } from '../src/schemas/api-filing-input.ts';
import { completeFiling, filingInputShape } from '../src/schemas/filing-shape.ts';
import { validateStep } from '../src/schemas/index.ts';
import { leftOutFieldsAt, workOutLeftOutFields } from '../src/schemas/left-out.ts';
import { readSlice } from '../src/steps/read-slice.ts';

/** Every field message the steps of its type give a filing, as `slice.path`. */
function fieldErrors(values: FilingValues): { field: string; message: string }[] {
  const def = getFilingType(values.filingState.filingType);
  if (def === undefined) throw new Error(`No filing type ${values.filingState.filingType}`);
  return applicableSteps(def, values).flatMap((step) => {
    if (step.slice === undefined) return [];
    const result = validateStep(step.page, readSlice(values, step.slice), def, {
      values,
      now: () => new Date(),
    });
    return result.ok
      ? []
      : result.errors.map((error) => ({
          field: error.path === '' ? (step.slice ?? '') : `${step.slice ?? ''}.${error.path}`,
          message: error.message,
        }));
  });
}

/** The API's filing, worked out and read as every filing is. */
function workedOut(body: unknown): FilingValues {
  const parsed = z.safeParse(filingInputShape, workOutLeftOutFields(body));
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return completeFiling(parsed.data);
}

const fixtures = Object.entries(filingFixtures).flatMap(([type, fixture]) => [
  { name: `${type} minimal`, values: fixture.minimal() },
  { name: `${type} maximal`, values: fixture.maximal() },
]);

/**
 * The filing without the fields the wizard holds for its widgets (radios, boxes, kinds, list
 * keys), wherever they are: each that the API would work out for it. Texts that are merely empty
 * when left out stay, as a person typed them.
 */
function withoutLeftOutFields(values: FilingValues): unknown {
  const root = values as unknown as Record<string, unknown>;
  const strip = (value: unknown, path: string[], index: number): unknown => {
    if (Array.isArray(value)) return value.map((item, at) => strip(item, [...path, '*'], at));
    if (typeof value !== 'object' || value === null) return value;
    const object = value as Record<string, unknown>;
    const leftOut = new Set(
      leftOutFieldsAt(path)
        .filter(
          (field) =>
            path.length > 0 &&
            field.whenLeftOut !== 'empty' &&
            field.value(object, root, index) !== undefined,
        )
        .map((field) => field.key),
    );
    return Object.fromEntries(
      Object.entries(object)
        .filter(([key]) => !leftOut.has(key))
        .map(([key, child]) => [key, strip(child, [...path, key], index)]),
    );
  };
  return strip(values, [], 0);
}

describe('the filing API’s left-out fields', () => {
  it('keeps every field a client sends as it was sent', () => {
    for (const { name, values } of fixtures) {
      expect(workOutLeftOutFields(values), name).toEqual(values);
    }
  });

  it('works them out so that every fixture, sent without them, passes its steps', () => {
    for (const { name, values } of fixtures) {
      const sent = withoutLeftOutFields(values);
      expect(fieldErrors(workedOut(sent)), name).toEqual([]);
    }
  });

  it('works out the formations’ examples into filings their steps accept', () => {
    for (const [type, example] of Object.entries(filingApiExamples)) {
      const def = getFilingType(type);
      if (def === undefined || def.existingEntity) continue;
      expect(fieldErrors(workedOut(example.value.filing)), type).toEqual([]);
    }
  });

  it('copies the street address as the mailing address when the box says so', () => {
    const street = {
      address1: '1600 Broadway',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      country: 'US',
    };
    const filing = workedOut({
      filingState: { filingType: 'llc' },
      principalOffice: { streetAddress: street },
    });
    expect(filing.principalOffice.isSameAsStreetAddressChecked).toBe(true);
    expect(filing.principalOffice.mailingAddress).toMatchObject({ ...street, addressType: 'MAIL' });
    // A mailing address given is the mailing address, and the box is not ticked.
    const separate = workedOut({
      filingState: { filingType: 'llc' },
      principalOffice: {
        streetAddress: street,
        mailingAddress: { ...street, address1: 'PO Box 12' },
      },
    });
    expect(separate.principalOffice.isSameAsStreetAddressChecked).toBe(false);
    expect(separate.principalOffice.mailingAddress.address1).toBe('PO Box 12');
  });

  it('never works out an answer a person gives', () => {
    const { filing } = structuredClone(filingApiExamples.llc?.value ?? { filing: {} });
    const agent = filing.registeredAgent as Record<string, unknown>;
    delete agent.agentConsentRadio;
    delete (filing.filers as Record<string, unknown>).perjuryNoticeAffirmed;
    delete filing.management;
    // Consent and the perjury notice are the structure's: without them the filing is not read.
    const parsed = z.safeParse(filingInputShape, workOutLeftOutFields(filing));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'registeredAgent.agentConsentRadio',
      'filers.perjuryNoticeAffirmed',
    ]);
    // A step left out is not answered for the client: its rules ask for it.
    agent.agentConsentRadio = 'Y';
    (filing.filers as Record<string, unknown>).perjuryNoticeAffirmed = true;
    expect(fieldErrors(workedOut(filing)).map((error) => error.field)).toEqual([
      'management.managedBy',
      'management.hasOneMember',
    ]);
  });
});

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  maxLength?: number;
  pattern?: string;
}

/** Every string field with a published maxLength, by its dotted path (list items as 0). */
function publishedLimits(
  schema: JsonSchema,
  path: string[] = [],
): { path: string[]; max: number }[] {
  if (schema.anyOf !== undefined)
    return schema.anyOf.flatMap((option) => publishedLimits(option, path));
  if (schema.type === 'array' && schema.items !== undefined)
    return publishedLimits(schema.items, [...path, '0']);
  if (schema.properties !== undefined)
    return Object.entries(schema.properties).flatMap(([key, child]) =>
      publishedLimits(child, [...path, key]),
    );
  return schema.type === 'string' && schema.maxLength !== undefined
    ? [{ path, max: schema.maxLength }]
    : [];
}

/** What a field needs beside it to be asked at all. */
const askedBeside: Record<string, Record<string, string>> = {
  province: { country: 'CA', state: '' },
};

/**
 * The fixture with one field set, once per place it holds the field (a list's every item, where
 * the path says 0), each with the field's own path; none when the fixture has no such field.
 */
function withField(
  values: FilingValues,
  path: string[],
  text: string,
): { field: string; values: FilingValues }[] {
  const places = (value: unknown, rest: string[], at: string[]): string[][] => {
    if (rest.length === 0) return typeof value === 'string' ? [at] : [];
    if (typeof value !== 'object' || value === null) return [];
    const [key = '', ...after] = rest;
    if (Array.isArray(value) && key === '0')
      return value.flatMap((item, index) => places(item, after, [...at, String(index)]));
    return places((value as Record<string, unknown>)[key], after, [...at, key]);
  };
  return places(values, path, []).map((place) => {
    const copy = structuredClone(values) as unknown as Record<string, unknown>;
    let parent = copy;
    for (const key of place.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
    const key = place.at(-1) ?? '';
    parent[key] = text;
    // Some fields are asked only beside another answer: a province outside the US.
    Object.assign(parent, askedBeside[key]);
    return { field: place.join('.'), values: copy as unknown as FilingValues };
  });
}

describe('the limits the filing API publishes', () => {
  const schema = z.toJSONSchema(apiFilingInputShape, { io: 'input' }) as JsonSchema;
  // The filing's state is replaced by the record's facts; its limits are the structure's own.
  const limits = publishedLimits(schema).filter(({ path }) => path[0] !== 'filingState');

  it('publish a maxLength for every text a person types', () => {
    const paths = limits.map(({ path }) => path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'principalOffice.streetAddress.address1',
        'registeredAgent.nameValues.name.lastName',
        'statute.text',
        'entityName.name',
        'additionalInfo.additionalInfo',
        'purposeDirectors.purpose',
        'notifications.emails.0.email',
      ]),
    );
  });

  it.each(limits.map(({ path, max }) => [path.join('.'), max] as const))(
    'refuse %s over %i characters, and take it at the limit',
    (field, max) => {
      const path = field.split('.');
      const holding = fixtures.filter(({ values }) => withField(values, path, '').length > 0);
      expect(holding.length, field).toBeGreaterThan(0);
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 40 }), (over) => {
          // Over the limit: some fixture holding the field refuses it at the field.
          const refusedSomewhere = holding.some(({ values }) =>
            withField(values, path, 'a'.repeat(max + over)).some((long) =>
              fieldErrors(long.values).some((error) => error.field === long.field),
            ),
          );
          expect(refusedSomewhere, field).toBe(true);
        }),
        { numRuns: 3 },
      );
      // At the limit: no fixture calls it too long.
      for (const { name, values } of holding) {
        for (const atLimit of withField(values, path, 'a'.repeat(max))) {
          const tooLong = fieldErrors(atLimit.values).filter(
            (error) => error.field === atLimit.field && error.message === messages.maxLength(max),
          );
          expect(tooLong, `${name}: ${atLimit.field}`).toEqual([]);
        }
      }
    },
  );
});
