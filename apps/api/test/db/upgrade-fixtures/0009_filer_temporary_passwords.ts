// A registry as it stood with migrations 0000-0009 applied: the 0008 registry, one of whose filer
// accounts holds a temporary password that must be changed and expires in a week. Stays as it is
// once a later migration lands.
import { mailAndJobsSchemaFixture } from './0008_mail_and_jobs.ts';
import type { UpgradeFixture } from './upgrade-fixture.ts';

export const filerTemporaryPasswordsSchemaFixture: UpgradeFixture = {
  schema: '0009_filer_temporary_passwords',
  async write(client, now) {
    await mailAndJobsSchemaFixture.write(client, now);
    await client.query(
      `update filer_accounts set password_must_change = true, password_expires_at = $1
        where email = 'pending.filer@example.com'`,
      [new Date(now.getTime() + 7 * 86_400_000)],
    );
  },
  sample: mailAndJobsSchemaFixture.sample,
};
