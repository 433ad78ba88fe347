// What every call shares: the `apiData` envelope (code equal to the HTTP status), the
// refusals the server gives before or around any handler, and the shape of a call itself. A call
// is plain data (method, path, schemas): the server declares its route with it, so the published
// OpenAPI document and the answers it checks come from here, and the browser types its fetch
// functions by it.
import * as z from 'zod/mini';

/** The success answer: the call's fields inside `{ apiData: { code: 200, ... } }`. */
export function apiDataAnswer<const Shape extends z.core.$ZodShape>(shape: Shape) {
  return z.object({ apiData: z.object({ code: z.literal(200), ...shape }) });
}

/** A refusal with its status and one plain message: `{ apiData: { code, message } }`. */
export function messageAnswer<const Code extends number>(code: Code, description: string) {
  return z
    .object({ apiData: z.object({ code: z.literal(code), message: z.string() }) })
    .check(z.describe(description));
}

/** One bad field of a request: its dotted path and the catalogue's message. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** One bad field as a 400 answer names it. */
export type ApiFieldError = z.output<typeof fieldErrorSchema>;

/** 400 naming each bad field with its message. */
export const fieldErrorsAnswer = z
  .object({
    apiData: z.object({ code: z.literal(400), errors: z.array(fieldErrorSchema) }),
  })
  .check(
    z.describe('A field is missing or wrong: each error names the field and says what to fix.'),
  );

/**
 * 400 of a body the server does not read at all: not JSON, or beyond the bounds every JSON body
 * is held to before anything walks it.
 */
export const bodyNotReadAnswer = messageAnswer(
  400,
  'The body could not be read: it is not JSON, or it is nested more than 64 levels deep, or it holds more than 10,000 fields and list items.',
);

/** 400 of a call with a body: its field errors, or one message when the body is not read at all. */
export const badRequestAnswer = z.union([fieldErrorsAnswer, bodyNotReadAnswer]);

/** 403 of every POST, PUT and DELETE sent without `X-Requested-With: registrar`. */
export const crossSiteRefusal = messageAnswer(
  403,
  'The request lacks the header X-Requested-With: registrar that every POST, PUT and DELETE needs.',
);

/** 413 of a body over the call's size limit. */
export const bodyTooLargeAnswer = messageAnswer(413, 'The body is larger than this call accepts.');

/** 415 of a body in a format the call does not read. */
export const unsupportedMediaTypeAnswer = messageAnswer(
  415,
  'The body is in a format this call does not read (send application/json).',
);

/** 429 of a rate-limited call: the message says how long to wait, as Retry-After does. */
export const tooManyRequestsAnswer = messageAnswer(
  429,
  'Too many of these calls from this address in a minute; Retry-After says when to try again.',
);

/** 500: the details are logged, never answered. */
export const serverErrorAnswer = messageAnswer(
  500,
  'Something went wrong on the server; the details are logged, not answered.',
);

/** 503 of a call that needs the database while it cannot be reached. */
export const databaseUnavailableAnswer = messageAnswer(
  503,
  'The database is briefly unreachable; Retry-After says when to try again.',
);

/** The refusals a call with a JSON body can meet before its handler runs. */
export const jsonBodyRefusals = {
  400: badRequestAnswer,
  403: crossSiteRefusal,
  413: bodyTooLargeAnswer,
  415: unsupportedMediaTypeAnswer,
} as const;

type Schema = z.core.$ZodType;

/** An answer that is not JSON (a CSV, a file): its media type and what its body is. */
interface MediaAnswer {
  readonly description: string;
  readonly content: { readonly [mediaType: string]: { readonly schema: Schema } };
}

/** What a call may answer with a status: a JSON schema, or a body of another media type. */
type CallAnswerSchema = Schema | MediaAnswer;

/**
 * One call: method, path (Fastify's `:param` syntax) and the schemas a route declares, in the
 * vocabulary of Fastify's route schema so the server can use it as it is.
 */
export interface ApiCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly schema: {
    readonly tags: readonly string[];
    readonly summary: string;
    readonly description?: string;
    readonly consumes?: readonly string[];
    readonly querystring?: Schema;
    readonly params?: Schema;
    readonly headers?: Schema;
    readonly body?: Schema;
    readonly response: { readonly 200: CallAnswerSchema } & {
      readonly [status: number]: CallAnswerSchema;
    };
  };
}

// Distributes over a union of answers (a status with two shapes), keeping each one's apiData.
type ApiDataOfAnswer<Answer> = Answer extends { apiData: infer A } ? A : never;
type ApiDataOf<S> = S extends Schema ? ApiDataOfAnswer<z.output<S>> : never;

/** The query a call takes, as the client writes it (before defaults and coercion). */
export type CallQuery<C extends ApiCall> = C['schema'] extends {
  querystring: infer S extends Schema;
}
  ? z.input<S>
  : never;

/** The path parameters a call takes. */
export type CallParams<C extends ApiCall> = C['schema'] extends { params: infer S extends Schema }
  ? z.input<S>
  : never;

/** The JSON body a call takes, as the client writes it. */
export type CallBody<C extends ApiCall> = C['schema'] extends { body: infer S extends Schema }
  ? z.input<S>
  : never;

/** What a call answers on success: the `apiData` of its 200 answer. */
export type CallAnswer<C extends ApiCall> = ApiDataOf<C['schema']['response'][200]>;

/** What a call answers with a given refusal status: that answer's `apiData`. */
export type CallRefusal<
  C extends ApiCall,
  Status extends keyof C['schema']['response'] & number,
> = ApiDataOf<C['schema']['response'][Status]>;
