// The filing as the filing API takes it: the wizard's structure, with the fields the pages hold
// for their widgets optional (left-out.ts works them out). The same rules then check it.
import * as z from 'zod/mini';
import { builtInStepRules } from '../steps/rules.ts';
import { filingStateShape, type FilingInput } from './filing-shape.ts';
import { leftOutFieldsAt } from './left-out.ts';

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as ZodDef;

/** A structure with the fields left-out.ts works out made optional, each saying what it becomes. */
function withLeftOutOptional(schema: z.ZodMiniType, path: string[]): z.ZodMiniType {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape !== undefined) {
    const leftOut = new Map(leftOutFieldsAt(path).map((field) => [field.key, field]));
    const shape = Object.fromEntries(
      Object.entries(def.shape).map(([key, child]) => {
        const relaxed = withLeftOutOptional(child, [...path, key]);
        const field = leftOut.get(key);
        if (field === undefined) return [key, relaxed];
        const optional = defOf(relaxed).type === 'optional' ? relaxed : z.optional(relaxed);
        return [key, optional.check(z.describe(`May be left out: ${field.whenLeftOut}.`))];
      }),
    );
    return z.object(shape);
  }
  if (def.type === 'array' && def.element !== undefined)
    return z.array(withLeftOutOptional(def.element, [...path, '*']));
  if (def.type === 'optional' && def.innerType !== undefined)
    return z.optional(withLeftOutOptional(def.innerType, path));
  if (def.type === 'nullable' && def.innerType !== undefined)
    return z.nullable(withLeftOutOptional(def.innerType, path));
  return schema;
}

const sliceShapes = builtInStepRules.flatMap((rules) => Object.entries(rules.shapes ?? {}));
const leftOutSlices = new Map(leftOutFieldsAt([]).map((field) => [field.key, field]));

/** A slice as the API takes it: optional, and saying what it is when left out if it can be. */
function apiSliceShape(key: string, shape: z.ZodMiniType): z.ZodMiniType {
  const optional = z.optional(withLeftOutOptional(shape, [key]));
  const field = leftOutSlices.get(key);
  return field === undefined
    ? optional
    : optional.check(z.describe(`May be left out: ${field.whenLeftOut}.`));
}

/**
 * The filing a filing-API call carries: filingState names the filing type (and, for an existing
 * entity, its ID); each slice is a step's answers, left out when the filing type has no such step.
 */
export const apiFilingInputShape = z.looseObject({
  filingState: withLeftOutOptional(filingStateShape, ['filingState']),
  ...Object.fromEntries(sliceShapes.map(([key, shape]) => [key, apiSliceShape(key, shape)])),
}) as unknown as z.ZodMiniType<ApiFilingInput, ApiFilingInput>;

/** A filing as the API takes it: its filing type, and any answers; the rest is worked out. */
export type ApiFilingInput = {
  filingState: Partial<FilingInput['filingState']> & { filingType: string };
} & Record<string, unknown>;
