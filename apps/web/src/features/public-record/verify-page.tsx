import { useId, useState, type FormEvent } from 'react';
import {
  Link,
  Navigate,
  useHref,
  useNavigate,
  useParams,
  useSearchParams,
} from '../../lib/router.tsx';
import { normalizeCertificateNumber } from '@registrar/domain';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { useCertificateVerification } from './api/certificate-verify.ts';
import { DocumentsLanguageNote } from './documents-language-note.tsx';
import publicRecordText from './public-record.en.ts';

addCatalogue(publicRecordText);

type NumberProblem = 'required' | 'invalid';

/** A typed number in its printed form, or what is wrong with it. */
function checkTyped(typed: string): { number: string } | { problem: NumberProblem } {
  if (typed.trim() === '') return { problem: 'required' };
  const number = normalizeCertificateNumber(typed);
  return number === null ? { problem: 'invalid' } : { number };
}

/**
 * The form to type a certificate number; its check character is checked before it is sent. It is
 * a GET form to /verify: sent by the browser itself, a good number is redirected to its own
 * address and a mistyped one is answered by the page with the same message.
 */
function VerifyForm({ sent }: { sent: { typed: string; problem: NumberProblem } | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const formAction = useHref('/verify');
  const [typed, setTyped] = useState(sent?.typed ?? '');
  const [problem, setProblem] = useState<NumberProblem | null>(sent?.problem ?? null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTyped(typed);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    void navigate(`/verify/${checked.number}`);
  };
  return (
    <form
      className="usa-form usa-form--large"
      method="get"
      action={formAction}
      noValidate
      onSubmit={onSubmit}
    >
      <div className={`usa-form-group${problem ? ' usa-form-group--error' : ''}`}>
        <label className="usa-label" htmlFor={inputId}>
          {t('publicRecord.verify.label')}
        </label>
        <span className="usa-hint" id={hintId}>
          {t('publicRecord.verify.hint')}
        </span>
        {problem && (
          <span className="usa-error-message" id={errorId} role="alert">
            {t('common.errorPrefix')}
            {t(`publicRecord.verify.${problem}`)}
          </span>
        )}
        <input
          id={inputId}
          className={`usa-input${problem ? ' usa-input--error' : ''}`}
          autoComplete="off"
          spellCheck={false}
          name="number"
          maxLength={64}
          value={typed}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <button type="submit" className="usa-button margin-top-2">
        {t('publicRecord.verify.submit')}
      </button>
    </form>
  );
}

/** What the server said of the number: genuine with the certificate's contents, or not. */
function VerificationResult({ number }: { number: string }) {
  const { t } = useTranslation();
  const check = useCertificateVerification(number);
  if (check.isPending) return <p role="status">{t('publicRecord.verify.checking')}</p>;
  if (check.isError) {
    const status = check.error instanceof ApiError ? check.error.status : 0;
    if (status === 404 || status === 400)
      return (
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <h2 className="usa-alert__heading">{t('publicRecord.verify.notGenuineHeading')}</h2>
            <p className="usa-alert__text">{t('publicRecord.verify.notGenuine', { number })}</p>
          </div>
        </div>
      );
    return (
      <div className="usa-alert usa-alert--error" role="alert">
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            {t('common.errorPrefix')}
            {t('publicRecord.verify.failed')}
          </p>
        </div>
      </div>
    );
  }
  const { certificate } = check.data;
  const rows: [string, string][] = [
    [t('publicRecord.verify.fields.entityName'), certificate.entityName],
    [t('publicRecord.verify.fields.entityId'), certificate.entityId],
    [t('publicRecord.verify.fields.entityType'), certificate.entityType],
    [t('publicRecord.verify.fields.formationDate'), certificate.formationDate],
    [t('publicRecord.verify.fields.status'), certificate.status],
    [t('publicRecord.verify.fields.issued'), certificate.issuedDateTime],
  ];
  return (
    <>
      <div className="usa-alert usa-alert--success" role="status">
        <div className="usa-alert__body">
          <h2 className="usa-alert__heading">{t('publicRecord.verify.genuineHeading')}</h2>
          <p className="usa-alert__text">
            {t('publicRecord.verify.genuine', {
              number: certificate.certificateNumber,
              issued: certificate.issuedDateTime,
            })}
          </p>
        </div>
      </div>
      <dl className="app-receipt">
        {rows.map(([label, value]) => (
          <div key={label} className="app-review-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DocumentsLanguageNote />
      <p>
        <Link className="usa-link" to={`/entity/${certificate.entityId}`}>
          {t('publicRecord.verify.currentRecord', { name: certificate.entityName })}
        </Link>
      </p>
    </>
  );
}

/**
 * Checking a certificate of good standing: /business/verify offers the form; /business/verify/
 * <number> shows whether the number was issued and what the certificate said, and the form again.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const { number: inAddress = '' } = useParams();
  const [searchParams] = useSearchParams();
  // A number the form sent in the query (/verify?number=): checked here as the app checks it.
  const typed = searchParams.get('number');
  const checked = typed === null ? null : checkTyped(typed);
  const sent = typed !== null && checked !== null && 'problem' in checked ? checked : null;
  const title = formatPageTitle(t('publicRecord.verify.title'));
  usePageTitle(sent === null ? title : `Error: ${title}`);
  if (checked !== null && 'number' in checked) {
    return <Navigate to={`/verify/${checked.number}`} replace />;
  }
  const number = inAddress === '' ? '' : (normalizeCertificateNumber(inAddress) ?? inAddress);
  return (
    <>
      <h1>{t('publicRecord.verify.heading')}</h1>
      <p className="usa-intro">{t('publicRecord.verify.intro')}</p>
      {number !== '' && <VerificationResult number={number} />}
      {number !== '' && <h2 className="margin-top-4">{t('publicRecord.verify.checkAnother')}</h2>}
      <VerifyForm
        key={typed ?? ''}
        sent={sent === null || typed === null ? null : { typed, problem: sent.problem }}
      />
    </>
  );
}
