// The messages of the calls a filer's pages make come back in the filer's language. The rules and
// schemas word their messages once, in English (the registry's own wording); a Spanish-speaking
// filer's call has each message of its answer (the answer's `message`, each field error's) put
// into Spanish on the way out. The administrators' calls and the filing API stay English.
import { inLanguage, type Language } from '@registrar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from './request-language.ts';

/** The calls of the filer's pages: the business API but its administrators' part. */
function isFilerCall(request: FastifyRequest): boolean {
  const url = request.url;
  return url.startsWith('/business-api/') && !url.startsWith('/business-api/admin');
}

interface Envelope {
  apiData?: { message?: unknown; errors?: unknown };
}

/** The answer with its messages in `language` (a copy: answers may be shared). */
function answerInLanguage(payload: unknown, language: Language): unknown {
  if (typeof payload !== 'object' || payload === null || !('apiData' in payload)) return payload;
  const data = (payload as Envelope).apiData;
  if (typeof data !== 'object' || data === null) return payload;
  const translated: Record<string, unknown> = { ...data };
  if (typeof data.message === 'string') translated.message = inLanguage(language, data.message);
  if (Array.isArray(data.errors)) {
    translated.errors = data.errors.map((error: unknown) =>
      typeof error === 'object' && error !== null && 'message' in error
        ? {
            ...error,
            message:
              typeof error.message === 'string'
                ? inLanguage(language, error.message)
                : error.message,
          }
        : error,
    );
  }
  return { ...payload, apiData: translated };
}

/** Puts the messages of a filer's calls into their language. */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!isFilerCall(request)) return payload;
    const language = requestLanguage(request);
    return language === 'en' ? payload : answerInLanguage(payload, language);
  });
}
