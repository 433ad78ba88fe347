// GET /business-api/admin/releaseTransLock: releases the signed-in administrator's lock of a held
// filing.
import type { CallAnswer, releaseTransLockCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type ReleaseTransLockCall = typeof releaseTransLockCall;
const path: ReleaseTransLockCall['path'] = '/business-api/admin/releaseTransLock';

/** Releases the lock (nothing happens when the administrator holds none). */
export function releaseFilingLock(transSeqId: string): Promise<CallAnswer<ReleaseTransLockCall>> {
  return api.get<CallAnswer<ReleaseTransLockCall>>(path, { transSeqId });
}
