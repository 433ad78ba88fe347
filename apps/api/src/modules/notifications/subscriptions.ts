// Notification sign-ups (email and text notifications about due dates and events on the record). A
// sign-up is stored with the recorded filing and confirmed by its owner (double opt-in): the
// confirmation link is queued with the sign-up, and only confirmed subscribers get messages. Every
// message carries an unsubscribe link; a STOP reply ends text notifications.
import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@registrar/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { filings, notificationSubscriptions } from '../../db/schema.ts';
import { HttpProblem } from '../../http-errors.ts';
import { renderMessage } from '../mail/message-catalogue.ts';
import { enqueueMessage } from '../mail/outbox-repository.ts';

type SubscriptionRow = typeof notificationSubscriptions.$inferSelect;

/** Registrar's own wording: a confirmation or unsubscribe link that matches no sign-up. */
const unknownLinkMessage =
  'This link is not valid. Check that you copied the whole link from the message.';

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The page addresses the links of subscriber messages lead to. */
export function subscriberLinks(
  publicBaseUrl: string,
  tokens: { confirm?: string; unsubscribe: string },
) {
  return {
    confirmUrl:
      tokens.confirm === undefined
        ? ''
        : `${publicBaseUrl}/business/notifications/confirm/${tokens.confirm}`,
    unsubscribeUrl: `${publicBaseUrl}/business/notifications/unsubscribe/${tokens.unsubscribe}`,
  };
}

/**
 * Stores a filing's sign-ups for the entity and queues each new one its confirmation link, in the
 * caller's transaction: a recorded filing always has its confirmations coming, and the link works
 * from the moment it is sent (only the token's hash is kept). A sign-up keeps the language of the
 * filing that made it: its confirmation and every later message are written in it.
 */
export async function storeSubscriptions(
  db: DbOrTx,
  entity: { entityId: string; entityName: string },
  signUps: { channel: 'email' | 'sms'; address: string }[],
  publicBaseUrl: string,
  language: Language,
): Promise<void> {
  const rows = signUps
    .filter((row) => row.address !== '')
    .map((row) => {
      const confirmToken = newToken();
      return {
        confirmToken,
        row: {
          entityId: entity.entityId,
          ...row,
          confirmTokenHash: tokenHash(confirmToken),
          unsubscribeToken: newToken(),
          language,
        },
      };
    });
  if (rows.length === 0) return;
  const inserted = await db
    .insert(notificationSubscriptions)
    .values(rows.map((item) => item.row))
    .onConflictDoNothing()
    .returning();
  for (const subscription of inserted) {
    const token = rows.find((item) => item.row.confirmTokenHash === subscription.confirmTokenHash);
    if (token === undefined) continue;
    await queueConfirmation(db, subscription, token.confirmToken, entity.entityName, publicBaseUrl);
  }
}

/** Queues the confirmation message of a sign-up with the link of `confirmToken`. */
async function queueConfirmation(
  db: DbOrTx,
  subscription: SubscriptionRow,
  confirmToken: string,
  entityName: string,
  publicBaseUrl: string,
): Promise<void> {
  const links = subscriberLinks(publicBaseUrl, {
    confirm: confirmToken,
    unsubscribe: subscription.unsubscribeToken,
  });
  const language = subscription.language;
  const message =
    subscription.channel === 'sms'
      ? renderMessage('notification-confirmation-text', { entityName, ...links }, language)
      : renderMessage(
          'notification-confirmation',
          { entityName, entityId: subscription.entityId, ...links },
          language,
        );
  await enqueueMessage(db, {
    channel: subscription.channel === 'sms' ? 'sms' : 'email',
    recipient: subscription.address,
    subject: message.subject,
    body: message.text,
    language: message.language,
    ...(subscription.channel === 'sms' ? {} : { html: message.html }),
    dedupeKey: `subscription-confirmation:${String(subscription.id)}`,
  });
}

/**
 * Sign-ups stored before confirmations existed have no confirmation link: each gets one now (rows
 * claimed with SKIP LOCKED, token and message in one transaction). Answers how many.
 */
export async function confirmEarlierSignUps(db: Db, publicBaseUrl: string): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(notificationSubscriptions)
        .where(
          and(
            eq(notificationSubscriptions.status, 'PENDING'),
            isNull(notificationSubscriptions.confirmTokenHash),
          ),
        )
        .orderBy(notificationSubscriptions.id)
        .limit(100)
        .for('update', { skipLocked: true });
      for (const subscription of rows) {
        const token = newToken();
        await tx
          .update(notificationSubscriptions)
          .set({ confirmTokenHash: tokenHash(token) })
          .where(eq(notificationSubscriptions.id, subscription.id));
        const entityName = await entityNameFor(tx, subscription.entityId);
        await queueConfirmation(tx, subscription, token, entityName, publicBaseUrl);
      }
      return rows.length;
    });
    sent += batch;
    if (batch < 100) return sent;
  }
}

/** The name the entity of a sign-up goes by (its latest filing's, so a delayed formation has one). */
async function entityNameFor(db: DbOrTx, entityId: string): Promise<string> {
  const [row] = await db
    .select({ name: filings.entityName })
    .from(filings)
    .where(eq(filings.entityId, entityId))
    .orderBy(desc(filings.id))
    .limit(1);
  return row?.name ?? entityId;
}

/** What the confirmation and unsubscribe pages show of a sign-up. */
export interface SubscriptionSummary {
  entityName: string;
  entityId: string;
  channel: 'email' | 'sms';
}

async function summaryOf(db: DbOrTx, row: SubscriptionRow): Promise<SubscriptionSummary> {
  return {
    entityName: await entityNameFor(db, row.entityId),
    entityId: row.entityId,
    channel: row.channel === 'sms' ? 'sms' : 'email',
  };
}

/** Confirms the sign-up of a confirmation link (again is fine); 404 for an unknown link. */
export async function confirmSubscription(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SubscriptionSummary> {
  // An unsubscribed sign-up stays unsubscribed: an old confirmation link cannot undo a STOP.
  const [row] = await db
    .update(notificationSubscriptions)
    .set({
      status: sql`case when ${notificationSubscriptions.status} = 'PENDING' then 'CONFIRMED' else ${notificationSubscriptions.status} end`,
      confirmedAt: sql`coalesce(${notificationSubscriptions.confirmedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(notificationSubscriptions.confirmTokenHash, tokenHash(token)))
    .returning();
  if (row === undefined) throw new HttpProblem(404, unknownLinkMessage);
  if (row.status === 'UNSUBSCRIBED') throw new HttpProblem(410, alreadyUnsubscribedMessage);
  return summaryOf(db, row);
}

/**
 * Where the sign-up of a confirmation or unsubscribe link stands, changing nothing (the page a
 * link opens says what its button did); 404 for an unknown link.
 */
export async function subscriptionOfLink(
  db: Db,
  link: 'confirm' | 'unsubscribe',
  token: string,
): Promise<SubscriptionSummary & { status: 'PENDING' | 'CONFIRMED' | 'UNSUBSCRIBED' }> {
  const [row] = await db
    .select()
    .from(notificationSubscriptions)
    .where(
      link === 'confirm'
        ? eq(notificationSubscriptions.confirmTokenHash, tokenHash(token))
        : eq(notificationSubscriptions.unsubscribeToken, token),
    );
  if (row === undefined) throw new HttpProblem(404, unknownLinkMessage);
  const status =
    row.status === 'CONFIRMED' || row.status === 'UNSUBSCRIBED' ? row.status : 'PENDING';
  return { ...(await summaryOf(db, row)), status };
}

/** Registrar's own wording: a confirmation link followed after unsubscribing. */
const alreadyUnsubscribedMessage =
  'You unsubscribed from these notifications. Sign up again on your next filing to receive them.';

/** Ends the sign-up of an unsubscribe link (again is fine); 404 for an unknown link. */
export async function unsubscribe(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SubscriptionSummary> {
  const [row] = await db
    .update(notificationSubscriptions)
    .set({
      status: 'UNSUBSCRIBED',
      unsubscribedAt: sql`coalesce(${notificationSubscriptions.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(notificationSubscriptions.unsubscribeToken, token))
    .returning();
  if (row === undefined) throw new HttpProblem(404, unknownLinkMessage);
  return summaryOf(db, row);
}

/** The language of a phone's newest text sign-up (its replies are answered in it); English when none. */
export async function textLanguageOf(db: DbOrTx, phone: string): Promise<Language> {
  const [row] = await db
    .select({ language: notificationSubscriptions.language })
    .from(notificationSubscriptions)
    .where(
      and(
        eq(notificationSubscriptions.channel, 'sms'),
        eq(notificationSubscriptions.address, phone),
      ),
    )
    .orderBy(desc(notificationSubscriptions.id))
    .limit(1);
  return row?.language ?? 'en';
}

/** STOP from a phone: every text sign-up of that number ends; answers how many. */
export async function stopTexts(db: DbOrTx, phone: string, now = new Date()): Promise<number> {
  const changed = await db
    .update(notificationSubscriptions)
    .set({ status: 'UNSUBSCRIBED', unsubscribedAt: now })
    .where(
      and(
        eq(notificationSubscriptions.channel, 'sms'),
        eq(notificationSubscriptions.address, phone),
        sql`${notificationSubscriptions.status} <> 'UNSUBSCRIBED'`,
      ),
    )
    .returning({ id: notificationSubscriptions.id });
  return changed.length;
}
