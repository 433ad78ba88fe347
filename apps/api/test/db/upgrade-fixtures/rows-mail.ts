// Rows of the mail-and-jobs tables (migration 0004_mail_and_jobs) for the upgrade fixture of a
// schema that has them: sign-ups awaiting confirmation, confirmed and unsubscribed (their link
// tokens known here), a queued email with a calendar attachment and its delivery job, a dead
// letter, a sent reminder, and an abandoned payment when the data holds a captured one.
import { createHash } from 'node:crypto';

/** Anything that runs a parameterised statement (a pg Client or Pool). */
interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/** The link tokens the rows carry, for checks through the app. */
export const mailRowTokens = {
  confirm: 'upgradeConfirmToken0123456789abcdefABCDEF',
  unsubscribe: 'upgradeUnsubscribeToken0123456789abcdefAB',
  entityId: '20261000001',
  deadLetterRecipient: 'bounced@example.com',
};

/** Writes mail-and-jobs rows as of `now` (the tables of 0004_mail_and_jobs must exist). */
export async function writeMailRows(client: Queryable, now: Date): Promise<void> {
  const hour = 3_600_000;
  const earlier = new Date(now.getTime() - hour);
  const hash = createHash('sha256').update(mailRowTokens.confirm).digest('hex');
  await client.query(
    `insert into notification_subscriptions (entity_id, channel, address, status,
       confirm_token_hash, unsubscribe_token, confirmed_at, unsubscribed_at, created_at)
     values
       ($1, 'email', 'pending@example.com', 'PENDING', $2, $3, null, null, $4),
       ($1, 'email', 'confirmed@example.com', 'CONFIRMED', null,
        'upgradeConfirmedSubscriber0123456789abcd', $4, null, $4),
       ($1, 'sms', '3035550199', 'UNSUBSCRIBED', null,
        'upgradeStoppedSubscriber0123456789abcdef', $4, $5, $4)`,
    [mailRowTokens.entityId, hash, mailRowTokens.unsubscribe, earlier, now],
  );
  await client.query(
    `insert into outbox (channel, recipient, subject, body, html, attachments, dedupe_key, status,
       attempts, last_error, created_at)
     values
       ('email', 'confirmed@example.com', 'Periodic report reminder', 'File it.', '<p>File it.</p>',
        '[{"filename":"periodic-report.ics","contentType":"text/calendar","content":"BEGIN:VCALENDAR\\r\\nEND:VCALENDAR\\r\\n"}]',
        'upgrade-reminder', 'PENDING', 0, null, $1),
       ('email', $2, 'Undeliverable', 'Refused.', null, '[]', 'upgrade-bounce', 'FAILED', 8,
        'Mailbox unavailable', $1)`,
    [earlier, mailRowTokens.deadLetterRecipient],
  );
  await client.query(
    `insert into jobs (kind, payload, dedupe_key, status, attempts, max_attempts, run_at,
       lease_owner, leased_until, last_error, created_at, finished_at)
     select 'deliver-email', jsonb_build_object('outboxId', id), 'outbox:' || id,
       case when status = 'FAILED' then 'DEAD' else 'PENDING' end,
       attempts, 8, $1::timestamptz, null, null, last_error, $1::timestamptz,
       case when status = 'FAILED' then $2::timestamptz end
     from outbox where dedupe_key in ('upgrade-reminder', 'upgrade-bounce')`,
    [earlier, now],
  );
  await client.query(
    `insert into report_reminders (entity_id, due_date, kind, sent_at)
     values ($1, '2026-11-30', 'OPENS', $2)`,
    [mailRowTokens.entityId, earlier],
  );
  await client.query(
    `insert into abandoned_payments (filing_id, payment_id, emailed_to, recorded_at)
     select p.filing_id, p.id, null, $1 from payments p where p.status = 'CAPTURED'
     order by p.id limit 1`,
    [now],
  );
}
