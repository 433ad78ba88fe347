// A filing account's API keys. A key is shown once, when it is issued; the registry keeps only
// its SHA-256 (a key is 32 random bytes, so a fast hash is enough: there is nothing to guess) and
// its first characters, so that people can tell keys apart. Revoked keys are kept, refused.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerConnection } from '../../db/prepared-query.ts';
import { apiKeys } from '../../db/schema.ts';
import { HttpProblem } from '../../http-errors.ts';
import { recordAuditEvent } from '../admin/audit.ts';
import { getFilingAccount, type StaffActor } from './accounts.ts';

/** What every key starts with: a scanner that finds one in a repository can tell what it is. */
const KEY_PREFIX = 'rgk_';
/** How much of a key the registry keeps and shows to tell keys apart. */
const SHOWN_LENGTH = KEY_PREFIX.length + 6;
/** The last-used time is written at most this often per key (not on every call). */
const LAST_USED_PRECISION_MS = 60_000;

/** Registrar's own wording: a key number that is not one of the account's keys. */
const unknownKeyMessage = 'There is no API key with this number in the filing account.';

export interface ApiKeyListing {
  id: number;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Issues a key to the account: the answer holds the key itself, which is never shown again. */
export async function issueApiKey(
  db: DbOrTx,
  accountId: number,
  name: string,
  actor: StaffActor,
): Promise<ApiKeyListing & { key: string }> {
  await getFilingAccount(db, accountId);
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ accountId, name, prefix: key.slice(0, SHOWN_LENGTH), keyHash: hashKey(key) })
    .returning();
  if (row === undefined) throw new Error('The API key was not stored');
  await recordAuditEvent(db, actor, {
    action: 'api-key.issue',
    subjectType: 'filing-account',
    subjectId: String(accountId),
    before: null,
    after: { keyId: row.id, name, prefix: row.prefix },
  });
  return { ...listingOf(row), key };
}

function listingOf(row: typeof apiKeys.$inferSelect): ApiKeyListing {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  };
}

/** The account's keys, revoked ones included, in the order they were issued. */
export async function listApiKeys(db: DbOrTx, accountId: number): Promise<ApiKeyListing[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.accountId, accountId))
    .orderBy(asc(apiKeys.id));
  return rows.map(listingOf);
}

/** Revokes a key at once: every later call with it is refused. Revoking twice changes nothing. */
export async function revokeApiKey(
  db: DbOrTx,
  accountId: number,
  keyId: number,
  actor: StaffActor,
  now: Date = new Date(),
): Promise<ApiKeyListing> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId)));
  if (row === undefined) throw new HttpProblem(404, unknownKeyMessage);
  if (row.revokedAt !== null) return listingOf(row);
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)))
    .returning();
  await recordAuditEvent(db, actor, {
    action: 'api-key.revoke',
    subjectType: 'filing-account',
    subjectId: String(accountId),
    before: { keyId, revokedAt: null },
    after: { keyId, revokedAt: now.toISOString() },
  });
  return listingOf(revoked ?? row);
}

/** The key a call presented, when it is a live one. */
export interface PresentedKey {
  keyId: number;
  accountId: number;
}

// On every filing-API call: built and planned once per connection.
const liveKeyQuery = preparedPerConnection((db) =>
  db
    .select({ id: apiKeys.id, accountId: apiKeys.accountId, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt)))
    .prepare('live-api-key'),
);

/** The account a presented key belongs to, or null for a key unknown or revoked. */
export async function authenticateApiKey(
  db: DbOrTx,
  presented: string,
  now: Date = new Date(),
): Promise<PresentedKey | null> {
  if (!presented.startsWith(KEY_PREFIX) || presented.length > 200) return null;
  const [row] = await liveKeyQuery(db).execute({ keyHash: hashKey(presented) });
  if (row === undefined) return null;
  const stale = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  if (row.lastUsedAt === null || row.lastUsedAt < stale)
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))),
      );
  return { keyId: row.id, accountId: row.accountId };
}
