import { useId, useMemo, useState } from 'react';
import { addCatalogue, useTranslation } from '../../../app/i18n/index.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { useMutation } from '../../../lib/query.tsx';
import {
  buildReviewSections,
  computeMissingSections,
  isSectionMissing,
  type CompletenessCode,
  type FilingTypeDefinition,
  type ReviewSection,
  type StepDefinition,
  type StepSegment,
} from '@registrar/domain';
import { ApiError } from '../../../lib/api.ts';
import { clearSbfSession } from '../../../lib/sbf-session.ts';
import type { StoredFiling } from '../../../lib/filing-session.ts';
import { allowLeavingPage } from '../../../lib/leave-page-guard.ts';
import { saveReceiptToken } from '../../../lib/receipt-token.ts';
import { tooManyAttemptsMessage } from '../../../lib/too-many-attempts.ts';
import { fetchReviewPdf } from '../api/filing-pdf.ts';
import { refusedFields, startPayment, type PaymentAnswer } from '../api/payment.ts';
import { paymentProblemLines, type PaymentRefusal } from './payment-problem.ts';
import { ReviewSectionContent } from './review-sections.tsx';
import { openPdfInNewWindow } from './review-pdf.ts';
import reviewText from './review.en.ts';

addCatalogue(reviewText);

/** Why payment could not start: the server's field errors and missing sections, or a message. */
class PaymentProblem extends Error implements PaymentRefusal {
  constructor(
    readonly errors: PaymentRefusal['errors'],
    readonly missingSections: CompletenessCode[],
    message: string,
  ) {
    super(message);
  }
}

export interface ReviewPageProps {
  definition: FilingTypeDefinition;
  step: StepDefinition;
  stored: StoredFiling;
  onEditSection: (segment: StepSegment) => void;
  onCancel: () => void;
}

/** Review: every enabled section with Edit, the notices, the PDF, then payment. */
export default function ReviewPage({
  definition,
  stored,
  onEditSection,
  onCancel,
}: ReviewPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const headingPrefix = useId();
  const { values, control } = stored;
  // Set only when a pop-up blocker kept the PDF's window from opening.
  const [blockedPdfUrl, setBlockedPdfUrl] = useState<string | null>(null);

  const sections = useMemo(() => buildReviewSections(definition, values), [definition, values]);
  const missing = useMemo(() => computeMissingSections(definition, values), [definition, values]);
  const complete = missing.length === 1 && missing[0] === 'VALID';

  const pdf = useMutation({
    mutationFn: () => openPdfInNewWindow(() => fetchReviewPdf(values)),
    onSuccess: ({ url, opened }) => setBlockedPdfUrl(opened ? null : url),
    onError: (error) => {
      // No answer at all means the service is down.
      if (!(error instanceof ApiError)) void navigate('/down');
    },
  });

  const payment = useMutation<PaymentAnswer, PaymentProblem>({
    mutationFn: async () => {
      const origin = window.location.origin;
      const base = `${origin}/business/filing`;
      try {
        return await startPayment({
          filing: values,
          draftRef: control.draftRef,
          clientUrl: `${base}/${definition.filingType}/receipt`,
          paymentBackUrl: `${base}/${definition.filingType}/filingreview`,
          paymentCancelUrl: `${base}/fileaform`,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          // The entity is protected and this tab's login ended (or never was): log in, come back.
          clearSbfSession();
          const params = new URLSearchParams({
            entityId: values.filingState.entityId,
            returnTo: `/filing/${definition.filingType}/filingreview`,
          });
          void navigate(`/login?${params.toString()}`);
        }
        if (error instanceof ApiError) {
          const refused = refusedFields(error);
          throw new PaymentProblem(
            refused.errors,
            refused.missingSections,
            error.status === 400
              ? ''
              : (tooManyAttemptsMessage(error, t) ??
                  error.apiData.message ??
                  t('review.paymentFailed')),
          );
        }
        throw new PaymentProblem([], [], t('review.paymentFailed'));
      }
    },
    onSuccess: ({ paymentURL, refId, receiptToken }) => {
      if (receiptToken) saveReceiptToken(refId, receiptToken);
      // Leaving for the payment provider (or, for a filing already paid, its receipt) is expected:
      // no leave-page warning.
      allowLeavingPage();
      window.location.assign(paymentURL);
    },
  });

  const serverMissing = payment.error?.missingSections ?? [];
  const sectionIsMissing = (segment: StepSegment) =>
    isSectionMissing(segment, missing) || isSectionMissing(segment, serverMissing);
  // Server fields are dotted paths in the filing ("entityName.name"): name their section.
  const sectionForField = (field: string): ReviewSection | undefined => {
    const slice = field.replace(/^filing\./, '').split('.')[0];
    return sections.find(
      (section) => definition.steps.find((step) => step.segment === section.step)?.slice === slice,
    );
  };
  const refusal = payment.error;
  const problemLines = refusal
    ? paymentProblemLines(refusal, {
        sectionTitleForField: (field) => sectionForField(field)?.title,
        missingSectionTitles: sections
          .filter((section) => isSectionMissing(section.step, refusal.missingSections))
          .map((section) => section.title),
        missingText: t('review.missing'),
        generalMessage: t('review.paymentFailed'),
      })
    : [];

  return (
    <>
      <h1>{t('review.heading')}</h1>
      {control.edited && (
        <div className="usa-alert usa-alert--warning usa-alert--slim margin-bottom-2">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('review.editNotice')}</p>
          </div>
        </div>
      )}
      <div className="usa-alert usa-alert--info usa-alert--slim margin-bottom-2">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{t('review.publicNotice')}</p>
        </div>
      </div>
      <p>
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          onClick={() => pdf.mutate()}
          disabled={pdf.isPending}
          aria-describedby={`${headingPrefix}-pdf-note`}
        >
          {t('review.viewPdf')}
        </button>{' '}
        <span id={`${headingPrefix}-pdf-note`} className="app-note">
          {t('common.opensInNewWindow')}
        </span>
      </p>
      {blockedPdfUrl !== null && (
        // When a pop-up blocker stopped the new window, the PDF is still one click away.
        <p>
          {t('review.pdfBlocked')}{' '}
          <a href={blockedPdfUrl} target="_blank" rel="noopener noreferrer">
            {t('review.openPdf')}
          </a>
        </p>
      )}
      {pdf.isError && pdf.error instanceof ApiError && (
        <div className="usa-alert usa-alert--error usa-alert--slim margin-bottom-2" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('common.errorPrefix')}
              {t('review.pdfFailed')}
            </p>
          </div>
        </div>
      )}
      {!complete && (
        <div className="usa-alert usa-alert--error usa-alert--slim margin-bottom-2">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('review.incompleteNotice')}</p>
          </div>
        </div>
      )}

      {sections.map((section) => {
        const headingId = `${headingPrefix}-${section.step}`;
        const isMissing = sectionIsMissing(section.step);
        return (
          <section key={section.step} className="app-review-section" aria-labelledby={headingId}>
            <div className="app-review-section__header">
              <h2 id={headingId}>{section.title}</h2>
              <button
                type="button"
                className="usa-button usa-button--outline usa-button--small"
                aria-label={t('review.editSection', { section: section.title })}
                onClick={() => onEditSection(section.step)}
              >
                {t('review.edit')}
              </button>
            </div>
            {isMissing && (
              <p className="usa-error-message">
                {t('common.errorPrefix')}
                {t('review.missing')}
              </p>
            )}
            <ReviewSectionContent section={section} />
          </section>
        );
      })}

      {problemLines.length > 0 && (
        <div className="usa-alert usa-alert--error margin-y-2" role="alert">
          <div className="usa-alert__body">
            <h2 className="usa-alert__heading">{t('review.paymentErrorsTitle')}</h2>
            {problemLines.length === 1 ? (
              <p className="usa-alert__text">{problemLines[0]}</p>
            ) : (
              <ul className="usa-list">
                {problemLines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}

      <ul className="usa-button-group margin-y-4">
        {complete && (
          <li className="usa-button-group__item">
            <button
              type="button"
              className="usa-button"
              onClick={() => payment.mutate()}
              disabled={payment.isPending}
            >
              {t('common.next')}
            </button>
          </li>
        )}
        <li className="usa-button-group__item">
          <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        </li>
      </ul>
    </>
  );
}
