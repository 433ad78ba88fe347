// Delayed effective dates: a filed filing takes its effect on the registry when its time comes.
import type { Db } from '../../db/database.ts';
import { applyRegistryEffect } from '../filings/filing-effects.ts';
import { lockDueFilings, recordFilingEvent } from '../filings/filings-repository.ts';

const BATCH_SIZE = 50;

/** Applies the effects of every filed filing whose effective time is due; returns how many. */
export async function applyDueEffectiveFilings(db: Db, now = new Date()): Promise<number> {
  let applied = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await lockDueFilings(tx, now, BATCH_SIZE);
      for (const filing of due) {
        if (filing.effectiveAt === null) continue;
        await applyRegistryEffect(tx, filing, filing.effectiveAt);
        await recordFilingEvent(tx, {
          filingId: filing.id,
          fromStatus: 'FILED',
          toStatus: 'FILED',
          actor: 'system',
          reason: 'effective date reached; effects applied',
        });
      }
      return due.length;
    });
    applied += count;
    if (count < BATCH_SIZE) return applied;
  }
}
