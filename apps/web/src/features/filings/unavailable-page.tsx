import { Link, useLocation, useParams, useSearchParams } from '../../lib/router.tsx';
import { getFilingType, transactionDescription } from '@registrar/domain';
import { useTranslation } from '../../app/i18n/index.ts';
import { fillLink, links } from '../../lib/config.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';

/** The filing's name: the transaction named in the address, else the filing type's own. */
function filingName(filingType: string, transactionType: string | null): string {
  const named = transactionType === null ? undefined : transactionDescription(transactionType);
  return named ?? getFilingType(filingType)?.transactionDescription ?? 'filing';
}

/**
 * The unavailable page: the named filing is not available for this record, with a link to the
 * entity's summary page to check its filing history.
 */
export default function UnavailablePage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('existingEntity.unavailableTitle')));
  const { filingType = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const entityId = searchParams.get('entityId') ?? '';
  const reason =
    typeof (location.state as { reason?: unknown } | null)?.reason === 'string'
      ? (location.state as { reason: string }).reason
      : '';
  const filing = filingName(filingType, searchParams.get('transTyp'));
  return (
    <>
      <h1>{t('existingEntity.unavailableHeading')}</h1>
      <p className="usa-intro">{t('existingEntity.unavailableBody', { filing })}</p>
      {reason !== '' && <p>{reason}</p>}
      <ul className="usa-list">
        {entityId !== '' && (
          <li>
            <a className="usa-link" href={fillLink(links.entitySummary, { entityId })}>
              {t('existingEntity.unavailableSummaryLink')}
            </a>
          </li>
        )}
        <li>
          <Link className="usa-link" to="/filing/fileaform">
            {t('existingEntity.backToForms')}
          </Link>
        </li>
      </ul>
    </>
  );
}
