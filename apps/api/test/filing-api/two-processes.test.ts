// Two server processes on one PostgreSQL database, called as software calls them (real HTTP): one
// periodic report sent 1,000 times at once with one Idempotency-Key, half to each process. One
// filing is recorded and charged once, and every caller gets the same answer.
import { createHash } from 'node:crypto';
import { createReportMinimalFiling } from '@registrar/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import {
  createSeededPostgresDatabase,
  startServerProcess,
  type SeededPostgresDatabase,
  type ServerProcess,
} from '../support/server-process.ts';
import { onPostgres } from '../support/test-app.ts';

const REPLAYS = 1_000;
const KEY = 'rgk_two-processes-test-key-0123456789abcdefghijklmnop';
const windowOpen = fixedEntityId('Estes Park Report Window LLC');

describe.runIf(onPostgres)('the filing API on two server processes', () => {
  let database: SeededPostgresDatabase;
  let servers: ServerProcess[] = [];
  let client: pg.Client;
  let accountId: number;

  beforeAll(async () => {
    database = await createSeededPostgresDatabase({ entityCount: 20 });
    client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    // An account with a key and $100.00, as an administrator would have opened it.
    const account = await client.query<{ id: string }>(
      `insert into filing_accounts (name, contact_email) values ('Twin Peaks Agents', 'a@example.com')
       returning id`,
    );
    accountId = Number(account.rows[0]?.id);
    await client.query(
      `insert into api_keys (account_id, name, prefix, key_hash) values ($1, 'test', $2, $3)`,
      [accountId, KEY.slice(0, 10), createHash('sha256').update(KEY).digest('hex')],
    );
    await client.query(
      `insert into ledger_entries (account_id, kind, amount_cents, memo) values ($1, 'DEPOSIT', 10000, 'Deposit')`,
      [accountId],
    );
    servers = await Promise.all(
      [0, 1].map(() => startServerProcess({ databaseUrl: database.databaseUrl })),
    );
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it(`records one filing and one fee for ${REPLAYS} requests with one key at once`, async () => {
    const body = JSON.stringify({ filing: createReportMinimalFiling(windowOpen) });
    const answers = await Promise.all(
      Array.from({ length: REPLAYS }, async (_, index) => {
        const server = servers[index % 2];
        if (server === undefined) throw new Error('no server');
        const response = await fetch(`${server.baseUrl}/filing-api/v1/filings`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${KEY}`,
            'content-type': 'application/json',
            'idempotency-key': 'estes-park-2026-report',
          },
          body,
        });
        return { status: response.status, body: await response.text() };
      }),
    );
    const statuses = new Map<number, number>();
    for (const answer of answers)
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    expect(Object.fromEntries(statuses), answers.find((a) => a.status !== 200)?.body).toEqual({
      200: REPLAYS,
    });
    const bodies = new Set(answers.map((answer) => answer.body));
    expect(bodies.size).toBe(1);

    const filings = await client.query<{ status: string }>(
      'select status from filings where filing_account_id = $1',
      [accountId],
    );
    expect(filings.rows.map((row) => row.status)).toEqual(['FILED']);
    const ledger = await client.query<{ kind: string; amount_cents: number }>(
      'select kind, amount_cents from ledger_entries where account_id = $1 order by id',
      [accountId],
    );
    expect(ledger.rows).toEqual([
      { kind: 'DEPOSIT', amount_cents: 10000 },
      { kind: 'FILING_FEE', amount_cents: -1000 },
    ]);
  }, 120_000);
});
