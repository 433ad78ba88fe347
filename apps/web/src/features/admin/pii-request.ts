// A PII request in progress travels in the address of its pages (/admin/piientry and
// /admin/piiconfirm), so it needs no history state and works with or without the app: the three
// IDs as they are, the filers as one field (JSON, base64url), and which filer is being edited or
// whether the request is being cancelled. The server logs these addresses without their query:
// the filers' names and addresses are personal information. Everything read from an address is
// checked with the same schemas the forms use; what does not pass is left out.
import * as z from 'zod/mini';
import { filerShape, type Filer, type PiiIdField } from '@registrar/domain';

export type PiiIds = Record<PiiIdField, string>;

/** The request as far as it has come: its IDs (once verified) and its filers. */
export interface PiiRequestDraft {
  ids: PiiIds;
  filers: Filer[];
}

/** What the entry page shows besides the list: a filer's form (new or the nth), or the question. */
export interface PiiEntryView {
  editing?: 'new' | number;
  cancelling?: boolean;
}

const idFields: readonly PiiIdField[] = ['entityId', 'piiDocId', 'removalDocId'];
const filersSchema = z.array(filerShape);

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The filers an address carries; none when the field is missing or does not hold filers. */
function filersOf(encoded: string | null): Filer[] {
  if (encoded === null || encoded === '') return [];
  try {
    const parsed = z.safeParse(filersSchema, JSON.parse(fromBase64Url(encoded)));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function queryOf(draft: PiiRequestDraft): URLSearchParams {
  const query = new URLSearchParams();
  for (const field of idFields) query.set(field, draft.ids[field]);
  if (draft.filers.length > 0) query.set('filers', toBase64Url(JSON.stringify(draft.filers)));
  return query;
}

/** The entry page's address for the request and view. */
export function piiEntryAddress(draft: PiiRequestDraft, view: PiiEntryView = {}): string {
  const query = queryOf(draft);
  if (view.editing !== undefined) query.set('filer', String(view.editing));
  if (view.cancelling === true) query.set('cancel', '1');
  return `/admin/piientry?${query.toString()}`;
}

/** The confirmation page's address for the request. */
export function piiConfirmAddress(draft: PiiRequestDraft): string {
  return `/admin/piiconfirm?${queryOf(draft).toString()}`;
}

/** The request an address carries: null before its IDs are verified (none in the address). */
export function piiDraftOf(params: URLSearchParams): PiiRequestDraft | null {
  if (idFields.some((field) => (params.get(field) ?? '') === '')) return null;
  const ids = Object.fromEntries(
    idFields.map((field) => [field, params.get(field) ?? '']),
  ) as PiiIds;
  return { ids, filers: filersOf(params.get('filers')) };
}

/** The view an address asks for, for a request with this many filers. */
export function piiViewOf(params: URLSearchParams, filerCount: number): PiiEntryView {
  const filer = params.get('filer');
  const index = Number(filer);
  const editing =
    filer === 'new'
      ? 'new'
      : filer !== null && /^\d{1,3}$/.test(filer) && index < filerCount
        ? index
        : undefined;
  return {
    ...(editing === undefined ? {} : { editing }),
    ...(params.get('cancel') === '1' ? { cancelling: true } : {}),
  };
}
