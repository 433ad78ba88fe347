// Delayed effective dates: a filed formation becomes an entity when its effective time comes.
import { getFilingType } from '@registrar/domain';
import type { Db } from '../../db/database.ts';
import { applyExistingEntityEffects } from '../filings/existing-entity-filings.ts';
import { applyFormationEffects } from '../filings/filing-effects.ts';
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
        // A filing about an entity on the record changes it; a formation creates it.
        if (getFilingType(filing.filingType)?.existingEntity === true)
          await applyExistingEntityEffects(tx, filing);
        else await applyFormationEffects(tx, filing, filing.effectiveAt);
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
