import type { ReactNode } from 'react';
import { Link, useParams } from '../../lib/router.tsx';
import {
  entityStatusName,
  entityTypeName,
  firstStep,
  getFilingType,
  transactionDescription,
} from '@registrar/domain';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { certificateHref, filedDocumentHref } from '../../lib/document-links.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { useEntityRecord } from './api/entity-record.ts';
import { DocumentsLanguageNote } from './documents-language-note.tsx';
import publicRecordText from './public-record.en.ts';
import '../../styles/tables.scss';

addCatalogue(publicRecordText);

function AddressLines({ lines }: { lines: string[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return <>{t('publicRecord.record.none')}</>;
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className="display-block">
          {line}
        </span>
      ))}
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="app-review-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Where a filing the entity may make starts: its wizard's first step, for this entity. */
function filingStartPath(entityId: string, filingType: string, transactionType: string): string {
  const def = getFilingType(filingType);
  const segment = def ? firstStep(def).segment : '';
  const query = new URLSearchParams({ entityId, transTyp: transactionType });
  return `/filing/${filingType}/${segment}?${query.toString()}`;
}

/**
 * The public record of an entity: name, ID, type, standing, dates, principal office, registered
 * agent, filing history with the filed documents, a certificate of good standing, and the
 * filings it may start. A formation filed with a delayed effective date shows as pending. The
 * documents are plain links to addresses that answer the PDF (a refusal is a page of its own).
 */
export default function EntityRecordPage() {
  const { t } = useTranslation();
  const { entityId = '' } = useParams();
  const wellFormed = /^\d{11}$/.test(entityId);
  const recordQuery = useEntityRecord(entityId);
  const record = recordQuery.data?.record;
  usePageTitle(formatPageTitle(record?.entityName ?? t('publicRecord.record.titleFallback')));

  const problem = (text: string) => (
    <>
      <h1>{t('publicRecord.record.titleFallback')}</h1>
      <div className="usa-alert usa-alert--error" role="alert">
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            {t('common.errorPrefix')}
            {text}
          </p>
        </div>
      </div>
      <p>
        <Link className="usa-link" to="/search">
          {t('publicRecord.record.searchAgain')}
        </Link>
      </p>
    </>
  );

  if (!wellFormed) return problem(t('publicRecord.record.invalidId'));
  if (recordQuery.isPending)
    return (
      <>
        <h1>{t('publicRecord.record.titleFallback')}</h1>
        <p role="status">{t('publicRecord.record.loading')}</p>
      </>
    );
  if (recordQuery.isError || record === undefined) {
    const notFound = recordQuery.error instanceof ApiError && recordQuery.error.status === 404;
    return problem(
      notFound ? t('publicRecord.record.notFound', { entityId }) : t('publicRecord.record.failed'),
    );
  }

  const inGoodStanding = record.statusCode === 'GOOD' && !record.pending;
  return (
    <>
      <h1>{record.entityName}</h1>
      {record.pending && (
        <div className="usa-alert usa-alert--info usa-alert--slim margin-bottom-2">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('publicRecord.record.pendingNotice', { date: record.effectiveDateTime })}
            </p>
          </div>
        </div>
      )}
      <section aria-labelledby="record-details">
        <h2 id="record-details">{t('publicRecord.record.detailsHeading')}</h2>
        <dl className="app-receipt">
          <Row label={t('publicRecord.record.fields.entityId')}>{record.entityId}</Row>
          <Row label={t('publicRecord.record.fields.entityType')}>
            {entityTypeName(record.entityType.code, record.entityType.description)}
          </Row>
          <Row label={t('publicRecord.record.fields.status')}>
            {entityStatusName(record.statusCode, record.status)}
          </Row>
          {record.pending && (
            <Row label={t('publicRecord.record.fields.effectiveDate')}>
              {record.effectiveDateTime}
            </Row>
          )}
          <Row label={t('publicRecord.record.fields.formationDate')}>
            {record.formationDate || t('publicRecord.record.none')}
          </Row>
          <Row label={t('publicRecord.record.fields.jurisdiction')}>{record.jurisdiction}</Row>
          {record.reportDueDate !== '' && (
            <Row label={t('publicRecord.record.fields.reportDueDate')}>{record.reportDueDate}</Row>
          )}
        </dl>
      </section>
      <section aria-labelledby="record-office">
        <h2 id="record-office">{t('publicRecord.record.officeHeading')}</h2>
        <dl className="app-receipt">
          <Row label={t('publicRecord.record.street')}>
            <AddressLines lines={record.principalOffice.street} />
          </Row>
          <Row label={t('publicRecord.record.mailing')}>
            <AddressLines lines={record.principalOffice.mailing} />
          </Row>
        </dl>
      </section>
      <section aria-labelledby="record-agent">
        <h2 id="record-agent">{t('publicRecord.record.agentHeading')}</h2>
        <dl className="app-receipt">
          <Row label={t('publicRecord.record.agentName')}>
            {record.registeredAgent.name || t('publicRecord.record.none')}
          </Row>
          <Row label={t('publicRecord.record.street')}>
            <AddressLines lines={record.registeredAgent.street} />
          </Row>
          <Row label={t('publicRecord.record.mailing')}>
            <AddressLines lines={record.registeredAgent.mailing} />
          </Row>
        </dl>
      </section>
      <section aria-labelledby="record-certificate">
        <h2 id="record-certificate">{t('publicRecord.record.certificateHeading')}</h2>
        <p>{t('publicRecord.record.certificateText')}</p>
        {inGoodStanding ? (
          <>
            <a
              className="usa-button usa-button--outline"
              href={certificateHref(record.entityId)}
              hrefLang="en"
            >
              {t('publicRecord.record.certificateDownload')}
            </a>
            <DocumentsLanguageNote />
          </>
        ) : (
          <p>{t('publicRecord.record.certificateNotAvailable')}</p>
        )}
      </section>
      <section aria-labelledby="record-history">
        <h2 id="record-history">{t('publicRecord.record.historyHeading')}</h2>
        {record.filings.length === 0 ? (
          <p>{t('publicRecord.record.historyNone')}</p>
        ) : (
          <table className="usa-table usa-table--borderless usa-table--stacked width-full">
            <caption className="usa-sr-only">{t('publicRecord.record.historyCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('publicRecord.record.historyColumns.filed')}</th>
                <th scope="col">{t('publicRecord.record.historyColumns.filing')}</th>
                <th scope="col">{t('publicRecord.record.historyColumns.documentNumber')}</th>
                <th scope="col">{t('publicRecord.record.historyColumns.effective')}</th>
                <th scope="col">{t('publicRecord.record.historyColumns.image')}</th>
              </tr>
            </thead>
            <tbody>
              {record.filings.map((filing) => (
                <tr key={filing.transactionId}>
                  <td data-label={t('publicRecord.record.historyColumns.filed')}>
                    {filing.filedDateTime}
                  </td>
                  <th scope="row" data-label={t('publicRecord.record.historyColumns.filing')}>
                    {transactionDescription(filing.transactionType) ?? filing.description}
                  </th>
                  <td data-label={t('publicRecord.record.historyColumns.documentNumber')}>
                    {filing.transactionId}
                  </td>
                  <td data-label={t('publicRecord.record.historyColumns.effective')}>
                    {filing.effectiveDateTime}
                  </td>
                  <td data-label={t('publicRecord.record.historyColumns.image')}>
                    {filing.imageAvailable ? (
                      <a
                        className="usa-link"
                        href={filedDocumentHref(filing.masterTransactionId, filing.transactionId)}
                        hrefLang="en"
                      >
                        {t('publicRecord.record.imageLink', {
                          filing: filing.description,
                          documentNumber: filing.transactionId,
                        })}
                      </a>
                    ) : (
                      t(
                        filing.imageWithheld
                          ? 'publicRecord.record.imageRemovedForPii'
                          : 'publicRecord.record.imageWithheld',
                      )
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {record.filings.some((filing) => filing.imageAvailable) && <DocumentsLanguageNote />}
      </section>
      <section aria-labelledby="record-file">
        <h2 id="record-file">{t('publicRecord.record.fileHeading')}</h2>
        {record.availableFilings.length === 0 ? (
          <p>{t('publicRecord.record.fileNone')}</p>
        ) : (
          <ul className="usa-list">
            {record.availableFilings.map((filing) => (
              <li key={filing.transactionType}>
                <Link
                  className="usa-link"
                  to={filingStartPath(record.entityId, filing.filingType, filing.transactionType)}
                >
                  {t('publicRecord.record.fileStart', { filing: filing.description })}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="margin-top-4">
        <Link className="usa-link" to="/search">
          {t('publicRecord.record.searchAgain')}
        </Link>
      </p>
    </>
  );
}
