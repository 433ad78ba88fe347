// Rows of the identity tables (migration 0004_identity) for the upgrade fixture of a schema that
// has them: an administrator with a password, a locked clerk with a temporary password, an
// identity-provider account, a filer account, live and ended sessions, a spent setup link and
// audit rows. Hashes are of made-up values; nothing here signs anyone in.
import type pg from 'pg';

/** Writes identity rows as of `now` (the tables of 0004_identity must exist). */
export async function writeIdentityRows(client: pg.Client, now: Date): Promise<void> {
  const hour = 3_600_000;
  const later = new Date(now.getTime() + hour);
  await client.query(
    `insert into users (id, username, email, first_name, last_name, bsf_id, roles, password_hash,
       password_must_change, password_expires_at, failed_sign_ins, locked_until, oidc_issuer,
       oidc_subject, disabled_at, created_at, updated_at)
     values
       ('0e7c1a52-7f1c-4b8e-9a43-2d1f6a0b0001', 'upgrade-admin', 'upgrade-admin@sos.example.gov',
        'Ada', 'Admin', 'BSF-1', '["admin"]', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA',
        false, null, 0, null, null, null, null, $1, $1),
       ('0e7c1a52-7f1c-4b8e-9a43-2d1f6a0b0002', 'upgrade-clerk', 'upgrade-clerk@sos.example.gov',
        '', '', null, '[]', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$dGVtcA',
        true, $2, 5, $2, null, null, null, $1, $1),
       ('0e7c1a52-7f1c-4b8e-9a43-2d1f6a0b0003', 'upgrade-oidc', 'upgrade-oidc@sos.example.gov',
        'Ola', 'Provider', null, '["admin"]', null, false, null, 0, null,
        'https://id.example.gov', 'subject-3', null, $1, $1)`,
    [now, later],
  );
  await client.query(
    `insert into filer_accounts (id, entity_id, email, password_hash, email_verified_at, created_at, updated_at)
     values ('0e7c1a52-7f1c-4b8e-9a43-2d1f6a0b0101', '20261000001', 'filer@example.com',
             '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$ZmlsZXI', $1, $1, $1)`,
    [now],
  );
  await client.query(
    `insert into sessions (token_hash, kind, user_id, filer_account_id, entity_id, created_at,
       last_seen_at, idle_expires_at, absolute_expires_at, ended_at)
     values
       ('upgrade-staff-session', 'staff', '0e7c1a52-7f1c-4b8e-9a43-2d1f6a0b0001', null, null,
        $1, $1, $2, $2, null),
       ('upgrade-filer-session', 'filer', null, '0e7c1a52-7f1c-4b8e-9a43-2d1f6a0b0101',
        '20261000001', $1, $1, $2, $2, $1)`,
    [now, later],
  );
  await client.query(
    `insert into admin_setup_links (token_hash, created_at, expires_at, used_at)
     values ('upgrade-setup-link', $1, $2, $1)`,
    [now, later],
  );
  await client.query(
    `insert into audit_events (at, actor_user_id, action, subject_type, subject_id, before, after, client_address)
     values
       ($1, null, 'user-created', 'user', '0e7c1a52-7f1c-4b8e-9a43-2d1f6a0b0001', null,
        '{"username":"upgrade-admin","via":"command-line"}', null),
       ($1, '0e7c1a52-7f1c-4b8e-9a43-2d1f6a0b0001', 'user-updated', 'user',
        '0e7c1a52-7f1c-4b8e-9a43-2d1f6a0b0002', '{"roles":[]}', '{"roles":[]}', '127.0.0.1')`,
    [now],
  );
}
