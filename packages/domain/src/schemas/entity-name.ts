import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import { ENTITY_NAME_MAX_LENGTH, designationMessage, hasRequiredDesignation } from '../names.ts';
import type { EntityNameAvailability, EntityNameValues } from '../model.ts';
import { checkField, ruledText, withRules, yesNoShape, type AddIssue } from './common.ts';

const availabilityShape = z.object({
  isAvailable: z.boolean(),
  isReserved: z.boolean(),
  isAuthorizedToUse: z.boolean(),
  reservedBy: z.nullable(z.object({ name: z.string(), address: z.array(z.string()) })),
});

export const entityNameShape = z.object({
  name: ruledText({ max: ENTITY_NAME_MAX_LENGTH }),
  oldName: z.optional(z.string()),
  isNameValid: z.optional(z.boolean()),
  isOldNameValid: z.optional(z.boolean()),
  isNameChanged: z.optional(yesNoShape),
  message: z.optional(z.string()),
  showNameChangeRadio: z.optional(z.boolean()),
  availability: z.optional(availabilityShape),
});

/** True when the availability answer lets this filer use the name (free, or reserved and authorised). */
export function isNameUsable(availability: EntityNameAvailability): boolean {
  return availability.isAvailable || (availability.isReserved && availability.isAuthorizedToUse);
}

/** Checks the entity-name slice; with an entity type, also its required designation. */
export function checkEntityName(
  values: EntityNameValues,
  entityType: string | undefined,
  add: AddIssue,
): void {
  if (values.showNameChangeRadio === true && (values.isNameChanged ?? '') === '') {
    add(['isNameChanged'], messages.chooseYesOrNo);
    return;
  }
  // An amendment that keeps the current name has nothing to check.
  if (values.isNameChanged === 'N') return;
  const formatOk = checkField(
    values.name,
    { required: messages.entityNameRequired, max: ENTITY_NAME_MAX_LENGTH },
    add,
    ['name'],
  );
  if (!formatOk) return;
  if (entityType !== undefined && !hasRequiredDesignation(entityType, values.name)) {
    add(['name'], designationMessage(entityType));
    return;
  }
  if (values.availability !== undefined && !isNameUsable(values.availability)) {
    add(['name'], messages.nameTaken);
  }
}

/** Entity-name schema for an entity type (designation included). */
export function createEntityNameSchema(entityType?: string) {
  return withRules(entityNameShape, (values, add) => checkEntityName(values, entityType, add));
}

/** Entity-name schema without the entity type's designation (required, ASCII, at most 200). */
export const entityNameSchema = createEntityNameSchema();
