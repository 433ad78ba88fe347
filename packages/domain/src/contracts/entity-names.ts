// GET /business-api/entity/validateEntityNameOnly and validateEntityNameAndAvailability
// the entity-name step's format check and its availability check.
import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import { nameKeyRuleIds } from '../name-explanation.ts';
import { designationRules } from '../names.ts';
import {
  apiDataAnswer,
  databaseUnavailableAnswer,
  fieldErrorsAnswer,
  serverErrorAnswer,
  tooManyRequestsAnswer,
  type ApiCall,
} from './api-data.ts';

/** Entity types the registry knows names for (those with designation rules). */
const entityTypeCodes = Object.keys(designationRules);

/** Longer than any valid name (200), so the domain's own length message reaches the user. */
const MAX_QUERY_NAME_LENGTH = 1000;

/** The entityType parameter of the name and content calls. */
export const entityTypeParameter = z.enum(entityTypeCodes, {
  error: `Choose an entity type: ${entityTypeCodes.join(', ')}.`,
});

const nameParameter = z
  .string({ error: messages.entityNameRequired })
  .check(
    z.maxLength(
      MAX_QUERY_NAME_LENGTH,
      `The name must be at most ${MAX_QUERY_NAME_LENGTH} characters.`,
    ),
  );

/** The availability object of the name check: available, reserved, authorised to use, reserved by whom. */
export const entityNameAvailabilitySchema = z.object({
  isAvailable: z.boolean(),
  isReserved: z.boolean(),
  isAuthorizedToUse: z.boolean(),
  reservedBy: z.nullable(z.object({ name: z.string(), address: z.array(z.string()) })),
});

/** Which format rule a name breaks and the part of it at fault (null when the format is right). */
export const nameFormatProblemSchema = z
  .nullable(
    z.discriminatedUnion('rule', [
      z.object({ rule: z.literal('required') }),
      z.object({
        rule: z.literal('characters'),
        part: z
          .string()
          .check(z.describe('The characters not allowed, each once, space-separated.')),
      }),
      z.object({
        rule: z.literal('length'),
        part: z.string().check(z.describe('The text past the 200th character.')),
      }),
      z.object({
        rule: z.literal('designation'),
        part: z.string().check(z.describe('The name as typed, which lacks a designation.')),
        terms: z.array(z.string()).check(z.describe("The entity type's accepted terms.")),
        example: z.string().check(z.describe('The name with a common designation added.')),
      }),
    ]),
  )
  .check(
    z.describe(
      "The format rule the name breaks (required, characters, length or designation) and the part of the name at fault; null when the format is right. The message is the product's wording; this says what to change.",
    ),
  );

/** Why a name is taken or reserved: who holds it and which comparison rules make the names the same. */
export const nameExplanationSchema = z
  .nullable(
    z.object({
      holder: z
        .enum(['entity', 'filing', 'reservation'])
        .check(
          z.describe(
            'What holds the name: an entity on the record, a paid filing not yet recorded, or an unexpired reservation.',
          ),
        ),
      name: z.string().check(z.describe('The held name as it is on the record.')),
      entityId: z
        .nullable(z.string())
        .check(z.describe("The holding entity's ID (its public record); null for the others.")),
      rules: z
        .array(z.enum(nameKeyRuleIds))
        .check(
          z.describe(
            "The comparison rules that make the typed name the same as the held one, in the order applied: letter-case (case ignored), punctuation (. , _ ' ` ignored), spacing (runs of whitespace are one space, leading and trailing spaces ignored). Empty when the names are identical as typed.",
          ),
        ),
      typedComparedAs: z.string().check(z.describe('The typed name as compared.')),
      heldComparedAs: z.string().check(z.describe('The held name as compared.')),
    }),
  )
  .check(
    z.describe('Why the name is taken or reserved; null when it is available or badly formed.'),
  );

/** Names close to the typed one that pass the format and are free now. */
export const nameSuggestionsSchema = z
  .array(z.string())
  .check(
    z.describe(
      'Up to five names close to the typed one (a distinguishing word before the designator) that pass the format and are free on the record now; empty unless the name is taken or reserved.',
    ),
  );

export const nameFormatCall = {
  method: 'GET',
  path: '/business-api/entity/validateEntityNameOnly',
  schema: {
    tags: ['business-api'],
    summary:
      "Checks a proposed name's format (required, printable ASCII, at most 200, designation term)",
    querystring: z.object({ name: nameParameter, entityType: entityTypeParameter }),
    response: {
      200: apiDataAnswer({ valid: z.boolean(), message: z.string() }),
      400: fieldErrorsAnswer,
      429: tooManyRequestsAnswer,
      500: serverErrorAnswer,
    },
  },
} as const satisfies ApiCall;

export const nameAvailabilityCall = {
  method: 'GET',
  path: '/business-api/entity/validateEntityNameAndAvailability',
  schema: {
    tags: ['business-api'],
    summary: 'Checks the format, then whether the name is on the record or reserved',
    description:
      "One indexed lookup of the distinguishability key (letter case and . , _ ' ` ignored) over the " +
      'registry and the unexpired name reservations. A bad format: valid false with the format message. ' +
      "A name on the record (other than the entityId's own): valid false, message 'That name is already " +
      "being used in Colorado.', isAvailable false. A reserved name: valid true, isAvailable false, " +
      'isReserved true and reservedBy; the user then says whether they are authorised to use it ' +
      '(isAuthorizedToUse is their answer, so the server reports false). Otherwise valid true and ' +
      'isAvailable true. A taken or reserved name comes with an explanation (the holder and the ' +
      'rules that make the names the same) and up to five free suggestions; a bad format with the ' +
      'problem naming the part of the name at fault.',
    querystring: z.object({
      transType: z.optional(
        z
          .string()
          .check(
            z.maxLength(40, 'The transaction type must be at most 40 characters.'),
            z.regex(
              /^[A-Za-z0-9_]*$/,
              'The transaction type may contain only letters, digits and underscores.',
            ),
          ),
      ),
      name: nameParameter,
      oldName: z.optional(
        z
          .string()
          .check(
            z.maxLength(
              MAX_QUERY_NAME_LENGTH,
              `The name must be at most ${MAX_QUERY_NAME_LENGTH} characters.`,
            ),
          ),
      ),
      entityId: z
        .optional(z.string().check(z.regex(/^(\d{11})?$/, 'The entity ID must be 11 digits.')))
        .check(
          z.describe(
            'The entity being amended or reinstated: its own current name does not count as taken.',
          ),
        ),
      entityType: entityTypeParameter,
    }),
    response: {
      200: apiDataAnswer({
        valid: z.boolean(),
        message: z.string(),
        availability: entityNameAvailabilitySchema,
        problem: nameFormatProblemSchema,
        explanation: nameExplanationSchema,
        suggestions: nameSuggestionsSchema,
      }),
      400: fieldErrorsAnswer,
      429: tooManyRequestsAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
