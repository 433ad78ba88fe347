import { useId, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from '../../lib/router.tsx';
import { REJECT_ADDITIONAL_TEXT_MAX, rejectionProblem } from '@registrar/domain';
import { useTranslation } from '../../app/i18n/index.ts';
import { useRejectReasons } from './api/reject-reasons.ts';
import { useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';
import { filingQuery, type RejectNavigationState } from './pending-review-page.tsx';

/** What the counter says: characters left, or how many too many. */
function counterText(t: (key: string, options?: Record<string, number>) => string, length: number) {
  const left = REJECT_ADDITIONAL_TEXT_MAX - length;
  if (left < 0) return t('admin.reject.overLimit', { count: -left });
  if (left === 1) return t('admin.reject.characterLeft');
  return t('admin.reject.charactersLeft', { count: left });
}

/**
 * The reasons for rejecting a held filing: checkboxes of the reasons and additional text with a
 * live character counter; at least one reason or some text.
 */
export default function PendingRejectPage() {
  const { t } = useTranslation();
  useAdminTitle('admin.reject.title');
  const navigate = useNavigate();
  const state = useLocation().state as RejectNavigationState | null;
  const reasons = useRejectReasons();
  useSignInWhenNeeded(reasons.error);
  const [chosen, setChosen] = useState<number[]>(state?.reasonIds ?? []);
  const [text, setText] = useState(state?.additionalText ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const textId = useId();
  const hintId = useId();
  const counterId = useId();
  const errorId = useId();
  // The counter is read out only after typing pauses, not on every key.
  const [announced, setAnnounced] = useState('');
  const [timer, setTimer] = useState<ReturnType<typeof setTimeout>>();

  if (state?.filing === undefined) return <Navigate to="/admin/pendingqueue" replace />;
  const filing = state.filing;

  const onText = (value: string) => {
    setText(value);
    clearTimeout(timer);
    setTimer(setTimeout(() => setAnnounced(counterText(t, value.length)), 1000));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rejectionProblem(chosen, text);
    setProblem(found);
    if (found !== null) return;
    void navigate(`/admin/rejectconfirm${filingQuery(filing)}`, {
      state: { filing, reasonIds: chosen, additionalText: text } satisfies RejectNavigationState,
    });
  };

  return (
    <>
      <h1>{t('admin.reject.title')}</h1>
      <p>
        {filing.transactionDescription} - {filing.entityName}
      </p>
      {reasons.isError ? (
        <p role="alert">{t('admin.reject.reasonsError')}</p>
      ) : reasons.isPending ? (
        <p>{t('admin.loading')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
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
          <button
            type="button"
            className="usa-button usa-button--outline"
            onClick={() => void navigate(`/admin/pendingreview${filingQuery(filing)}`)}
          >
            {t('admin.reject.cancel')}
          </button>
        </form>
      )}
    </>
  );
}
