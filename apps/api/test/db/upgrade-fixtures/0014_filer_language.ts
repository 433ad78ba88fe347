// A registry as it stood with migrations 0000-0014 applied: the 0013 registry with a filer who
// filed in Spanish (her filing, its queued mail and her notification sign-up say so). The next
// migration (owners of drafts and filings, the key behind each filing-API change, every webhook
// attempt, sealed webhook secrets, the entities of each filing account) adds tables and columns,
// and fills the new table of each account's entities from its recorded filings; it rewrites no
// row of an existing table, but the server's start then seals the webhook secret the 0013 data
// keeps in clear (webhook_endpoints, named with the 0013 fixture's rewritten tables). Stays as it
// is once a later migration lands.
import { filingAccountsSchemaFixture } from './0013_filing_accounts.ts';
import type { UpgradeFixture } from './upgrade-fixture.ts';

export const filerLanguageSchemaFixture: UpgradeFixture = {
  schema: '0014_filer_language',
  async write(client, now) {
    await filingAccountsSchemaFixture.write(client, now);
    const filing = await client.query<{ id: string; email: string | null }>(
      `select id::text, email from filings where receipt is not null and filing_account_id is null
       order by id limit 1`,
    );
    const row = filing.rows[0];
    if (row === undefined) throw new Error('The 0013 fixture holds no website filing');
    await client.query(`update filings set language = 'es' where id = $1`, [row.id]);
    await client.query(
      `insert into outbox (channel, recipient, subject, body, language, created_at)
       values ('email', 'lucia@example.com', 'Recibo de su presentación', 'Gracias.', 'es', $1)`,
      [now.toISOString()],
    );
  },
  rewrittenTables: filingAccountsSchemaFixture.rewrittenTables,
  sample: filingAccountsSchemaFixture.sample,
};
