// What a filing type's list of steps says about it: which pages it shows, which slices it edits.
import type { FilingTypeDefinition } from '../filing-types/types.ts';

/** True when the filing type shows this page (a step may be served by another's page). */
export function listsPage(def: Pick<FilingTypeDefinition, 'steps'>, page: string): boolean {
  return def.steps.some((step) => (step.page ?? step.segment) === page);
}

/** True when one of the filing type's steps edits this slice of the filing. */
export function listsSlice(def: Pick<FilingTypeDefinition, 'steps'>, key: string): boolean {
  return def.steps.some((step) => step.slice === key);
}
