import { useEffect, type ReactNode } from 'react';
import { useFormContext, useWatch } from './form-state.tsx';
import { isNonUsCountry } from '@registrar/domain';
import { Select } from './choice-fields.tsx';
import { TextField } from './text-field.tsx';
import { fieldId } from './field-id.ts';
import { describedBy, FieldShell, useFieldError } from './field-shell.tsx';
import { useReferenceData } from './use-reference-data.ts';
import { useTranslation } from '../app/i18n/index.ts';

/** A part of an address that is fixed (state and country of a Colorado-only address): shown, not chosen. */
function LockedField({
  name,
  label,
  hint,
  display,
}: {
  name: string;
  label: string;
  hint?: string;
  display: string;
}) {
  const error = useFieldError(name);
  return (
    <FieldShell name={name} label={label} hint={hint} error={error}>
      <input
        className={`usa-input usa-input--xl${error ? ' usa-input--error' : ''}`}
        id={fieldId(name)}
        value={display}
        readOnly
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint !== undefined, error)}
      />
    </FieldShell>
  );
}

interface AddressFieldsProps {
  /** Form path of the Address object, e.g. "streetAddress". */
  name: string;
  legend: ReactNode;
  /** The page already shows the legend as a visible heading: keep it for screen readers only. */
  legendVisuallyHidden?: boolean;
  hint?: ReactNode;
  required?: boolean;
  /** Two-letter code of the only state allowed (the registered agent's CO); the country is then US. */
  lockedState?: string;
  /** Called after any part of the address changes (to clear "same as" boxes). */
  onEdited?: () => void;
  disabled?: boolean;
}

/**
 * The address block: lines 1 and 2, city, state (or province outside the US), ZIP and country.
 * Any edit clears the accepted flag so the address is verified again.
 */
export function AddressFields({
  name,
  legend,
  legendVisuallyHidden = false,
  hint,
  required = true,
  lockedState,
  onEdited,
  disabled,
}: AddressFieldsProps) {
  const { t } = useTranslation();
  const { setValue, getValues } = useFormContext();
  const { states, countries } = useReferenceData();
  const country = useWatch({ name: `${name}.country` }) as string | undefined;
  const nonUs = country !== undefined && country !== '' && isNonUsCountry(country);

  useEffect(() => {
    if (lockedState === undefined) return;
    // A new address starts in the required state; a copied address keeps its own so the
    // schema and the verification can say it must be in the required state.
    if (!getValues(`${name}.state`)) setValue(`${name}.state`, lockedState);
    if (getValues(`${name}.country`) !== 'US') setValue(`${name}.country`, 'US');
  }, [getValues, lockedState, name, setValue]);

  const edited = () => {
    if (getValues(`${name}.accepted`) === true) setValue(`${name}.accepted`, false);
    setValue(`${name}.addressSelectionType`, 'NOT_SELECTED');
    if (lockedState !== undefined) {
      // Once the user types a Colorado-only address themselves, it is in the required state.
      if (getValues(`${name}.state`) !== lockedState) setValue(`${name}.state`, lockedState);
      if (getValues(`${name}.country`) !== 'US') setValue(`${name}.country`, 'US');
    }
    onEdited?.();
  };
  const state = useWatch({ name: `${name}.state` }) as string | undefined;
  const stateName = (code: string) => states.find((option) => option.code === code)?.name ?? code;

  return (
    <fieldset className="usa-fieldset margin-top-3" disabled={disabled}>
      <legend className={legendVisuallyHidden ? 'usa-sr-only' : 'usa-legend usa-legend--large'}>
        {legend}
      </legend>
      {hint !== undefined && <div className="usa-hint">{hint}</div>}
      <TextField
        name={`${name}.address1`}
        label={t('components.address.address1')}
        required={required}
        maxLength={50}
        autoComplete="address-line1"
        onValueChange={edited}
      />
      <TextField
        name={`${name}.address2`}
        label={t('components.address.address2')}
        maxLength={50}
        autoComplete="address-line2"
        onValueChange={edited}
      />
      <TextField
        name={`${name}.city`}
        label={t('components.address.city')}
        required={required}
        maxLength={35}
        autoComplete="address-level2"
        inputClassName="usa-input--xl"
        onValueChange={edited}
      />
      {lockedState !== undefined ? (
        <LockedField
          name={`${name}.state`}
          label={t('components.address.state')}
          hint={t('components.address.mustBeIn', { state: stateName(lockedState) })}
          display={stateName(state ?? '')}
        />
      ) : nonUs ? (
        <TextField
          name={`${name}.province`}
          label={t('components.address.province')}
          maxLength={100}
          onValueChange={edited}
        />
      ) : (
        <Select
          name={`${name}.state`}
          label={t('components.address.state')}
          required={required}
          options={states.map((state) => ({ value: state.code, label: state.name }))}
          onValueChange={edited}
          autoComplete="address-level1"
        />
      )}
      <TextField
        name={`${name}.zip`}
        label={t('components.address.zip')}
        required={required}
        maxLength={15}
        inputClassName="usa-input--medium"
        autoComplete="postal-code"
        onValueChange={edited}
      />
      {lockedState !== undefined ? (
        <LockedField
          name={`${name}.country`}
          label={t('components.address.country')}
          display={countries.find((item) => item.code === country)?.name ?? country ?? ''}
        />
      ) : (
        <Select
          name={`${name}.country`}
          label={t('components.address.country')}
          required={required}
          options={countries.map((item) => ({ value: item.code, label: item.name }))}
          autoComplete="country"
          onValueChange={(value) => {
            // Switching between US and non-US swaps state for province; the other one must not linger.
            if (isNonUsCountry(value)) setValue(`${name}.state`, '');
            else setValue(`${name}.province`, '');
            edited();
          }}
        />
      )}
    </fieldset>
  );
}
