// PUT and GET /business-api/draft/:ref: the server-side mirror of the filing in progress.
import type { CallAnswer, CallBody, loadDraftCall, saveDraftCall } from '@registrar/domain';
import { api } from '../api.ts';

const pathPattern: (typeof saveDraftCall | typeof loadDraftCall)['path'] =
  '/business-api/draft/:ref';

function draftPath(ref: string): string {
  return pathPattern.replace(':ref', encodeURIComponent(ref));
}

export type DraftToSave = CallBody<typeof saveDraftCall>;
export type SavedDraft = CallAnswer<typeof saveDraftCall>;
export type StoredDraft = CallAnswer<typeof loadDraftCall>['draft'];

/** Stores the filing in progress under the reference this browser made for it. */
export function saveDraft(ref: string, draft: DraftToSave): Promise<SavedDraft> {
  return api.put<SavedDraft>(draftPath(ref), draft);
}

/** The stored filing in progress; 404 when unknown or expired. */
export async function loadDraft(ref: string): Promise<StoredDraft> {
  const { draft } = await api.get<CallAnswer<typeof loadDraftCall>>(draftPath(ref));
  return draft;
}
