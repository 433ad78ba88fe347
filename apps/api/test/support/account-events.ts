// A filing account and an event of one of its filings, written as the registry writes them, for the
// tests of what follows an event (webhook deliveries) without filing through every step first.
import { randomUUID } from 'node:crypto';
import { createLlcMinimalFiling, FILING_VALUES_VERSION } from '@registrar/domain';
import type { Db } from '../../src/db/database.ts';
import { filingAccounts, filings } from '../../src/db/schema.ts';
import {
  recordRegistryEvent,
  type RegistryEvent,
} from '../../src/modules/events/registry-events.ts';

/** A new filing account; answers its id. */
export async function createFilingAccount(db: Db, name: string): Promise<number> {
  const [account] = await db
    .insert(filingAccounts)
    .values({ name, contactEmail: 'api@example.com' })
    .returning({ id: filingAccounts.id });
  if (account === undefined) throw new Error('no account');
  return account.id;
}

/**
 * A formation of the account (null: made on the website) approved by the administrators: its
 * filing and its event, in one transaction as the review writes them. Its reactions (webhook
 * deliveries) are those the application set.
 */
export async function approveAccountFiling(db: Db, accountId: number | null, name: string) {
  return db.transaction(async (tx) => {
    const [filing] = await tx
      .insert(filings)
      .values({
        ref: randomUUID(),
        filingType: 'llc',
        transactionType: 'ARTORG_LLC',
        transactionDescription: 'Articles of Organization',
        entityType: 'DLLC',
        entityId: null,
        entityName: name,
        values: { ...createLlcMinimalFiling(), entityName: { name } },
        valuesVersion: FILING_VALUES_VERSION,
        status: 'FILED',
        feeCents: 0,
        filingAccountId: accountId,
      })
      .returning();
    if (filing === undefined) throw new Error('no filing');
    const event: RegistryEvent = {
      type: 'filing.approved',
      filing,
      statusUrl: 'http://localhost:3000/business/filing/status',
    };
    return { eventId: await recordRegistryEvent(tx, event), event };
  });
}
