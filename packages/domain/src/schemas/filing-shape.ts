// The filing's structure as one schema, assembled from the step schemas' own shapes: a request
// that carries a filing (payment, review PDF, draft) is parsed with it at the edge, so services
// receive typed values. A slice the client left out is the filing type's empty slice; the rules
// (messages, required answers) are the step schemas', checked by the services with the record.
import * as z from 'zod/mini';
import { createEmptyFiling } from '../create-empty-filing.ts';
import type { FilingTypeDefinition } from '../filing-types/types.ts';
import type { FilingValues } from '../model.ts';
import { additionalInfoShape } from './additional-info.ts';
import { effectiveDateShape } from './effective-date.ts';
import { entityNameShape } from './entity-name.ts';
import { filersShape } from './filers.ts';
import { formationShape } from './formation.ts';
import { managementShape } from './management.ts';
import { notificationsShape } from './notifications.ts';
import {
  processingEmailShape,
  purposeDirectorsShape,
  sharesShape,
  statuteShape,
  votingAssetsShape,
} from './other-steps.ts';
import { principalOfficeShape } from './principal-office.ts';
import { registeredAgentShape } from './registered-agent.ts';
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
export const filingInputShape = z.object({
  filingState: filingStateShape,
  entityName: z.optional(entityNameShape),
  statute: z.optional(statuteShape),
  principalOffice: z.optional(principalOfficeShape),
  registeredAgent: z.optional(registeredAgentShape),
  email: z.optional(processingEmailShape),
  management: z.optional(managementShape),
  formation: z.optional(formationShape),
  shares: z.optional(sharesShape),
  votingAssets: z.optional(votingAssetsShape),
  purposeDirectors: z.optional(purposeDirectorsShape),
  additionalInfo: z.optional(additionalInfoShape),
  effectiveDate: z.optional(effectiveDateShape),
  filers: z.optional(filersShape),
  notifications: z.optional(notificationsShape),
});

export type FilingInput = z.output<typeof filingInputShape>;

// The schema and the model describe one thing: each must accept the other, or this fails to compile.
type Complete<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
const _inputFitsModel = (input: Complete<FilingInput>): FilingValues => input;
const _modelFitsInput = (values: FilingValues): Complete<FilingInput> => values;
void _inputFitsModel;
void _modelFitsInput;

/** The filing with every slice: those the request left out are the type's empty ones. */
export function completeFiling(def: FilingTypeDefinition, input: FilingInput): FilingValues {
  const empty = createEmptyFiling(def);
  return {
    filingState: input.filingState,
    entityName: input.entityName ?? empty.entityName,
    statute: input.statute ?? empty.statute,
    principalOffice: input.principalOffice ?? empty.principalOffice,
    registeredAgent: input.registeredAgent ?? empty.registeredAgent,
    email: input.email ?? empty.email,
    management: input.management ?? empty.management,
    formation: input.formation ?? empty.formation,
    shares: input.shares ?? empty.shares,
    votingAssets: input.votingAssets ?? empty.votingAssets,
    purposeDirectors: input.purposeDirectors ?? empty.purposeDirectors,
    additionalInfo: input.additionalInfo ?? empty.additionalInfo,
    effectiveDate: input.effectiveDate ?? empty.effectiveDate,
    filers: input.filers ?? empty.filers,
    notifications: input.notifications ?? empty.notifications,
  };
}
