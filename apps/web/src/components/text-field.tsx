import type { ReactNode } from 'react';
import { useFormContext, useWatch } from './form-state.tsx';
import { describedBy, FieldShell, useFieldError } from './field-shell.tsx';
import { fieldId } from './field-id.ts';

interface TextFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field's error, only with it, and read with the field (aria-describedby). */
  errorDetail?: ReactNode;
  required?: boolean;
  maxLength?: number;
  /** Shows "N characters left" under the field (usa-character-count). */
  showCharacterCount?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'date' | 'password';
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  className?: string;
  inputClassName?: string;
  min?: string;
  max?: string;
  placeholder?: string;
  disabled?: boolean;
  onValueChange?: (value: string) => void;
}

function CharacterCount({ name, maxLength }: { name: string; maxLength: number }) {
  const value = useWatch({ name });
  const used = typeof value === 'string' ? value.length : 0;
  const left = maxLength - used;
  const text =
    left >= 0
      ? `${left} character${left === 1 ? '' : 's'} left`
      : `${-left} character${left === -1 ? '' : 's'} over limit`;
  return (
    <span
      className={`usa-character-count__status usa-hint${left < 0 ? ' usa-character-count__status--invalid' : ''}`}
      aria-live="polite"
    >
      {text}
    </span>
  );
}

/** A text input or textarea bound to the form; trims surrounding spaces when it loses focus. */
export function TextField({
  name,
  label,
  hint,
  errorDetail,
  required,
  maxLength,
  showCharacterCount,
  multiline,
  type = 'text',
  inputMode,
  autoComplete,
  className,
  inputClassName,
  min,
  max,
  placeholder,
  disabled,
  onValueChange,
}: TextFieldProps) {
  const { changeField } = useFormContext();
  const value = useWatch({ name });
  const error = useFieldError(name);
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  const counted = showCharacterCount === true && maxLength !== undefined;
  const shared = {
    name,
    value: text,
    onChange: (event: { target: { value: string } }) => {
      changeField(name, event.target.value);
      onValueChange?.(event.target.value);
    },
    onBlur: () => {
      // A password is kept exactly as typed: a space can be part of it.
      if (type === 'password' || text.trim() === text) return;
      changeField(name, text.trim());
      onValueChange?.(text.trim());
    },
    id: fieldId(name),
    // With a visible counter the browser must not cut text silently; the schema reports it.
    maxLength: counted ? undefined : maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy(name, hint !== undefined, error, errorDetail !== undefined),
    disabled,
    placeholder,
  } as const;
  const control = multiline ? (
    <textarea
      {...shared}
      className={`usa-textarea${counted ? ' usa-character-count__field' : ''}${error ? ' usa-input--error' : ''}${inputClassName ? ` ${inputClassName}` : ''}`}
    />
  ) : (
    <input
      {...shared}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      min={min}
      max={max}
      className={`usa-input${counted ? ' usa-character-count__field' : ''}${error ? ' usa-input--error' : ''}${inputClassName ? ` ${inputClassName}` : ''}`}
    />
  );
  return (
    <FieldShell
      name={name}
      label={label}
      hint={hint}
      required={required}
      error={error}
      errorDetail={errorDetail}
      className={className}
    >
      {counted ? (
        <div className="usa-character-count">
          {control}
          <CharacterCount name={name} maxLength={maxLength} />
        </div>
      ) : (
        control
      )}
    </FieldShell>
  );
}
