import { ServedHtml } from '../../../../components/served-html.tsx';
import { useIntroContent } from '../../api/intro-content.ts';

/**
 * The intro page's editable content for a transaction type (GET /business-api/content/intro).
 * Code 200 renders the content; any other answer is logged and nothing is shown.
 */
export function IntroContent({
  entityId,
  transactionType,
}: {
  entityId: string;
  transactionType: string;
}) {
  const query = useIntroContent({ transactionType, entityId });
  const content = query.data;
  if (!content) return null;
  return <ServedHtml className="app-intro-content" html={content} />;
}
