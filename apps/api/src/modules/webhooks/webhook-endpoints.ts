// Where a filing account wants its events posted. An endpoint is an address on the public internet
// reached over HTTPS (the body names filings and the signature's secret must not travel in clear);
// plain http is accepted only to this machine's loopback address, and only where the caller allows
// it (development and tests, where a receiver listens on 127.0.0.1). Each endpoint has its own
// secret: shown to the account once, and kept, because every delivery is signed with it.
import { randomBytes } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { filingAccounts, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';

/** Enough for a firm's production, staging and a few integrations; more is likely a leak. */
const maxActiveEndpointsPerAccount = 10;
const maxUrlLength = 2_000;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Addresses the registry's own network can reach but the internet cannot: a webhook aimed there
 * would let an account make the server call its neighbours. Only literal addresses are refused
 * here; a name is resolved at delivery time by the network, as any caller's would be.
 */
const privateAddresses = (() => {
  const list = new BlockList();
  list.addSubnet('0.0.0.0', 8, 'ipv4');
  list.addSubnet('10.0.0.0', 8, 'ipv4');
  list.addSubnet('100.64.0.0', 10, 'ipv4');
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addSubnet('169.254.0.0', 16, 'ipv4');
  list.addSubnet('172.16.0.0', 12, 'ipv4');
  list.addSubnet('192.168.0.0', 16, 'ipv4');
  list.addAddress('::', 'ipv6');
  list.addAddress('::1', 'ipv6');
  list.addSubnet('fc00::', 7, 'ipv6');
  list.addSubnet('fe80::', 10, 'ipv6');
  list.addSubnet('::ffff:0:0', 96, 'ipv6');
  return list;
})();

function isPrivateAddress(hostname: string): boolean {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const version = isIP(bare);
  if (version === 0) return false;
  return privateAddresses.check(bare, version === 4 ? 'ipv4' : 'ipv6');
}

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
  const loopback = loopbackHosts.has(url.hostname);
  const insecureLoopbackAllowed = options.allowInsecureLoopback === true && loopback;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && insecureLoopbackAllowed))
    refuseUrl('Enter an address that starts with https://.');
  if (url.username !== '' || url.password !== '')
    refuseUrl(
      'Remove the user name and password from the address. Each delivery is signed instead.',
    );
  // An empty fragment ("...#") leaves url.hash empty; the text still shows it.
  if (text.includes('#')) refuseUrl('Remove the part of the address that starts with #.');
  if (!insecureLoopbackAllowed && (loopback || isPrivateAddress(url.hostname)))
    refuseUrl('Enter an address on the public internet.');
  return url.href;
}

/** A new endpoint's secret: whsec_ and 32 random bytes, base64url. */
function newEndpointSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export interface RegisteredWebhookEndpoint {
  id: number;
  url: string;
  /** Shown to the account this once; deliveries to the endpoint are signed with it. */
  secret: string;
  createdAt: Date;
}

/** Adds an endpoint to the account (at most ten active), with a new secret. */
export async function registerWebhookEndpoint(
  db: DbOrTx,
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
      .values({ accountId, url: checkedUrl, secret })
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
