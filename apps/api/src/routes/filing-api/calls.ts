// What every filing-API call shares: the key it presented, its Idempotency-Key, its cursors, and
// how a kept answer is sent.
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MESSAGE } from '@registrar/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import type { PresentedKey } from '../../modules/filing-accounts/api-keys.ts';
import type { Db } from '../../db/database.ts';
import type { AccountOwner } from '../../modules/filings/draft-owners.ts';
import {
  answerOnce,
  keepingRefusals,
  type KeptAnswer,
} from '../../modules/filing-api/idempotency.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key a filing-API call presented (set by the filing API's own hook). */
    filingApiKey?: PresentedKey;
  }
}

/** Registrar's own wording: a call without a live key. */
export const noKeyMessage =
  'Send a live API key of your filing account in the Authorization header (Bearer rgk_…).';

/** The key a call presented; the hook below has made sure there is one. */
export function presentedKey(request: FastifyRequest): PresentedKey {
  if (request.filingApiKey === undefined) throw new HttpProblem(401, noKeyMessage);
  return request.filingApiKey;
}

/** The presented key's account as the owner of the drafts and filings the call makes or names. */
export function accountOwner(request: FastifyRequest): AccountOwner {
  const { accountId, keyId } = presentedKey(request);
  return { kind: 'account', accountId, apiKeyId: keyId };
}

/** An opaque cursor: the id the next page starts below. */
export function cursorOf(next: number | null): string | null {
  return next === null ? null : Buffer.from(`v1:${next}`).toString('base64url');
}

/** The id a cursor names; a cursor the server did not give is the client's error. */
export function beforeOf(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const match = /^v1:(\d{1,18})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (match?.[1] === undefined)
    throw new ValidationFailed([
      { field: 'cursor', message: 'This cursor is not one the API gave. Start again without it.' },
    ]);
  return Number(match[1]);
}

/** The Idempotency-Key of a POST (the call's header schema has checked it; so does this). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.trim() === '' || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    throw new HttpProblem(400, IDEMPOTENCY_KEY_MESSAGE);
  return key;
}

/**
 * Sends an answer kept for an Idempotency-Key as it was first given (the route's response schema
 * still checks it on the way out), saying when it is a repeat.
 */
export function sendKept(reply: FastifyReply, answer: KeptAnswer & { replayed: boolean }) {
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.code(answer.status).send(answer.body);
}

/**
 * Runs a POST's work once per Idempotency-Key: its answer (200) or its refusal is kept. An answer
 * that shows something once (a secret) is kept as `forRepeats` makes it, and repeats get that.
 */
export function keptOnce<Body>(
  db: Db,
  call: { accountId: number; key: string; fingerprint: string },
  work: () => Promise<Body>,
  forRepeats?: (body: Body) => unknown,
) {
  return answerOnce(
    db,
    call,
    keepingRefusals(async () => {
      const body = await work();
      return forRepeats === undefined
        ? { status: 200, body }
        : { status: 200, body, bodyForRepeats: forRepeats(body) };
    }),
  );
}
