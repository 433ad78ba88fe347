import type { AnyFilingValues, SliceDefinition } from './define-step.ts';

/** A slice of the filing, typed by its definition. */
export function readSlice<Value>(
  values: AnyFilingValues,
  slice: SliceDefinition<string, Value>,
): Value {
  return values[slice.key] as Value;
}

/** A slice of the filing by its key (a step's slice, whichever step owns it). */
export function sliceOf(values: AnyFilingValues, key: string): unknown {
  return values[key];
}
