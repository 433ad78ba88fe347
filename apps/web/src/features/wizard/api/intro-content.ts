// GET /business-api/content/intro: the intro page's editable content for a transaction type (HTML),
// worded for the entity's type when the entity is known.
import { useQuery } from '../../../lib/query.tsx';
import type { CallAnswer, CallQuery, introContentCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type IntroContentCall = typeof introContentCall;
const path: IntroContentCall['path'] = '/business-api/content/intro';

type IntroContentQuery = CallQuery<IntroContentCall>;
export type IntroContentAnswer = CallAnswer<IntroContentCall>;

/** The intro content; 404 when the transaction type has none. */
function fetchIntroContent(query: IntroContentQuery): Promise<IntroContentAnswer> {
  return api.get<IntroContentAnswer>(path, query);
}

/**
 * The intro content of a transaction type ('' entity ID: not known yet), or null when there is none
 * to show: any answer but 200 is logged and nothing is shown.
 */
export function useIntroContent({
  transactionType,
  entityId,
}: {
  transactionType: string;
  entityId: string;
}) {
  return useQuery({
    queryKey: ['content-intro', transactionType, entityId],
    queryFn: async () => {
      try {
        const answer = await fetchIntroContent({
          // As the page was given it: the server refuses any other type (400, logged below).
          transactionType,
          ...(entityId === '' ? {} : { entityId }),
        });
        return answer.content;
      } catch (error) {
        console.error('Intro content could not be loaded', error);
        return null;
      }
    },
    staleTime: Infinity,
  });
}
