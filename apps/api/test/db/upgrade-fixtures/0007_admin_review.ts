// A registry as it stood with migrations 0000-0007 applied: the 0006 registry plus the
// administrators' review (a locked held filing, decided ones, a file left out of a public document,
// a PII withholding and an edited reject reason). Stays as it is once a later migration lands.
import { filerAccountsSchemaFixture } from './0006_filer_accounts.ts';
import { writeAdminRows } from './rows-admin.ts';
import type { UpgradeFixture } from './upgrade-fixture.ts';

export const adminReviewSchemaFixture: UpgradeFixture = {
  schema: '0007_admin_review',
  async write(client, now) {
    await filerAccountsSchemaFixture.write(client, now);
    await writeAdminRows(client, now);
  },
  sample: filerAccountsSchemaFixture.sample,
};
