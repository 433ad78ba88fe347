// Classic zod and the domain's zod/mini schemas are both zod 4 and nest inside each other, so a
// schema built with either can carry the domain's.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { llcMinimalFiling } from '../src/fixtures/llc.ts';
import { entityNameSchema } from '../src/schemas/entity-name.ts';
import { validateWith } from '../src/schemas/index.ts';
import { messages } from '../src/messages.ts';

describe('domain schemas inside classic zod', () => {
  const requestSchema = z.object({ refId: z.string().min(1), entityName: entityNameSchema });

  it('report the domain messages at the nested path', () => {
    expect(validateWith(requestSchema, { refId: 'r1', entityName: { name: '' } })).toEqual({
      ok: false,
      errors: [{ path: 'entityName.name', message: messages.entityNameRequired }],
    });
  });

  it('pass a valid slice through', () => {
    expect(
      validateWith(requestSchema, { refId: 'r1', entityName: llcMinimalFiling.entityName }),
    ).toEqual({ ok: true, value: { refId: 'r1', entityName: llcMinimalFiling.entityName } });
  });

  it('leave classic schemas to validateWith as before', () => {
    expect(validateWith(z.string().min(2, 'Too short'), 'a')).toEqual({
      ok: false,
      errors: [{ path: '', message: 'Too short' }],
    });
  });
});
