// A registry as it stood with migrations 0000-0011 applied: the 0010 registry plus a cure held
// for the administrators whose filer gave an email for processing, while the filing's email
// column kept only its first notification email (as submissions then stored it). Migration 0012
// copies the processing email over, so the filings table is rewritten on purpose. Stays as it is
// once a later migration lands.
import { randomUUID } from 'node:crypto';
import { paymentsByFilingSchemaFixture } from './0010_payments_by_filing.ts';
import type { UpgradeFixture } from './upgrade-fixture.ts';

const heldForReview = {
  entityName: 'Fixture Held Cure LLC',
  processingEmail: 'Processing.Filer@Example.com',
  notificationEmail: 'notices@example.com',
};

export const searchWordsSchemaFixture: UpgradeFixture = {
  schema: '0011_search_words',
  rewrittenTables: ['filings'],
  async write(client, now) {
    await paymentsByFilingSchemaFixture.write(client, now);
    await client.query(
      `insert into filings (ref, filing_type, transaction_type, transaction_description,
         entity_type, entity_id, entity_name, values, values_version, status, fee_cents, email,
         master_transaction_id, transaction_id, admin_fraud_check, received_at)
       values ($1, 'cure', 'CURE_DLNQ', 'Statement Curing Delinquency', 'DLLC', '20990000011',
         $2, $3::jsonb, 1, 'PENDING_REVIEW', 10000, $4, 99000011, 99100011, true, $5)`,
      [
        randomUUID(),
        heldForReview.entityName,
        JSON.stringify({
          email: { email: ` ${heldForReview.processingEmail} ` },
          notifications: { emails: [{ email: heldForReview.notificationEmail }], texts: [] },
        }),
        heldForReview.notificationEmail,
        new Date(now.getTime() - 60 * 60_000),
      ],
    );
  },
  sample: {
    ...paymentsByFilingSchemaFixture.sample,
    heldForReview: {
      entityName: heldForReview.entityName,
      contactEmail: heldForReview.processingEmail.toLowerCase(),
    },
  },
};
