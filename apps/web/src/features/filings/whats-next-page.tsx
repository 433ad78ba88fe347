import { useEffect } from 'react';
import { Link, useSearchParams } from '../../lib/router.tsx';
import { useReceipt } from './api/receipt.ts';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { fillLink, links } from '../../lib/config.ts';
import { clearTransactionData, useReceiptSummary } from '../../lib/filing-session.ts';
import type { OutcomePageProps } from '../../lib/outcome-page.ts';
import filingsText from './filings.en.ts';

addCatalogue(filingsText);

/** Goes to a configured address: inside the app by URL, outside by a full page load. */
function leaveTo(url: string): void {
  window.location.assign(url);
}

/** What's next, titled Congratulations; Done clears what the receipt kept. */
export default function WhatsNextPage(_props: OutcomePageProps) {
  const { t } = useTranslation();
  const kept = useReceiptSummary();
  // Without the app (nothing kept in the tab), the receipt named in the address says the same.
  const [searchParams] = useSearchParams();
  const refId = searchParams.get('refId') ?? '';
  const receipt = useReceipt(kept === null ? refId : '').data?.receipt;
  const summary =
    kept ??
    (receipt === undefined
      ? null
      : {
          refId,
          name: receipt.name,
          entityId: receipt.entityId,
          masterId: receipt.masterId,
          adminFraudCheck: receipt.adminFraudCheck,
          entityReportDueDate: receipt.entityReportDueDate,
        });
  const values = { entityId: summary?.entityId ?? '', masterId: summary?.masterId ?? '' };
  const fraudCheck = summary?.adminFraudCheck ?? false;

  // Back (a pop navigation) from this page goes to the business home, not into the paid filing.
  useEffect(() => {
    const onPop = () => leaveTo(links.businessHome);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const done = () => {
    clearTransactionData();
    leaveTo(links.businessHome);
  };

  return (
    <>
      <h1>{t('whatsNext.heading')}</h1>
      <p className="usa-intro">
        {summary?.name
          ? t('whatsNext.introWithName', { name: summary.name })
          : t('whatsNext.intro')}
      </p>
      <section aria-labelledby="whats-next-bo">
        <h2 id="whats-next-bo">{t('whatsNext.beneficialOwnershipTitle')}</h2>
        <p>{t('whatsNext.beneficialOwnership')}</p>
      </section>
      {!fraudCheck && (
        <section aria-labelledby="whats-next-report">
          <h2 id="whats-next-report">{t('whatsNext.periodicReportTitle')}</h2>
          <p>
            {summary?.entityReportDueDate
              ? t('whatsNext.periodicReport', { due: summary.entityReportDueDate })
              : t('whatsNext.periodicReportNoDate')}
          </p>
        </section>
      )}
      <section aria-labelledby="whats-next-links">
        <h2 id="whats-next-links">{t('whatsNext.linksHeading')}</h2>
        <ul className="usa-list">
          {values.entityId !== '' && (
            <li>
              <a className="usa-link" href={fillLink(links.entitySummary, values)}>
                {t('whatsNext.entitySummary')}
              </a>
            </li>
          )}
          <li>
            <a className="usa-link" href={fillLink(links.notifications, values)}>
              {t('whatsNext.notifications')}
            </a>
          </li>
          {!fraudCheck && summary?.refId && (
            <li>
              <Link
                className="usa-link"
                to={`/login/create?refId=${encodeURIComponent(summary.refId)}`}
              >
                {t('whatsNext.secureAccount')}
              </Link>
            </li>
          )}
          <li>
            <a className="usa-link" href={fillLink(links.survey, values)}>
              {t('whatsNext.survey')}
            </a>
          </li>
        </ul>
      </section>
      <div className="margin-y-4">
        <a
          className="usa-button"
          href={links.businessHome}
          onClick={(event) => {
            event.preventDefault();
            done();
          }}
        >
          {t('whatsNext.done')}
        </a>
      </div>
    </>
  );
}
