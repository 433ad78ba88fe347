// GET /business-api/admin/transLock: locks a held filing for the signed-in administrator; 409 names
// the administrator holding it.
import type { CallAnswer, CallRefusal, transLockCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type TransLockCall = typeof transLockCall;
const path: TransLockCall['path'] = '/business-api/admin/transLock';

export type TransLockAnswer = CallAnswer<TransLockCall>;
export type LockedByAnother = CallRefusal<TransLockCall, 409>;

/** Locks the held filing (its transSeqId) for review. */
export function lockFiling(transSeqId: string): Promise<TransLockAnswer> {
  return api.get<TransLockAnswer>(path, { transSeqId });
}
