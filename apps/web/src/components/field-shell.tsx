import type { ReactNode } from 'react';
import { errorDetailId, errorId, fieldId, hintId } from './field-id.ts';
import { useTranslation } from '../app/i18n/index.ts';

export { useFieldError } from './form-state.tsx';

/** aria-describedby for a field: its hint, its error and the error's detail, when present. */
export function describedBy(
  name: string,
  hasHint: boolean,
  error: string | undefined,
  hasErrorDetail = false,
): string | undefined {
  const ids = [
    hasHint ? hintId(name) : '',
    error ? errorId(name) : '',
    error && hasErrorDetail ? errorDetailId(name) : '',
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function RequiredMark() {
  const { t } = useTranslation();
  return (
    <abbr title={t('components.required')} className="usa-hint usa-hint--required">
      *
    </abbr>
  );
}

interface FieldShellProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  error?: string;
  /** Shown under the error message, only with it: why the value is refused, what to change. */
  errorDetail?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** usa-form-group with label, hint and error message wired to the field by id. */
export function FieldShell({
  name,
  label,
  hint,
  required,
  error,
  errorDetail,
  children,
  className,
}: FieldShellProps) {
  return (
    <div
      className={`usa-form-group${error ? ' usa-form-group--error' : ''}${className ? ` ${className}` : ''}`}
    >
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={fieldId(name)}>
        {label} {required && <RequiredMark />}
      </label>
      {hint !== undefined && (
        <div className="usa-hint" id={hintId(name)}>
          {hint}
        </div>
      )}
      {error && (
        <span className="usa-error-message" id={errorId(name)}>
          {error}
        </span>
      )}
      {error && errorDetail !== undefined && <div id={errorDetailId(name)}>{errorDetail}</div>}
      {children}
    </div>
  );
}

interface FieldsetShellProps {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  error?: string;
  children: ReactNode;
}

/** A fieldset for radio groups: legend, hint and error wired up the same way. */
export function FieldsetShell({
  name,
  legend,
  hint,
  required,
  error,
  children,
}: FieldsetShellProps) {
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <fieldset
        className="usa-fieldset"
        aria-describedby={describedBy(name, hint !== undefined, error)}
      >
        <legend className={`usa-legend${error ? ' usa-label--error' : ''}`}>
          {legend} {required && <RequiredMark />}
        </legend>
        {hint !== undefined && (
          <div className="usa-hint" id={hintId(name)}>
            {hint}
          </div>
        )}
        {error && (
          <span className="usa-error-message" id={errorId(name)}>
            {error}
          </span>
        )}
        {children}
      </fieldset>
    </div>
  );
}
