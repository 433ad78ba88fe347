// How a webhook delivery proves it came from the registry and was not changed or replayed later.
// Each delivery carries
//
//   Registrar-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>
//
// with the endpoint's secret (whsec_...). The timestamp is inside what is signed, so a receiver
// that rejects old timestamps also rejects a captured delivery posted again later. The receiver
// must sign the raw bytes it received, before any JSON parsing: a re-serialised body may differ.
// The same functions sign here and verify in the tests; docs/webhooks.md shows the few lines a
// receiver needs.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signatureHeader = 'Registrar-Signature';
export const eventIdHeader = 'Registrar-Event-Id';
export const eventTypeHeader = 'Registrar-Event-Type';
export const deliveryIdHeader = 'Registrar-Delivery-Id';

/** Scheme version in the header; a later scheme would add v2 beside it, not replace v1. */
const schemeVersion = 'v1';

function hmacHex(secret: string, body: string | Uint8Array, timestampSeconds: number): string {
  return createHmac('sha256', secret)
    .update(`${String(timestampSeconds)}.`)
    .update(body)
    .digest('hex');
}

/** The Registrar-Signature header value for this body, signed at `timestampSeconds`. */
export function signWebhookBody(
  secret: string,
  body: string | Uint8Array,
  timestampSeconds: number,
): string {
  const t = Math.floor(timestampSeconds);
  return `t=${String(t)},${schemeVersion}=${hmacHex(secret, body, t)}`;
}

/**
 * True when a Registrar-Signature header fits the raw body: the header names a timestamp within
 * `toleranceSeconds` of now (either side, for clocks that drift) and a v1 signature equal to the
 * body's, compared in constant time. A plain boolean, so `if (!verify...)` cannot be misread.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  body: string | Uint8Array,
  options: { toleranceSeconds?: number; nowSeconds?: number } = {},
): boolean {
  const toleranceSeconds = options.toleranceSeconds ?? 300;
  const nowSeconds = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (header === undefined) return false;
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === schemeVersion && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, body, timestamp), 'hex');
  // Every candidate is compared (no early exit), each in constant time.
  let matched = false;
  for (const signature of signatures) {
    if (timingSafeEqual(expected, Buffer.from(signature, 'hex'))) matched = true;
  }
  return matched;
}
