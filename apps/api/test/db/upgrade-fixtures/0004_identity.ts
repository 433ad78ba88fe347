// A registry as it stood with migrations 0000-0004 applied. Migration 0004 added the people who
// sign in (staff users, filers' accounts), their sessions, one-time admin setup links and the
// audit of staff actions, and replaced the placeholder sessions table; the registry written for
// 0003 is still valid here, and this adds a row to each new table. Stays as it is once a later
// migration lands.
import type pg from 'pg';
import { createHash } from 'node:crypto';
import { filingValuesVersionSchemaFixture } from './0003_filing_values_version.ts';
import type { UpgradeFixture } from './upgrade-fixture.ts';

const sample = filingValuesVersionSchemaFixture.sample;
const hour = 3_600_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The client, except that the older writers' row for the placeholder sessions table is left out:
 * 0004 replaced that table (no release ever wrote to it), so the row has nowhere to go.
 */
function withoutPlaceholderSession(client: pg.Client): pg.Client {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      return (text: string, values?: unknown[]) =>
        /^\s*insert into sessions \(id,/i.test(text)
          ? Promise.resolve({ rows: [], rowCount: 0 })
          : target.query(text, values);
    },
  });
}

async function writeIdentitySchemaData(client: pg.Client, now: Date): Promise<void> {
  await filingValuesVersionSchemaFixture.write(withoutPlaceholderSession(client), now);
  await client.query(
    `insert into users (id, username, email, first_name, last_name, roles, password_hash,
       created_at, updated_at)
     values ('0b1e6a10-5c2d-4f7e-8a9b-1c2d3e4f5a60', 'jdoe', 'jdoe@sos.example.gov', 'Jane', 'Doe',
             '["admin"]'::jsonb, '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
             $1, $1)`,
    [new Date(now.getTime() - 48 * hour)],
  );
  await client.query(
    `insert into filer_accounts (id, entity_id, email, password_hash, email_verified_at,
       created_at, updated_at)
     values ('6f0a1c52-9a3e-4b8e-9a51-0b7f2d1c0a10', $1, 'owner@example.com',
             '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo', $2, $2, $2)`,
    [sample.entity.entityId, new Date(now.getTime() - 24 * hour)],
  );
  await client.query(
    `insert into sessions (token_hash, kind, user_id, filer_account_id, entity_id, created_at,
       last_seen_at, idle_expires_at, absolute_expires_at)
     values ($1, 'staff', '0b1e6a10-5c2d-4f7e-8a9b-1c2d3e4f5a60', null, null, $3, $3, $4, $5),
            ($2, 'filer', null, '6f0a1c52-9a3e-4b8e-9a51-0b7f2d1c0a10', $6, $3, $3, $4, $5)`,
    [
      sha256('fixture staff session'),
      sha256('fixture filer session'),
      now,
      new Date(now.getTime() + hour),
      new Date(now.getTime() + 12 * hour),
      sample.entity.entityId,
    ],
  );
  await client.query(
    `insert into admin_setup_links (token_hash, created_at, expires_at, used_at)
     values ($1, $2, $3, $3)`,
    [
      sha256('fixture setup link'),
      new Date(now.getTime() - 72 * hour),
      new Date(now.getTime() - 71 * hour),
    ],
  );
  await client.query(
    `insert into audit_events (actor_user_id, action, subject_type, subject_id, before, after,
       client_address)
     values ('0b1e6a10-5c2d-4f7e-8a9b-1c2d3e4f5a60', 'user.create', 'user',
             '0b1e6a10-5c2d-4f7e-8a9b-1c2d3e4f5a60', null, '{"username":"jdoe"}'::jsonb,
             '127.0.0.1')`,
  );
}

export const identitySchemaFixture: UpgradeFixture = {
  schema: '0004_identity',
  write: writeIdentitySchemaData,
  sample,
};
