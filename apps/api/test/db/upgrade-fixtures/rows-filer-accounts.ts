// Rows of the Secure Business Filing tables (filer_accounts, filer_account_links) as a registry at
// the filer_accounts schema holds them, for the fixture of that schema once a later migration
// lands. The entity the accounts belong to must already be written (or be any 11-digit ID).
import type pg from 'pg';

/** The password of the verified account below (its hash is argon2id). */
export const fixtureFilerPassword = 'Fixture-Pass-1';
const fixtureFilerPasswordHash =
  '$argon2id$v=19$m=19456,t=2,p=1$F/WLKO0sHvDyvbb/Dmxp5A$dhXD55lSV88wMnnGlD3lB63HSsJy3IY6E3TgGsNJN5U';

/**
 * A verified account (signs in with fixtureFilerPassword), an unverified one with its unused
 * verification link, and a used reset link; the entity is marked protected.
 */
export async function writeFilerAccountsRows(
  client: Pick<pg.Client, 'query'>,
  now: Date,
  entityId: string,
): Promise<{ verifiedEmail: string; unverifiedEmail: string }> {
  const verifiedEmail = 'Verified.Filer@example.com';
  const unverifiedEmail = 'pending.filer@example.com';
  const day = 86_400_000;
  await client.query(
    `insert into filer_accounts (id, entity_id, email, password_hash, email_verified_at,
       failed_sign_ins, locked_until, created_at, updated_at)
     values ('6f0a1c52-9a3e-4b8e-9a51-0b7f2d1c0a01', $1, $2, $4, $5, 2, null, $6, $6),
            ('6f0a1c52-9a3e-4b8e-9a51-0b7f2d1c0a02', $1, $3, $4, null, 0, null, $6, $6)`,
    [
      entityId,
      verifiedEmail,
      unverifiedEmail,
      fixtureFilerPasswordHash,
      new Date(now.getTime() - 2 * day),
      new Date(now.getTime() - 3 * day),
    ],
  );
  await client.query(
    `insert into filer_account_links (token_hash, filer_account_id, purpose, created_at,
       expires_at, used_at)
     values ('fixture-verify-link-hash', '6f0a1c52-9a3e-4b8e-9a51-0b7f2d1c0a02', 'verify-email',
             $1, $2, null),
            ('fixture-reset-link-hash', '6f0a1c52-9a3e-4b8e-9a51-0b7f2d1c0a01', 'reset-password',
             $1, $1, $1)`,
    [new Date(now.getTime() - day), new Date(now.getTime() + day)],
  );
  await client.query(`update entities set sbf = true where entity_id = $1`, [entityId]);
  return { verifiedEmail, unverifiedEmail };
}
