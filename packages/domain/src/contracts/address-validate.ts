// POST /business-api/address/validate. The product leaves the request and answer open; the call
// takes the one to four addresses a dialog shows at once, each with its own id so the answer can be
// matched to the address without relying on order.
import * as z from 'zod/mini';
import { toStateCode } from '../us-states.ts';
import { crossSiteRefusal, type ApiCall } from './api-data.ts';

// Printable ASCII (0x20 to 0x7E), as every address field requires.
const nonPrintableAscii = /[^\x20-\x7e]/g;

function addressText(maxLength: number, requiredMessage?: string) {
  const text = z
    .string({
      // A missing required field gets its form message; any other wrong type says what is expected.
      error: (issue) =>
        issue.input == null && requiredMessage !== undefined ? requiredMessage : 'Must be text.',
    })
    .check(
      z.maxLength(maxLength, `Must be at most ${maxLength} characters`),
      z.superRefine((value, context) => {
        const invalid = [...new Set(value.match(nonPrintableAscii) ?? [])];
        if (invalid.length > 0)
          context.addIssue({
            code: 'custom',
            message: `Invalid characters entered: ${invalid.join('')}`,
          });
      }),
    );
  return text;
}

/** An optional address field: absent or null reads as ''. */
function optionalAddressText(maxLength: number) {
  return z.pipe(
    z.nullish(addressText(maxLength)),
    z.transform((value) => value ?? ''),
  );
}

/** A required address field: its form message when missing or blank. */
function requiredAddressText(maxLength: number, requiredMessage: string) {
  return addressText(maxLength, requiredMessage).check(
    z.refine((value) => value.trim() !== '', requiredMessage),
  );
}

// Lengths are the address fields' maxima (address 1 and 2: 50, city 35, ZIP 15, province 100); the
// minimums belong to the form, and an address that is too short simply finds no match.
const addressToVerify = z.object({
  address1: requiredAddressText(50, 'Enter the address.'),
  address2: optionalAddressText(50),
  city: requiredAddressText(35, 'Enter the city.'),
  state: optionalAddressText(35),
  zip: optionalAddressText(15),
  province: optionalAddressText(100),
  country: requiredAddressText(50, 'Choose a country.'),
});

const verifiedAddress = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  province: z.string(),
  country: z.string(),
});

/** 400, 413 and 500 of this call: each problem at its field ('body' for the body as a whole). */
function addressFieldErrors<const Code extends number>(code: Code, description: string) {
  return z
    .object({
      apiData: z.object({
        code: z.literal(code),
        errors: z.array(z.object({ field: z.string(), message: z.string() })),
      }),
    })
    .check(z.describe(description));
}

/** One verified address of the answer. */
export const addressVerificationSchema = z.object({
  id: z.string(),
  input: verifiedAddress,
  processed: z
    .boolean()
    .check(z.describe('False for addresses outside the US, which are not verified.')),
  verified: z.boolean().check(z.describe('A standardised match was found.')),
  valid: z.boolean().check(z.describe('Acceptable as entered or as standardised.')),
  postofficeBox: z.boolean(),
  coloradoZipcode: z.boolean(),
  inRequiredState: z.boolean(),
  standardized: z.nullable(verifiedAddress).check(z.describe('USPS Publication 28 form.')),
  messages: z.array(z.string()),
});

export const addressValidateCall = {
  method: 'POST',
  path: '/business-api/address/validate',
  schema: {
    tags: ['business-api'],
    summary: 'Verifies one to four addresses and returns each in USPS Publication 28 form',
    description:
      'US addresses (country US, DC, AS, GU, MP, PR, VI) are checked for ZIP, city and state ' +
      'consistency against the shipped ZIP data set; other countries are not verified. ' +
      'requiredState (e.g. CO) refuses addresses elsewhere; allowPoBox false refuses PO Boxes.',
    body: z.object({
      addresses: z
        .array(
          z.object({
            id: z
              .string()
              .check(
                z.trim(),
                z.minLength(1, 'Give each address an id.'),
                z.maxLength(100, 'Must be at most 100 characters'),
              ),
            address: addressToVerify,
            requiredState: z.optional(
              z
                .string()
                .check(
                  z.refine(
                    (value) => toStateCode(value) !== null,
                    'Enter a US state or territory code.',
                  ),
                ),
            ),
            allowPoBox: z.optional(z.boolean()),
          }),
        )
        .check(
          z.minLength(1, 'Send at least one address.'),
          z.maxLength(4, 'Send at most 4 addresses.'),
          z.superRefine((addresses, context) => {
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
        ),
    }),
    response: {
      200: z.object({
        apiData: z.object({ code: z.literal(200), results: z.array(addressVerificationSchema) }),
      }),
      400: addressFieldErrors(400, 'A field is missing or wrong, or the body is not JSON.'),
      403: crossSiteRefusal,
      413: addressFieldErrors(413, 'The body is larger than this call accepts.'),
      415: addressFieldErrors(415, 'The body is not JSON.'),
      500: addressFieldErrors(500, 'Address verification is unavailable; try again later.'),
    },
  },
} as const satisfies ApiCall;
