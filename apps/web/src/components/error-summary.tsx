import type { Ref } from 'react';
import type { FormErrors } from './form-state.tsx';
import { fieldId } from './field-id.ts';
import { useTranslation } from '../app/i18n/index.ts';

interface ErrorSummaryProps {
  errors: FormErrors;
  /** A problem of the whole form rather than of a field (the server's answer to a post). */
  alert?: string | undefined;
  ref?: Ref<HTMLDivElement>;
}

/** The "There is a problem" box: every error as a link that moves focus to its field. */
export function ErrorSummary({ errors, alert, ref }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const fieldList = Object.entries(errors)
    .filter(([, error]) => error.message !== '')
    .map(([name, error]) => ({ name, message: error.message }));
  const list = alert === undefined ? fieldList : [{ name: '', message: alert }, ...fieldList];
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={list.length > 0 ? 'usa-alert usa-alert--error margin-bottom-3' : undefined}
      role={list.length > 0 ? 'alert' : undefined}
      aria-labelledby={list.length > 0 ? 'error-summary-heading' : undefined}
      hidden={list.length === 0}
    >
      {list.length > 0 && (
        <div className="usa-alert__body">
          <h2 className="usa-alert__heading" id="error-summary-heading">
            {t('components.errorSummaryHeading')}
          </h2>
          <ul className="usa-list usa-list--unstyled">
            {list.map((error) => (
              <li key={error.name}>
                {error.name === '' ? (
                  error.message
                ) : (
                  <a
                    href={`#${fieldId(error.name)}`}
                    onClick={(event) => {
                      const target = document.getElementById(fieldId(error.name));
                      if (target) {
                        event.preventDefault();
                        target.focus();
                        target.scrollIntoView?.({ block: 'center' });
                      }
                    }}
                  >
                    {error.message}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
