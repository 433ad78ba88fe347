// The audit trail of staff actions (audit_events): who, when, what, and the subject before and after.
import type { DbOrTx } from '../../db/database.ts';
import { auditEvents } from '../../db/schema.ts';

/** Records one action of a signed-in staff member. */
export async function recordAuditEvent(
  db: DbOrTx,
  actor: { userId: string; clientAddress: string },
  event: {
    action: string;
    subjectType?: string;
    subjectId: string;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await db.insert(auditEvents).values({
    actorUserId: actor.userId,
    action: event.action,
    subjectType: event.subjectType ?? 'filing',
    subjectId: event.subjectId,
    before: event.before,
    after: event.after,
    clientAddress: actor.clientAddress,
  });
}
