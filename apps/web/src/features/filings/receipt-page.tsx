import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/index.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { entityStatuses } from '@registrar/domain';
import { ApiError, api } from '../../lib/api.ts';
import { clearStoredFiling, saveReceiptSummary } from '../../lib/filing-session.ts';
import type { OutcomePageProps } from '../../lib/outcome-page.ts';
import { formatReceiptAmount, formatReceiptDateTime } from './receipt-format.ts';

interface Receipt {
  name: string;
  masterId: string;
  dateTime: string;
  transactionName: string;
  transactionId: string;
  paymentType: string;
  last4: string;
  amount: string | number;
  adminFraudCheck: boolean;
  creditStmtInfo: string;
  entityReportDueDate: string;
  entityStatus: string;
  entityId: string;
  effectiveDateTimeDisplay: string;
}

// The receipt email uses the same address pattern as notifications (spec/001 section 5).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const EMAIL_MAX_LENGTH = 150;

/** 'Email is empty.' / 'Email is invalid.' for the receipt email, or null when it is fine. */
export function receiptEmailProblem(email: string): 'empty' | 'invalid' | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed)) return 'invalid';
  return null;
}

/** The status's name ("Good Standing") for a code such as GOOD. */
function statusLabel(code: string): string {
  return Object.hasOwn(entityStatuses, code)
    ? entityStatuses[code as keyof typeof entityStatuses]
    : code;
}

function downloadPdf(pdfBytes: string, fileName: string): void {
  const binary = atob(pdfBytes);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function EmailReceipt({ refId }: { refId: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<'empty' | 'invalid' | null>(null);
  const send = useMutation({
    mutationFn: (emailTo: string) =>
      api.post<{ sent: boolean }>('/ens-db-api/send-email', { refId, emailTo }),
    onSuccess: () => setEmail(''),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) setProblem('invalid');
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
        : '';
  return (
    <form className="usa-form app-print-hidden" noValidate onSubmit={onSubmit}>
      <h2>{t('receipt.emailHeading')}</h2>
      <div className={`usa-form-group${problem ? ' usa-form-group--error' : ''}`}>
        <label className="usa-label" htmlFor={inputId}>
          {t('receipt.emailLabel')}
        </label>
        {problem && (
          <span className="usa-error-message" id={errorId} role="alert">
            {t('common.errorPrefix')}
            {message}
          </span>
        )}
        <input
          id={inputId}
          className={`usa-input${problem ? ' usa-input--error' : ''}`}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          aria-invalid={problem !== null}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <button type="submit" className="usa-button margin-top-2" disabled={send.isPending}>
        {t('receipt.send')}
      </button>
      <div role="status" className="margin-top-1">
        {send.isSuccess && <p className="app-success-text">{t('receipt.emailSent')}</p>}
      </div>
      {send.isError && !(send.error instanceof ApiError && send.error.status === 400) && (
        <p className="usa-error-message" role="alert">
          {t('common.errorPrefix')}
          {t('receipt.emailFailed')}
        </p>
      )}
    </form>
  );
}

/** Receipt (spec/001 section 2): fetched by the payment reference; clears the filing in progress. */
export default function ReceiptPage({ definition }: OutcomePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const refId = searchParams.get('refId') ?? '';
  const receiptQuery = useQuery({
    queryKey: ['receipt', refId],
    queryFn: () => api.post<{ receipt: Receipt }>('/business-api/file/receipt', { refId }),
    enabled: refId !== '',
    retry: false,
    staleTime: Infinity,
  });
  const receipt = receiptQuery.data?.receipt;

  // The filing is recorded: what was kept for it in this tab is no longer needed (spec/001 section 4).
  useEffect(() => {
    if (receipt) clearStoredFiling();
  }, [receipt]);

  const documentDownload = useMutation({
    mutationFn: async (kind: 'image' | 'certificate') => {
      if (!receipt) return;
      if (kind === 'image') {
        const { pdfBytes } = await api.get<{ pdfBytes: string }>('/business-api/file/image', {
          masterTransactionId: receipt.masterId,
          transactionId: receipt.transactionId,
        });
        downloadPdf(
          pdfBytes,
          `${definition.transactionType}_${receipt.masterId}_${receipt.transactionId}.pdf`,
        );
      } else {
        const { pdfBytes } = await api.get<{ pdfBytes: string }>(
          '/business-api/pdf/gsCertificate',
          {
            masterTransactionId: receipt.masterId,
          },
        );
        downloadPdf(pdfBytes, `GoodStanding_${receipt.entityId || receipt.masterId}.pdf`);
      }
    },
  });

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
                <Link to={`/filing/${definition.filingType}/filingreview`}>
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
    [t('receipt.fields.masterId'), receipt.masterId],
    [t('receipt.fields.transactionName'), receipt.transactionName],
    [t('receipt.fields.transactionId'), receipt.transactionId],
    [t('receipt.fields.dateTime'), formatReceiptDateTime(receipt.dateTime)],
    [t('receipt.fields.effectiveDate'), receipt.effectiveDateTimeDisplay],
    [t('receipt.fields.paymentType'), receipt.paymentType],
    [
      t('receipt.fields.last4'),
      receipt.last4 ? t('receipt.last4Value', { last4: receipt.last4 }) : '',
    ],
    [t('receipt.fields.amount'), formatReceiptAmount(receipt.amount)],
    [t('receipt.fields.entityStatus'), statusLabel(receipt.entityStatus)],
    [t('receipt.fields.entityReportDueDate'), receipt.entityReportDueDate],
  ];

  const goNext = () => {
    saveReceiptSummary({
      filingType: definition.filingType,
      masterId: receipt.masterId,
      transactionId: receipt.transactionId,
      name: receipt.name,
      entityId: receipt.entityId,
      entityReportDueDate: receipt.entityReportDueDate,
      entityStatus: receipt.entityStatus,
      adminFraudCheck: receipt.adminFraudCheck,
    });
    void navigate(`/filing/${definition.filingType}/whatsnext`);
  };

  return (
    <>
      <h1>{t('receipt.heading')}</h1>
      {receipt.adminFraudCheck && (
        <div className="usa-alert usa-alert--info usa-alert--slim margin-bottom-2">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('receipt.queuedForReview')}</p>
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
            <button
              type="button"
              className="usa-button usa-button--unstyled"
              onClick={() => documentDownload.mutate('image')}
              disabled={documentDownload.isPending}
            >
              {t('receipt.filingImage')}
            </button>
          </li>
        )}
        {receipt.entityStatus === 'GOOD' && (
          <li className="margin-bottom-1">
            <button
              type="button"
              className="usa-button usa-button--unstyled"
              onClick={() => documentDownload.mutate('certificate')}
              disabled={documentDownload.isPending}
            >
              {t('receipt.goodStanding')}
            </button>
          </li>
        )}
      </ul>
      {documentDownload.isError && (
        <p className="usa-error-message" role="alert">
          {t('common.errorPrefix')}
          {t('receipt.documentFailed')}
        </p>
      )}
      <EmailReceipt refId={refId} />
      <div className="margin-y-4 app-print-hidden">
        <button type="button" className="usa-button" onClick={goNext}>
          {t('common.next')}
        </button>
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
