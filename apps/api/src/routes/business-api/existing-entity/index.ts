// The existing-entity filings' entry calls: GET /business-api/entity/summary,
// GET /business-api/transaction/available and GET /business-api/content/intro.
import {
  existingEntityTransactionTypes,
  filingTransaction,
  filingTypeOfTransaction,
} from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentFor, type ReferenceDataCache } from '../../../modules/content/reference-data.ts';
import {
  filingAvailability,
  findEntity,
  pendingDelayedEffectiveDate,
  toEntitySummary,
} from '../../../modules/registry/entity-summary.ts';
import { HttpProblem } from '../../../http-errors.ts';
import { apiDataResponse, validationErrorResponse } from '../../common-db-api/api-data.ts';

const UNKNOWN_ENTITY_MESSAGE = 'No entity with that ID is on the record.';

const entityIdParameter = z
  .string({ message: 'Enter the entity ID.' })
  .regex(/^\d{11}$/, 'The entity ID must be 11 digits.');
/** The transaction types of the filing types registered when the routes are (built-in or added). */
function transactionTypeParameter() {
  const types = existingEntityTransactionTypes();
  return z.enum(types as [string, ...string[]], {
    message: `Choose a transaction type: ${types.join(', ')}.`,
  });
}

const notFoundResponse = z
  .object({ apiData: z.object({ code: z.literal(404), message: z.string() }) })
  .describe('No entity with that ID is on the record.');

const address = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  province: z.string(),
  country: z.string(),
  addressType: z.enum(['PHYS', 'MAIL']),
});
const personName = z.object({
  nameTyp: z.enum(['I', 'O', '']),
  orgName: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  suffix: z.string(),
});
const yesNo = z.enum(['Y', 'N']);

const entitySummarySchema = {
  entityId: z.string(),
  entityName: z.string(),
  entityType: z.object({ code: z.string(), description: z.string() }),
  status: z.string(),
  statusCode: z.string(),
  formationDate: z.string(),
  jurisdiction: z.string(),
  reportingMonth: z.number().int(),
  principalOfficeAddress: z.object({ streetAddress: address, mailingAddress: address }),
  registeredAgent: z.object({
    agentConsentRadio: z.enum(['Y', 'N', '']),
    nameValues: z.object({
      personTyp: z.literal('REGAGEN'),
      name: personName.extend({ isEntityOwnAgentChecked: z.boolean() }),
    }),
    addressValues: z.object({
      isSameAsPrincipalOfficeAddressChecked: z.boolean(),
      isSameAsPrincipalOfficeMailingAddressChecked: z.boolean(),
      isSameAsStreetAddressChecked: z.boolean(),
      streetAddress: address,
      mailingAddress: address,
    }),
  }),
  sbf: yesNo,
  noncompliant: yesNo,
  effectiveDate: z.string(),
  validEntity: z.boolean(),
  domesticFlag: z.enum(['Y', 'N', '']),
  anniversaryDate: z.string(),
  delayedEffectiveDate: z.string(),
  fraudFlag: yesNo,
  adminFraudCheck: z.boolean(),
  pageTitle: z.string(),
};

/** Registers the existing-entity entry calls. */
export async function existingEntityRoutes(
  app: FastifyInstance,
  options: { referenceData: ReferenceDataCache },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const transactionTypeSchema = transactionTypeParameter();

  routes.get(
    '/business-api/entity/summary',
    {
      schema: {
        tags: ['business-api'],
        summary: 'The entity summary an existing-entity filing starts from',
        description:
          'The fields of spec/000 section 3. principalOfficeAddress and registeredAgent are as on ' +
          'record (a periodic report starts prefilled with them); anniversaryDate is the next ' +
          'periodic report due date; noncompliant is Y for a delinquent (DQQ) entity; fraudFlag Y ' +
          'sends the user to the file-a-form page. An unknown ID answers 404.',
        querystring: z.object({
          entityId: entityIdParameter,
          transTyp: transactionTypeSchema.optional(),
        }),
        response: {
          200: apiDataResponse(entitySummarySchema),
          400: validationErrorResponse,
          404: notFoundResponse,
        },
      },
    },
    async (request, reply) => {
      const row = await findEntity(app.db, request.query.entityId);
      if (row === undefined) throw new HttpProblem(404, UNKNOWN_ENTITY_MESSAGE);
      reply.header('cache-control', 'no-store');
      const delayedEffectiveDate = await pendingDelayedEffectiveDate(app.db, row.entityId);
      return {
        apiData: {
          code: 200 as const,
          ...toEntitySummary(row, request.query.transTyp, delayedEffectiveDate),
        },
      };
    },
  );

  routes.get(
    '/business-api/transaction/available',
    {
      schema: {
        tags: ['business-api'],
        summary: 'Whether an existing-entity filing is open to this entity today',
        description:
          'Days are Mountain time. REPORT: Good Standing or Delinquent (DQQ) entities, from the ' +
          'first day of the reporting month of the next due date on; the window is that month and ' +
          'the two months after it, and a report filed later is late (open, with the late fee). ' +
          'REINSTATE: administratively dissolved (ADISS), dissolved more than three years (DISS3Y) ' +
          'or term expired (TDISS); voluntary (VDISS) and judicial (JDISS) dissolutions are not ' +
          'undone by reinstatement. CURE_DLNQ: Delinquent (DQQ) only. AMD_LLC, AMD_NPC, AMD_55: ' +
          'Good Standing entities of type DLLC, DNC and DC55 respectively. An entity whose ' +
          "filings go to the administrators' check first cannot file another while one waits " +
          'for their review. When not available, reason says why. An unknown ID answers 404.',
        querystring: z.object({
          entityId: entityIdParameter,
          transactionType: transactionTypeSchema,
        }),
        response: {
          200: apiDataResponse({
            entityId: z.string(),
            transactionType: z.string(),
            available: z.boolean(),
            reason: z.string(),
          }),
          400: validationErrorResponse,
          404: notFoundResponse,
        },
      },
    },
    async (request, reply) => {
      const { entityId, transactionType } = request.query;
      const row = await findEntity(app.db, entityId);
      if (row === undefined) throw new HttpProblem(404, UNKNOWN_ENTITY_MESSAGE);
      const { available, reason } = await filingAvailability(app.db, row, transactionType);
      reply.header('cache-control', 'no-store');
      return {
        apiData: { code: 200 as const, entityId, transactionType, available, reason },
      };
    },
  );

  routes.get(
    '/business-api/content/intro',
    {
      schema: {
        tags: ['business-api'],
        summary: 'The intro page content (HTML) for an existing-entity filing',
        description:
          "Editable rows of the content table: key 'intro', scope the transaction type, or " +
          "'TRANSACTION:ENTITYTYPE' for wording particular to the entity's type (used when the " +
          'entity is on the record). The entity ID is optional: the intro shows before the entity ' +
          'is known.',
        querystring: z.object({
          entityId: z
            .string()
            .regex(/^(\d{11})?$/, 'The entity ID must be 11 digits.')
            .optional(),
          transactionType: transactionTypeSchema,
        }),
        response: { 200: apiDataResponse({ content: z.string() }), 400: validationErrorResponse },
      },
    },
    async (request, reply) => {
      const { entityId, transactionType } = request.query;
      const def = filingTypeOfTransaction(transactionType);
      const key = def && filingTransaction(def, transactionType)?.introContentKey;
      const referenceData = await options.referenceData.get();
      const row = entityId ? await findEntity(app.db, entityId) : undefined;
      const body = key
        ? ((row && contentFor(referenceData, 'intro', `${key}:${row.entityType}`)) ??
          contentFor(referenceData, 'intro', key))
        : undefined;
      if (body === undefined)
        throw new HttpProblem(404, 'There is no intro content for this transaction type.');
      reply.header('cache-control', 'no-store');
      return { apiData: { code: 200 as const, content: body } };
    },
  );
}
