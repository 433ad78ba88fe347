// A registry as it stood with migrations 0000-0006 applied: the 0005 registry plus Secure Business
// Filing accounts of a protected entity (verified and unverified, with their mailed links). Stays
// as it is once a later migration lands.
import { publicRecordSchemaFixture } from './0005_public_record.ts';
import { writeFilerAccountsRows } from './rows-filer-accounts.ts';
import type { UpgradeFixture } from './upgrade-fixture.ts';

export const filerAccountsSchemaFixture: UpgradeFixture = {
  schema: '0006_filer_accounts',
  async write(client, now) {
    await publicRecordSchemaFixture.write(client, now);
    // Not the sample entity: the checks through the app file for that one without signing in.
    await writeFilerAccountsRows(client, now, '20180000102');
  },
  sample: publicRecordSchemaFixture.sample,
};
