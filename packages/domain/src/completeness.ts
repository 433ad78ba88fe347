// Review completeness: which sections are missing or invalid, by code (VALID when none). Each
// step module names its codes; a filing type's are those of the pages it lists.
import type { FilingTypeDefinition, StepSegment } from './filing-types/types.ts';
import type { CompletenessCode, FilingValues } from './model.ts';
import { schemaForStep, type StepSchemaContext } from './schemas/index.ts';
import { stepRulesOf } from './steps/rules.ts';

/** The pages a filing type lists, each once, in order. */
function listedPages(def: FilingTypeDefinition): StepSegment[] {
  return [...new Set(def.steps.map((step) => step.page))];
}

/** ['VALID'] when every listed section passes its step schema, else the codes of those that fail. */
export function computeMissingSections(
  def: FilingTypeDefinition,
  values: FilingValues,
  context: Omit<StepSchemaContext, 'values'> = {},
): CompletenessCode[] {
  const codes: CompletenessCode[] = [];
  const schemaContext = { ...context, values };
  for (const page of listedPages(def)) {
    const rules = stepRulesOf(page);
    const completeness = rules?.completeness;
    if (rules === undefined || completeness === undefined) continue;
    const schema = schemaForStep(def, page, schemaContext);
    if (completeness.check !== undefined) {
      const code = completeness.check(values, schema);
      if (code !== undefined) codes.push(code);
      continue;
    }
    const [code] = completeness.codes;
    const key = rules.step.slice;
    const slice = key === undefined ? undefined : values[key as keyof FilingValues];
    if (code !== undefined && schema !== undefined && !schema.safeParse(slice).success)
      codes.push(code);
  }
  return codes.length === 0 ? ['VALID'] : codes;
}

/** The completeness code of a review section's step (the "missing" one for entity name), if it has one. */
export function sectionCodeForSegment(segment: StepSegment): CompletenessCode | undefined {
  return stepRulesOf(segment)?.completeness?.codes[0];
}

/** True when the review section for this step shows "Information is missing or invalid.". */
export function isSectionMissing(
  segment: StepSegment,
  codes: readonly CompletenessCode[],
): boolean {
  return (stepRulesOf(segment)?.completeness?.codes ?? []).some((code) => codes.includes(code));
}
