// A registry as it stood with migrations 0000-0012 applied: the 0011 registry, its held cure's
// email column holding the processing email as 0012 and the submissions after it store it. The
// schema added no table; the next migration (filing accounts) adds tables and a column and
// rewrites nothing. Stays as it is once a later migration lands.
import { searchWordsSchemaFixture } from './0011_search_words.ts';
import type { UpgradeFixture } from './upgrade-fixture.ts';

export const filerContactEmailSchemaFixture: UpgradeFixture = {
  schema: '0012_filer_contact_email',
  async write(client, now) {
    await searchWordsSchemaFixture.write(client, now);
    const held = searchWordsSchemaFixture.sample.heldForReview;
    if (held === undefined) throw new Error('The 0011 fixture holds no filing held for review');
    await client.query('update filings set email = $1 where entity_name = $2', [
      held.contactEmail,
      held.entityName,
    ]);
  },
  sample: searchWordsSchemaFixture.sample,
};
