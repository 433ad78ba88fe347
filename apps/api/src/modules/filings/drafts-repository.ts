// SQL for drafts: the filing in progress, referenced from the browser's session storage or made
// through the filing API. Every statement names the draft's owner (draft-owners.ts).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerConnection } from '../../db/prepared-query.ts';
import { drafts } from '../../db/schema.ts';
import {
  draftOwnerColumns,
  isDraftOwner,
  ownedDraftCondition,
  type DraftOwner,
} from './draft-owners.ts';

/** Drafts untouched for this long are gone (an abandoned filing is not kept forever). */
const DRAFT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** When a draft saved now expires. */
export function draftExpiresAt(now: Date): Date {
  return new Date(now.getTime() + DRAFT_LIFETIME_MS);
}

export interface DraftRecord {
  ref: string;
  filingType: string;
  version: number;
  values: unknown;
  control: unknown;
  updatedAt: Date;
}

/**
 * Inserts the owner's draft, or replaces it and moves its expiry forward; undefined when a draft
 * with this ref belongs to someone else (nothing is written). A browser saving a draft stored
 * before drafts had owners claims it.
 */
export async function upsertOwnedDraft(
  db: DbOrTx,
  draft: {
    ref: string;
    filingType: string;
    version: number;
    values: unknown;
    control: unknown;
    expiresAt: Date;
  },
  owner: DraftOwner,
): Promise<{ updatedAt: Date } | undefined> {
  const now = new Date();
  const owned = draftOwnerColumns(owner);
  const [row] = await db
    .insert(drafts)
    .values({ ...draft, ...owned, updatedAt: now })
    .onConflictDoUpdate({
      target: drafts.ref,
      set: {
        filingType: draft.filingType,
        version: draft.version,
        values: draft.values,
        control: draft.control,
        updatedAt: now,
        expiresAt: draft.expiresAt,
        ownerBrowserHash: sql`coalesce(${drafts.ownerBrowserHash}, excluded.owner_browser_hash)`,
      },
      setWhere: ownedDraftCondition(owner),
    })
    .returning({ updatedAt: drafts.updatedAt });
  return row;
}

/**
 * The owner's draft with this ref unless it has expired; undefined for an unknown, expired or
 * someone else's draft. A browser using a draft stored before drafts had owners claims it (only
 * the first one can).
 */
export async function findOwnedLiveDraft(
  db: DbOrTx,
  ref: string,
  owner: DraftOwner,
  now: Date,
): Promise<DraftRecord | undefined> {
  const [row] = await db
    .select({
      ref: drafts.ref,
      filingType: drafts.filingType,
      version: drafts.version,
      values: drafts.values,
      control: drafts.control,
      updatedAt: drafts.updatedAt,
      ownerAccountId: drafts.ownerAccountId,
      ownerBrowserHash: drafts.ownerBrowserHash,
    })
    .from(drafts)
    .where(and(eq(drafts.ref, ref), gt(drafts.expiresAt, now), ownedDraftCondition(owner)));
  if (row === undefined) return undefined;
  const { ownerAccountId, ownerBrowserHash, ...draft } = row;
  if (isDraftOwner({ ownerAccountId, ownerBrowserHash }, owner)) return draft;
  return (await claimUnownedDraft(db, ref, owner)) ? draft : undefined;
}

/** Gives a draft stored before drafts had owners to this browser; false when it has one now. */
async function claimUnownedDraft(db: DbOrTx, ref: string, owner: DraftOwner): Promise<boolean> {
  if (owner.kind !== 'browser') return false;
  const claimed = await db
    .update(drafts)
    .set({ ownerBrowserHash: owner.browserHash })
    .where(and(eq(drafts.ref, ref), isNull(drafts.ownerBrowserHash), isNull(drafts.ownerAccountId)))
    .returning({ ref: drafts.ref });
  return claimed.length > 0;
}

/**
 * Locks the owner's live draft until the transaction ends (uploads to one draft count and add
 * their files one at a time); false when it is unknown, expired or someone else's.
 */
export async function lockOwnedLiveDraft(
  db: DbOrTx,
  ref: string,
  owner: DraftOwner,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ ref: drafts.ref })
    .from(drafts)
    .where(and(eq(drafts.ref, ref), gt(drafts.expiresAt, now), ownedDraftCondition(owner)))
    .for('update');
  return rows.length > 0;
}

const draftOwnerQuery = preparedPerConnection((db) =>
  db
    .select({ ownerAccountId: drafts.ownerAccountId, ownerBrowserHash: drafts.ownerBrowserHash })
    .from(drafts)
    .where(eq(drafts.ref, sql.placeholder('ref')))
    .prepare('draft-owner'),
);

/**
 * Whether the owner may file under this draft reference, making sure it can: a browser's draft
 * not saved yet is made now with the filing it pays for (and is then this browser's), one stored
 * before drafts had owners is claimed; a filing account's must be a draft it made, unless
 * `mustExist` is false and no draft has the reference. False for someone else's.
 */
export async function claimDraftReference(
  db: DbOrTx,
  ref: string,
  owner: DraftOwner,
  seed: { filingType: string; version: number; values: unknown; mustExist: boolean; now: Date },
): Promise<boolean> {
  if (owner.kind === 'browser') {
    const claimed = await db
      .insert(drafts)
      .values({
        ref,
        filingType: seed.filingType,
        version: seed.version,
        values: seed.values,
        control: {},
        ...draftOwnerColumns(owner),
        updatedAt: seed.now,
        expiresAt: draftExpiresAt(seed.now),
      })
      .onConflictDoUpdate({
        target: drafts.ref,
        set: {
          ownerBrowserHash: sql`coalesce(${drafts.ownerBrowserHash}, excluded.owner_browser_hash)`,
        },
        setWhere: ownedDraftCondition(owner),
      })
      .returning({ ref: drafts.ref });
    return claimed.length > 0;
  }
  const [row] = await draftOwnerQuery(db).execute({ ref });
  if (row === undefined) return !seed.mustExist;
  return isDraftOwner(row, owner);
}
