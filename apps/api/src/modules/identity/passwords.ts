// Password hashes: argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends.
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** The argon2id hash of a password, to store. */
export function hashPassword(password: string): Promise<string> {
  // Algorithm.Argon2id: a const enum, which this compilation cannot read from the declarations.
  return hash(password, { algorithm: 2 });
}

// A hash no password is known for: checking against it when there is no account makes a refusal
// take as long as a wrong password, so timing does not tell which accounts exist.
let standIn: Promise<string> | undefined;

/** True when `password` is the one `storedHash` was made from; no hash compares as a refusal. */
export async function passwordMatches(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash === null) {
    standIn ??= hashPassword(randomBytes(24).toString('base64url'));
    await verify(await standIn, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
