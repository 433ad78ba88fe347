// Idempotency-Key, as payment providers have it: a client that sends a POST again (its connection
// dropped, it timed out, it restarted) with the same key and the same body gets the same answer,
// and the work is done once; the same key with another body is refused. The first request holds
// the key as RUNNING under a lease; a repeat waits for its answer. A request whose process died
// leaves its lease to lapse, and the next repeat takes the work over (the work itself is safe to
// take over: a filing is made once per key, see filing-api-service.ts). Answers are kept 24 hours;
// server failures (5xx) are not kept, so that a repeat tries again.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerConnection } from '../../db/prepared-query.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';

/** How long an answer is kept for its key. */
const IDEMPOTENCY_RETENTION_MS = 24 * 3_600_000;
/** How long a running request holds its key before a repeat may take the work over. */
const LEASE_MS = 30_000;
/** How often a repeat looks for the first request's answer. */
const WAIT_STEP_MS = 50;

/** Registrar's own wording for a key used with another request. */
const keyReusedMessage =
  'This Idempotency-Key was used with another request in the last 24 hours. Use a new key for a new request.';

/** An answer as it is sent and kept. */
export interface KeptAnswer {
  status: number;
  body: unknown;
  /** What is kept for repeats instead of `body`, when the first answer shows something once. */
  bodyForRepeats?: unknown;
}

/** JSON with every object's keys in order, so that one body has one fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint of a call: its method, its path and its body. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

const takeKeyQuery = preparedPerConnection((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      accountId: sql.placeholder('accountId'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      status: 'RUNNING',
      leaseExpiresAt: sql.placeholder('leaseExpiresAt'),
      createdAt: sql.placeholder('createdAt'),
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.accountId, idempotencyKeys.key],
      set: {
        requestHash: sql`excluded.request_hash`,
        status: 'RUNNING',
        filingRef: null,
        responseStatus: null,
        responseBody: null,
        leaseExpiresAt: sql`excluded.lease_expires_at`,
        createdAt: sql`excluded.created_at`,
      },
      setWhere: lt(idempotencyKeys.createdAt, sql.placeholder('forgottenBefore')),
    })
    .returning({ createdAt: idempotencyKeys.createdAt })
    .prepare('take-idempotency-key'),
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the work is given: when the key was first taken (the same on a take-over). */
export interface KeyHold {
  firstTakenAt: Date;
}

/**
 * Answers the call once per key: runs `work` when the key is new (or its holder's lease lapsed),
 * waits for the answer while another request runs it, and gives a kept answer back as it was.
 */
export async function answerOnce(
  db: Db,
  call: { accountId: number; key: string; fingerprint: string },
  work: (hold: KeyHold) => Promise<KeptAnswer>,
  clock: () => Date = () => new Date(),
): Promise<KeptAnswer & { replayed: boolean }> {
  const { accountId, key, fingerprint } = call;
  const where = and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key));
  for (;;) {
    const now = clock();
    // A new key is taken; so is one older than the retention, which is forgotten (it may start
    // a new request). One statement: it runs on every POST.
    const [taken] = await takeKeyQuery(db).execute({
      accountId,
      key,
      requestHash: fingerprint,
      leaseExpiresAt: new Date(now.getTime() + LEASE_MS),
      createdAt: now,
      forgottenBefore: new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS),
    });
    let hold: KeyHold | undefined = taken && { firstTakenAt: taken.createdAt };
    if (hold === undefined) {
      const [kept] = await db.select().from(idempotencyKeys).where(where);
      if (kept === undefined) continue; // forgotten between the two statements: take it anew
      if (kept.requestHash !== fingerprint) throw new HttpProblem(422, keyReusedMessage);
      if (kept.status === 'DONE')
        return { status: kept.responseStatus ?? 500, body: kept.responseBody, replayed: true };
      if (kept.leaseExpiresAt > now) {
        await sleep(WAIT_STEP_MS);
        continue;
      }
      // The holder's lease lapsed (its process stopped): this request takes the work over.
      const [takenOver] = await db
        .update(idempotencyKeys)
        .set({ leaseExpiresAt: new Date(now.getTime() + LEASE_MS) })
        .where(
          and(
            where,
            eq(idempotencyKeys.status, 'RUNNING'),
            eq(idempotencyKeys.leaseExpiresAt, kept.leaseExpiresAt),
          ),
        )
        .returning({ createdAt: idempotencyKeys.createdAt });
      if (takenOver === undefined) continue;
      hold = { firstTakenAt: takenOver.createdAt };
    }
    let answer: KeptAnswer;
    try {
      answer = await work(hold);
    } catch (error) {
      // Not kept: the key is let go so that a repeat runs the work again.
      await db
        .delete(idempotencyKeys)
        .where(and(where, eq(idempotencyKeys.status, 'RUNNING')))
        .catch(() => undefined);
      throw error;
    }
    if (answer.status >= 500) {
      await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.status, 'RUNNING')));
      return { ...answer, replayed: false };
    }
    await db
      .update(idempotencyKeys)
      .set({
        status: 'DONE',
        responseStatus: answer.status,
        responseBody: answer.bodyForRepeats === undefined ? answer.body : answer.bodyForRepeats,
      })
      .where(and(where, eq(idempotencyKeys.status, 'RUNNING')));
    return { status: answer.status, body: answer.body, replayed: false };
  }
}

/** Forgets the answers older than the retention; answers how many. */
export async function forgetOldIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}

/** The answer the error handler would give a refusal, so that it can be kept for its key. */
function answerOfRefusal(error: unknown): KeptAnswer | null {
  if (error instanceof ValidationFailed)
    return {
      status: 400,
      body: { apiData: { code: 400, errors: error.errors, ...error.extra } },
    };
  if (error instanceof HttpProblem && error.statusCode < 500)
    return {
      status: error.statusCode,
      body: { apiData: { code: error.statusCode, message: error.message, ...error.extra } },
    };
  return null;
}

/**
 * The work of a call whose refusals (a 4xx the work throws) are answers to keep like any other:
 * a repeat with the same key gets the same refusal. Server failures are still thrown.
 */
export function keepingRefusals(
  work: (hold: KeyHold) => Promise<KeptAnswer>,
): (hold: KeyHold) => Promise<KeptAnswer> {
  return async (hold) => {
    try {
      return await work(hold);
    } catch (error) {
      const refusal = answerOfRefusal(error);
      if (refusal === null) throw error;
      return refusal;
    }
  };
}
