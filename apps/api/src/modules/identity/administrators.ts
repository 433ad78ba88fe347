// The first administrator. There is no default password: an administrator is made on the command
// line (`npm run admin -- create`), or through a one-time setup link the server prints at start
// while no administrator exists. Only the link's SHA-256 is stored; using it is a conditional
// update, and making the first administrator holds a transaction lock, so of parallel uses one
// wins and the others find the link used or an administrator present.
import { staffMessages, type StaffUser } from '@registrar/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/database.ts';
import { adminSetupLinks, users } from '../../db/schema.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import { recordStaffAction } from './audit.ts';
import { hashPassword } from './passwords.ts';
import { describeUser } from './staff-accounts.ts';

function hashSetupToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Whether an active (not disabled) administrator exists. */
async function administratorExists(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.roles} @> '["admin"]'::jsonb`, isNull(users.disabledAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A new setup link's token when no administrator exists (null otherwise). The server prints
 * `/business/setup/<token>`; the link works once, for `minutes`.
 */
export async function issueSetupLink(
  db: Db,
  minutes: number,
  now: Date = new Date(),
): Promise<string | null> {
  if (await administratorExists(db)) return null;
  const token = randomBytes(32).toString('base64url');
  await db.insert(adminSetupLinks).values({
    tokenHash: hashSetupToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
  });
  return token;
}

/** Whether a setup link can still make the first administrator. */
export async function setupLinkUsable(db: Db, token: string, now: Date = new Date()) {
  const [link] = await db
    .select({ tokenHash: adminSetupLinks.tokenHash })
    .from(adminSetupLinks)
    .where(
      and(
        eq(adminSetupLinks.tokenHash, hashSetupToken(token)),
        isNull(adminSetupLinks.usedAt),
        gt(adminSetupLinks.expiresAt, now),
      ),
    );
  return link !== undefined && !(await administratorExists(db));
}

/** Serialises the making of a first administrator (any two setup links, any two processes). */
async function lockFirstAdministrator(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('registrar:first-administrator'))`);
}

/** Makes an administrator account with its own password; `via` says how, for the audit. */
async function insertAdministrator(
  tx: DbOrTx,
  input: { username: string; email: string; passwordHash: string },
  via: 'setup-link' | 'command-line',
  now: Date,
): Promise<StaffUser> {
  const [row] = await tx
    .insert(users)
    .values({
      username: input.username.trim(),
      email: input.email.trim(),
      roles: ['admin'],
      passwordHash: input.passwordHash,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (row === undefined) {
    throw new ValidationFailed([{ field: 'username', message: staffMessages.usernameTaken }]);
  }
  const after = describeUser(row, now);
  await recordStaffAction(
    tx,
    {
      actorUserId: null,
      action: 'user-created',
      subjectType: 'user',
      subjectId: row.id,
      after: { ...after, via },
    },
    now,
  );
  return after;
}

/** Uses a setup link once to make the first administrator; 410 when it cannot be used. */
export async function createFirstAdministrator(
  db: Db,
  token: string,
  input: { username: string; email: string; password: string },
  now: Date = new Date(),
): Promise<StaffUser> {
  // Hashing takes a moment: never inside the transaction (the embedded database has one connection).
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await lockFirstAdministrator(tx);
    const claimed = await tx
      .update(adminSetupLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(adminSetupLinks.tokenHash, hashSetupToken(token)),
          isNull(adminSetupLinks.usedAt),
          gt(adminSetupLinks.expiresAt, now),
        ),
      )
      .returning({ tokenHash: adminSetupLinks.tokenHash });
    if (claimed.length === 0) throw new HttpProblem(410, staffMessages.setupLinkUnusable);
    if (await administratorExists(tx)) {
      throw new HttpProblem(410, staffMessages.administratorExists);
    }
    return insertAdministrator(tx, { ...input, passwordHash }, 'setup-link', now);
  });
}

/** Makes an administrator from the command line (any number of them, each with a new username). */
export async function createAdministrator(
  db: Db,
  input: { username: string; email: string; password: string },
  now: Date = new Date(),
): Promise<StaffUser> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await lockFirstAdministrator(tx);
    return insertAdministrator(tx, { ...input, passwordHash }, 'command-line', now);
  });
}
