// Signed-in sessions kept in the database. The client holds a random token (a cookie for staff, a
// bearer SBF access token for filers); the table holds only its SHA-256, so reading the table does
// not let anyone act as a signed-in person. Every lookup checks both expiries and slides the idle
// one forward, at most once a minute per session so busy pages do not write on every request.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/database.ts';
import { filerAccounts, sessions, users } from '../../db/schema.ts';

/** A staff session ends after this long without a request (the wizard's idle limit). */
export const staffIdleMinutes = 120;
/** A filer's SBF access token ends after this long without a request. */
const filerIdleMinutes = 30;
/** However active, a session ends this long after sign-in. */
export const absoluteSessionHours = 12;
/** The idle expiry is written again only when it is at least this old, to spare busy pages. */
const touchEverySeconds = 60;

type SessionKind = 'staff' | 'filer';

/** Who is calling, as the server knows it from the session. */
export type SignedIn =
  | {
      kind: 'staff';
      tokenHash: string;
      userId: string;
      username: string;
      roles: string[];
      /** Signed in with a temporary password: only a password change is allowed. */
      mustChangePassword: boolean;
    }
  | {
      kind: 'filer';
      tokenHash: string;
      filerAccountId: string;
      entityId: string;
      email: string;
      /** Signed in with a temporary password: only a password change is allowed. */
      mustChangePassword: boolean;
    };

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function idleMinutesOf(kind: SessionKind): number {
  return kind === 'staff' ? staffIdleMinutes : filerIdleMinutes;
}

/** Starts a session and answers the token to hand the client (never stored). */
export async function startSession(
  db: DbOrTx,
  owner:
    { kind: 'staff'; userId: string } | { kind: 'filer'; filerAccountId: string; entityId: string },
  now: Date = new Date(),
): Promise<{ token: string; absoluteExpiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const absoluteExpiresAt = new Date(now.getTime() + absoluteSessionHours * 3_600_000);
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    kind: owner.kind,
    userId: owner.kind === 'staff' ? owner.userId : null,
    filerAccountId: owner.kind === 'filer' ? owner.filerAccountId : null,
    entityId: owner.kind === 'filer' ? owner.entityId : null,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: new Date(now.getTime() + idleMinutesOf(owner.kind) * 60_000),
    absoluteExpiresAt,
  });
  return { token, absoluteExpiresAt };
}

/**
 * The live session of a token, or null. A session of a disabled staff account is not live. The
 * idle expiry slides forward (conditionally, so concurrent requests write it once).
 */
export async function findSession(
  db: DbOrTx,
  token: string,
  now: Date = new Date(),
): Promise<SignedIn | null> {
  if (token.length < 20 || token.length > 100) return null;
  const tokenHash = hashSessionToken(token);
  const [row] = await db
    .select({
      kind: sessions.kind,
      lastSeenAt: sessions.lastSeenAt,
      userId: sessions.userId,
      username: users.username,
      roles: users.roles,
      userDisabledAt: users.disabledAt,
      passwordMustChange: users.passwordMustChange,
      filerAccountId: sessions.filerAccountId,
      entityId: sessions.entityId,
      filerEmail: filerAccounts.email,
      filerMustChangePassword: filerAccounts.passwordMustChange,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(filerAccounts, eq(filerAccounts.id, sessions.filerAccountId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.endedAt),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
      ),
    )
    .limit(1);
  if (row === undefined) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= touchEverySeconds * 1000) {
    await db
      .update(sessions)
      .set({
        lastSeenAt: now,
        idleExpiresAt: new Date(now.getTime() + idleMinutesOf(row.kind) * 60_000),
      })
      .where(and(eq(sessions.tokenHash, tokenHash), sql`${sessions.lastSeenAt} < ${now}`));
  }
  if (row.kind === 'staff') {
    if (row.userId === null || row.username === null || row.userDisabledAt !== null) return null;
    return {
      kind: 'staff',
      tokenHash,
      userId: row.userId,
      username: row.username,
      roles: row.roles ?? [],
      mustChangePassword: row.passwordMustChange ?? false,
    };
  }
  if (row.filerAccountId === null || row.entityId === null || row.filerEmail === null) return null;
  return {
    kind: 'filer',
    tokenHash,
    filerAccountId: row.filerAccountId,
    entityId: row.entityId,
    email: row.filerEmail,
    mustChangePassword: row.filerMustChangePassword ?? false,
  };
}

/** Ends one session (sign-out). Ending an ended or unknown session is not an error. */
export async function endSession(db: DbOrTx, tokenHash: string, now: Date = new Date()) {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)));
}

/** Ends every session of a staff account (password changed or reset, account disabled). */
export async function endSessionsOfUser(db: DbOrTx, userId: string, now: Date = new Date()) {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));
}

/** Ends every session of a filer's account (a temporary password mailed, the password changed). */
export async function endSessionsOfFiler(
  db: DbOrTx,
  filerAccountId: string,
  now: Date = new Date(),
) {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.filerAccountId, filerAccountId), isNull(sessions.endedAt)));
}

/** Ends every session of a staff account but one (a password changed in that session). */
export async function endOtherSessionsOfUser(
  db: DbOrTx,
  userId: string,
  keptTokenHash: string,
  now: Date = new Date(),
) {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.tokenHash, keptTokenHash),
        isNull(sessions.endedAt),
      ),
    );
}
