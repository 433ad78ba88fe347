// POST /business-api/address/validate. The spec leaves the request and response open; this route
// takes the one to four addresses a dialog shows at once, each with its own id so the answer can
// be matched to the address without relying on order.

import type { FastifyError, FastifyPluginAsync } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FieldError } from '../../http-errors.ts';
import { createBuiltInAddressVerifier, type AddressVerifier } from './address-verifier.ts';
import { toStateCode } from './us-states.ts';

export interface AddressRoutesOptions {
  /** Defaults to the built-in verifier over the shipped ZIP data set. */
  verifier?: AddressVerifier;
}

// Printable ASCII, as spec 000 section 5 requires of address fields.
const nonPrintableAscii = /[^\x20-\x7e]/g;

function addressText(maxLength: number, requiredMessage?: string) {
  const text = z
    .string({
      // A missing required field gets its form message; any other wrong type says what is expected.
      error: (issue) =>
        issue.input == null && requiredMessage !== undefined ? requiredMessage : 'Must be text.',
    })
    .max(maxLength, `Must be at most ${maxLength} characters`)
    .superRefine((value, context) => {
      const invalid = [...new Set(value.match(nonPrintableAscii) ?? [])];
      if (invalid.length > 0)
        context.addIssue({
          code: 'custom',
          message: `Invalid characters entered: ${invalid.join('')}`,
        });
    });
  if (requiredMessage === undefined) return text.nullish().transform((value) => value ?? '');
  return text.refine((value) => value.trim() !== '', requiredMessage);
}

// Lengths are the spec's maxima (spec 000 section 5, address fields); the minimums belong to
// the form, and an address that is too short simply finds no match.
const addressSchema = z.object({
  address1: addressText(50, 'Enter the address.'),
  address2: addressText(50),
  city: addressText(35, 'Enter the city.'),
  state: addressText(35),
  zip: addressText(15),
  province: addressText(100),
  country: addressText(50, 'Choose a country.'),
});

const validateRequestSchema = z.object({
  addresses: z
    .array(
      z.object({
        id: z
          .string()
          .trim()
          .min(1, 'Give each address an id.')
          .max(100, 'Must be at most 100 characters'),
        address: addressSchema,
        requiredState: z
          .string()
          .refine((value) => toStateCode(value) !== null, 'Enter a US state or territory code.')
          .optional(),
        allowPoBox: z.boolean().optional(),
      }),
    )
    .min(1, 'Send at least one address.')
    .max(4, 'Send at most 4 addresses.')
    .superRefine((addresses, context) => {
      const seen = new Set<string>();
      addresses.forEach((entry, index) => {
        if (seen.has(entry.id))
          context.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: 'Each address needs a different id.',
          });
        seen.add(entry.id);
      });
    }),
});

const addressInputResponse = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  province: z.string(),
  country: z.string(),
});

const validateResponseSchema = z.object({
  apiData: z.object({
    code: z.literal(200),
    results: z.array(
      z.object({
        id: z.string(),
        input: addressInputResponse,
        processed: z
          .boolean()
          .describe('False for addresses outside the US, which are not verified.'),
        verified: z.boolean().describe('A standardised match was found.'),
        valid: z.boolean().describe('Acceptable as entered or as standardised.'),
        postofficeBox: z.boolean(),
        coloradoZipcode: z.boolean(),
        inRequiredState: z.boolean(),
        standardized: addressInputResponse.nullable().describe('USPS Publication 28 form.'),
        messages: z.array(z.string()),
      }),
    ),
  }),
});

const fieldErrorsResponse = z.object({
  apiData: z.object({
    code: z.number().int(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })),
  }),
});

function fieldErrors(status: number, errors: FieldError[]) {
  return { apiData: { code: status, errors } };
}

function fieldFromPath(path: string): string {
  return path.split('/').filter(Boolean).join('.') || 'body';
}

/** Registers POST /business-api/address/validate. */
export const addressRoutes: FastifyPluginAsync<AddressRoutesOptions> = async (app, options) => {
  // Built once, at registration: loading the ZIP data set is far too slow to do per request.
  const verifier = options.verifier ?? createBuiltInAddressVerifier();

  // The route's zod schemas need the zod compilers. Setting them here (they stay inside this
  // plugin) lets the plugin run on any Fastify instance; the application sets the same ones.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every bad input, including malformed JSON, a wrong content type or an oversized body, is
  // answered with the field and the message; a failing verifier never shows its details.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: fieldFromPath(issue.instancePath),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send(fieldErrors(400, errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(fieldErrors(status, [{ field: 'body', message: error.message }]));
    }
    request.log.error({ err: error }, 'address verification failed');
    return reply
      .code(500)
      .send(
        fieldErrors(500, [
          { field: '', message: 'Address verification is unavailable. Try again later.' },
        ]),
      );
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/business-api/address/validate',
    {
      schema: {
        tags: ['business-api'],
        summary: 'Verifies one to four addresses and returns each in USPS Publication 28 form',
        description:
          'US addresses (country US, DC, AS, GU, MP, PR, VI) are checked for ZIP, city and state ' +
          'consistency against the shipped ZIP data set; other countries are not verified. ' +
          'requiredState (e.g. CO) refuses addresses elsewhere; allowPoBox false refuses PO Boxes.',
        body: validateRequestSchema,
        response: { 200: validateResponseSchema, 400: fieldErrorsResponse },
      },
    },
    async (request) => {
      const results = await Promise.all(
        request.body.addresses.map(async ({ id, address, requiredState, allowPoBox }) => ({
          id,
          ...(await verifier.verify(address, { requiredState, allowPoBox })),
        })),
      );
      return { apiData: { code: 200 as const, results } };
    },
  );
};
