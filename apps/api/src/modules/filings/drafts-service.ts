// Drafts: the server-side mirror of the filing in progress. The shell clears local storage on every
// render and the tab keeps only session storage, so the draft is what lets a reload or the round
// trip through payment lose nothing. A draft is its owner's alone (draft-owners.ts): another
// owner's reference is answered as one that does not exist.
import {
  FILING_VALUES_VERSION,
  UnreadableFilingValues,
  getFilingType,
  upgradeFilingValues,
  type FilingValues,
} from '@registrar/domain';
import type { Db } from '../../db/database.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import { draftNotFoundMessage, type DraftOwner } from './draft-owners.ts';
import {
  draftExpiresAt,
  findOwnedLiveDraft,
  upsertOwnedDraft,
  type DraftRecord,
} from './drafts-repository.ts';

/**
 * Registrar's own wording: a draft saved by a newer release than the one answering (while a new
 * release is rolled out). A reload reaches the newer release once it is everywhere.
 */
export const newerDraftMessage =
  'This filing was saved by a newer version of this service. Reload the page and try again.';

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
  owner: DraftOwner,
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
  const saved = await upsertOwnedDraft(
    db,
    {
      ref: input.ref,
      filingType: input.filingType,
      version: FILING_VALUES_VERSION,
      values,
      control: input.control,
      expiresAt: draftExpiresAt(now),
    },
    owner,
  );
  if (saved === undefined) throw new HttpProblem(404, draftNotFoundMessage);
  return { ref: input.ref, updatedAt: saved.updatedAt.toISOString() };
}

/** The owner's stored draft in the current shape; a 404 when it is unknown, expired or not theirs. */
export async function loadDraft(
  db: Db,
  ref: string,
  owner: DraftOwner | null,
  now = new Date(),
): Promise<DraftRecord & { values: FilingValues }> {
  const draft = owner === null ? undefined : await findOwnedLiveDraft(db, ref, owner, now);
  if (draft === undefined) throw new HttpProblem(404, draftNotFoundMessage);
  return { ...draft, version: FILING_VALUES_VERSION, values: upgradedValues(draft) };
}
