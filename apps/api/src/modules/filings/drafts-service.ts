// Drafts: the server-side mirror of the filing in progress. The shell clears local storage on every
// render and the tab keeps only session storage, so the draft is what lets a reload or the round
// trip through payment lose nothing.
import {
  FILING_VALUES_VERSION,
  UnreadableFilingValues,
  getFilingType,
  upgradeFilingValues,
  type FilingValues,
} from '@registrar/domain';
import type { Db } from '../../db/database.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import { findLiveDraft, upsertDraft, type DraftRecord } from './drafts-repository.ts';

/** Drafts untouched for this long are gone (an abandoned filing is not kept forever). */
const DRAFT_LIFETIME_DAYS = 30;

/**
 * Registrar's own wording: a draft saved by a newer release than the one answering (while a new
 * release is rolled out). A reload reaches the newer release once it is everywhere.
 */
export const newerDraftMessage =
  'This filing was saved by a newer version of this service. Reload the page and try again.';

const dayMs = 24 * 60 * 60 * 1000;

/** The values in the current shape; a draft from a newer release is refused with 409. */
function upgradedValues(draft: { version: number; filingType: string; values: unknown }) {
  try {
    return upgradeFilingValues(draft);
  } catch (error) {
    if (error instanceof UnreadableFilingValues && error.reason === 'newer-version')
      throw new HttpProblem(409, newerDraftMessage);
    throw error;
  }
}

/**
 * Stores the filing in progress under the browser's ref, brought to the current shape from the
 * version the browser says it holds (a browser that says none was loaded before versions were
 * kept, so it holds version 1) and stamped with the current version.
 */
export async function saveDraft(
  db: Db,
  input: { ref: string; filingType: string; version?: number; values: unknown; control: unknown },
  now = new Date(),
): Promise<{ ref: string; updatedAt: string }> {
  if (getFilingType(input.filingType) === undefined) {
    throw new ValidationFailed([{ field: 'filingType', message: 'Unknown filing type.' }]);
  }
  const values = upgradedValues({
    version: input.version ?? 1,
    filingType: input.filingType,
    values: input.values,
  });
  const { updatedAt } = await upsertDraft(db, {
    ref: input.ref,
    filingType: input.filingType,
    version: FILING_VALUES_VERSION,
    values,
    control: input.control,
    expiresAt: new Date(now.getTime() + DRAFT_LIFETIME_DAYS * dayMs),
  });
  return { ref: input.ref, updatedAt: updatedAt.toISOString() };
}

/** The stored draft in the current shape, or a 404 when it is unknown or expired. */
export async function loadDraft(
  db: Db,
  ref: string,
  now = new Date(),
): Promise<DraftRecord & { values: FilingValues }> {
  const draft = await findLiveDraft(db, ref, now);
  if (draft === undefined)
    throw new HttpProblem(404, 'This saved filing was not found or has expired.');
  return { ...draft, version: FILING_VALUES_VERSION, values: upgradedValues(draft) };
}
