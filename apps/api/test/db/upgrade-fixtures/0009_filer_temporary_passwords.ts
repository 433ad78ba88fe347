// A registry as it stood with migrations 0000-0009 applied: the 0008 registry plus a filer account
// given a temporary password that must be changed and expires in a day, and the unverified account
// holding one that expires in a week. Stays as it is once a later migration lands.
import { mailAndJobsSchemaFixture } from './0008_mail_and_jobs.ts';
import type { UpgradeFixture } from './upgrade-fixture.ts';

export const filerTemporaryPasswordsSchemaFixture: UpgradeFixture = {
  schema: '0009_filer_temporary_passwords',
  async write(client, now) {
    await mailAndJobsSchemaFixture.write(client, now);
    const day = 86_400_000;
    // Another account of the protected entity, holding a temporary password that must be
    // changed before it expires (the verified account's hash, so the fixture keeps one password).
    await client.query(
      `insert into filer_accounts (id, entity_id, email, password_hash, email_verified_at,
         failed_sign_ins, locked_until, password_must_change, password_expires_at, created_at,
         updated_at)
       select '6f0a1c52-9a3e-4b8e-9a51-0b7f2d1c0a03', entity_id, 'temporary.filer@example.com',
         password_hash, $1, 0, null, true, $2, $1, $1
       from filer_accounts where id = '6f0a1c52-9a3e-4b8e-9a51-0b7f2d1c0a01'`,
      [new Date(now.getTime() - day), new Date(now.getTime() + day)],
    );
    await client.query(
      `update filer_accounts set password_must_change = true, password_expires_at = $1
        where email = 'pending.filer@example.com'`,
      [new Date(now.getTime() + 7 * day)],
    );
  },
  sample: mailAndJobsSchemaFixture.sample,
};
