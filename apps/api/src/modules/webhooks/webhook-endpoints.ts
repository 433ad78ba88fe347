// Where a filing account wants its events posted. An endpoint is an address on the public internet
// reached over HTTPS (the body names filings and the signature's secret must not travel in clear);
// plain http is accepted only to this machine's loopback address, and only where the caller allows
// it (development and tests, where a receiver listens on 127.0.0.1). What can be judged of the
// address when it is registered is judged here (webhook-addresses.ts); its name is judged again at
// every delivery. Each endpoint has its own secret: shown to the account once, and kept, because
// every delivery is signed with it; kept sealed with the registry's secrets key, never in clear.
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNotNull, isNull, notLike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import {
  filingAccounts,
  idempotencyKeys,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import {
  openSealedSecret,
  SealedSecretUnreadable,
  sealSecret,
  type SecretsKeyring,
} from '../secrets/sealed-secrets.ts';
import { isKnownLocalHost, namesLoopback } from './webhook-addresses.ts';

/** Enough for a firm's production, staging and a few integrations; more is likely a leak. */
const maxActiveEndpointsPerAccount = 10;
const maxUrlLength = 2_000;

export interface WebhookEndpointOptions {
  /** Accept http:// to 127.0.0.1, ::1 or localhost (development and tests only). */
  allowInsecureLoopback?: boolean;
}

function refuseUrl(message: string): never {
  throw new ValidationFailed([{ field: 'url', message }]);
}

/** The address as it will be called, or a ValidationFailed on `url` saying what to change. */
function checkWebhookUrl(given: string, options: WebhookEndpointOptions = {}): string {
  const text = given.trim();
  if (text === '') refuseUrl('Enter the address the registry should send events to.');
  if (text.length > maxUrlLength)
    refuseUrl(`Enter an address of ${maxUrlLength.toLocaleString('en-US')} characters or fewer.`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    refuseUrl('Enter a full address, such as https://example.com/registrar/events.');
  }
  const insecureLoopbackAllowed = options.allowInsecureLoopback === true && namesLoopback(url);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && insecureLoopbackAllowed))
    refuseUrl('Enter an address that starts with https://.');
  if (url.username !== '' || url.password !== '')
    refuseUrl(
      'Remove the user name and password from the address. Each delivery is signed instead.',
    );
  // An empty fragment ("...#") leaves url.hash empty; the text still shows it.
  if (text.includes('#')) refuseUrl('Remove the part of the address that starts with #.');
  if (!insecureLoopbackAllowed && isKnownLocalHost(url))
    refuseUrl('Enter an address on the public internet.');
  return url.href;
}

/** A new endpoint's secret: whsec_ and 32 random bytes, base64url. */
function newEndpointSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** What an endpoint's secret is sealed for: a value sealed for another use does not open here. */
const secretPurpose = 'webhook-endpoint-secret';

/**
 * The secret an endpoint's deliveries are signed with, opened from its sealed value; a clear one
 * is what an older release wrote (during a rolling upgrade), until the next start seals it.
 * SealedSecretUnreadable when the key that sealed it is not this server's.
 */
export function endpointSecretOf(
  keyring: SecretsKeyring,
  stored: { secret: string | null; secretSealed: string | null },
): string {
  if (stored.secretSealed !== null)
    return openSealedSecret(keyring, secretPurpose, stored.secretSealed);
  if (stored.secret !== null) return stored.secret;
  throw new SealedSecretUnreadable('The endpoint has no secret.');
}

export interface RegisteredWebhookEndpoint {
  id: number;
  url: string;
  /** Shown to the account this once; deliveries to the endpoint are signed with it. */
  secret: string;
  createdAt: Date;
}

/** Adds an endpoint to the account (at most ten active), with a new secret, kept sealed. */
export async function registerWebhookEndpoint(
  db: DbOrTx,
  keyring: SecretsKeyring,
  accountId: number,
  url: string,
  options: WebhookEndpointOptions = {},
): Promise<RegisteredWebhookEndpoint> {
  const checkedUrl = checkWebhookUrl(url, options);
  return db.transaction(async (tx) => {
    // The account's row lock makes count-then-insert one step: two registrations at once cannot
    // both take the tenth place.
    const [account] = await tx
      .select({ id: filingAccounts.id })
      .from(filingAccounts)
      .where(eq(filingAccounts.id, accountId))
      .for('update');
    if (account === undefined) throw new HttpProblem(404, 'We could not find that filing account.');
    const [active] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.accountId, accountId), isNull(webhookEndpoints.disabledAt)));
    if ((active?.n ?? 0) >= maxActiveEndpointsPerAccount)
      throw new HttpProblem(
        409,
        `A filing account can have ${String(maxActiveEndpointsPerAccount)} active webhook endpoints. Disable one you no longer use before adding another.`,
      );
    const secret = newEndpointSecret();
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        accountId,
        url: checkedUrl,
        secretSealed: sealSecret(keyring, secretPurpose, secret),
      })
      .returning({
        id: webhookEndpoints.id,
        url: webhookEndpoints.url,
        createdAt: webhookEndpoints.createdAt,
      });
    if (created === undefined) throw new Error('The webhook endpoint was not stored');
    return { ...created, secret };
  });
}

export interface WebhookEndpointSummary {
  id: number;
  url: string;
  createdAt: Date;
  /** When the account disabled it; null while it receives events. */
  disabledAt: Date | null;
}

const summaryColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  createdAt: webhookEndpoints.createdAt,
  disabledAt: webhookEndpoints.disabledAt,
};

/** The account's endpoints, active and disabled, oldest first; never their secrets. */
export async function listWebhookEndpoints(
  db: DbOrTx,
  accountId: number,
): Promise<WebhookEndpointSummary[]> {
  return db
    .select(summaryColumns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, accountId))
    .orderBy(asc(webhookEndpoints.id));
}

/**
 * Stops sending to the endpoint. Its deliveries still waiting are closed as FAILED (the log says
 * why) rather than left pending for ever. Disabling twice keeps the first time.
 */
export async function disableWebhookEndpoint(
  db: DbOrTx,
  accountId: number,
  endpointId: number,
): Promise<WebhookEndpointSummary> {
  return db.transaction(async (tx) => {
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ disabledAt: sql`coalesce(${webhookEndpoints.disabledAt}, now())` })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.accountId, accountId)))
      .returning(summaryColumns);
    if (endpoint === undefined)
      throw new HttpProblem(404, 'We could not find that webhook endpoint.');
    await tx
      .update(webhookDeliveries)
      .set({
        status: 'FAILED',
        leaseExpiresAt: null,
        lastError: 'The endpoint was disabled before this delivery succeeded.',
      })
      .where(
        and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'PENDING')),
      );
    return endpoint;
  });
}

/**
 * What a repeat of a registration (the same Idempotency-Key) says in place of the secret: it was
 * shown once, and how to get another.
 */
function secretShownOnceNote(endpointId: string): string {
  return `The secret of endpoint ${endpointId} was shown once, in the first answer to this request, and is not shown again. If it was lost, register the address again with a new Idempotency-Key to get an endpoint with a new secret, then disable this one (DELETE /filing-api/v1/webhook-endpoints/${endpointId}).`;
}

/** A registration's answer as a repeat of the request is given it: without the secret. */
export function registrationAnswerForRepeats<
  Answer extends { endpoint: { id: string }; secret: string | null },
>(answer: Answer): Omit<Answer, 'secret'> & { secret: null; secretNote: string } {
  return { ...answer, secret: null, secretNote: secretShownOnceNote(answer.endpoint.id) };
}

/** What the start did to the secrets it found. */
export interface SecretsSealing {
  /** Secrets sealed for the first time (they were in clear) or again with the current key. */
  sealed: number;
  /** Secrets sealed with a key this server does not have: their deliveries cannot be signed. */
  unreadable: number;
  /** Registration answers kept for their Idempotency-Key that held the secret, now without. */
  answersCleared: number;
}

/**
 * Run at every start: seals the secrets still in clear (endpoints from before secrets were sealed,
 * or written by an older release during a rolling upgrade), seals again with the current key what
 * a previous key sealed (so that a changed key can in time be dropped), and takes the secret out
 * of the registration answers that releases before kept for 24 hours. Each row changes only if
 * it is still as it was read, so several processes starting together do no harm.
 */
export async function sealWebhookSecrets(
  db: DbOrTx,
  keyring: SecretsKeyring,
): Promise<SecretsSealing> {
  const result: SecretsSealing = { sealed: 0, unreadable: 0, answersCleared: 0 };
  const stale = await db
    .select({
      id: webhookEndpoints.id,
      secret: webhookEndpoints.secret,
      secretSealed: webhookEndpoints.secretSealed,
    })
    .from(webhookEndpoints)
    .where(
      or(
        isNotNull(webhookEndpoints.secret),
        notLike(webhookEndpoints.secretSealed, `v1.${keyring.currentKeyId}.%`),
      ),
    );
  for (const row of stale) {
    let secret: string;
    try {
      secret = row.secret ?? endpointSecretOf(keyring, row);
    } catch (error) {
      if (!(error instanceof SealedSecretUnreadable)) throw error;
      result.unreadable += 1;
      continue;
    }
    const changed = await db
      .update(webhookEndpoints)
      .set({ secret: null, secretSealed: sealSecret(keyring, secretPurpose, secret) })
      .where(
        and(
          eq(webhookEndpoints.id, row.id),
          row.secret === null
            ? isNull(webhookEndpoints.secret)
            : eq(webhookEndpoints.secret, row.secret),
          row.secretSealed === null
            ? isNull(webhookEndpoints.secretSealed)
            : eq(webhookEndpoints.secretSealed, row.secretSealed),
        ),
      )
      .returning({ id: webhookEndpoints.id });
    result.sealed += changed.length;
  }

  const keptWithSecret = await db
    .select({
      accountId: idempotencyKeys.accountId,
      key: idempotencyKeys.key,
      body: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(sql`jsonb_typeof(${idempotencyKeys.responseBody} #> '{apiData,secret}') = 'string'`);
  for (const row of keptWithSecret) {
    const body = row.body as {
      apiData: { endpoint: { id: string }; secret: string | null };
    };
    await db
      .update(idempotencyKeys)
      .set({ responseBody: { ...body, apiData: registrationAnswerForRepeats(body.apiData) } })
      .where(and(eq(idempotencyKeys.accountId, row.accountId), eq(idempotencyKeys.key, row.key)));
    result.answersCleared += 1;
  }
  return result;
}
