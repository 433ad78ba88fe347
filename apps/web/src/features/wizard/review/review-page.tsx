import { FormProof } from '../../../components/form-proof.tsx';
import { useId, useMemo, useState } from 'react';
import { addCatalogue, t, useTranslation } from '../../../app/i18n/index.ts';
import { CancelButton } from '../../../components/form.tsx';
import { createFilingControl } from '../../../lib/filing-session.ts';
import { usePageForm } from '../../../lib/page-form.ts';
import type { StepAction } from '../../../lib/step-page.ts';
import { stepPath } from '../engine/wizard-paths.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { useMutation } from '../../../lib/query.tsx';
import {
  buildReviewSections,
  computeMissingSections,
  FORM_INTENT_FIELD,
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
    /** The answer's HTTP status, when there was one. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Starts payment for the filing as the review shows it: the provider's address to go to, or why
 * payment could not start (the server's field errors and missing sections, or a message). With
 * the app and without, the return addresses carry the draft's reference, so the receipt and a
 * return to review find the filing.
 */
async function beginPayment(
  definition: FilingTypeDefinition,
  stored: StoredFiling,
): Promise<PaymentAnswer> {
  // In the browser, the name the filer used for this server (the server keeps to its own names).
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const wizard = `${origin}/business/filing/${definition.filingType}`;
  const draft = `draftRef=${encodeURIComponent(stored.control.draftRef)}`;
  try {
    return await startPayment({
      filing: stored.values,
      draftRef: stored.control.draftRef,
      clientUrl: `${wizard}/receipt`,
      paymentBackUrl: `${wizard}/filingreview?${draft}`,
      paymentCancelUrl: `${origin}/business/filing/fileaform`,
    });
  } catch (error) {
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
        error.status,
      );
    }
    throw new PaymentProblem([], [], t('review.paymentFailed'));
  }
}

/** Where a filer of a protected entity logs in before paying, and comes back to review. */
function loginPath(definition: FilingTypeDefinition, stored: StoredFiling): string {
  const params = new URLSearchParams({
    entityId: stored.values.filingState.entityId,
    returnTo: `/filing/${definition.filingType}/filingreview?draftRef=${stored.control.draftRef}`,
  });
  return `/login?${params.toString()}`;
}

/** The lines that say why payment could not start, each section named by its title. */
function problemLinesOf(
  refusal: PaymentProblem,
  definition: FilingTypeDefinition,
  sections: ReviewSection[],
): string[] {
  // Server fields are dotted paths in the filing ("entityName.name"): name their section.
  const sectionForField = (field: string): ReviewSection | undefined => {
    const slice = field.replace(/^filing\./, '').split('.')[0];
    return sections.find(
      (section) => definition.steps.find((step) => step.segment === section.step)?.slice === slice,
    );
  };
  return paymentProblemLines(refusal, {
    sectionTitleForField: (field) => sectionForField(field)?.title,
    missingSectionTitles: sections
      .filter((section) => isSectionMissing(section.step, refusal.missingSections))
      .map((section) => section.title),
    missingText: t('review.missing'),
    generalMessage: t('review.paymentFailed'),
  });
}

/** Next on review posted without the app: payment starts and the browser goes to the checkout. */
export const stepAction: StepAction = async ({ definition, filing, draftRef, intent }) => {
  if (intent !== NEXT_INTENT) return { kind: 'refused', errors: [] };
  const stored: StoredFiling = {
    values: filing,
    control: { ...createFilingControl(definition.filingType, draftRef) },
  };
  try {
    const answer = await beginPayment(definition, stored);
    return { kind: 'leave', href: answer.paymentURL };
  } catch (error) {
    if (error instanceof PaymentProblem && error.status === 401) {
      return { kind: 'leave', href: `/business${loginPath(definition, stored)}` };
    }
    const problem =
      error instanceof PaymentProblem
        ? error
        : new PaymentProblem([], [], t('review.paymentFailed'));
    const lines = problemLinesOf(problem, definition, buildReviewSections(definition, filing));
    return { kind: 'refused', errors: [], alert: lines.join(' ') };
  }
};

/** The intent of review's Next. */
const NEXT_INTENT = 'next';

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
      try {
        return await beginPayment(definition, stored);
      } catch (error) {
        if (error instanceof PaymentProblem && error.status === 401) {
          // The entity is protected and this tab's login ended (or never was): log in, come back.
          clearSbfSession();
          void navigate(loginPath(definition, stored));
        }
        throw error;
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
  const refusal = payment.error;
  // Without the app, the post's refusal comes with the page.
  const { outcome } = usePageForm();
  const problemLines = refusal
    ? problemLinesOf(refusal, definition, sections)
    : outcome?.alert !== undefined && outcome.alert !== ''
      ? [outcome.alert]
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
        {/* Without the app, the server builds the same copy from the draft. */}
        <a
          className="usa-link"
          href={`/business/filing/${definition.filingType}/filingreview.pdf?draftRef=${encodeURIComponent(control.draftRef)}`}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            event.preventDefault();
            if (!pdf.isPending) pdf.mutate();
          }}
          aria-describedby={`${headingPrefix}-pdf-note`}
        >
          {t('review.viewPdf')}
        </a>{' '}
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
              <a
                className="usa-button usa-button--outline usa-button--small"
                aria-label={t('review.editSection', { section: section.title })}
                href={`/business${stepPath(definition, section.step)}?${new URLSearchParams({ draftRef: control.draftRef, edit: '1' }).toString()}`}
                onClick={(event) => {
                  event.preventDefault();
                  onEditSection(section.step);
                }}
              >
                {t('review.edit')}
              </a>
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

      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          payment.mutate();
        }}
      >
        <FormProof formId="main" />
        <ul className="usa-button-group margin-y-4">
          {complete && (
            <li className="usa-button-group__item">
              <button
                type="submit"
                className="usa-button"
                name={FORM_INTENT_FIELD}
                value={NEXT_INTENT}
                disabled={payment.isPending}
              >
                {t('common.next')}
              </button>
            </li>
          )}
          <li className="usa-button-group__item">
            <CancelButton onCancel={onCancel} />
          </li>
        </ul>
      </form>
    </>
  );
}
