import type { AnyFilingValues, SliceDefinition } from './define-step.ts';

/**
 * A slice of the filing: typed when read by its definition, unknown when read by its key (a step's
 * slice, whichever step owns it).
 */
export function readSlice<Value = unknown>(
  values: AnyFilingValues,
  slice: SliceDefinition<string, Value> | string,
): Value {
  return values[typeof slice === 'string' ? slice : slice.key] as Value;
}
