// GET /business-api/certificate/verify: whether a certificate's number is genuine, and what it said.
import { useQuery } from '../../../lib/query.tsx';
import type { CallAnswer, certificateVerifyCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type CertificateVerifyCall = typeof certificateVerifyCall;
const path: CertificateVerifyCall['path'] = '/business-api/certificate/verify';

export type CertificateVerifyAnswer = CallAnswer<CertificateVerifyCall>;

/** The check of a certificate number (already in its printed form). */
export function useCertificateVerification(number: string) {
  return useQuery({
    queryKey: ['certificate-verify', number],
    queryFn: () => api.get<CertificateVerifyAnswer>(path, { number }),
    enabled: number !== '',
    retry: false,
  });
}
