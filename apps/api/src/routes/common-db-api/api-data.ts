// Response schemas in the spec's envelope: { apiData: { code, ...fields } }.
import { z } from 'zod';

/** The success envelope around a route's fields, for response schemas and the OpenAPI document. */
export function apiDataResponse<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ apiData: z.object({ code: z.literal(200), ...shape }) });
}

/** The 400 answer every validated route can give: each bad field with its message. */
export const validationErrorResponse = z
  .object({
    apiData: z.object({
      code: z.literal(400),
      errors: z.array(z.object({ field: z.string(), message: z.string() })),
    }),
  })
  .describe('A field is missing or wrong: each error names the field and says what to fix.');

/** Reference data changes only with a deployment; browsers and proxies may keep it an hour. */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=3600';
