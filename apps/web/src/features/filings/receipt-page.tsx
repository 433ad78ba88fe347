import { FormProof } from '../../components/form-proof.tsx';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { addCatalogue, t, useTranslation } from '../../app/i18n/index.ts';
import { refused, usePageForm, type PageAction } from '../../lib/page-form.ts';
import { Link, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { useMutation } from '../../lib/query.tsx';
import {
  entityStatuses,
  findStep,
  lastPosted,
  RECEIPT_EMAIL_MAX_LENGTH,
  receiptEmailProblem,
  transactionDescription,
  type FilingTypeDefinition,
} from '@registrar/domain';
import { ApiError } from '../../lib/api.ts';
import {
  clearStoredFiling,
  reopenForAnotherName,
  saveReceiptSummary,
  saveStoredFiling,
  useStoredFiling,
} from '../../lib/filing-session.ts';
import { useHydrated } from '../../lib/server-render.ts';
import type { OutcomePageProps } from '../../lib/outcome-page.ts';
import { receiptTokenFor } from '../../lib/receipt-token.ts';
import { certificateHref, filedDocumentHref } from '../../lib/document-links.ts';
import { tooManyAttemptsMessage } from '../../lib/too-many-attempts.ts';
import { notRecordedAnswer, useReceipt, type NotRecordedOutcome } from './api/receipt.ts';
import { sendReceiptEmail } from './api/send-receipt-email.ts';
import { formatReceiptAmount, formatReceiptDateTime } from './receipt-format.ts';
import filingsText from './filings.en.ts';

addCatalogue(filingsText);

/** The status's name ("Good Standing") for a code such as GOOD. */
function statusLabel(code: string): string {
  return Object.hasOwn(entityStatuses, code)
    ? entityStatuses[code as keyof typeof entityStatuses]
    : code;
}

/** The receipt-email form's name and field. */
const EMAIL_FORM = 'email';
const EMAIL_FIELD = 'emailTo';

/** Why the receipt was not sent: the address's problem, or the server's message. */
interface EmailRefusal {
  kind: 'refused';
  problem: 'empty' | 'invalid' | null;
  message?: string;
}

/** A refusal as the app's mutation carries it. */
class EmailNotSent extends Error {
  constructor(readonly refusal: EmailRefusal) {
    super(refusal.message ?? 'The receipt was not sent');
  }
}

/** What sending the receipt answered: sent, or why not. */
async function emailReceipt(
  refId: string,
  emailTo: string,
  receiptToken: string | null,
): Promise<{ kind: 'sent' } | EmailRefusal> {
  const problem = receiptEmailProblem(emailTo);
  if (problem !== null) return { kind: 'refused', problem };
  try {
    // Without the tab's token the server reads the one the payment left in this browser's cookie.
    await sendReceiptEmail({
      refId,
      emailTo: emailTo.trim(),
      ...(receiptToken === null ? {} : { receiptToken }),
    });
    return { kind: 'sent' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      return { kind: 'refused', problem: 'invalid' };
    // Sending too often says when to try again; another refusal says why (another window paid
    // since, another browser); a failure does not.
    return {
      kind: 'refused',
      problem: null,
      message:
        tooManyAttemptsMessage(error, t) ??
        (error instanceof ApiError && error.status < 500 && error.apiData.message
          ? error.apiData.message
          : t('receipt.emailFailed')),
    };
  }
}

/** The receipt email posted without the app: sent, then the receipt says so. */
export const receiptAction: PageAction = async ({ fields, url }) => {
  const refId = url.searchParams.get('refId') ?? '';
  const outcome = await emailReceipt(refId, lastPosted(fields, EMAIL_FIELD) ?? '', null);
  if (outcome.kind === 'sent') {
    const query = new URLSearchParams(url.searchParams);
    query.set('emailed', '1');
    return { kind: 'redirect', to: `${url.pathname}?${query.toString()}` };
  }
  const message =
    outcome.problem === 'empty'
      ? t('receipt.emailEmpty')
      : outcome.problem === 'invalid'
        ? t('receipt.emailInvalid')
        : (outcome.message ?? t('receipt.emailFailed'));
  return refused([{ field: EMAIL_FIELD, message }]);
};

/**
 * "Email my receipt": offered where the receipt token is, the browser that paid (the tab keeps it,
 * and the payment left it in the browser's cookie). The server's page shows the form; the app,
 * which knows the tab's token, leaves a note instead in a browser that did not pay.
 */
function EmailReceipt({ refId }: { refId: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const receiptToken = hydrated ? receiptTokenFor(refId) : null;
  if (hydrated && receiptToken === null) {
    return (
      <section className="app-print-hidden" aria-labelledby="email-receipt-heading">
        <h2 id="email-receipt-heading">{t('receipt.emailHeading')}</h2>
        <p>{t('receipt.emailOnlyFromPayingBrowser')}</p>
      </section>
    );
  }
  return <EmailReceiptForm refId={refId} receiptToken={receiptToken} />;
}

function EmailReceiptForm({ refId, receiptToken }: { refId: string; receiptToken: string | null }) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const { outcome } = usePageForm();
  const [searchParams] = useSearchParams();
  // A post without the app came back refused (the field's message) or sent (`emailed=1`).
  const refusedMessage = outcome?.form === EMAIL_FORM ? outcome.errors[0]?.message : undefined;
  const [email, setEmail] = useState(
    () =>
      (outcome?.form === EMAIL_FORM ? lastPosted(outcome.fields, EMAIL_FIELD) : undefined) ?? '',
  );
  const [problem, setProblem] = useState<'empty' | 'invalid' | null>(null);
  const send = useMutation<{ kind: 'sent' }, EmailNotSent, string>({
    mutationFn: async (emailTo: string) => {
      const answer = await emailReceipt(refId, emailTo, receiptToken);
      if (answer.kind === 'refused') throw new EmailNotSent(answer);
      return answer;
    },
    onSuccess: () => setEmail(''),
    onError: (error) => {
      setProblem(error.refusal.problem);
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = receiptEmailProblem(email);
    setProblem(found);
    send.reset();
    if (found === null) send.mutate(email.trim());
  };
  const message =
    problem === 'empty'
      ? t('receipt.emailEmpty')
      : problem === 'invalid'
        ? t('receipt.emailInvalid')
        : (refusedMessage ?? '');
  const shown = problem !== null || refusedMessage !== undefined;
  const sent = send.isSuccess || (searchParams.get('emailed') === '1' && !send.isError);
  return (
    <form className="usa-form app-print-hidden" method="post" noValidate onSubmit={onSubmit}>
      <FormProof formId={EMAIL_FORM} />
      <h2>{t('receipt.emailHeading')}</h2>
      <div className={`usa-form-group${shown ? ' usa-form-group--error' : ''}`}>
        <label className="usa-label" htmlFor={inputId}>
          {t('receipt.emailLabel')}
        </label>
        {shown && (
          <span className="usa-error-message" id={errorId} role="alert">
            {t('common.errorPrefix')}
            {message}
          </span>
        )}
        <input
          id={inputId}
          name={EMAIL_FIELD}
          className={`usa-input${shown ? ' usa-input--error' : ''}`}
          type="email"
          autoComplete="email"
          maxLength={RECEIPT_EMAIL_MAX_LENGTH}
          value={email}
          aria-invalid={shown}
          aria-describedby={shown ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <button type="submit" className="usa-button margin-top-2" disabled={send.isPending}>
        {t('receipt.send')}
      </button>
      <div role="status" className="margin-top-1">
        {sent && <p className="app-success-text">{t('receipt.emailSent')}</p>}
      </div>
      {send.isError && send.error.refusal.problem === null && (
        <p className="usa-error-message" role="alert">
          {t('common.errorPrefix')}
          {send.error.refusal.message ?? t('receipt.emailFailed')}
        </p>
      )}
    </form>
  );
}

/** Receipt: fetched by the payment reference; clears the filing in progress. */
export default function ReceiptPage({ definition }: OutcomePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const refId = searchParams.get('refId') ?? '';
  const receiptQuery = useReceipt(refId);
  const receipt = receiptQuery.data?.receipt;

  // The filing is recorded: what was kept for it in this tab is no longer needed.
  useEffect(() => {
    if (receipt) clearStoredFiling();
  }, [receipt]);

  if (refId === '') {
    return <ReceiptProblem heading={t('receipt.heading')} text={t('receipt.missingRef')} />;
  }
  if (receiptQuery.isPending) {
    return (
      <>
        <h1>{t('receipt.heading')}</h1>
        <p role="status">{t('receipt.loading')}</p>
      </>
    );
  }
  if (receiptQuery.isError || !receipt) {
    const error = receiptQuery.error;
    const notRecorded = error instanceof ApiError ? notRecordedAnswer(error) : null;
    if (notRecorded !== null)
      return (
        <FilingNotRecorded
          definition={definition}
          outcome={notRecorded.outcome}
          message={notRecorded.message}
        />
      );
    if (error instanceof ApiError && error.status === 402) {
      return (
        <>
          <h1>{t('receipt.declinedTitle')}</h1>
          <div className="usa-alert usa-alert--error" role="alert">
            <div className="usa-alert__body">
              <p className="usa-alert__text">
                {t('common.errorPrefix')}
                {error.apiData.message ?? t('receipt.declined')}
              </p>
              <p className="usa-alert__text">
                <Link
                  to={`/filing/${definition.filingType}/filingreview${
                    typeof error.apiData.draftRef === 'string'
                      ? `?draftRef=${encodeURIComponent(error.apiData.draftRef)}`
                      : ''
                  }`}
                >
                  {t('receipt.tryAgain')}
                </Link>
              </p>
            </div>
          </div>
        </>
      );
    }
    const text =
      error instanceof ApiError && error.status === 404
        ? t('receipt.notFound')
        : t('receipt.failed');
    return <ReceiptProblem heading={t('receipt.heading')} text={text} />;
  }

  const rows: [string, string][] = [
    [t('receipt.fields.name'), receipt.name],
    [t('receipt.fields.entityId'), receipt.entityId],
    [
      t('receipt.fields.transactionName'),
      transactionDescription(receipt.transactionType) ?? receipt.transactionName,
    ],
    [t('receipt.fields.transactionId'), receipt.transactionId],
    [t('receipt.fields.dateTime'), formatReceiptDateTime(receipt.dateTime)],
    [t('receipt.fields.effectiveDate'), receipt.effectiveDateTimeDisplay],
    [t('receipt.fields.paymentType'), t(`receipt.paymentTypes.${receipt.paymentType}`)],
    [
      t('receipt.fields.last4'),
      receipt.last4 ? t('receipt.last4Value', { last4: receipt.last4 }) : '',
    ],
    [t('receipt.fields.amount'), formatReceiptAmount(receipt.amount)],
    [t('receipt.fields.entityStatus'), statusLabel(receipt.entityStatus)],
    [t('receipt.fields.entityReportDueDate'), receipt.entityReportDueDate],
  ];

  // A link, so Next works without the app: Congratulations reads the receipt by its reference.
  const whatsNextPath = `/filing/${definition.filingType}/whatsnext?refId=${encodeURIComponent(refId)}`;
  const goNext = () => {
    saveReceiptSummary({
      filingType: definition.filingType,
      refId,
      masterId: receipt.masterId,
      transactionId: receipt.transactionId,
      name: receipt.name,
      entityId: receipt.entityId,
      entityReportDueDate: receipt.entityReportDueDate,
      entityStatus: receipt.entityStatus,
      adminFraudCheck: receipt.adminFraudCheck,
    });
    void navigate(whatsNextPath);
  };

  return (
    <>
      <h1>{t('receipt.heading')}</h1>
      {receipt.adminFraudCheck && (
        <div className="usa-alert usa-alert--info usa-alert--slim margin-bottom-2">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('receipt.queuedForReview')}</p>
            <p className="usa-alert__text">
              <Link to={`/filing/status/${refId}`}>{t('receipt.reviewStatusLink')}</Link>
            </p>
          </div>
        </div>
      )}
      <dl className="app-receipt">
        {rows
          .filter(
            ([, value]) => value !== undefined && value !== null && String(value).trim() !== '',
          )
          .map(([label, value]) => (
            <div key={label} className="app-review-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {receipt.creditStmtInfo && <p>{receipt.creditStmtInfo}</p>}
      <ul className="usa-list usa-list--unstyled app-print-hidden">
        <li className="margin-bottom-1">
          <button
            type="button"
            className="usa-button usa-button--unstyled"
            onClick={() => window.print()}
          >
            {t('receipt.printReceipt')}
          </button>
        </li>
        {!receipt.adminFraudCheck && (
          <li className="margin-bottom-1">
            {/* Plain downloads the browser makes itself; a refusal is a page that says why. */}
            <a
              className="usa-link"
              href={filedDocumentHref(receipt.masterId, receipt.transactionId)}
              hrefLang="en"
            >
              {t('receipt.filingImage')}
            </a>
          </li>
        )}
        {receipt.entityStatus === 'GOOD' && (
          <li className="margin-bottom-1">
            <a className="usa-link" href={certificateHref(receipt.entityId)} hrefLang="en">
              {t('receipt.goodStanding')}
            </a>
          </li>
        )}
      </ul>
      {/* The legal documents stay English: a page in another language says so beside them. */}
      {t('language.code') !== 'en' &&
        (!receipt.adminFraudCheck || receipt.entityStatus === 'GOOD') && (
          <p className="app-print-hidden">{t('documents.inEnglishNote')}</p>
        )}
      <EmailReceipt refId={refId} />
      <div className="margin-y-4 app-print-hidden">
        <Link
          className="usa-button"
          to={whatsNextPath}
          onClick={(event) => {
            event.preventDefault();
            goNext();
          }}
        >
          {t('common.next')}
        </Link>
      </div>
    </>
  );
}

/**
 * A paid filing that was not recorded (its name went to another filing while this filer paid, or
 * another filing of the entity waits for review): what happened and the refund, in the server's
 * words, and the way on. The filing in progress stays stored: choosing another name reopens it.
 */
function FilingNotRecorded({
  definition,
  outcome,
  message,
}: {
  definition: FilingTypeDefinition;
  outcome: NotRecordedOutcome;
  message: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameStep = findStep(definition, 'entityname');
  const stored = useStoredFiling();
  const canChooseAnotherName =
    outcome === 'NAME_UNAVAILABLE' &&
    nameStep !== undefined &&
    stored !== null &&
    stored.control.filingType === definition.filingType;
  const chooseAnotherName = () => {
    if (!canChooseAnotherName) return;
    const base = `/filing/${definition.filingType}`;
    saveStoredFiling(reopenForAnotherName(stored, `${base}/filingreview`));
    void navigate(`${base}/${nameStep.segment}`);
  };
  return (
    <>
      <h1>{t('receipt.notRecordedHeading')}</h1>
      <div className="usa-alert usa-alert--warning" role="alert">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{message || t('receipt.notRecordedFallback')}</p>
        </div>
      </div>
      <div className="margin-y-4">
        {canChooseAnotherName ? (
          <button type="button" className="usa-button" onClick={chooseAnotherName}>
            {t('receipt.chooseAnotherName')}
          </button>
        ) : (
          <Link className="usa-link" to="/filing/fileaform">
            {t('receipt.toFileAForm')}
          </Link>
        )}
      </div>
    </>
  );
}

function ReceiptProblem({ heading, text }: { heading: string; text: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{heading}</h1>
      <div className="usa-alert usa-alert--error" role="alert">
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            {t('common.errorPrefix')}
            {text}
          </p>
        </div>
      </div>
    </>
  );
}
