// GET /business-api/pdf/gsCertificate: the certificate of good standing of the entity a recorded
// filing formed.
import type { CallAnswer, CallQuery, goodStandingCertificateCall } from '@registrar/domain';
import { api } from '../api.ts';

type GoodStandingCertificateCall = typeof goodStandingCertificateCall;
const path: GoodStandingCertificateCall['path'] = '/business-api/pdf/gsCertificate';

export type GoodStandingCertificateQuery = CallQuery<GoodStandingCertificateCall>;
export type GoodStandingCertificate = CallAnswer<GoodStandingCertificateCall>;

/** The certificate, base64. */
export function fetchGoodStandingCertificate(
  query: GoodStandingCertificateQuery,
): Promise<GoodStandingCertificate> {
  return api.get<GoodStandingCertificate>(path, query);
}
