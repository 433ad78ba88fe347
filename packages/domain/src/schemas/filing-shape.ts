// The filing's structure as one schema, assembled from the slices the steps own: a request that
// carries a filing (payment, review PDF, draft) is parsed with it at the edge, so services receive
// typed values. A slice the client left out is the empty slice; the rules (messages, required
// answers) are the step schemas', checked by the services with the record. A slice of a step
// registered at run time is read by `completeFiling` with that slice's own structure.
import * as z from 'zod/mini';
import type { FilingState, FilingValues } from '../model.ts';
import { filingSlices } from '../steps/index.ts';
import { builtInStepRules, sliceShapeOf } from '../steps/rules.ts';
import type { FieldError } from './index.ts';
import { yesNoShape } from './common.ts';

/** What is being filed, for which entity; the server replaces it with the record's facts. */
export const filingStateShape = z.object({
  filingType: z.string().check(z.maxLength(40)),
  entityType: z.string().check(z.maxLength(10)),
  domesticFlag: yesNoShape,
  transactionType: z.string().check(z.maxLength(40)),
  transactionDescription: z.string().check(z.maxLength(200)),
  entityId: z.string().check(z.maxLength(20)),
  cfd: z.boolean(),
  cfdEffectiveDate: z.string().check(z.maxLength(40)),
  adminFraudCheck: z.boolean(),
});

/** A filing as a request carries it: the filing state, and any of the slices. */
export type FilingInput = { filingState: FilingState } & Partial<
  Omit<FilingValues, 'filingState'>
> & {
    [slice: string]: unknown;
  };

const builtInShapes = builtInStepRules.flatMap((rules) => Object.entries(rules.shapes ?? {}));

/** The request schema of a filing: each built-in slice by its structure, others read later. */
export const filingInputShape = z.looseObject({
  filingState: filingStateShape,
  ...Object.fromEntries(builtInShapes.map(([key, shape]) => [key, z.optional(shape)])),
}) as unknown as z.ZodMiniType<FilingInput, FilingInput>;

const builtInKeys = new Set(builtInShapes.map(([key]) => key));

/** A slice of a step registered at run time that is not what its structure says. */
export class SliceShapeError extends Error {
  override readonly name = 'SliceShapeError';
  constructor(readonly errors: FieldError[]) {
    super('A slice of the filing is not what its step expects.');
  }
}

/** The filing with every slice: those the request left out are empty. */
export function completeFiling(input: FilingInput): FilingValues {
  const values: Record<string, unknown> = { filingState: input.filingState };
  const errors: FieldError[] = [];
  for (const slice of filingSlices()) {
    const given = input[slice.key];
    if (given === undefined) values[slice.key] = slice.empty();
    else if (builtInKeys.has(slice.key)) values[slice.key] = given;
    else {
      const parsed = z.safeParse(sliceShapeOf(slice.key), given);
      if (parsed.success) values[slice.key] = parsed.data;
      else
        errors.push(
          ...parsed.error.issues.map((issue) => ({
            path: [slice.key, ...issue.path.map(String)].join('.'),
            message: issue.message,
          })),
        );
    }
  }
  if (errors.length > 0) throw new SliceShapeError(errors);
  return values as FilingValues;
}
