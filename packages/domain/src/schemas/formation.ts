import * as z from 'zod/mini';
import { formerOrganizationNameMessages, messages } from '../messages.ts';
import type { PersonForming, FormationValues } from '../model.ts';
import {
  addressShape,
  checkAddress,
  checkIndividualName,
  checkOrganizationName,
  nested,
  personNameShape,
  withRules,
  type AddIssue,
} from './common.ts';

/** The message for an empty organisation name, by kind of person forming. */
export { formerOrganizationNameMessages };

export const personFormingShape = z.object({
  id: z.string(),
  nameValues: z.object({ personTyp: z.enum(['I', 'E', 'T', 'S', 'A', '']), name: personNameShape }),
  addressValues: z.object({ streetAddress: addressShape }),
});

/** Checks one person forming: type, name by type, and a complete address. */
export function checkPersonForming(person: PersonForming, add: AddIssue): void {
  const type = person.nameValues.personTyp;
  const nameAdd = nested(add, ['nameValues', 'name']);
  if (type === '') add(['nameValues', 'personTyp'], messages.chooseTypeOfPerson);
  else if (type === 'I') checkIndividualName(person.nameValues.name, nameAdd);
  else checkOrganizationName(person.nameValues.name, formerOrganizationNameMessages[type], nameAdd);
  checkAddress(
    person.addressValues.streetAddress,
    { required: true },
    nested(add, ['addressValues', 'streetAddress']),
  );
}

export const personFormingSchema = withRules(personFormingShape, checkPersonForming);

export const formationShape = z.object({ formers: z.array(personFormingShape) });

/** Checks the persons forming: at least one, each complete. */
export function checkFormation(values: FormationValues, add: AddIssue): void {
  if (values.formers.length === 0) add(['formers'], messages.formerRequired);
  values.formers.forEach((person, index) =>
    checkPersonForming(person, nested(add, ['formers', index])),
  );
}

export const formationSchema = withRules(formationShape, checkFormation);
