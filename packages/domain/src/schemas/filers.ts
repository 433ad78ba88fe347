import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import type { Filer, FilersValues } from '../model.ts';
import {
  addressShape,
  checkAddress,
  checkPersonName,
  nested,
  personNameShape,
  withRules,
  type AddIssue,
} from './common.ts';

export const filerShape = z.object({
  id: z.string(),
  nameValues: z.object({ personTyp: z.literal('FILER'), name: personNameShape }),
  addressValues: z.object({ streetAddress: addressShape }),
  sameAsFormer: z.optional(z.boolean()),
});

/** Checks one filer: name (individual or organisation) and a complete address. */
export function checkFiler(filer: Filer, add: AddIssue): void {
  checkPersonName(
    filer.nameValues.name,
    {
      typeRequired: messages.chooseIndividualOrEntity,
      organizationRequired: messages.enterEntitysName,
    },
    nested(add, ['nameValues', 'name']),
  );
  checkAddress(
    filer.addressValues.streetAddress,
    { required: true },
    nested(add, ['addressValues', 'streetAddress']),
  );
}

export const filerSchema = withRules(filerShape, checkFiler);

export const filersShape = z.object({
  perjuryNoticeAffirmed: z.boolean(),
  filers: z.array(filerShape),
});

/** Checks the filer step: perjury notice affirmed, at least one filer, each complete. */
export function checkFilers(values: FilersValues, add: AddIssue): void {
  if (!values.perjuryNoticeAffirmed) add(['perjuryNoticeAffirmed'], messages.perjuryNoticeRequired);
  if (values.filers.length === 0) add(['filers'], messages.filerRequired);
  values.filers.forEach((filer, index) => checkFiler(filer, nested(add, ['filers', index])));
}

export const filersSchema = withRules(filersShape, checkFilers);
