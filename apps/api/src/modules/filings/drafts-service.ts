// Drafts: the server-side mirror of the filing in progress (spec README decision 8).
import { getFilingType } from '@registrar/domain';
import type { Db } from '../../db/database.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import { findLiveDraft, upsertDraft, type DraftRecord } from './drafts-repository.ts';

/** Drafts untouched for this long are gone (an abandoned filing is not kept forever). */
const DRAFT_LIFETIME_DAYS = 30;
/** Shape version of stored draft values; raise it together with an upgrade step for older drafts. */
const DRAFT_VERSION = 1;

const dayMs = 24 * 60 * 60 * 1000;

/** Stores the filing in progress under the browser's ref. */
export async function saveDraft(
  db: Db,
  input: { ref: string; filingType: string; values: unknown; control: unknown },
  now = new Date(),
): Promise<{ ref: string; updatedAt: string }> {
  if (getFilingType(input.filingType) === undefined) {
    throw new ValidationFailed([{ field: 'filingType', message: 'Unknown filing type.' }]);
  }
  const { updatedAt } = await upsertDraft(db, {
    ref: input.ref,
    filingType: input.filingType,
    version: DRAFT_VERSION,
    values: input.values,
    control: input.control,
    expiresAt: new Date(now.getTime() + DRAFT_LIFETIME_DAYS * dayMs),
  });
  return { ref: input.ref, updatedAt: updatedAt.toISOString() };
}

/** The stored draft, or a 404 when it is unknown or expired. */
export async function loadDraft(db: Db, ref: string, now = new Date()): Promise<DraftRecord> {
  const draft = await findLiveDraft(db, ref, now);
  if (draft === undefined)
    throw new HttpProblem(404, 'This saved filing was not found or has expired.');
  return draft;
}
