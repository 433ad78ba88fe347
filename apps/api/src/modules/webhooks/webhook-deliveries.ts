// Webhook deliveries: a registry event posted to each active endpoint of the filing account the
// filing came from. The event's transaction only writes PENDING rows (no network inside a
// transaction: a slow receiver must not hold a filing's locks); a background pass posts them.
// The pass may run in several server processes at once, so rows are claimed with FOR UPDATE SKIP
// LOCKED and leased (lease_expires_at), and every result is written only while the lease is still
// the one this pass set: a delivery whose process died is taken again once its lease runs out
// (at least once; receivers tell repeats apart by Registrar-Event-Id). A failure is retried with
// growing, jittered waits for a day from when the delivery was queued, then it is FAILED; the
// account can replay any delivery, which queues a new row that names the one it repeats.
// Each post resolves the endpoint's name afresh and connects only to an address it has judged
// public (webhook-addresses.ts), over Node's own http and https clients.
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import {
  registryEvents,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
} from '../../db/schema.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import type { RegistryEventReactor } from '../events/registry-events.ts';
import { SealedSecretUnreadable, type SecretsKeyring } from '../secrets/sealed-secrets.ts';
import {
  pinDestination,
  type DestinationOptions,
  type PinnedAddress,
} from './webhook-addresses.ts';
import { endpointSecretOf } from './webhook-endpoints.ts';
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
/** The longest error the delivery log keeps. */
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
  /** The endpoint's secret as kept: sealed (or in clear, as an older release wrote it). */
  secret: string | null;
  secretSealed: string | null;
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
    secret: string | null;
    secret_sealed: string | null;
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
      ev.payload, e.url, e.secret, e.secret_sealed, claimed.attempts, claimed.created_at
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
    secretSealed: row.secret_sealed,
    attempts: Number(row.attempts),
    createdAt: new Date(row.created_at),
  }));
}

type Attempt =
  { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string };

/**
 * Every failure to reach the endpoint reads the same, whatever it was (no address, an address
 * that is not public, refused, reset, a certificate that does not fit): were they told apart, the
 * delivery log would say which ports of a host are open.
 */
const couldNotConnect =
  'Could not connect to the endpoint. Check that the address is right and on the public internet, and that its server accepts connections.';

/** Ways to reach endpoints besides the system's own (tests give their resolver and certificates). */
interface DeliveryNetwork extends DestinationOptions {
  /** Certificates to trust besides the system's (a test receiver's); never set by the server. */
  trustedCertificates?: string[];
}

/** The given promise, or the signal's reason once it aborts, whichever comes first. */
function beforeAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * One POST of `body` to `url` at the pinned address, answering the response's status. The
 * connection goes to that address and nowhere else; over https the certificate is checked
 * against the URL's host name, which is also the name sent in TLS (SNI). Redirects are answers
 * like any other (Node's client follows none); the answer's body is not read.
 */
function postTo(
  url: URL,
  pinned: PinnedAddress,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
  network: DeliveryNetwork,
): Promise<number> {
  const secure = url.protocol === 'https:';
  const hostName = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const options: https.RequestOptions = {
    host: pinned.address,
    family: pinned.family,
    port: url.port === '' ? (secure ? 443 : 80) : Number(url.port),
    path: `${url.pathname}${url.search}`,
    method: 'POST',
    headers: { ...headers, host: url.host, 'content-length': String(Buffer.byteLength(body)) },
    // A connection of its own each time: a pooled one would be keyed by the address alone.
    agent: false,
    signal,
    ...(secure
      ? {
          // A literal address is checked as itself; a name is sent and checked as the name.
          ...(isIP(hostName) === 0 ? { servername: hostName } : {}),
          ...(network.trustedCertificates === undefined ? {} : { ca: network.trustedCertificates }),
        }
      : {}),
  };
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(options, (response) => {
      response.on('error', () => undefined);
      response.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Posts one delivery: the body is serialised once, and those bytes are both signed and sent. */
async function postDelivery(
  delivery: ClaimedDelivery,
  secret: string,
  sentAt: Date,
  timeoutMs: number,
  network: DeliveryNetwork,
): Promise<Attempt> {
  const body = JSON.stringify(delivery.payload);
  const signature = signWebhookBody(secret, body, Math.floor(sentAt.getTime() / 1000));
  // One deadline for the whole attempt: resolving the name, connecting and the answer's headers.
  const signal = AbortSignal.timeout(timeoutMs);
  const url = new URL(delivery.url);
  let status: number;
  try {
    const pinned = await beforeAbort(pinDestination(url, network), signal);
    status = await postTo(
      url,
      pinned,
      {
        'content-type': 'application/json',
        'user-agent': 'Registrar-Webhooks/1',
        [signatureHeader]: signature,
        [eventIdHeader]: String(delivery.eventId),
        [eventTypeHeader]: delivery.eventType,
        [deliveryIdHeader]: String(delivery.id),
      },
      body,
      signal,
      network,
    );
  } catch {
    // The deadline is the one failure told apart: it says the endpoint is slow, not what is there.
    if (signal.aborted)
      return {
        ok: false,
        statusCode: null,
        error: `No answer within ${String(timeoutMs / 1000)} seconds.`,
      };
    return { ok: false, statusCode: null, error: couldNotConnect };
  }
  if (status >= 200 && status < 300) return { ok: true, statusCode: status };
  // A redirect could point the signed body anywhere (an internal address included): it is a
  // failure that the account fixes by registering the final address.
  const redirect = status >= 300 && status < 400;
  return {
    ok: false,
    statusCode: status,
    error: redirect
      ? `The endpoint answered ${String(status)}, a redirect. Deliveries do not follow redirects.`
      : `The endpoint answered ${String(status)}.`,
  };
}

/**
 * Writes an attempt's result on the delivery and the attempt's row in its history, in one
 * statement, and only while the lease is still the one this pass set: a pass that lost the
 * delivery meanwhile (its lease ran out and another took it, or the endpoint was disabled)
 * writes neither. Answers whether it was written.
 */
async function recordAttempt(
  db: DbOrTx,
  deliveryId: number,
  leasedUntil: Date,
  attempt: Attempt,
  at: Date,
  outcome: { status: 'DELIVERED' | 'PENDING' | 'FAILED'; nextAttemptAt?: Date },
): Promise<boolean> {
  const error = attempt.ok ? null : attempt.error.slice(0, maxErrorLength);
  const atText = at.toISOString();
  const result = await db.execute<{ delivery_id: string }>(sql`
    with recorded as (
      update webhook_deliveries set
        status = ${outcome.status},
        attempts = attempts + 1,
        last_status_code = ${attempt.statusCode}::integer,
        last_error = ${error}::text,
        lease_expires_at = null,
        delivered_at = ${outcome.status === 'DELIVERED' ? atText : null}::timestamptz,
        next_attempt_at = coalesce(
          ${outcome.nextAttemptAt?.toISOString() ?? null}::timestamptz, next_attempt_at)
      where id = ${deliveryId} and status = 'PENDING'
        and lease_expires_at = ${leasedUntil.toISOString()}::timestamptz
      returning id, attempts)
    insert into webhook_delivery_attempts (delivery_id, attempt, status_code, error, at)
    select id, attempts, ${attempt.statusCode}::integer, ${error}::text, ${atText}::timestamptz
    from recorded
    returning delivery_id`);
  return result.rows.length > 0;
}

interface WebhookLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What the account reads when its endpoint's secret does not open: nothing was sent. */
const couldNotSign =
  'The registry could not sign this delivery, so it was not sent; it will be tried again. If this goes on, tell the registry, or register the address again to get a new secret.';

export interface DeliverDueWebhooksOptions extends DeliveryNetwork {
  now: Date;
  /** The keys the endpoints' secrets are sealed with. */
  secrets: SecretsKeyring;
  /** How long a receiver has to answer, in milliseconds (10 s), its name's lookup included. */
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

  const signAndPost = async (delivery: ClaimedDelivery): Promise<Attempt> => {
    let secret: string;
    try {
      secret = endpointSecretOf(options.secrets, delivery);
    } catch (error) {
      if (!(error instanceof SealedSecretUnreadable)) throw error;
      // The operators' to mend (the key file or SECRETS_KEY of a restore, a dropped previous key).
      log.error(
        { deliveryId: delivery.id, eventId: delivery.eventId, reason: error.message },
        "webhook delivery not sent: the endpoint's secret does not open with this server's secrets keys",
      );
      return { ok: false, statusCode: null, error: couldNotSign };
    }
    return postDelivery(delivery, secret, currentTime(), timeoutMs, options);
  };

  const deliverOne = async (delivery: ClaimedDelivery): Promise<void> => {
    const attempt = await signAndPost(delivery);
    const at = currentTime();
    if (attempt.ok) {
      if (await recordAttempt(db, delivery.id, leasedUntil, attempt, at, { status: 'DELIVERED' }))
        result.delivered += 1;
      return;
    }
    const windowOver = at.getTime() - delivery.createdAt.getTime() > retryWindowMs;
    const outcome = windowOver
      ? { status: 'FAILED' as const }
      : {
          status: 'PENDING' as const,
          // The wait grows with the attempts made so far, this one included.
          nextAttemptAt: new Date(at.getTime() + webhookBackoffMs(delivery.attempts + 1)),
        };
    if (!(await recordAttempt(db, delivery.id, leasedUntil, attempt, at, outcome))) return;
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

/** One attempt at a delivery, as the delivery log shows it. */
interface DeliveryAttempt {
  /** 1 for the first. */
  attempt: number;
  /** The endpoint's answer; null when there was none (no connection, no answer in time). */
  statusCode: number | null;
  /** What went wrong, in a few words; null for a success. */
  error: string | null;
  at: Date;
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
  /** Every attempt, oldest first (deliveries made before attempts were kept have none here). */
  attemptsLog: DeliveryAttempt[];
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

type SummaryRow = {
  [K in Exclude<keyof WebhookDeliverySummary, 'attemptsLog'>]: K extends 'nextAttemptAt'
    ? Date
    : WebhookDeliverySummary[K];
};

/** The delivery log's lines for these rows, each with its attempts. */
async function summarise(db: DbOrTx, rows: SummaryRow[]): Promise<WebhookDeliverySummary[]> {
  const ids = rows.map((row) => row.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(webhookDeliveryAttempts)
          .where(inArray(webhookDeliveryAttempts.deliveryId, ids))
          .orderBy(asc(webhookDeliveryAttempts.deliveryId), asc(webhookDeliveryAttempts.attempt));
  const byDelivery = new Map<number, DeliveryAttempt[]>();
  for (const { deliveryId, attempt, statusCode, error, at } of attempts) {
    const log = byDelivery.get(deliveryId) ?? [];
    log.push({ attempt, statusCode, error, at });
    byDelivery.set(deliveryId, log);
  }
  return rows.map((row) => ({
    ...row,
    nextAttemptAt: row.status === 'PENDING' ? row.nextAttemptAt : null,
    attemptsLog: byDelivery.get(row.id) ?? [],
  }));
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
    deliveries: await summarise(db, page),
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
  const [summary] = await summarise(db, [row]);
  if (summary === undefined) throw new Error('The replay was not stored');
  return summary;
}
