// SQL for drafts: the filing in progress, referenced from the browser's session storage.
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { drafts } from '../../db/schema.ts';

export interface DraftRecord {
  ref: string;
  filingType: string;
  version: number;
  values: unknown;
  control: unknown;
  updatedAt: Date;
}

/** Inserts or replaces a draft and moves its expiry forward. */
export async function upsertDraft(
  db: DbOrTx,
  draft: {
    ref: string;
    filingType: string;
    version: number;
    values: unknown;
    control: unknown;
    expiresAt: Date;
  },
): Promise<{ updatedAt: Date }> {
  const now = new Date();
  const [row] = await db
    .insert(drafts)
    .values({ ...draft, updatedAt: now })
    .onConflictDoUpdate({
      target: drafts.ref,
      set: {
        filingType: draft.filingType,
        version: draft.version,
        values: draft.values,
        control: draft.control,
        updatedAt: now,
        expiresAt: draft.expiresAt,
      },
    })
    .returning({ updatedAt: drafts.updatedAt });
  if (row === undefined) throw new Error('Draft upsert returned no row');
  return row;
}

/** The draft with this ref unless it has expired. */
export async function findLiveDraft(
  db: DbOrTx,
  ref: string,
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
    })
    .from(drafts)
    .where(and(eq(drafts.ref, ref), gt(drafts.expiresAt, now)));
  return row;
}
