// A registry as it stood with migrations 0000-0005 applied: the 0004 registry plus certificates of
// good standing as the certificate call keeps them. Stays as it is once a later migration lands.
import { identitySchemaFixture } from './0004_identity.ts';
import { writePublicRecordRows } from './rows-public-record.ts';
import type { UpgradeFixture } from './upgrade-fixture.ts';

export const publicRecordSchemaFixture: UpgradeFixture = {
  schema: '0005_public_record',
  async write(client, now) {
    await identitySchemaFixture.write(client, now);
    await writePublicRecordRows(client, now);
  },
  sample: identitySchemaFixture.sample,
};
