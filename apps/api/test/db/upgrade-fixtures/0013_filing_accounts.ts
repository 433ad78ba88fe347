// A registry as it stood with migrations 0000-0013 applied: the 0012 registry and a filing account
// using the filing API (an API key, a deposit and a fee on its ledger, a replayed request's key,
// an event of its filing and a webhook that delivered it). The next migration (the filer's
// language) adds columns with defaults and rewrites nothing; the webhook's secret, kept in clear
// as releases then kept it, is sealed by the server's start (webhook_endpoints is rewritten).
// Stays as it is once a later migration lands.
import { filerContactEmailSchemaFixture } from './0012_filer_contact_email.ts';
import type { UpgradeFixture } from './upgrade-fixture.ts';

const webhookEndpoint = { url: 'https://frontrange.example/hooks', secret: 'whsec_fixture' };

export const filingAccountsSchemaFixture: UpgradeFixture = {
  schema: '0013_filing_accounts',
  async write(client, now) {
    await filerContactEmailSchemaFixture.write(client, now);
    const at = now.toISOString();
    const account = await client.query<{ id: string }>(
      `insert into filing_accounts (name, contact_email, created_at)
       values ('Front Range Filing Services', 'desk@frontrange.example', $1) returning id::text`,
      [at],
    );
    const accountId = account.rows[0]?.id;
    if (accountId === undefined) throw new Error('The filing account was not written');
    const filing = await client.query<{ id: string; ref: string }>(
      `select id::text, ref::text from filings where receipt is not null order by id limit 1`,
    );
    const filingRow = filing.rows[0];
    if (filingRow === undefined) throw new Error('The 0012 fixture holds no recorded filing');
    await client.query('update filings set filing_account_id = $1 where id = $2', [
      accountId,
      filingRow.id,
    ]);
    await client.query(
      `insert into api_keys (account_id, name, prefix, key_hash, created_at, last_used_at)
       values ($1, 'Production', 'rk_live_ab12', $2, $3, $3)`,
      [accountId, 'a'.repeat(64), at],
    );
    const deposit = await client.query<{ id: string }>(
      `insert into ledger_entries (account_id, kind, amount_cents, memo, at)
       values ($1, 'DEPOSIT', 100000, 'Opening deposit', $2) returning id::text`,
      [accountId, at],
    );
    if (deposit.rows[0] === undefined) throw new Error('The deposit was not written');
    await client.query(
      `insert into ledger_entries (account_id, kind, amount_cents, filing_id, memo, at)
       values ($1, 'FILING_FEE', -5000, $2, 'Filing fee', $3)`,
      [accountId, filingRow.id, at],
    );
    await client.query(
      `insert into idempotency_keys (account_id, key, request_hash, status, filing_ref,
         response_status, response_body, lease_expires_at, created_at)
       values ($1, 'order-1001', $2, 'DONE', $3, 201, '{"ok":true}'::jsonb, $4, $4)`,
      [accountId, 'b'.repeat(64), filingRow.ref, at],
    );
    const event = await client.query<{ id: string }>(
      `insert into registry_events (type, filing_id, account_id, payload, at)
       values ('filing.recorded', $1, $2, '{"type":"filing.recorded"}'::jsonb, $3)
       returning id::text`,
      [filingRow.id, accountId, at],
    );
    const endpoint = await client.query<{ id: string }>(
      `insert into webhook_endpoints (account_id, url, secret, created_at)
       values ($1, $2, $3, $4) returning id::text`,
      [accountId, webhookEndpoint.url, webhookEndpoint.secret, at],
    );
    await client.query(
      `insert into webhook_deliveries (endpoint_id, event_id, status, attempts, next_attempt_at,
         last_status_code, created_at, delivered_at)
       values ($1, $2, 'DELIVERED', 1, $3, 200, $3, $3)`,
      [endpoint.rows[0]?.id, event.rows[0]?.id, at],
    );
  },
  rewrittenTables: ['webhook_endpoints'],
  sample: { ...filerContactEmailSchemaFixture.sample, webhookEndpoint },
};
