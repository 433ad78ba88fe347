// The schema for each step's slice, and one call that validates a slice into field messages.
import * as z from 'zod/mini';
import type { FilingTypeDefinition, StepSegment } from '../filing-types/types.ts';
import type { FilingValues } from '../model.ts';
import {
  additionalInfoSchema,
  attachmentsSchema,
  createAdditionalInfoSchema,
  privateAttachmentsSchema,
} from './additional-info.ts';
import { createEffectiveDateSchema, effectiveDateSchema } from './effective-date.ts';
import { createEntityNameSchema, entityNameSchema } from './entity-name.ts';
import { filersSchema } from './filers.ts';
import { formationSchema } from './formation.ts';
import { managementSchema } from './management.ts';
import { notificationsSchema } from './notifications.ts';
import {
  processingEmailSchema,
  purposeDirectorsSchema,
  sharesSchema,
  statuteSchema,
  votingAssetsSchema,
} from './other-steps.ts';
import { principalOfficeSchema } from './principal-office.ts';
import { registeredAgentContextOf } from '../registered-agent.ts';
import { createRegisteredAgentSchema, registeredAgentSchema } from './registered-agent.ts';

/**
 * Schemas by step segment, each over the step's slice, independent of filing type and record.
 * Use `schemaForStep` when the filing type is known: it adds the entity type's designation,
 * the additional-info flags, an existing delayed effective date and what the registered agent
 * copies from the rest of the filing.
 */
export const stepSchemas: Partial<Record<StepSegment, z.ZodMiniType>> = {
  entityname: entityNameSchema,
  principalofficeaddress: principalOfficeSchema,
  registeredagent: registeredAgentSchema,
  email: processingEmailSchema,
  management: managementSchema,
  formation: formationSchema,
  shares: sharesSchema,
  votingassets: votingAssetsSchema,
  purposedirectors: purposeDirectorsSchema,
  additionalinfo: additionalInfoSchema,
  privateattachments: privateAttachmentsSchema,
  attachments: attachmentsSchema,
  effectivedate: effectiveDateSchema,
  filer: filersSchema,
  notifications: notificationsSchema,
};

export interface StepSchemaContext {
  /** The whole filing, for rules that look beyond the slice (an existing delayed effective date). */
  values?: FilingValues;
  /** The clock for the effective-date rules. */
  now?: () => Date;
}

/** The schema for a step of a filing type, with the type's and the record's rules; undefined for steps without one. */
export function schemaForStep(
  def: FilingTypeDefinition,
  segment: StepSegment,
  context: StepSchemaContext = {},
): z.ZodMiniType | undefined {
  switch (segment) {
    case 'entityname':
      // A filing type serving several entity types checks the designation of the filing's own.
      return createEntityNameSchema(def.entityType || context.values?.filingState.entityType);
    case 'staticentityname':
      return def.pages.hasStatute ? statuteSchema : undefined;
    case 'registeredagent':
      // Within a filing the own-agent name and the same-as copies must match what they copy now.
      return context.values === undefined
        ? registeredAgentSchema
        : createRegisteredAgentSchema(registeredAgentContextOf(context.values));
    case 'additionalinfo':
      return createAdditionalInfoSchema({
        required: def.pages.additionalInfoIsRequired,
        asksAboutAttachments: def.pages.hasAttachment,
      });
    case 'effectivedate':
      return createEffectiveDateSchema({
        enforceMaximum: true,
        ...(context.now === undefined ? {} : { now: context.now }),
        ...(context.values === undefined
          ? {}
          : { cfdEffectiveDate: context.values.filingState.cfdEffectiveDate }),
      });
    default:
      return stepSchemas[segment];
  }
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
  const schema = def === undefined ? stepSchemas[segment] : schemaForStep(def, segment, context);
  if (schema === undefined) return { ok: true, value: slice as T };
  return validateWith<T>(schema, slice);
}
