// Webhook deliveries: a registry event posted to each active endpoint of the filing account the
// filing came from. The event's transaction only writes PENDING rows (no network inside a
// transaction: a slow receiver must not hold a filing's locks); a background pass posts them.
// The pass may run in several server processes at once, so rows are claimed with FOR UPDATE SKIP
// LOCKED and leased (lease_expires_at), and every result is written only while the lease is still
// the one this pass set: a delivery whose process died is taken again once its lease runs out
// (at least once; receivers tell repeats apart by Registrar-Event-Id). A failure is retried with
// growing, jittered waits for a day from when the delivery was queued, then it is FAILED; the
// account can replay any delivery, which queues a new row that names the one it repeats.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { registryEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import type { RegistryEventReactor } from '../events/registry-events.ts';
import {
  deliveryIdHeader,
  eventIdHeader,
  eventTypeHeader,
  signatureHeader,
  signWebhookBody,
} from './webhook-signature.ts';

/** How long a delivery is retried, counted from when it was queued (it is due at once). */
const retryWindowMs = 24 * 3_600_000;
/** The first retry's wait; each further one doubles, up to maxBackoffMs. */
const baseBackoffMs = 30_000;
const maxBackoffMs = 3_600_000;
/** Posts in flight at once within one pass. */
const concurrentPosts = 8;
/** Enough of an error to tell what went wrong in the delivery log, never a whole response. */
const maxErrorLength = 300;

/**
 * The wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, ... up to an
 * hour, each shortened by up to a fifth at random so that receivers coming back after an outage are
 * not called by every waiting delivery in the same second.
 */
export function webhookBackoffMs(attempts: number, random: () => number = Math.random): number {
  const nominal = Math.min(maxBackoffMs, baseBackoffMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(nominal * (1 - random() * 0.2));
}

/**
 * Queues the event for every active endpoint of the filing's account, in the event's transaction.
 * A filing made outside the filing API (no account) has nobody to post to.
 */
export const queueWebhookDeliveries: RegistryEventReactor = async (tx, event, eventId) => {
  const accountId = event.filing.filingAccountId;
  if (accountId === null) return;
  await tx.execute(sql`
    insert into webhook_deliveries (endpoint_id, event_id, status)
    select id, ${eventId}, 'PENDING' from webhook_endpoints
    where account_id = ${accountId} and disabled_at is null
    on conflict (endpoint_id, event_id) where replay_of is null do nothing`);
};

interface ClaimedDelivery {
  id: number;
  eventId: number;
  eventType: string;
  payload: unknown;
  url: string;
  secret: string;
  /** Attempts made before this one. */
  attempts: number;
  createdAt: Date;
}

/**
 * Leases up to `limit` due deliveries to this pass until `leasedUntil`: PENDING rows whose time has
 * come, to endpoints still active, that no other pass holds (or whose holder's lease ran out).
 */
async function claimDueDeliveries(
  db: DbOrTx,
  now: Date,
  leasedUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const result = await db.execute<{
    id: string;
    event_id: string;
    event_type: string;
    payload: unknown;
    url: string;
    secret: string;
    attempts: number;
    created_at: string | Date;
  }>(sql`
    with claimed as (
      update webhook_deliveries set lease_expires_at = ${leasedUntil.toISOString()}::timestamptz
      where id in (
        select d.id from webhook_deliveries d
        where d.status = 'PENDING' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
          and (d.lease_expires_at is null
            or d.lease_expires_at <= ${now.toISOString()}::timestamptz)
          and exists (select 1 from webhook_endpoints e
            where e.id = d.endpoint_id and e.disabled_at is null)
        order by d.next_attempt_at, d.id
        limit ${limit}
        for update skip locked)
      returning id, endpoint_id, event_id, attempts, created_at)
    select claimed.id::text as id, claimed.event_id::text as event_id, ev.type as event_type,
      ev.payload, e.url, e.secret, claimed.attempts, claimed.created_at
    from claimed
    join webhook_endpoints e on e.id = claimed.endpoint_id
    join registry_events ev on ev.id = claimed.event_id
    order by claimed.id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    eventId: Number(row.event_id),
    eventType: row.event_type,
    payload: row.payload,
    url: row.url,
    secret: row.secret,
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_at),
  }));
}

type Attempt =
  { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string };

/** What a failed fetch says, in a few words: never the address (it may carry a token) or a body. */
function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `No answer within ${String(timeoutMs / 1000)} seconds.`;
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return `Could not connect (${cause.code}).`;
  const message = error instanceof Error ? error.message : String(error);
  return `Could not deliver: ${message}`.slice(0, maxErrorLength);
}

/** Posts one delivery: the body is serialised once, and those bytes are both signed and sent. */
async function postDelivery(
  delivery: ClaimedDelivery,
  sentAt: Date,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<Attempt> {
  const body = JSON.stringify(delivery.payload);
  const signature = signWebhookBody(delivery.secret, body, Math.floor(sentAt.getTime() / 1000));
  try {
    const response = await fetchImpl(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Registrar-Webhooks/1',
        [signatureHeader]: signature,
        [eventIdHeader]: String(delivery.eventId),
        [eventTypeHeader]: delivery.eventType,
        [deliveryIdHeader]: String(delivery.id),
      },
      body,
      // A redirect could point the signed body anywhere (an internal address included): it is a
      // failure that the account fixes by registering the final address.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer's body is not read; cancelling it frees the connection.
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300)
      return { ok: true, statusCode: response.status };
    const redirect = response.status >= 300 && response.status < 400;
    return {
      ok: false,
      statusCode: response.status === 0 ? null : response.status,
      error: redirect
        ? `The endpoint answered ${String(response.status)}, a redirect. Deliveries do not follow redirects.`
        : `The endpoint answered ${String(response.status)}.`,
    };
  } catch (error) {
    return { ok: false, statusCode: null, error: describeFetchError(error, timeoutMs) };
  }
}

interface WebhookLog {
  warn(details: object, message: string): void;
}

export interface DeliverDueWebhooksOptions {
  now: Date;
  /** The HTTP client; the global fetch unless a test passes its own. */
  fetch?: typeof fetch;
  /** How long a receiver has to answer, in milliseconds (10 s). */
  timeoutMs?: number;
  /** Deliveries claimed by one pass (50). */
  limit?: number;
  log: WebhookLog;
}

export interface DeliveryPassResult {
  claimed: number;
  delivered: number;
  /** Failed this time, to be tried again later. */
  retried: number;
  /** Failed for the last time: their day of retries is over. */
  failed: number;
}

/** One pass: posts every due delivery (up to `limit`) and records how each went. */
export async function deliverDueWebhooks(
  db: DbOrTx,
  options: DeliverDueWebhooksOptions,
): Promise<DeliveryPassResult> {
  const { now, log } = options;
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const limit = options.limit ?? 50;
  // Long enough for the whole batch at the worst (every post timing out), with a minute to spare.
  const leaseMs = Math.ceil(limit / concurrentPosts) * timeoutMs + 60_000;
  const leasedUntil = new Date(now.getTime() + leaseMs);
  const batch = await claimDueDeliveries(db, now, leasedUntil, limit);
  const result: DeliveryPassResult = { claimed: batch.length, delivered: 0, retried: 0, failed: 0 };
  // "Now" moves on from the given time as the pass runs, so a late post in a long pass is signed
  // and logged with its own time (and a test's chosen time still decides what is due).
  const started = performance.now();
  const currentTime = () => new Date(now.getTime() + Math.round(performance.now() - started));

  const deliverOne = async (delivery: ClaimedDelivery): Promise<void> => {
    const attempt = await postDelivery(delivery, currentTime(), fetchImpl, timeoutMs);
    const at = currentTime();
    const stillOurs = and(
      eq(webhookDeliveries.id, delivery.id),
      eq(webhookDeliveries.status, 'PENDING'),
      eq(webhookDeliveries.leaseExpiresAt, leasedUntil),
    );
    if (attempt.ok) {
      const changed = await db
        .update(webhookDeliveries)
        .set({
          status: 'DELIVERED',
          deliveredAt: at,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          lastStatusCode: attempt.statusCode,
          lastError: null,
          leaseExpiresAt: null,
        })
        .where(stillOurs)
        .returning({ id: webhookDeliveries.id });
      if (changed.length > 0) result.delivered += 1;
      return;
    }
    const windowOver = at.getTime() - delivery.createdAt.getTime() > retryWindowMs;
    const changed = await db
      .update(webhookDeliveries)
      .set({
        status: windowOver ? 'FAILED' : 'PENDING',
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        lastStatusCode: attempt.statusCode,
        lastError: attempt.error.slice(0, maxErrorLength),
        leaseExpiresAt: null,
        // The wait grows with the attempts made so far, this one included.
        ...(windowOver
          ? {}
          : { nextAttemptAt: new Date(at.getTime() + webhookBackoffMs(delivery.attempts + 1)) }),
      })
      .where(stillOurs)
      .returning({ id: webhookDeliveries.id });
    if (changed.length === 0) return;
    if (windowOver) {
      result.failed += 1;
      log.warn(
        { deliveryId: delivery.id, eventId: delivery.eventId, lastError: attempt.error },
        'webhook delivery failed for good after a day of retries',
      );
    } else result.retried += 1;
  };

  // A few posts at a time: one slow receiver does not hold up every other account's deliveries.
  const queue = [...batch];
  const workers = Array.from({ length: Math.min(concurrentPosts, queue.length) }, async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await deliverOne(next);
  });
  await Promise.all(workers);
  return result;
}

/** One line of an account's delivery log. */
export interface WebhookDeliverySummary {
  id: number;
  eventId: number;
  eventType: string;
  endpointId: number;
  endpointUrl: string;
  status: 'PENDING' | 'DELIVERED' | 'FAILED';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  /** The delivery this one repeats, when the account asked for a replay. */
  replayOf: number | null;
  createdAt: Date;
  deliveredAt: Date | null;
  /** When it will be tried next; null once it is DELIVERED or FAILED. */
  nextAttemptAt: Date | null;
}

const summaryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  eventType: registryEvents.type,
  endpointId: webhookDeliveries.endpointId,
  endpointUrl: webhookEndpoints.url,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastError: webhookDeliveries.lastError,
  replayOf: webhookDeliveries.replayOf,
  createdAt: webhookDeliveries.createdAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
};

function summarise(row: {
  [K in keyof WebhookDeliverySummary]: K extends 'nextAttemptAt' ? Date : WebhookDeliverySummary[K];
}): WebhookDeliverySummary {
  return { ...row, nextAttemptAt: row.status === 'PENDING' ? row.nextAttemptAt : null };
}

/** The cursor is the last id of a page; opaque to callers so that its form may change. */
function encodeCursor(id: number): string {
  return Buffer.from(`d${String(id)}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const match = /^d(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (match?.[1] === undefined)
    throw new ValidationFailed([
      { field: 'cursor', message: 'Use the cursor from the previous page as it was given.' },
    ]);
  return Number(match[1]);
}

const maxDeliveriesPerPage = 100;

/**
 * The deliveries to the account's endpoints (disabled ones included), newest first, a page at a
 * time; `nextCursor` asks for the next page and is null on the last.
 */
export async function listDeliveries(
  db: DbOrTx,
  accountId: number,
  options: { cursor?: string; limit: number },
): Promise<{ deliveries: WebhookDeliverySummary[]; nextCursor: string | null }> {
  const limit = Math.max(1, Math.min(maxDeliveriesPerPage, Math.floor(options.limit) || 1));
  const before = options.cursor === undefined ? undefined : decodeCursor(options.cursor);
  const rows = await db
    .select(summaryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(registryEvents, eq(registryEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookEndpoints.accountId, accountId),
        before === undefined ? undefined : lt(webhookDeliveries.id, before),
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    deliveries: page.map(summarise),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(last.id) : null,
  };
}

/**
 * Sends a delivery's event again, due at once: a new PENDING row naming the delivery it repeats
 * (the original keeps its own history). The receiver sees the same Registrar-Event-Id.
 */
export async function replayDelivery(
  db: DbOrTx,
  accountId: number,
  deliveryId: number,
  now: Date,
): Promise<WebhookDeliverySummary> {
  const [original] = await db
    .select({
      endpointId: webhookDeliveries.endpointId,
      eventId: webhookDeliveries.eventId,
      disabledAt: webhookEndpoints.disabledAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.accountId, accountId)));
  if (original === undefined) throw new HttpProblem(404, 'We could not find that delivery.');
  if (original.disabledAt !== null)
    throw new HttpProblem(
      409,
      'That delivery went to an endpoint that is disabled. Register the address again to receive events there.',
    );
  const [created] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: original.endpointId,
      eventId: original.eventId,
      replayOf: deliveryId,
      status: 'PENDING',
      createdAt: now,
      nextAttemptAt: now,
    })
    .returning({ id: webhookDeliveries.id });
  if (created === undefined) throw new Error('The replay was not stored');
  const [row] = await db
    .select(summaryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(registryEvents, eq(registryEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, created.id));
  if (row === undefined) throw new Error('The replay was not stored');
  return summarise(row);
}
