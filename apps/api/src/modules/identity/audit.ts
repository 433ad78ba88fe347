// The audit trail of staff actions: who (the signed-in user, or null for the command line and the
// setup link), when, what, on which subject, and the subject before and after. Callers pass
// snapshots without secrets (no password or its hash, no tokens).
import type { DbOrTx } from '../../db/database.ts';
import { auditEvents } from '../../db/schema.ts';

export interface StaffAction {
  actorUserId: string | null;
  action: string;
  subjectType: 'user' | 'session';
  subjectId: string;
  before?: object | null;
  after?: object | null;
  clientAddress?: string | null;
}

/** Writes one audit row; inside the caller's transaction when it passes one. */
export async function recordStaffAction(db: DbOrTx, action: StaffAction, now: Date = new Date()) {
  await db.insert(auditEvents).values({
    at: now,
    actorUserId: action.actorUserId,
    action: action.action,
    subjectType: action.subjectType,
    subjectId: action.subjectId,
    before: action.before ?? null,
    after: action.after ?? null,
    clientAddress: action.clientAddress ?? null,
  });
}
