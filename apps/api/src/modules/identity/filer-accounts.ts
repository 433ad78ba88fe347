// Filers' Secure Business Filing accounts: created by the browser that paid for a recorded filing
// (it holds the receipt token), usable once the email is verified through a mailed link, signed in
// to with entity ID, email and password; a forgotten password is replaced by a mailed temporary
// one, as staff accounts' are. Every rule that must hold under concurrent requests is a conditional
// update: a link is used once, attempts are claimed before the password is checked, so parallel
// guesses cannot pass the lockout together.
import { messages, sbfMessages, SIGN_IN_LOCKOUT, type Language } from '@registrar/domain';
import { and, eq, gt, isNull, min, sql } from 'drizzle-orm';
import { countSignInFailure, countSignInLockout } from '../../operations/metrics.ts';
import { createHash, randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/database.ts';
import { entities, filerAccountLinks, filerAccounts } from '../../db/schema.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import { findFilingByRef } from '../filings/filings-repository.ts';
import { receiptTokenMatches } from '../filings/receipt-token.ts';
import { renderMessage } from '../mail/message-catalogue.ts';
import { enqueueMessage } from '../mail/outbox-repository.ts';
import { findEntity } from '../registry/entity-summary.ts';
import {
  hashPassword,
  makeTemporaryPassword,
  temporaryPasswordColumns,
  temporaryPasswordHours,
  verifyPassword,
} from './passwords.ts';
import { endSessionsOfFiler, startSession } from './sessions.ts';

/** Wrong passwords in a row that lock an account. */
export const lockAfterFailures = SIGN_IN_LOCKOUT.failures;
/** How long a locked account refuses every sign-in. */
const lockMinutes = SIGN_IN_LOCKOUT.minutes;
/** How long after its filing was recorded a receipt token may open an account. */
const accountWindowDays = 7;
const verifyLinkHours = 24;

/** What a mailed link does (older databases may also hold used reset links, no longer made). */
type LinkPurpose = 'verify-email';

// Registrar's own wording.
const receiptTokenMessage =
  'An account can be created only from the browser that paid for the filing.';
const noReceiptMessage = 'There is no recorded filing with this reference.';
const tooLateMessage =
  'An account can be created from a filing only within 7 days of the filing, and only from a filing made by a filer signed in to this business.';
const notOnRecordMessage =
  'An account can be created once the business is on the record (after its effective date).';
const accountExistsMessage =
  'An account with this email already exists for this business. Log in, or use Forgot password.';
const expiredLinkMessage = 'This link has expired or has already been used. Ask for a new one.';

function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Makes a one-time link for an account and answers its token (never stored). */
async function createLink(
  tx: DbOrTx,
  filerAccountId: string,
  purpose: LinkPurpose,
  expiresAt: Date,
  now: Date,
): Promise<{ token: string; tokenHash: string }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashLinkToken(token);
  await tx
    .insert(filerAccountLinks)
    .values({ tokenHash, filerAccountId, purpose, createdAt: now, expiresAt });
  return { token, tokenHash };
}

/** Marks a link used if it is unused and unexpired; answers its account, or null. */
async function useLink(
  tx: DbOrTx,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<string | null> {
  const [used] = await tx
    .update(filerAccountLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(filerAccountLinks.tokenHash, hashLinkToken(token)),
        eq(filerAccountLinks.purpose, purpose),
        isNull(filerAccountLinks.usedAt),
        gt(filerAccountLinks.expiresAt, now),
      ),
    )
    .returning({ filerAccountId: filerAccountLinks.filerAccountId });
  return used?.filerAccountId ?? null;
}

/** Since when the entity has been protected: its first verified account, or null. */
async function protectedSince(db: DbOrTx, entityId: string): Promise<Date | null> {
  const [row] = await db
    .select({ since: min(filerAccounts.emailVerifiedAt) })
    .from(filerAccounts)
    .where(eq(filerAccounts.entityId, entityId));
  return row?.since ?? null;
}

export interface NewAccountRequest {
  refId: string;
  receiptToken: string;
  email: string;
  password: string;
}

/**
 * The entity a browser holding a filing's receipt token may open an account for, or the refusal:
 * the receipt token must be the filing's, the filing recorded in the last 7 days, and, for an
 * entity already protected, made after it became protected (so by a signed-in filer).
 */
export async function accountOfferOf(
  db: Db,
  offer: { refId: string; receiptToken: string },
  now: Date = new Date(),
): Promise<{ entityId: string; entityName: string }> {
  const filing = await findFilingByRef(db, offer.refId);
  if (filing?.receipt === null || filing?.entityId === null || filing?.filedAt === null)
    throw new HttpProblem(404, noReceiptMessage);
  if (filing === undefined) throw new HttpProblem(404, noReceiptMessage);
  if (!receiptTokenMatches(filing.receiptTokenHash, offer.receiptToken))
    throw new HttpProblem(403, receiptTokenMessage);
  const { entityId, filedAt } = filing;
  if (entityId === null || filedAt === null) throw new HttpProblem(404, noReceiptMessage);
  if (filing.adminFraudCheck || now.getTime() - filedAt.getTime() > accountWindowDays * 86_400_000)
    throw new HttpProblem(403, tooLateMessage);
  const entity = await findEntity(db, entityId);
  if (entity === undefined) throw new HttpProblem(403, notOnRecordMessage);
  const since = await protectedSince(db, entityId);
  if (since !== null && filedAt < since) throw new HttpProblem(403, tooLateMessage);
  return { entityId, entityName: entity.name };
}

/**
 * Creates (or, while unverified, replaces the password of) the account of the filing's entity for
 * an email, and mails the verification link; refused as accountOfferOf refuses.
 */
export async function createFilerAccount(
  db: Db,
  request: NewAccountRequest,
  options: { publicBaseUrl: string; now?: Date },
): Promise<{ entityId: string; email: string }> {
  const now = options.now ?? new Date();
  const { entityId, entityName } = await accountOfferOf(db, request, now);

  const email = request.email.trim();
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    // One account per entity and email (unique on lower(email)); an unverified one is taken over
    // by whoever proves they filed, a verified one is not.
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into filer_accounts (entity_id, email, password_hash, created_at, updated_at)
      values (${entityId}, ${email}, ${passwordHash}, ${now}, ${now})
      on conflict (entity_id, lower(email)) do update
        set email = excluded.email, password_hash = excluded.password_hash,
            updated_at = excluded.updated_at, failed_sign_ins = 0, locked_until = null
        where filer_accounts.email_verified_at is null
      returning id`);
    const account = inserted.rows[0];
    if (account === undefined) throw new HttpProblem(409, accountExistsMessage);
    // Earlier links of this account stop working: only the newest password can be confirmed.
    await tx
      .update(filerAccountLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(filerAccountLinks.filerAccountId, account.id),
          eq(filerAccountLinks.purpose, 'verify-email'),
          isNull(filerAccountLinks.usedAt),
        ),
      );
    const link = await createLink(
      tx,
      account.id,
      'verify-email',
      new Date(now.getTime() + verifyLinkHours * 3_600_000),
      now,
    );
    const url = `${options.publicBaseUrl}/business/login/verify/${link.token}`;
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: email.toLowerCase(),
      subject: `Confirm your Secure Business Filing account - ${entityName}`,
      body: [
        `You asked for a Secure Business Filing account for ${entityName} (ID number ${entityId}).`,
        '',
        `To confirm your email and start using the account, open this link within ${verifyLinkHours} hours:`,
        url,
        '',
        'Once the account is confirmed, filings for this business can be made only by people who log in to one of its accounts.',
        'If you did not ask for this account, ignore this message: nothing changes until the link is opened.',
        '',
        'Colorado Secretary of State - Business Division',
      ].join('\n'),
      dedupeKey: `sbf-verify:${link.tokenHash}`,
    });
    return { entityId, email };
  });
}

/**
 * Verifies an account's email from its link (once, before it expires); the entity becomes
 * protected by Secure Business Filing in the same transaction.
 */
export async function verifyFilerEmail(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ entityId: string }> {
  return db.transaction(async (tx) => {
    const filerAccountId = await useLink(tx, token, 'verify-email', now);
    if (filerAccountId === null) throw new HttpProblem(410, expiredLinkMessage);
    const [account] = await tx
      .update(filerAccounts)
      .set({
        emailVerifiedAt: sql`coalesce(${filerAccounts.emailVerifiedAt}, ${now})`,
        updatedAt: now,
      })
      .where(eq(filerAccounts.id, filerAccountId))
      .returning({ entityId: filerAccounts.entityId });
    if (account === undefined) throw new HttpProblem(410, expiredLinkMessage);
    await tx
      .update(entities)
      .set({ sbf: true, updatedAt: now })
      .where(eq(entities.entityId, account.entityId));
    return { entityId: account.entityId };
  });
}

export interface SignInRequest {
  entityId: string;
  email: string;
  password: string;
}

type FilerAccountRow = typeof filerAccounts.$inferSelect;

/**
 * Checks a password of a verified account within its attempts; false for any failure. An attempt
 * is claimed before the password is checked (a conditional update that fails while the account is
 * locked or has used its attempts), so however many guesses arrive at once, at most
 * `lockAfterFailures` are checked per lock period. A temporary password past its time is as wrong
 * as a wrong one; a right password gives every claimed attempt back.
 */
async function checkFilerPassword(
  db: Db,
  account: FilerAccountRow,
  password: string,
  now: Date,
): Promise<boolean> {
  if (account.emailVerifiedAt === null) {
    await verifyPassword(null, password);
    return false;
  }
  const [claimed] = await db
    .update(filerAccounts)
    .set({
      failedSignIns: sql`case when ${filerAccounts.lockedUntil} is null then ${filerAccounts.failedSignIns} + 1 else 1 end`,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(filerAccounts.id, account.id),
        sql`((${filerAccounts.lockedUntil} is not null and ${filerAccounts.lockedUntil} <= ${now})
          or (${filerAccounts.lockedUntil} is null and ${filerAccounts.failedSignIns} < ${lockAfterFailures}))`,
      ),
    )
    .returning({ attempts: filerAccounts.failedSignIns });
  if (claimed === undefined) {
    await verifyPassword(null, password);
    return false;
  }
  const right = await verifyPassword(account.passwordHash, password);
  const expired = account.passwordExpiresAt !== null && account.passwordExpiresAt <= now;
  if (!right || expired) {
    if (claimed.attempts >= lockAfterFailures) {
      const locked = await db
        .update(filerAccounts)
        .set({ lockedUntil: new Date(now.getTime() + lockMinutes * 60_000), updatedAt: now })
        .where(
          and(
            eq(filerAccounts.id, account.id),
            isNull(filerAccounts.lockedUntil),
            sql`${filerAccounts.failedSignIns} >= ${lockAfterFailures}`,
          ),
        )
        .returning({ id: filerAccounts.id });
      if (locked.length > 0) countSignInLockout(db, 'filer');
    }
    return false;
  }
  await db
    .update(filerAccounts)
    .set({ failedSignIns: 0, updatedAt: now })
    .where(and(eq(filerAccounts.id, account.id), isNull(filerAccounts.lockedUntil)));
  return true;
}

/**
 * Signs a filer in and answers the SBF access token. Every failure is the same 401: no account,
 * an unverified one, a locked one, a wrong or expired password. A temporary password signs in only
 * to change it (`mustChangePassword`; the token opens nothing else until then).
 */
export async function signInFiler(
  db: Db,
  request: SignInRequest,
  now: Date = new Date(),
): Promise<{ sbfAccessToken: string; mustChangePassword: boolean; expiresAt: Date }> {
  const [account] = await db
    .select()
    .from(filerAccounts)
    .where(
      and(
        eq(filerAccounts.entityId, request.entityId.trim()),
        sql`lower(${filerAccounts.email}) = lower(${request.email.trim()})`,
      ),
    );
  if (account === undefined) {
    await verifyPassword(null, request.password);
    countSignInFailure('filer');
    throw new HttpProblem(401, sbfMessages.signInRefused);
  }
  if (!(await checkFilerPassword(db, account, request.password, now))) {
    countSignInFailure('filer');
    throw new HttpProblem(401, sbfMessages.signInRefused);
  }
  const { token, absoluteExpiresAt } = await startSession(
    db,
    { kind: 'filer', filerAccountId: account.id, entityId: account.entityId },
    now,
  );
  return {
    sbfAccessToken: token,
    mustChangePassword: account.passwordMustChange,
    expiresAt: absoluteExpiresAt,
  };
}

/** Names compared as people type them: case, and runs of spaces, do not matter. */
function sameName(a: string, b: string): boolean {
  const normal = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(a) === normal(b);
}

/**
 * Mails a temporary password when the entity ID, its name and the email match a verified account;
 * otherwise does nothing. The caller answers the same either way, and the work is the same too (a
 * password is made and hashed whether or not they match). The temporary password replaces the old
 * one, lifts the lock, ends the account's sessions, works for `temporaryPasswordHours` and only to
 * change it.
 */
export async function requestFilerPasswordReset(
  db: Db,
  request: { entityId: string; name: string; email: string },
  options: { publicBaseUrl: string; language?: Language; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const temporaryPassword = makeTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const entity = await findEntity(db, request.entityId.trim());
  if (entity === undefined || !sameName(entity.name, request.name)) return;
  const [account] = await db
    .select({ id: filerAccounts.id, email: filerAccounts.email })
    .from(filerAccounts)
    .where(
      and(
        eq(filerAccounts.entityId, entity.entityId),
        sql`lower(${filerAccounts.email}) = lower(${request.email.trim()})`,
        sql`${filerAccounts.emailVerifiedAt} is not null`,
      ),
    );
  if (account === undefined) return;
  await db.transaction(async (tx) => {
    await tx
      .update(filerAccounts)
      .set(temporaryPasswordColumns(passwordHash, now))
      .where(eq(filerAccounts.id, account.id));
    await endSessionsOfFiler(tx, account.id, now);
    const signInUrl = new URL('/business/login', options.publicBaseUrl);
    signInUrl.searchParams.set('entityId', entity.entityId);
    // In the language of the filer who asked for it.
    const message = renderMessage(
      'sbf-temporary-password',
      {
        entityName: entity.name,
        entityId: entity.entityId,
        email: account.email,
        temporaryPassword,
        signInUrl: signInUrl.toString(),
        validHours: temporaryPasswordHours,
      },
      options.language,
    );
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: account.email.toLowerCase(),
      subject: message.subject,
      body: message.text,
      html: message.html,
      language: message.language,
      dedupeKey: `sbf-temporary-password:${account.id}:${now.toISOString()}:${passwordHash.slice(-12)}`,
    });
  });
}

/**
 * Changes a signed-in filer's password after checking the current (or temporary) one within the
 * account's attempts. Every session of the account ends, the one that made the change too: the
 * filer is signed out and signs in again with the new password.
 */
export async function changeFilerPassword(
  db: Db,
  request: { filerAccountId: string; password: string; newPassword: string },
  now: Date = new Date(),
): Promise<void> {
  const wrong = new ValidationFailed([
    { field: 'password', message: messages.passwordDoesNotMatchRecords },
  ]);
  const [account] = await db
    .select()
    .from(filerAccounts)
    .where(eq(filerAccounts.id, request.filerAccountId));
  if (account === undefined) throw wrong;
  if (!(await checkFilerPassword(db, account, request.password, now))) throw wrong;
  const passwordHash = await hashPassword(request.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(filerAccounts)
      .set({ passwordHash, passwordMustChange: false, passwordExpiresAt: null, updatedAt: now })
      .where(eq(filerAccounts.id, account.id));
    await endSessionsOfFiler(tx, account.id, now);
  });
}
