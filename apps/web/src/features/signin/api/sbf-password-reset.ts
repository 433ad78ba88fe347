// GET /business-api/sbfPasswordReset: entity ID, its name and the email; the server mails a reset
// link when they match an account, and answers the same either way.
import type { CallAnswer, CallQuery, sbfPasswordResetCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type SbfPasswordResetCall = typeof sbfPasswordResetCall;
const path: SbfPasswordResetCall['path'] = '/business-api/sbfPasswordReset';

export type SbfPasswordResetQuery = CallQuery<SbfPasswordResetCall>;
type SbfPasswordResetAnswer = CallAnswer<SbfPasswordResetCall>;

/** Asks for a reset link. */
export function requestSbfPasswordReset(
  query: SbfPasswordResetQuery,
): Promise<SbfPasswordResetAnswer> {
  return api.get<SbfPasswordResetAnswer>(path, query);
}
