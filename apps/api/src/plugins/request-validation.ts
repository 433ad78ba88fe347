// Every request's query, path parameters and body are checked by the route's zod schema, and
// before it by one rule no schema repeats: no text may hold a control character (NUL, escape,
// DEL and the like; tab and line breaks are text). PostgreSQL refuses NUL outright, so without
// this a search for "a\0b" failed as a 500 deep in a query; now every route answers 400 with the
// field and the message, before anything reaches the database.
import { controlCharactersMessage } from '@registrar/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { ValidationFailed, type FieldError } from '../http-errors.ts';

/** The fields (dotted paths) of `data` whose text holds control characters, with the message. */
function controlCharacterErrors(data: unknown, path: string[] = []): FieldError[] {
  if (typeof data === 'string') {
    const message = controlCharactersMessage(data);
    return message === null ? [] : [{ field: path.join('.'), message }];
  }
  if (Array.isArray(data))
    return data.flatMap((item, index) => controlCharacterErrors(item, [...path, String(index)]));
  if (typeof data === 'object' && data !== null) {
    return Object.entries(data).flatMap(([key, value]) => {
      // A key is text too (a form's field names arrive as keys).
      const keyMessage = controlCharactersMessage(key);
      const keyErrors =
        keyMessage === null ? [] : [{ field: [...path, key].join('.'), message: keyMessage }];
      return [...keyErrors, ...controlCharacterErrors(value, [...path, key])];
    });
  }
  return [];
}

/** The route schemas' validator, refusing control characters in any text first. */
export const requestValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validateBySchema = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  // Headers are the HTTP parser's to police; they never reach the database as typed text.
  if (route.httpPart === 'headers') return validateBySchema;
  return (data: unknown) => {
    const errors = controlCharacterErrors(data);
    if (errors.length > 0) return { error: new ValidationFailed(errors) };
    return validateBySchema(data);
  };
};
