import type { ReactNode } from 'react';
import { useFormContext, useWatch } from './form-state.tsx';
import { describedBy, FieldsetShell, FieldShell, useFieldError } from './field-shell.tsx';
import { errorId, fieldId } from './field-id.ts';
import { useTranslation } from '../app/i18n/index.ts';

interface ChoiceOption {
  value: string;
  label: ReactNode;
}

interface RadioGroupProps {
  name: string;
  legend: ReactNode;
  options: ChoiceOption[];
  hint?: ReactNode;
  required?: boolean;
  /** Called after the user picks an option (to clear dependent fields). */
  onValueChange?: (value: string) => void;
  tile?: boolean;
}

/** Radio buttons bound to the form; the first radio carries the field id the summary links to. */
export function RadioGroup({
  name,
  legend,
  options,
  hint,
  required,
  onValueChange,
  tile,
}: RadioGroupProps) {
  const { changeField } = useFormContext();
  const value = useWatch({ name });
  const error = useFieldError(name);
  return (
    <FieldsetShell name={name} legend={legend} hint={hint} required={required} error={error}>
      {options.map((option, index) => {
        const id = index === 0 ? fieldId(name) : `${fieldId(name)}-${option.value}`;
        return (
          <div className="usa-radio" key={option.value}>
            <input
              className={`usa-radio__input${tile ? ' usa-radio__input--tile' : ''}`}
              id={id}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => {
                changeField(name, option.value);
                onValueChange?.(option.value);
              }}
              aria-invalid={error ? true : undefined}
            />
            <label className="usa-radio__label" htmlFor={id}>
              {option.label}
            </label>
          </div>
        );
      })}
    </FieldsetShell>
  );
}

type YesNoRadioProps = Omit<RadioGroupProps, 'options'>;

/** A Yes/No question (values Y and N). */
export function YesNoRadio(props: YesNoRadioProps) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      {...props}
      options={[
        { value: 'Y', label: t('components.yes') },
        { value: 'N', label: t('components.no') },
      ]}
    />
  );
}

interface SelectProps {
  name: string;
  label: ReactNode;
  options: ChoiceOption[];
  placeholder?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  onValueChange?: (value: string) => void;
  autoComplete?: string;
}

/** A usa-select bound to the form, with an empty first option as placeholder. */
export function Select({
  name,
  label,
  options,
  placeholder = '- Select -',
  hint,
  required,
  disabled,
  onValueChange,
  autoComplete,
}: SelectProps) {
  const { changeField } = useFormContext();
  const value = useWatch({ name });
  const error = useFieldError(name);
  return (
    <FieldShell name={name} label={label} hint={hint} required={required} error={error}>
      <select
        name={name}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => {
          changeField(name, event.target.value);
          onValueChange?.(event.target.value);
        }}
        id={fieldId(name)}
        className={`usa-select${error ? ' usa-input--error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy(name, hint !== undefined, error)}
        disabled={disabled}
        autoComplete={autoComplete}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

interface CheckboxProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  onValueChange?: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * A usa-checkbox bound to a boolean form value. Its hint is the USWDS label description: inside
 * the label, so it is read once as part of the box's name and is not linked again as its
 * description (only an error is).
 */
export function Checkbox({ name, label, hint, onValueChange, disabled }: CheckboxProps) {
  const { changeField } = useFormContext();
  const checked = useWatch({ name }) === true;
  const error = useFieldError(name);
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      {error && (
        <span className="usa-error-message" id={errorId(name)}>
          {error}
        </span>
      )}
      <div className="usa-checkbox">
        {/* Posted before the box: an unchecked box posts nothing, so this "false" stands. */}
        <input type="hidden" name={name} value="false" />
        <input
          name={name}
          value="true"
          checked={checked}
          onChange={(event) => {
            changeField(name, event.target.checked);
            onValueChange?.(event.target.checked);
          }}
          className="usa-checkbox__input"
          id={fieldId(name)}
          type="checkbox"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(name) : undefined}
        />
        <label className="usa-checkbox__label" htmlFor={fieldId(name)}>
          {label}
          {hint !== undefined && <span className="usa-checkbox__label-description">{hint}</span>}
        </label>
      </div>
    </div>
  );
}
