// POST /business-api/admin/savePii.
import type { CallAnswer, CallBody, savePiiCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type SavePiiCall = typeof savePiiCall;
const path: SavePiiCall['path'] = '/business-api/admin/savePii';

export type PiiRequest = CallBody<SavePiiCall>;

/** Withholds the PII document and records the Statement of Removal with its filers. */
export function savePii(body: PiiRequest) {
  return api.post<CallAnswer<SavePiiCall>>(path, body);
}
