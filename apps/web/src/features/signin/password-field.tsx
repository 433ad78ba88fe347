// A password input bound to the form: never trimmed (spaces count), never autofilled as a new
// value where it is the current one, with its label, hint and error wired as every field's are.
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from '../../components/form-state.tsx';
import { describedBy, FieldShell, useFieldError } from '../../components/field-shell.tsx';
import { fieldId } from '../../components/field-id.ts';

export function PasswordField({
  name,
  label,
  hint,
  autoComplete,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
}) {
  const { changeField } = useFormContext();
  const value = useWatch({ name });
  const error = useFieldError(name);
  return (
    <FieldShell name={name} label={label} hint={hint} required error={error}>
      <input
        name={name}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => changeField(name, event.target.value)}
        id={fieldId(name)}
        type="password"
        autoComplete={autoComplete}
        maxLength={250}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint !== undefined, error)}
        className={`usa-input${error ? ' usa-input--error' : ''}`}
      />
    </FieldShell>
  );
}
