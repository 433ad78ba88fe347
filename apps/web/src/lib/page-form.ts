// Forms that work before and without the app's script. Every form is a real HTML form that posts to
// its page's own address; the server hands the post to the page module's `action` (run on the
// server through the same API client the browser uses), which either sends the browser on (303) or
// has the page rendered again with the fields as typed and their messages. With the app running,
// forms submit through it instead and nothing is posted.
import { createContext, useContext } from 'react';
import {
  mergePostedFields,
  type FormFieldError,
  type FormOutcome,
  type PostedFields,
} from '@registrar/domain';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

export type { FormFieldError, PostedFields };

/** What the forms of a page need from the server: its form token and a refused post's outcome. */
export interface PageFormState {
  formToken: string;
  outcome?: FormOutcome;
  /** The page (address within the app, with its query) the outcome belongs to: no other shows it. */
  outcomeAt?: string;
}

export const PageFormContext = createContext<PageFormState>({ formToken: '' });

/** The page's form token and, after a refused post, what the form showed. */
export function usePageForm(): PageFormState {
  return useContext(PageFormContext);
}

/** A form post as a page's action gets it. */
export interface ActionRequest {
  /** Which of the page's forms was posted (its `id`; "main" by default). */
  form: string;
  /** The button pressed, when a form has several (its `_intent` value), else null. */
  intent: string | null;
  fields: PostedFields;
  /** The files a multipart form posted (an upload). */
  files: File[];
  /** The page's address within the app (no /business), with its query string. */
  url: URL;
}

export type ActionResult =
  /**
   * Go there: an address within the app ("/filing/llc/principalofficeaddress?draftRef=…"), or a
   * whole address elsewhere ("https://…", the payment provider's checkout).
   */
  | { kind: 'redirect'; to: string }
  /** Show the form again as typed, with these messages (400 unless another status is given). */
  | { kind: 'refused'; errors: FormFieldError[]; alert?: string; status?: number };

/** What a page module exports as `action` to take its forms' posts. */
export type PageAction = (request: ActionRequest) => Promise<ActionResult>;

/** How a posted form becomes the form's values, beside what the schema checks. */
interface ReadingOptions<TInput> {
  /**
   * How the fields land in the values: by default each field is named by its path in them
   * ("streetAddress.city"); a step can read its own way.
   */
  read?: (values: TInput, fields: PostedFields) => TInput;
  /** What the page does to the values as they are typed (copies one answer into another). */
  asTyped?: (values: TInput) => TInput;
}

/** A posted form read into the form's values and checked by its schema, as the app checks it. */
export function readPostedForm<TInput extends object, TOutput>(
  schema: $ZodType<TOutput, TInput>,
  defaultValues: TInput,
  fields: PostedFields,
  { read = mergePostedFields, asTyped = (values) => values }: ReadingOptions<TInput> = {},
): { ok: true; value: TOutput } | { ok: false; errors: FormFieldError[] } {
  const result = safeParse(schema, asTyped(read(defaultValues, fields)));
  if (result.success) return { ok: true, value: result.data };
  const errors: FormFieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    // The first message of each field, as the form shows it.
    if (!errors.some((error) => error.field === field))
      errors.push({ field, message: issue.message });
  }
  return { ok: false, errors };
}

/** A refusal that keeps the form as typed and says what to correct. */
export function refused(
  errors: FormFieldError[],
  alert?: string,
  status?: number,
): Extract<ActionResult, { kind: 'refused' }> {
  return {
    kind: 'refused',
    errors,
    ...(alert === undefined ? {} : { alert }),
    ...(status === undefined ? {} : { status }),
  };
}
