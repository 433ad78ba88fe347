// Entities protected by Secure Business Filing (entities.sbf, set when the first account of the
// entity verifies its email): filing for one needs the SBF access token of a filer of that entity.
import { staffMessages } from '@registrar/domain';
import { HttpProblem } from '../../http-errors.ts';
import type { EntityRow } from '../registry/entity-summary.ts';
import type { SignedIn } from './sessions.ts';

// Registrar's own wording.
const signInNeededMessage =
  'This business is protected by Secure Business Filing. Log in to file for it.';
const otherEntityMessage =
  'You are logged in for another business. Log in for this business to file for it.';

/**
 * Refuses a filing for a protected entity unless a filer of that entity is signed in: 401 with
 * nobody signed in, 403 for anyone else (a filer of another entity, staff) and for a filer who
 * signed in with a temporary password and has not changed it yet.
 */
export async function checkSecureFiling(
  entity: EntityRow | undefined,
  signedIn: () => Promise<SignedIn | null>,
): Promise<void> {
  if (entity === undefined || !entity.sbf) return;
  const caller = await signedIn();
  if (caller === null) throw new HttpProblem(401, signInNeededMessage);
  if (caller.kind !== 'filer' || caller.entityId !== entity.entityId)
    throw new HttpProblem(403, otherEntityMessage);
  // A temporary password opens nothing but the password change.
  if (caller.mustChangePassword) throw new HttpProblem(403, staffMessages.mustChangePassword);
}
