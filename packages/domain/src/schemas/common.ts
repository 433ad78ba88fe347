// Building blocks for the step schemas: structural shapes plus rule checkers that report each
// message at its field's path, so react-hook-form and the server's 400 answers name the field.
// The schemas use zod/mini, whose functional API bundlers can tree-shake, to keep the browser's
// first page small; they are ordinary zod 4 schemas to zodResolver and to classic zod.
import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import { isNonUsCountry, isPoBox } from '../reference.ts';
import { checkText, type TextRule } from '../text-rules.ts';
import type { Address, PersonName } from '../model.ts';

// Classic zod registers its English messages ("Invalid input: expected string, received number")
// when its first schema is built; zod/mini does not, and would answer "Invalid input" to a
// malformed slice. Registering them here, unless the application chose a locale, keeps the
// structural messages the same whichever zod the rest of the application loads.
if (z.config().localeError === undefined) z.config(z.locales.en());

export type IssuePath = (string | number)[];
/** Reports one message at a path relative to the value being checked. */
export type AddIssue = (path: IssuePath, message: string) => void;

/** Wraps a structural schema with a rule checker that reports messages at field paths. */
export function withRules<T extends z.ZodMiniType>(
  shape: T,
  check: (value: z.output<T>, add: AddIssue) => void,
): T {
  return shape.check(
    z.superRefine((value: z.output<T>, ctx) => {
      check(value, (path, message) => ctx.addIssue({ code: 'custom', path, message }));
    }),
  );
}

/** Prefixes every reported path, for checking a nested part of a slice. */
export function nested(add: AddIssue, prefix: IssuePath): AddIssue {
  return (path, message) => add([...prefix, ...path], message);
}

/** Applies a generic text rule to one field. */
export function checkField(value: string, rule: TextRule, add: AddIssue, path: IssuePath): boolean {
  const problem = checkText(value, rule);
  if (problem !== null) add(path, problem);
  return problem === null;
}

/** A standalone generic text field schema: trimmed, then the rule's messages. */
export function textSchema(rule: TextRule) {
  return z.string().check(
    z.trim(),
    z.superRefine((value: string, ctx) => {
      const problem = checkText(value, rule);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );
}

export const yesNoShape = z.enum(['Y', 'N', '']);

/** The printable ASCII a one-line field holds, as the JSON Schema publishes it. */
const ONE_LINE_PATTERN = '^[ -~]*$';
/** The printable ASCII, line breaks and tabs a text area holds, as the JSON Schema publishes it. */
const TEXT_AREA_PATTERN = '^[ -~\\n\\r\\t]*$';

/**
 * A text field's structure with its rule's limits published for the JSON Schema (`maxLength`, and
 * the printable-ASCII `pattern`), for clients that read the document. The rule itself checks them,
 * with the catalogue's messages, in the step's schema; the structure accepts any string.
 */
export function ruledText(rule: TextRule) {
  const pattern =
    rule.ascii === false
      ? {}
      : { pattern: rule.multiline === true ? TEXT_AREA_PATTERN : ONE_LINE_PATTERN };
  return z
    .string()
    .check(z.meta({ ...(rule.max === undefined ? {} : { maxLength: rule.max }), ...pattern }));
}

/** The rules of an address's text fields: one source for the checks and the published limits. */
const addressFieldRules = {
  address1: { required: messages.enterAddress, min: 2, max: 50 },
  address2: { min: 2, max: 50 },
  city: { required: messages.enterCity, min: 2, max: 35 },
  province: { min: 2, max: 100 },
  zip: { required: messages.enterZip, min: 2, max: 15 },
} as const satisfies Record<string, TextRule>;

/** The rules of a person's or an organisation's name parts. */
const nameFieldRules = {
  orgName: { min: 2, max: 250 },
  firstName: { required: messages.enterFirstName, min: 1, max: 20 },
  middleName: { min: 1, max: 15 },
  lastName: { required: messages.enterLastName, min: 2, max: 25 },
  suffix: { max: 10 },
} as const satisfies Record<string, TextRule>;

export const addressShape = z.object({
  address1: ruledText(addressFieldRules.address1),
  address2: ruledText(addressFieldRules.address2),
  city: ruledText(addressFieldRules.city),
  state: z.string().check(z.describe('The state’s two-letter code (CO); empty outside the US.')),
  zip: ruledText(addressFieldRules.zip),
  province: ruledText(addressFieldRules.province),
  country: z.string().check(z.describe('The country’s two-letter code (US).')),
  countryDescription: z.optional(z.string()),
  addressType: z.enum(['PHYS', 'MAIL']),
  processed: z.optional(z.boolean()),
  valid: z.optional(z.boolean()),
  verified: z.optional(z.boolean()),
  accepted: z.optional(z.boolean()),
  needsAdditionalInfo: z.optional(z.boolean()),
  hasChanged: z.optional(z.boolean()),
  postofficeBox: z.optional(z.boolean()),
  coloradoZipcode: z.optional(z.boolean()),
  addressSelectionType: z.optional(z.enum(['USER', 'VERIFIED', 'NOT_SELECTED'])),
});

export const personNameShape = z.object({
  nameTyp: z.enum(['I', 'O', '']),
  orgName: ruledText(nameFieldRules.orgName),
  firstName: ruledText(nameFieldRules.firstName),
  middleName: ruledText(nameFieldRules.middleName),
  lastName: ruledText(nameFieldRules.lastName),
  suffix: ruledText(nameFieldRules.suffix),
  typeCode: z.optional(z.string()),
  hasChanged: z.optional(z.boolean()),
});

export interface AddressRuleOptions {
  /** When false, an address with nothing typed passes. */
  required: boolean;
  /** Street address must be in Colorado, US (registered agent). */
  coloradoOnly?: boolean;
  /** Street address cannot be a post-office box. */
  noPoBox?: boolean;
}

const US_ZIP = /^\d{5}(?:-?\d{4})?$/;

/** True when nothing has been typed into the address. */
export function isAddressEmpty(address: Address): boolean {
  return [address.address1, address.address2, address.city, address.zip, address.province].every(
    (part) => part.trim() === '',
  );
}

/** Checks an address's fields: required parts, lengths, printable ASCII, and where it must be. */
export function checkAddress(address: Address, options: AddressRuleOptions, add: AddIssue): void {
  if (!options.required && isAddressEmpty(address)) return;
  const address1Ok = checkField(address.address1, addressFieldRules.address1, add, ['address1']);
  if (address1Ok && options.noPoBox === true && isPoBox(address.address1)) {
    add(['address1'], messages.streetAddressPoBox);
  }
  checkField(address.address2, addressFieldRules.address2, add, ['address2']);
  checkField(address.city, addressFieldRules.city, add, ['city']);
  const country = address.country.trim();
  if (country === '') add(['country'], messages.chooseCountry);
  const nonUs = isNonUsCountry(country);
  if (nonUs) {
    checkField(address.province, addressFieldRules.province, add, ['province']);
  } else if (address.state.trim() === '') {
    add(['state'], messages.chooseState);
  }
  const zipOk = checkField(address.zip, addressFieldRules.zip, add, ['zip']);
  if (zipOk && !nonUs && country.toUpperCase() === 'US' && !US_ZIP.test(address.zip.trim())) {
    add(['zip'], messages.enterZip);
  }
  if (options.coloradoOnly === true) {
    if (country.toUpperCase() !== 'US' && country !== '')
      add(['country'], messages.addressMustBeIn('Colorado'));
    else if (address.state.trim() !== '' && address.state.trim().toUpperCase() !== 'CO') {
      add(['state'], messages.addressMustBeIn('Colorado'));
    }
  }
}

/** Address schema with the catalogue's messages at each field. */
export function addressSchema(options: AddressRuleOptions = { required: true }) {
  return withRules(addressShape, (address, add) => checkAddress(address, options, add));
}

export interface NameRuleOptions {
  /** Message when no name type is chosen; without it an unchosen type is treated as individual. */
  typeRequired?: string;
  /** Message when the organisation name is empty. */
  organizationRequired?: string;
}

/** Checks an individual's name parts: first 1-20, middle 1-15, last 2-25, suffix. */
export function checkIndividualName(name: PersonName, add: AddIssue): void {
  checkField(name.firstName, nameFieldRules.firstName, add, ['firstName']);
  checkField(name.middleName, nameFieldRules.middleName, add, ['middleName']);
  checkField(name.lastName, nameFieldRules.lastName, add, ['lastName']);
  checkField(name.suffix, nameFieldRules.suffix, add, ['suffix']);
}

/** Checks an organisation's name: 2 to 250 characters, printable ASCII. */
export function checkOrganizationName(
  name: PersonName,
  requiredMessage: string,
  add: AddIssue,
): void {
  checkField(name.orgName, { ...nameFieldRules.orgName, required: requiredMessage }, add, [
    'orgName',
  ]);
}

/** Checks a person name by its type: I individual parts, O organisation name. */
export function checkPersonName(name: PersonName, options: NameRuleOptions, add: AddIssue): void {
  if (name.nameTyp === 'O') {
    checkOrganizationName(name, options.organizationRequired ?? messages.enterEntitysName, add);
  } else if (name.nameTyp === 'I' || options.typeRequired === undefined) {
    checkIndividualName(name, add);
  } else {
    add(['nameTyp'], options.typeRequired);
  }
}

/** Person name schema (individual or organisation) with the catalogue's messages. */
export function nameSchema(options: NameRuleOptions = {}) {
  return withRules(personNameShape, (name, add) => checkPersonName(name, options, add));
}
