// Password hashing for staff and filers' accounts: argon2id (the library's default algorithm, with
// its default cost of 19 MiB and two passes, OWASP's minimum recommendation), and temporary
// passwords.
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** An argon2id hash of the password, in the PHC string format ($argon2id$...). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified when there is no account, so an unknown account takes as long as a wrong password and
// timing does not tell which accounts exist.
let unknownAccountHash: Promise<string> | undefined;

/** Whether the password matches the hash; without a hash, false after the same work. */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  unknownAccountHash ??= hash(randomBytes(16).toString('base64url'));
  const target = passwordHash ?? (await unknownAccountHash);
  const matches = await verify(target, password).catch(() => false);
  return passwordHash !== null && matches;
}

/** A temporary password works this long, and only to choose a new one (staff and filers alike). */
export const temporaryPasswordHours = 24;

/**
 * The columns an account (staff `users`, `filer_accounts`) takes when a temporary password replaces
 * its password: due to be changed, expiring, and the lock lifted (the old password is gone).
 */
export function temporaryPasswordColumns(passwordHash: string, now: Date) {
  return {
    passwordHash,
    passwordMustChange: true,
    passwordExpiresAt: new Date(now.getTime() + temporaryPasswordHours * 3_600_000),
    failedSignIns: 0,
    lockedUntil: null,
    updatedAt: now,
  };
}

/** A temporary password: 20 random letters and digits (about 115 bits), easy to copy from a mail. */
export function makeTemporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  let password = '';
  while (password.length < 20) {
    for (const byte of randomBytes(64)) {
      // Rejection sampling keeps every character equally likely.
      if (byte >= 256 - (256 % alphabet.length)) continue;
      password += alphabet[byte % alphabet.length];
      if (password.length === 20) break;
    }
  }
  return password;
}
