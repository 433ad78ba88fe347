// What a browser that followed a document's link gets when the document is refused (withheld,
// the entity not in Good Standing, too many certificates in a short time, not ready yet): the
// server renders this page at the document's own address, with the refusal's status and message.
import { Link, useLocation } from '../../lib/router.tsx';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { usePageForm } from '../../lib/page-form.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { useServerRender } from '../../lib/server-render.ts';
import publicRecordText from './public-record.en.ts';

addCatalogue(publicRecordText);

/** documents/*: the refusal of the document at this address, and the way back. */
export default function DocumentRefusedPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('publicRecord.document.title')));
  const location = useLocation();
  const { outcome, outcomeAt } = usePageForm();
  const refusal =
    outcome !== undefined && outcomeAt === `${location.pathname}${location.search}`
      ? outcome.alert
      : undefined;
  // Without a refusal, this address named no document (the server answers the documents).
  const server = useServerRender();
  if (server !== null && refusal === undefined) server.status = 404;
  // A certificate's address names its entity: the way back is to its record.
  const entityId = /^\/documents\/certificate\/(\d{11})\.pdf$/.exec(location.pathname)?.[1];
  return (
    <>
      <h1>{t('publicRecord.document.heading')}</h1>
      <ProblemAlert text={refusal ?? t('publicRecord.record.documentFailed')} />
      <ul className="usa-list usa-list--unstyled">
        {entityId !== undefined && (
          <li className="margin-bottom-1">
            <Link className="usa-link" to={`/entity/${entityId}`}>
              {t('publicRecord.document.backToRecord')}
            </Link>
          </li>
        )}
        <li>
          <Link className="usa-link" to="/search">
            {t('publicRecord.record.searchAgain')}
          </Link>
        </li>
      </ul>
    </>
  );
}
