import type { ReactNode } from 'react';
import { errorId, fieldId, hintId } from './field-id.ts';

export { useFieldError } from './form-state.tsx';

/** aria-describedby for a field: its hint and its error, when present. */
export function describedBy(
  name: string,
  hasHint: boolean,
  error: string | undefined,
): string | undefined {
  const ids = [hasHint ? hintId(name) : '', error ? errorId(name) : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function RequiredMark() {
  return (
    <abbr title="required" className="usa-hint usa-hint--required">
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
