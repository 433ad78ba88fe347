import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { SafeHtml } from '../../../../components/safe-html.tsx';

/**
 * The intro page's editable content for a transaction type (GET /business-api/content/intro).
 * Spec/000: code 200 renders the content; any other answer is logged and nothing is shown.
 */
export function IntroContent({
  entityId,
  transactionType,
}: {
  entityId: string;
  transactionType: string;
}) {
  const query = useQuery({
    queryKey: ['content-intro', transactionType, entityId],
    queryFn: async () => {
      try {
        return await api.get<{ code?: number; content?: string }>('/business-api/content/intro', {
          transactionType,
          entityId: entityId || undefined,
        });
      } catch (error) {
        console.error('Intro content could not be loaded', error);
        return {};
      }
    },
    staleTime: Infinity,
  });
  const content = query.data?.code === 200 ? query.data.content : undefined;
  if (!content) return null;
  return <SafeHtml className="app-intro-content" html={content} />;
}
