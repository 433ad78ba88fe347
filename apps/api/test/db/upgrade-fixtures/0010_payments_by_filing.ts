// A registry as it stood with migrations 0000-0010 applied: the 0009 registry plus a filing whose
// first card was declined and whose second was charged, its payer gone before the receipt, so the
// receipt call reads the later of its two payments. Stays as it is once a later migration lands.
import { filerTemporaryPasswordsSchemaFixture } from './0009_filer_temporary_passwords.ts';
import type { UpgradeFixture } from './upgrade-fixture.ts';

const paidAfterDeclined = {
  refId: '3e9c6f4b-0d15-4b2a-9c6d-5f8a0bcd4e11',
  entityName: 'Salida Second Card LLC',
  nameKey: 'salida second card llc',
};

export const paymentsByFilingSchemaFixture: UpgradeFixture = {
  schema: '0010_payments_by_filing',
  async write(client, now) {
    await filerTemporaryPasswordsSchemaFixture.write(client, now);
    const minute = 60_000;
    const paidBefore = filerTemporaryPasswordsSchemaFixture.sample.paidNotRecorded;
    // Written as the filing paid before the upgrade was, with a name, reference and draft of its own.
    const inserted = await client.query<{ id: string }>(
      `insert into filings (ref, draft_ref, filing_type, transaction_type, transaction_description,
         entity_type, entity_name, name_key, values, values_version, status, fee_cents, email,
         receipt_token_hash, client_ip_address, received_at)
       select $1, '4fad7a5c-1e26-4c3b-8d7e-6a9b1cde5f12', filing_type, transaction_type,
         transaction_description, entity_type, $2::text, $5,
         jsonb_set(values, '{entityName,name}', to_jsonb($2::text)), values_version,
         'AWAITING_PAYMENT', fee_cents, email, receipt_token_hash, client_ip_address, $3
       from filings where ref = $4
       returning id`,
      [
        paidAfterDeclined.refId,
        paidAfterDeclined.entityName,
        new Date(now.getTime() - 30 * minute),
        paidBefore.refId,
        paidAfterDeclined.nameKey,
      ],
    );
    const filingId = inserted.rows[0]?.id;
    if (filingId === undefined) throw new Error(`No filing ${paidBefore.refId} to copy`);
    await client.query(
      `insert into filing_events (filing_id, from_status, to_status, actor, reason)
       values ($1, null, 'AWAITING_PAYMENT', 'filer', null),
              ($1, 'AWAITING_PAYMENT', 'PAYMENT_FAILED', 'payment-provider', 'Card declined'),
              ($1, 'PAYMENT_FAILED', 'AWAITING_PAYMENT', 'filer', 'paying again')`,
      [filingId],
    );
    await client.query(
      `insert into payments (filing_id, provider, provider_ref, amount_cents, status, card_brand,
         card_last4, decline_reason, return_urls, checkout_token, created_at, captured_at)
       select $1, provider, 'upgrade-second-card-declined', amount_cents, 'DECLINED', 'Visa', '0002',
         'Card declined', return_urls, checkout_token, $2, null
       from payments where provider_ref = 'upgrade-paid-not-recorded'`,
      [filingId, new Date(now.getTime() - 20 * minute)],
    );
    await client.query(
      `insert into payments (filing_id, provider, provider_ref, amount_cents, status, card_brand,
         card_last4, decline_reason, return_urls, checkout_token, created_at, captured_at)
       select $1, provider, 'upgrade-second-card-charged', amount_cents, 'CAPTURED', 'Visa', '1111',
         null, return_urls, checkout_token, $2, $2
       from payments where provider_ref = 'upgrade-paid-not-recorded'`,
      [filingId, new Date(now.getTime() - 10 * minute)],
    );
  },
  // The filing paid before the upgrade is the one paid with its second card.
  sample: {
    ...filerTemporaryPasswordsSchemaFixture.sample,
    paidNotRecorded: {
      refId: paidAfterDeclined.refId,
      entityName: paidAfterDeclined.entityName,
    },
  },
};
