// Errors a service can throw that the one error handler turns into the apiData envelope.

export interface FieldError {
  field: string;
  message: string;
}

/** A request the user can correct: answered 400 with the field and the catalogue's message. */
export class ValidationFailed extends Error {
  readonly statusCode = 400;
  constructor(
    readonly errors: FieldError[],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(
      errors.map((error) => `${error.field}: ${error.message}`).join('; ') || 'Invalid request',
    );
  }
}

/** A known refusal with a status and a user-facing message (404, 402, 409, 403, 429...). */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
