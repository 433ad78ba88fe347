// GET /business-api/sbf/account: whether this browser (it holds the filing's receipt token in the
// cookie the payment call set) may open a Secure Business Filing account from a filing, and for
// which entity.
import type { CallAnswer, sbfAccountOfferCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.tsx';

type AccountOfferCall = typeof sbfAccountOfferCall;
const path: AccountOfferCall['path'] = '/business-api/sbf/account';

/** The entity an account would be for; refused (403, 404) when this browser may not open one. */
export function useAccountOffer(refId: string) {
  return useQuery({
    queryKey: ['sbf-account-offer', refId],
    queryFn: () => api.get<CallAnswer<AccountOfferCall>>(path, { refId }),
    enabled: /^[0-9a-f-]{36}$/i.test(refId),
    retry: false,
  });
}
