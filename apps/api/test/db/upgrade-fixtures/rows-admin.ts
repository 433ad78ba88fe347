// Rows of the administrators' review tables and columns (migration admin_review), written with
// plain SQL so a later migration's upgrade fixture can write them at this schema: a held filing
// locked by an administrator, a rejected one with its reasons and decider, an approved one with a
// file left out of its public document, a document withheld for PII with its Statement of
// Removal, and an edited reject reason. Times are relative to `now`.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

type Client = Pick<pg.ClientBase, 'query'>;

/** What the rows hold, for checks made through the app. */
export const adminRowsSample = {
  adminUsername: 'fixture-reviewer',
  heldEntityName: 'Fixture Held Review LLC',
  editedReasonCode: 'FIXTURE_EDITED',
  editedReason: 'The filing was edited by the fixture and is rejected for it.',
};

async function insertFiling(client: Client, columns: Record<string, unknown>): Promise<number> {
  const base: Record<string, unknown> = {
    ref: randomUUID(),
    filing_type: 'reinstate',
    transaction_type: 'REINSTATE',
    transaction_description: 'Articles of Reinstatement',
    entity_type: 'DLLC',
    values: JSON.stringify({}),
    values_version: 1,
    fee_cents: 10000,
    admin_fraud_check: true,
    ...columns,
  };
  const names = Object.keys(base);
  const result = await client.query<{ id: string }>(
    `insert into filings (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id::text`,
    names.map((name) => base[name]),
  );
  return Number(result.rows[0]?.id);
}

/** Writes the administrators' review rows. */
export async function writeAdminRows(client: Client, now: Date): Promise<void> {
  const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
  const user = await client.query<{ id: string }>(
    `insert into users (username, email, first_name, last_name, roles)
     values ($1, $2, 'Fixture', 'Reviewer', '["admin"]'::jsonb) returning id::text`,
    [adminRowsSample.adminUsername, `${adminRowsSample.adminUsername}@sos.example.gov`],
  );
  const adminId = user.rows[0]?.id;
  await client.query(
    `insert into reject_reasons (code, reason_group, short_reason, long_reason, sort_order)
     values ($1, 'Fixture', 'Edited', $2, 99)`,
    [adminRowsSample.editedReasonCode, adminRowsSample.editedReason],
  );
  await insertFiling(client, {
    entity_id: '20990000001',
    entity_name: adminRowsSample.heldEntityName,
    status: 'PENDING_REVIEW',
    master_transaction_id: 99_000_001,
    transaction_id: 99_100_001,
    email: 'held@example.com',
    lock_user_id: adminId,
    locked_at: minutes(-5),
    lock_expires_at: minutes(25),
    received_at: minutes(-60),
  });
  await insertFiling(client, {
    entity_id: '20990000002',
    entity_name: 'Fixture Rejected LLC',
    status: 'REJECTED',
    master_transaction_id: 99_000_002,
    transaction_id: 99_100_002,
    decided_by_user_id: adminId,
    decided_at: minutes(-10),
    reject_reasons: JSON.stringify([adminRowsSample.editedReason, 'Additional text.']),
  });
  const approved = await insertFiling(client, {
    entity_id: '20990000003',
    entity_name: 'Fixture Approved LLC',
    status: 'FILED',
    master_transaction_id: 99_000_003,
    transaction_id: 99_100_003,
    decided_by_user_id: adminId,
    decided_at: minutes(-20),
    effects_applied: true,
  });
  await client.query(
    `insert into attachments (key, filing_id, file_name, mime_type, size, sha256, content, include_in_document)
     values ($1, $2, 'left-out.txt', 'text/plain', 5, 'fixture', $3, false)`,
    [randomUUID(), approved, Buffer.from('hello')],
  );
  const statement = await insertFiling(client, {
    entity_id: '20990000003',
    entity_name: 'Fixture Approved LLC',
    status: 'FILED',
    admin_fraud_check: false,
    master_transaction_id: 99_000_004,
    transaction_id: 99_100_004,
  });
  await client.query(
    `insert into pii_removals (entity_id, pii_filing_id, removal_filing_id, filers, recorded_by_user_id)
     values ('20990000003', $1, $2, '[]'::jsonb, $3)`,
    [approved, statement, adminId],
  );
}
