// Local staff accounts: sign-in with a password (attempts limited per account by conditional
// updates, so parallel guesses cannot pass the limit), temporary passwords by mail, password
// changes, and the administrators' create, change and search. Every staff action is audited.
import {
  messages,
  SIGN_IN_LOCKOUT,
  staffMessages,
  type PasswordResetRequest,
  type StaffUser,
} from '@registrar/domain';
import { and, asc, eq, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import { countSignInFailure, countSignInLockout } from '../../operations/metrics.ts';
import type { Db, DbOrTx } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import { renderMessage } from '../mail/message-catalogue.ts';
import { enqueueMessage } from '../mail/outbox-repository.ts';
import { recordStaffAction } from './audit.ts';
import {
  hashPassword,
  makeTemporaryPassword,
  temporaryPasswordColumns,
  temporaryPasswordHours,
  verifyPassword,
} from './passwords.ts';
import { endOtherSessionsOfUser, endSessionsOfUser } from './sessions.ts';

/** Failed attempts that lock an account, and for how long. */
const maxSignInAttempts = SIGN_IN_LOCKOUT.failures;
const lockMinutes = SIGN_IN_LOCKOUT.minutes;

type UserRow = typeof users.$inferSelect;

/** The account as the user manager shows it (and as the audit records it): no secrets. */
export function describeUser(row: UserRow, now: Date = new Date()): StaffUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    bsfId: row.bsfId,
    roles: row.roles,
    disabled: row.disabledAt !== null,
    locked: row.lockedUntil !== null && row.lockedUntil > now,
    signsInWith: row.oidcSubject === null ? 'password' : 'identity-provider',
  };
}

async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username.trim()})`)
    .limit(1);
  return row;
}

/**
 * Takes one of the account's attempts before its password is checked. A single conditional
 * UPDATE (the row lock orders parallel attempts): it succeeds only while the account is not
 * locked, counts the attempt, and locks the account with the last one. An expired lock starts
 * a new count. Null: locked, no attempt left; otherwise whether this attempt was the last one
 * (the account is locked unless its password is right).
 */
async function takeSignInAttempt(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<{ last: boolean } | null> {
  const lockEnds = new Date(now.getTime() + lockMinutes * 60_000);
  const lockExpired = sql`(${users.lockedUntil} is not null and ${users.lockedUntil} <= ${now})`;
  const attempts = sql`(case when ${lockExpired} then 1 else ${users.failedSignIns} + 1 end)`;
  const taken = await db
    .update(users)
    .set({
      failedSignIns: sql`${attempts}`,
      lockedUntil: sql`case when ${attempts} >= ${maxSignInAttempts} then ${lockEnds}::timestamptz else null end`,
    })
    .where(and(eq(users.id, userId), or(isNull(users.lockedUntil), lte(users.lockedUntil, now))))
    .returning({ attempts: users.failedSignIns });
  const attempt = taken[0];
  return attempt === undefined ? null : { last: attempt.attempts >= maxSignInAttempts };
}

/** A right password gives every attempt back. */
async function clearSignInAttempts(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ failedSignIns: 0, lockedUntil: null }).where(eq(users.id, userId));
}

/** Checks a password of a local account within its attempts; false for any failure. */
async function checkPasswordWithinAttempts(
  db: DbOrTx,
  row: UserRow,
  password: string,
  now: Date,
): Promise<boolean> {
  if (row.passwordHash === null || row.disabledAt !== null) {
    await verifyPassword(null, password);
    return false;
  }
  const attempt = await takeSignInAttempt(db, row.id, now);
  if (attempt === null) {
    await verifyPassword(null, password);
    return false;
  }
  if (!(await verifyPassword(row.passwordHash, password))) {
    if (attempt.last) countSignInLockout(db, 'staff');
    return false;
  }
  // A temporary password past its time is as wrong as a wrong one.
  if (row.passwordExpiresAt !== null && row.passwordExpiresAt <= now) return false;
  await clearSignInAttempts(db, row.id);
  return true;
}

/** Signs in with username and password: the account, or null whatever went wrong. */
export async function signInWithPassword(
  db: Db,
  input: { username: string; password: string; clientAddress: string },
  now: Date = new Date(),
): Promise<UserRow | null> {
  const row = await findUserByUsername(db, input.username);
  if (row === undefined) {
    await verifyPassword(null, input.password);
    countSignInFailure('staff');
    return null;
  }
  const accepted = await checkPasswordWithinAttempts(db, row, input.password, now);
  if (!accepted) countSignInFailure('staff');
  await recordStaffAction(
    db,
    {
      actorUserId: accepted ? row.id : null,
      action: accepted ? 'signed-in' : 'sign-in-refused',
      subjectType: 'user',
      subjectId: row.id,
      clientAddress: input.clientAddress,
    },
    now,
  );
  return accepted ? row : null;
}

/** The temporary-password mail, from the message catalogue. */
function temporaryPasswordMail(
  row: UserRow,
  temporaryPassword: string,
  reason: string,
  signInUrl: string,
) {
  const message = renderMessage('temporary-password', {
    userName: row.username,
    temporaryPassword,
    signInUrl,
    reason,
    validHours: temporaryPasswordHours,
  });
  return { subject: message.subject, body: message.text, html: message.html };
}

/**
 * Emails a temporary password when username and email belong to one local account. The caller
 * answers the same either way; the work is the same too (a hash is made whether or not they match).
 */
export async function resetPassword(
  db: Db,
  input: PasswordResetRequest & { clientAddress: string; signInUrl: string },
  now: Date = new Date(),
): Promise<void> {
  const temporaryPassword = makeTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const row = await findUserByUsername(db, input.userId);
  const matches =
    row !== undefined &&
    row.email.trim().toLowerCase() === input.email.trim().toLowerCase() &&
    row.oidcSubject === null &&
    row.disabledAt === null;
  if (!matches) return;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set(temporaryPasswordColumns(passwordHash, now))
      .where(eq(users.id, row.id));
    await endSessionsOfUser(tx, row.id, now);
    const mail = temporaryPasswordMail(
      row,
      temporaryPassword,
      'Someone asked for a new password for your staff account.',
      input.signInUrl,
    );
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: row.email,
      ...mail,
      dedupeKey: `password-reset:${row.id}:${now.toISOString()}:${passwordHash.slice(-12)}`,
    });
    await recordStaffAction(
      tx,
      {
        actorUserId: null,
        action: 'password-reset',
        subjectType: 'user',
        subjectId: row.id,
        clientAddress: input.clientAddress,
      },
      now,
    );
  });
}

/**
 * Changes the signed-in user's password after checking the current one (within the account's
 * attempts), and ends their other sessions.
 */
export async function changePassword(
  db: Db,
  input: {
    userId: string;
    tokenHash: string;
    password: string;
    newPassword: string;
    clientAddress: string;
  },
  now: Date = new Date(),
): Promise<void> {
  const [row] = await db.select().from(users).where(eq(users.id, input.userId)).limit(1);
  const wrong = new ValidationFailed([
    { field: 'password', message: messages.passwordDoesNotMatchRecords },
  ]);
  if (row === undefined) throw wrong;
  if (!(await checkPasswordWithinAttempts(db, row, input.password, now))) throw wrong;
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordMustChange: false,
        passwordExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(users.id, row.id));
    await endOtherSessionsOfUser(tx, row.id, input.tokenHash, now);
    await recordStaffAction(
      tx,
      {
        actorUserId: row.id,
        action: 'password-changed',
        subjectType: 'user',
        subjectId: row.id,
        clientAddress: input.clientAddress,
      },
      now,
    );
  });
}

/** A new staff account, made by an administrator; its temporary password goes by mail. */
export async function createStaffUser(
  db: Db,
  input: {
    actorUserId: string;
    clientAddress: string;
    /** Where the temporary password is used (the staff sign-in page). */
    signInUrl: string;
    username: string;
    email: string;
    firstName: string;
    lastName: string;
    bsfId: string | null;
    roles: string[];
  },
  now: Date = new Date(),
): Promise<StaffUser> {
  const temporaryPassword = makeTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username: input.username.trim(),
        email: input.email.trim(),
        firstName: input.firstName,
        lastName: input.lastName,
        bsfId: input.bsfId === '' ? null : input.bsfId,
        roles: [...new Set(input.roles)],
        passwordHash,
        passwordMustChange: true,
        passwordExpiresAt: new Date(now.getTime() + temporaryPasswordHours * 3_600_000),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (row === undefined) throw new HttpProblem(409, staffMessages.usernameTaken);
    const mail = temporaryPasswordMail(
      row,
      temporaryPassword,
      'An administrator made you a staff account. Your username is ' + row.username + '.',
      input.signInUrl,
    );
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: row.email,
      ...mail,
      dedupeKey: `staff-account:${row.id}`,
    });
    const after = describeUser(row, now);
    await recordStaffAction(
      tx,
      {
        actorUserId: input.actorUserId,
        action: 'user-created',
        subjectType: 'user',
        subjectId: row.id,
        after,
        clientAddress: input.clientAddress,
      },
      now,
    );
    return after;
  });
}

/** Changes a staff account; an administrator cannot demote or disable themselves. */
export async function updateStaffUser(
  db: Db,
  input: {
    actorUserId: string;
    clientAddress: string;
    id: string;
    email?: string | undefined;
    firstName?: string | undefined;
    lastName?: string | undefined;
    bsfId?: string | null | undefined;
    roles?: string[] | undefined;
    disabled?: boolean | undefined;
  },
  now: Date = new Date(),
): Promise<StaffUser> {
  if (
    input.id === input.actorUserId &&
    (input.disabled === true || (input.roles !== undefined && !input.roles.includes('admin')))
  ) {
    throw new HttpProblem(409, staffMessages.cannotDemoteSelf);
  }
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, input.id)).for('update');
    if (current === undefined) throw new HttpProblem(404, 'There is no user with that id.');
    const [row] = await tx
      .update(users)
      .set({
        ...(input.email === undefined ? {} : { email: input.email.trim() }),
        ...(input.firstName === undefined ? {} : { firstName: input.firstName }),
        ...(input.lastName === undefined ? {} : { lastName: input.lastName }),
        ...(input.bsfId === undefined ? {} : { bsfId: input.bsfId === '' ? null : input.bsfId }),
        ...(input.roles === undefined ? {} : { roles: [...new Set(input.roles)] }),
        ...(input.disabled === undefined
          ? {}
          : { disabledAt: input.disabled ? (current.disabledAt ?? now) : null }),
        updatedAt: now,
      })
      .where(eq(users.id, input.id))
      .returning();
    if (row === undefined) throw new HttpProblem(404, 'There is no user with that id.');
    if (row.disabledAt !== null && current.disabledAt === null) {
      await endSessionsOfUser(tx, row.id, now);
    }
    const before = describeUser(current, now);
    const after = describeUser(row, now);
    await recordStaffAction(
      tx,
      {
        actorUserId: input.actorUserId,
        action: 'user-updated',
        subjectType: 'user',
        subjectId: row.id,
        before,
        after,
        clientAddress: input.clientAddress,
      },
      now,
    );
    return after;
  });
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const searchLimit = 50;

/** The account with this id, or with this username. */
export async function findUsersById(db: Db, userId: string): Promise<StaffUser[]> {
  const value = userId.trim();
  const rows = await db
    .select()
    .from(users)
    .where(
      uuidPattern.test(value)
        ? eq(users.id, value.toLowerCase())
        : sql`lower(${users.username}) = lower(${value})`,
    )
    .limit(1);
  return rows.map((row) => describeUser(row));
}

/** Accounts whose username, first name or last name starts with this text. */
export async function findUsersByName(db: Db, name: string): Promise<StaffUser[]> {
  const prefix = `${name.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db
    .select()
    .from(users)
    .where(
      or(
        ilike(users.username, prefix),
        ilike(users.firstName, prefix),
        ilike(users.lastName, prefix),
      ),
    )
    .orderBy(asc(users.username))
    .limit(searchLimit);
  return rows.map((row) => describeUser(row));
}

/** Accounts with this BSF id. */
export async function findUsersByBsf(db: Db, bsfId: string): Promise<StaffUser[]> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.bsfId, bsfId.trim()))
    .orderBy(asc(users.username))
    .limit(searchLimit);
  return rows.map((row) => describeUser(row));
}
