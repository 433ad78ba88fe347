// A registry as it stood with migrations 0000-0004 applied: the 0003 registry plus the people who
// sign in. A local administrator and one whose account comes from an identity provider, a filer's
// Secure Business Filing account, a live session of each kind, a used setup link and audit rows.
// Stays as it is once a later migration lands.
import type pg from 'pg';
import { filingValuesVersionSchemaFixture } from './0003_filing_values_version.ts';
import type { UpgradeFixture } from './upgrade-fixture.ts';

const administrator = 'a1d3c0de-0000-4000-8000-000000000001';
const providerAdministrator = 'a1d3c0de-0000-4000-8000-000000000002';
const filerAccount = 'f11e4acc-0000-4000-8000-000000000001';

async function writeIdentitySchemaData(client: Pick<pg.Client, 'query'>, now: Date): Promise<void> {
  // The older writers also fill the placeholder sessions table, which 0004 replaced: their
  // statements for it have no place in this schema, everything else they write does.
  const withoutPlaceholderSessions = new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      return (text: string, values?: unknown[]) =>
        /^\s*insert into sessions \(id,/.test(text)
          ? Promise.resolve({ rows: [], rowCount: 0 })
          : target.query(text, values);
    },
  });
  await filingValuesVersionSchemaFixture.write(withoutPlaceholderSessions, now);
  const { sample } = filingValuesVersionSchemaFixture;
  const hour = 3_600_000;
  await client.query(
    `insert into users (id, username, email, first_name, last_name, bsf_id, roles, password_hash,
       password_must_change, password_expires_at, failed_sign_ins, locked_until)
     values ($1, 'ghernandez', 'g.hernandez@sos.example.gov', 'Gloria', 'Hernandez', 'BSF0042',
       '["admin"]', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g',
       false, null, 1, null)`,
    [administrator],
  );
  await client.query(
    `insert into users (id, username, email, roles, oidc_issuer, oidc_subject, disabled_at)
     values ($1, 'pchen', 'p.chen@sos.example.gov', '["admin"]', 'https://login.sos.example.gov',
       'subject-8842', $2)`,
    [providerAdministrator, new Date(now.getTime() - 24 * hour)],
  );
  await client.query(
    `insert into filer_accounts (id, entity_id, email, password_hash, email_verified_at)
     values ($1, $2, 'owner@larkspur.example', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
       '2026-10-02T17:00:00Z')`,
    [filerAccount, sample.entity.entityId],
  );
  await client.query(
    `insert into sessions (token_hash, kind, user_id, idle_expires_at, absolute_expires_at)
     values ('upgrade-staff-session-hash', 'staff', $1, $2, $3)`,
    [administrator, new Date(now.getTime() + hour), new Date(now.getTime() + 8 * hour)],
  );
  await client.query(
    `insert into sessions (token_hash, kind, filer_account_id, entity_id, idle_expires_at,
       absolute_expires_at)
     values ('upgrade-filer-session-hash', 'filer', $1, $2, $3, $4)`,
    [
      filerAccount,
      sample.entity.entityId,
      new Date(now.getTime() + hour),
      new Date(now.getTime() + 8 * hour),
    ],
  );
  await client.query(
    `insert into admin_setup_links (token_hash, expires_at, used_at)
     values ('upgrade-setup-link-hash', $1, $2)`,
    [new Date(now.getTime() - 2 * hour), new Date(now.getTime() - 3 * hour)],
  );
  await client.query(
    `insert into audit_events (actor_user_id, action, subject_type, subject_id, before, after)
     values ($1, 'user.create', 'user', $2, null, '{"username":"pchen","roles":["admin"]}')`,
    [administrator, providerAdministrator],
  );
}

export const identitySchemaFixture: UpgradeFixture = {
  schema: '0004_identity',
  write: writeIdentitySchemaData,
  sample: filingValuesVersionSchemaFixture.sample,
};
