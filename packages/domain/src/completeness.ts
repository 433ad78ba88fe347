// Review completeness: which sections are missing or invalid, by code (VALID when none).
import type { FilingTypeDefinition, StepSegment } from './filing-types/types.ts';
import type { CompletenessCode, FilingValues } from './model.ts';
import { schemaForStep, type StepSchemaContext } from './schemas/index.ts';

/** The review section codes and the step and page flag each belongs to. */
const SECTION_CHECKS: readonly {
  segment: StepSegment;
  slice: keyof FilingValues;
  enabled: (def: FilingTypeDefinition) => boolean;
  code: CompletenessCode;
}[] = [
  {
    segment: 'principalofficeaddress',
    slice: 'principalOffice',
    enabled: (d) => d.pages.hasPoa,
    code: 'POA_MISSING',
  },
  {
    segment: 'registeredagent',
    slice: 'registeredAgent',
    enabled: (d) => d.pages.hasRegisteredAgent,
    code: 'REG_AGENT_MISSING',
  },
  {
    segment: 'management',
    slice: 'management',
    enabled: (d) => d.pages.hasManagement,
    code: 'MANAGEMENT_MISSING',
  },
  {
    segment: 'formation',
    slice: 'formation',
    enabled: (d) => d.pages.hasFormation,
    code: 'FORMER_MISSING',
  },
  {
    segment: 'effectivedate',
    slice: 'effectiveDate',
    enabled: (d) => d.pages.hasEffectiveDate,
    code: 'DED_MISSING',
  },
  { segment: 'filer', slice: 'filers', enabled: (d) => d.pages.hasFilers, code: 'FILER_MISSING' },
];

/** ['VALID'] when every enabled review section passes its step schema, else the codes of those that fail. */
export function computeMissingSections(
  def: FilingTypeDefinition,
  values: FilingValues,
  context: Omit<StepSchemaContext, 'values'> = {},
): CompletenessCode[] {
  const codes: CompletenessCode[] = [];
  const schemaContext = { ...context, values };
  if (def.pages.hasEntityName) {
    const entityName = values.entityName;
    const keepsOldName = entityName.isNameChanged === 'N';
    if (!keepsOldName && entityName.name.trim() === '') codes.push('ENTIY_NAME_MISSING');
    else if (!schemaForStep(def, 'entityname', schemaContext)?.safeParse(entityName).success) {
      codes.push('ENTIY_NAME_INVALID');
    }
  }
  for (const section of SECTION_CHECKS) {
    if (!section.enabled(def)) continue;
    const schema = schemaForStep(def, section.segment, schemaContext);
    if (schema !== undefined && !schema.safeParse(values[section.slice]).success)
      codes.push(section.code);
  }
  return codes.length === 0 ? ['VALID'] : codes;
}

const CODES_BY_SEGMENT: Partial<Record<StepSegment, CompletenessCode[]>> = {
  entityname: ['ENTIY_NAME_MISSING', 'ENTIY_NAME_INVALID'],
  principalofficeaddress: ['POA_MISSING'],
  registeredagent: ['REG_AGENT_MISSING'],
  management: ['MANAGEMENT_MISSING'],
  formation: ['FORMER_MISSING'],
  effectivedate: ['DED_MISSING'],
  filer: ['FILER_MISSING'],
};

/** The completeness code of a review section's step (the "missing" one for entity name), if it has one. */
export function sectionCodeForSegment(segment: StepSegment): CompletenessCode | undefined {
  return CODES_BY_SEGMENT[segment]?.[0];
}

/** True when the review section for this step shows "Information is missing or invalid.". */
export function isSectionMissing(
  segment: StepSegment,
  codes: readonly CompletenessCode[],
): boolean {
  return (CODES_BY_SEGMENT[segment] ?? []).some((code) => codes.includes(code));
}
