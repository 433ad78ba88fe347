// GET /business-api/entity/summary and GET /business-api/transaction/available: the entity an
// existing-entity filing starts from and whether it may file it today.
import * as z from 'zod/mini';
import {
  apiDataAnswer,
  databaseUnavailableAnswer,
  fieldErrorsAnswer,
  messageAnswer,
  serverErrorAnswer,
  type ApiCall,
} from './api-data.ts';
import { transactionTypeParameter } from './content.ts';

const entityIdParameter = z
  .string({ error: 'Enter the entity ID.' })
  .check(z.regex(/^\d{11}$/, 'The entity ID must be 11 digits.'));

const unknownEntityAnswer = messageAnswer(404, 'No entity with that ID is on the record.');

const recordAddress = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  province: z.string(),
  country: z.string(),
  addressType: z.enum(['PHYS', 'MAIL']),
});

const recordPersonName = z.object({
  nameTyp: z.enum(['I', 'O', '']),
  orgName: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  suffix: z.string(),
});

const yesNo = z.enum(['Y', 'N']);

/** The entity summary as the record holds it. */
export const entitySummarySchema = z.object({
  entityId: z.string(),
  entityName: z.string(),
  entityType: z.object({ code: z.string(), description: z.string() }),
  status: z.string().check(z.describe('Status description, e.g. "Good Standing".')),
  statusCode: z.string(),
  formationDate: z.string().check(z.describe('ISO instant.')),
  jurisdiction: z.string(),
  reportingMonth: z.number().check(z.int(), z.describe('1-12.')),
  principalOfficeAddress: z.object({ streetAddress: recordAddress, mailingAddress: recordAddress }),
  registeredAgent: z.object({
    agentConsentRadio: z.enum(['Y', 'N', '']),
    nameValues: z.object({
      personTyp: z.literal('REGAGEN'),
      name: z.extend(recordPersonName, { isEntityOwnAgentChecked: z.boolean() }),
    }),
    addressValues: z.object({
      isSameAsPrincipalOfficeAddressChecked: z.boolean(),
      isSameAsPrincipalOfficeMailingAddressChecked: z.boolean(),
      isSameAsStreetAddressChecked: z.boolean(),
      streetAddress: recordAddress,
      mailingAddress: recordAddress,
    }),
  }),
  sbf: yesNo,
  noncompliant: yesNo.check(z.describe('Y for a delinquent (DQQ) entity.')),
  effectiveDate: z
    .string()
    .check(
      z.describe(
        "ISO instant the entity's current standing took effect (its formation, or its dissolution).",
      ),
    ),
  validEntity: z.boolean(),
  domesticFlag: z.enum(['Y', 'N', '']),
  anniversaryDate: z.string().check(z.describe('YYYY-MM-DD: the next periodic report due date.')),
  delayedEffectiveDate: z
    .string()
    .check(
      z.describe(
        "ISO instant a filed, not yet effective filing on this record takes effect; '' when none.",
      ),
    ),
  fraudFlag: yesNo.check(z.describe('Y sends the filer to the file-a-form page.')),
  adminFraudCheck: z
    .boolean()
    .check(
      z.describe(
        "True when a reinstatement or cure of this entity needs the administrators' check.",
      ),
    ),
  pageTitle: z.string(),
  dissolutionDate: z.optional(
    z
      .string()
      .check(
        z.describe(
          'ISO instant the entity was dissolved; answered only to a signed-in administrator.',
        ),
      ),
  ),
});

/** The entity summary an existing-entity filing starts from. */
export type EntitySummary = z.output<typeof entitySummarySchema>;

export const entitySummaryCall = {
  method: 'GET',
  path: '/business-api/entity/summary',
  schema: {
    tags: ['business-api'],
    summary: 'The entity summary an existing-entity filing starts from',
    description:
      'The entity summary. principalOfficeAddress and registeredAgent are as on ' +
      'record (a periodic report starts prefilled with them); anniversaryDate is the next ' +
      'periodic report due date; noncompliant is Y for a delinquent (DQQ) entity; fraudFlag Y ' +
      'sends the user to the file-a-form page. An unknown ID answers 404.',
    querystring: z.object({
      entityId: entityIdParameter,
      transTyp: z.optional(transactionTypeParameter),
    }),
    response: {
      200: apiDataAnswer(entitySummarySchema.shape),
      400: fieldErrorsAnswer,
      404: unknownEntityAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const transactionAvailableCall = {
  method: 'GET',
  path: '/business-api/transaction/available',
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
      transactionType: transactionTypeParameter,
    }),
    response: {
      200: apiDataAnswer({
        entityId: z.string(),
        transactionType: z.string(),
        available: z.boolean(),
        reason: z.string(),
      }),
      400: fieldErrorsAnswer,
      404: unknownEntityAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
