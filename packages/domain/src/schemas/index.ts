// The rules of each step's form, from its module, and one call that validates a slice into field
// messages.
import * as z from 'zod/mini';
import type { FilingTypeDefinition, StepSegment } from '../filing-types/types.ts';
import type { AnyFilingValues } from '../steps/define-step.ts';
import { stepRulesOf } from '../steps/rules.ts';

export interface StepSchemaContext {
  /** The whole filing, for rules that look beyond the slice (an existing delayed effective date). */
  values?: AnyFilingValues;
  /** The clock for the effective-date rules. */
  now?: () => Date;
}

/**
 * The schema of a step's page: with a filing type, with the type's and the record's rules (the
 * entity type's designation, the additional-info flags, an existing delayed effective date, what
 * the registered agent copies); undefined for pages without one.
 */
export function schemaForStep(
  def: FilingTypeDefinition | undefined,
  page: StepSegment,
  context: StepSchemaContext = {},
): z.ZodMiniType | undefined {
  return stepRulesOf(page)?.schema?.({ ...(def === undefined ? {} : { def }), ...context });
}

export interface FieldError {
  /** Dotted path within the slice, e.g. "streetAddress.address1". */
  path: string;
  message: string;
}

export type StepValidation<T = unknown> =
  { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Validates a slice with a schema (zod/mini or classic zod) into the value or field messages. */
export function validateWith<T = unknown>(
  schema: z.core.$ZodType,
  slice: unknown,
): StepValidation<T> {
  const result = z.safeParse(schema, slice);
  if (result.success) return { ok: true, value: result.data as T };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}

/** Validates one step's slice; with a filing type, by that type's rules. Steps without a schema pass. */
export function validateStep<T = unknown>(
  segment: StepSegment,
  slice: unknown,
  def?: FilingTypeDefinition,
  context: StepSchemaContext = {},
): StepValidation<T> {
  const schema = schemaForStep(def, segment, context);
  if (schema === undefined) return { ok: true, value: slice as T };
  return validateWith<T>(schema, slice);
}
