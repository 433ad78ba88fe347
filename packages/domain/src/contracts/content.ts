// GET /business-api/content/entity/namedesignation and GET /business-api/content/intro: editable
// help and intro text (HTML) from the content table, editable without a deployment.
import * as z from 'zod/mini';
import { existingEntityTransactionTypes } from '../filing-types/index.ts';
import {
  apiDataAnswer,
  databaseUnavailableAnswer,
  fieldErrorsAnswer,
  messageAnswer,
  serverErrorAnswer,
  type ApiCall,
} from './api-data.ts';
import { entityTypeParameter } from './entity-names.ts';

/**
 * The transactionType parameter of the existing-entity calls: one the registered filing types make
 * for an existing entity, checked when the request comes (a type may be registered at run time).
 */
export const transactionTypeParameter = z.string().check(
  z.describe('A transaction type an existing entity can file, e.g. REPORT, REINSTATE, AMD_NPC.'),
  z.superRefine((value: string, ctx) => {
    const types = existingEntityTransactionTypes();
    if (!types.includes(value))
      ctx.addIssue({ code: 'custom', message: `Choose a transaction type: ${types.join(', ')}.` });
  }),
);

const contentAnswer = apiDataAnswer({ content: z.string().check(z.describe('HTML')) });

export const nameDesignationCall = {
  method: 'GET',
  path: '/business-api/content/entity/namedesignation',
  schema: {
    tags: ['business-api'],
    summary: 'Help text (HTML) on the designation term a name of this entity type needs',
    querystring: z.object({ entityType: entityTypeParameter }),
    response: {
      200: contentAnswer,
      400: fieldErrorsAnswer,
      404: messageAnswer(404, 'There is no name designation help for this entity type.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const introContentCall = {
  method: 'GET',
  path: '/business-api/content/intro',
  schema: {
    tags: ['business-api'],
    summary: 'The intro page content (HTML) for an existing-entity filing',
    description:
      "Editable rows of the content table: key 'intro', scope the transaction type, or " +
      "'TRANSACTION:ENTITYTYPE' for wording particular to the entity's type (used when the " +
      'entity is on the record). The entity ID is optional: the intro shows before the entity ' +
      'is known.',
    querystring: z.object({
      entityId: z.optional(
        z.string().check(z.regex(/^(\d{11})?$/, 'The entity ID must be 11 digits.')),
      ),
      transactionType: transactionTypeParameter,
    }),
    response: {
      200: contentAnswer,
      400: fieldErrorsAnswer,
      404: messageAnswer(404, 'There is no intro content for this transaction type.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
