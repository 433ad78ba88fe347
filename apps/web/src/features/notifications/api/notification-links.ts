// POST /business-api/notifications/confirm and /unsubscribe: the links of notification messages
// (the token is the key; no sign-in); GET /business-api/notifications/link: where a link's
// sign-up stands.
import type {
  CallAnswer,
  CallBody,
  CallQuery,
  confirmSubscriptionCall,
  subscriptionLinkCall,
  unsubscribeCall,
} from '@registrar/domain';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.tsx';

type ConfirmCall = typeof confirmSubscriptionCall;
type UnsubscribeCall = typeof unsubscribeCall;
const confirmPath: ConfirmCall['path'] = '/business-api/notifications/confirm';
const unsubscribePath: UnsubscribeCall['path'] = '/business-api/notifications/unsubscribe';

export type SubscriptionAnswer = CallAnswer<ConfirmCall>;

/** Confirms the sign-up of a confirmation link; 404 for an unknown link, 410 after unsubscribing. */
export function confirmSubscription(body: CallBody<ConfirmCall>): Promise<SubscriptionAnswer> {
  return api.post<SubscriptionAnswer>(confirmPath, body);
}

/** Ends the sign-up of an unsubscribe link; 404 for an unknown link. */
export function unsubscribe(body: CallBody<UnsubscribeCall>): Promise<CallAnswer<UnsubscribeCall>> {
  return api.post<CallAnswer<UnsubscribeCall>>(unsubscribePath, body);
}

type SubscriptionLinkCall = typeof subscriptionLinkCall;
const linkPath: SubscriptionLinkCall['path'] = '/business-api/notifications/link';

/** Where the sign-up of a link stands (it changes nothing), asked only when `enabled`. */
export function useSubscriptionOfLink(query: CallQuery<SubscriptionLinkCall>, enabled: boolean) {
  return useQuery({
    queryKey: ['subscription-link', query.link, query.token],
    queryFn: () => api.get<CallAnswer<SubscriptionLinkCall>>(linkPath, query),
    enabled,
    retry: false,
  });
}
