import { FormProof } from '../../components/form-proof.tsx';
import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '../../lib/router.tsx';
import {
  REJECT_ADDITIONAL_TEXT_MAX,
  lastPosted,
  rejectionProblem,
  type PostedFields,
} from '@registrar/domain';
import { useTranslation } from '../../app/i18n/index.ts';
import { useOwnOutcome } from '../../components/form.tsx';
import { refused, type PageAction } from '../../lib/page-form.ts';
import { useRejectReasons } from './api/reject-reasons.ts';
import { usePendingFiling } from './api/pending-filing.ts';
import { isSignInNeeded, useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';
import { filingIdsOf, filingQuery } from './pending-review-page.tsx';

/** A rejection being prepared: the held filing's IDs, the chosen reasons and additional text. */
export interface Rejection {
  masterId: string;
  transId: string;
  reasonIds: number[];
  additionalText: string;
}

/** The rejection as the reject and confirmation pages' addresses carry it. */
export function rejectionQuery(rejection: Rejection): string {
  const query = new URLSearchParams({ masterId: rejection.masterId, transId: rejection.transId });
  for (const id of rejection.reasonIds) query.append('reason', String(id));
  if (rejection.additionalText !== '') query.set('text', rejection.additionalText);
  return `?${query.toString()}`;
}

/** The reason IDs among posted or addressed values (anything that is not one is left out). */
function reasonIdsOf(values: readonly string[]): number[] {
  const ids = values.filter((value) => /^\d{1,9}$/.test(value)).map(Number);
  return [...new Set(ids)];
}

/** The rejection an address carries. */
export function rejectionOf(params: URLSearchParams): Rejection {
  return {
    ...filingIdsOf(params),
    reasonIds: reasonIdsOf(params.getAll('reason')),
    additionalText: params.get('text') ?? '',
  };
}

/** What the reasons form posted: its reasons and text. */
function postedRejection(fields: PostedFields): Pick<Rejection, 'reasonIds' | 'additionalText'> {
  return {
    reasonIds: reasonIdsOf(fields.filter(([name]) => name === 'reason').map(([, value]) => value)),
    additionalText: lastPosted(fields, 'additionalText') ?? '',
  };
}

/** The confirmation's address, or the problem that keeps the rejection here. */
function confirmationOf(rejection: Rejection): { to: string } | { problem: string } {
  const problem = rejectionProblem(rejection.reasonIds, rejection.additionalText);
  if (problem !== null) return { problem };
  return { to: `/admin/rejectconfirm${rejectionQuery(rejection)}` };
}

/** The reasons posted without the app: on to the confirmation, or the page again saying why not. */
export const action: PageAction = async ({ fields, url }) => {
  const next = confirmationOf({ ...filingIdsOf(url.searchParams), ...postedRejection(fields) });
  return 'problem' in next ? refused([], next.problem) : { kind: 'redirect', to: next.to };
};

/** What the counter says: characters left, or how many too many. */
function counterText(t: (key: string, options?: Record<string, number>) => string, length: number) {
  const left = REJECT_ADDITIONAL_TEXT_MAX - length;
  if (left < 0) return t('admin.reject.overLimit', { count: -left });
  if (left === 1) return t('admin.reject.characterLeft');
  return t('admin.reject.charactersLeft', { count: left });
}

/**
 * The reasons for rejecting a held filing: checkboxes of the reasons and additional text with a
 * live character counter; at least one reason or some text. The filing is the one the address
 * names; the reasons and text go on to the confirmation in its address (and come back with Back).
 */
export default function PendingRejectPage() {
  const { t } = useTranslation();
  useAdminTitle('admin.reject.title');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asAddressed = rejectionOf(params);
  const filingResult = usePendingFiling(asAddressed.masterId, asAddressed.transId);
  const reasons = useRejectReasons();
  useSignInWhenNeeded(reasons.error, filingResult.error);
  // Refused without the app: the form as it was posted, with why.
  const outcome = useOwnOutcome('main');
  const start = outcome === undefined ? asAddressed : postedRejection(outcome.fields);
  const [chosen, setChosen] = useState<number[]>(start.reasonIds);
  const [text, setText] = useState(start.additionalText);
  const [problem, setProblem] = useState<string | null>(outcome?.alert ?? null);
  const textId = useId();
  const hintId = useId();
  const counterId = useId();
  const errorId = useId();
  // The counter is read out only after typing pauses, not on every key.
  const [announced, setAnnounced] = useState('');
  const [timer, setTimer] = useState<ReturnType<typeof setTimeout>>();

  if (asAddressed.masterId === '' || asAddressed.transId === '') {
    return <Navigate to="/admin/pendingqueue" replace />;
  }
  if (filingResult.isError && !isSignInNeeded(filingResult.error)) {
    return <Navigate to="/admin/pendingqueue" replace />;
  }
  const filing = filingResult.data?.pendingFiling;

  const onText = (value: string) => {
    setText(value);
    clearTimeout(timer);
    setTimer(setTimeout(() => setAnnounced(counterText(t, value.length)), 1000));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = confirmationOf({ ...asAddressed, reasonIds: chosen, additionalText: text });
    setProblem('problem' in next ? next.problem : null);
    if ('to' in next) void navigate(next.to);
  };

  return (
    <>
      <h1>{t('admin.reject.title')}</h1>
      {filing !== undefined && (
        <p>
          {filing.transactionDescription} - {filing.entityName}
        </p>
      )}
      {reasons.isError ? (
        <p role="alert">{t('admin.reject.reasonsError')}</p>
      ) : reasons.isPending || filing === undefined ? (
        <p>{t('admin.loading')}</p>
      ) : (
        <form method="post" onSubmit={submit} noValidate>
          {/* Posted to this page when the browser sends it itself; the app sends nothing. */}
          <FormProof formId="main" />
          {problem !== null && (
            <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
              <div className="usa-alert__body">
                <p className="usa-alert__text" id={errorId}>
                  {problem}
                </p>
              </div>
            </div>
          )}
          <fieldset className="usa-fieldset">
            <legend className="usa-legend usa-legend--large">{t('admin.reject.legend')}</legend>
            {reasons.data.rejectReasons.map((reason) => (
              <div className="usa-checkbox" key={reason.id}>
                <input
                  id={`reason-${reason.id}`}
                  className="usa-checkbox__input usa-checkbox__input--tile"
                  type="checkbox"
                  name="reason"
                  value={reason.id}
                  checked={chosen.includes(reason.id)}
                  onChange={(event) =>
                    setChosen(
                      event.target.checked
                        ? [...chosen, reason.id]
                        : chosen.filter((id) => id !== reason.id),
                    )
                  }
                />
                <label className="usa-checkbox__label" htmlFor={`reason-${reason.id}`}>
                  {reason.shortReason}
                  <span className="usa-checkbox__label-description">{reason.longReason}</span>
                </label>
              </div>
            ))}
          </fieldset>
          <div className="usa-form-group">
            <label className="usa-label" htmlFor={textId}>
              {t('admin.reject.additionalText')}
            </label>
            <div className="usa-hint" id={hintId}>
              {t('admin.reject.additionalHint', { max: REJECT_ADDITIONAL_TEXT_MAX })}
            </div>
            <textarea
              id={textId}
              name="additionalText"
              className="usa-textarea"
              value={text}
              maxLength={REJECT_ADDITIONAL_TEXT_MAX}
              aria-describedby={`${hintId} ${counterId}`}
              onChange={(event) => onText(event.target.value)}
            />
            <div className="usa-hint" id={counterId} aria-hidden="true">
              {counterText(t, text.length)}
            </div>
            <div className="usa-sr-only" aria-live="polite">
              {announced}
            </div>
          </div>
          <button type="submit" className="usa-button">
            {t('admin.reject.next')}
          </button>
          <Link
            className="usa-button usa-button--outline"
            to={`/admin/pendingreview${filingQuery({ mstrTransId: asAddressed.masterId, transactionId: asAddressed.transId })}`}
          >
            {t('admin.reject.cancel')}
          </Link>
        </form>
      )}
    </>
  );
}
