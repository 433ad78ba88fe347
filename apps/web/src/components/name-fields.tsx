import type { ReactNode } from 'react';
import { Select } from './choice-fields.tsx';
import { TextField } from './text-field.tsx';
import { useReferenceData } from './use-reference-data.ts';

interface NameFieldsProps {
  /** Form path of the PersonName object, e.g. "name". */
  name: string;
  /** Individual: first, middle, last, suffix. Organisation: one name field. */
  kind: 'individual' | 'organisation';
  organisationLabel?: ReactNode;
  legend?: ReactNode;
  onEdited?: () => void;
}

/** A person's or an organisation's name. */
export function NameFields({
  name,
  kind,
  organisationLabel = 'Name',
  legend,
  onEdited,
}: NameFieldsProps) {
  const { suffixes } = useReferenceData();
  if (kind === 'organisation') {
    return (
      <TextField
        name={`${name}.orgName`}
        label={organisationLabel}
        required
        maxLength={250}
        onValueChange={onEdited}
      />
    );
  }
  return (
    <fieldset className="usa-fieldset">
      {legend !== undefined && <legend className="usa-legend usa-legend--large">{legend}</legend>}
      <TextField
        name={`${name}.firstName`}
        label="First name"
        required
        maxLength={20}
        autoComplete="given-name"
        onValueChange={onEdited}
      />
      <TextField
        name={`${name}.middleName`}
        label="Middle name"
        maxLength={15}
        autoComplete="additional-name"
        onValueChange={onEdited}
      />
      <TextField
        name={`${name}.lastName`}
        label="Last name"
        required
        maxLength={25}
        autoComplete="family-name"
        onValueChange={onEdited}
      />
      <Select
        name={`${name}.suffix`}
        label="Suffix"
        placeholder="Choose a suffix, if applicable"
        options={suffixes.map((suffix) => ({ value: suffix.code, label: suffix.label }))}
        autoComplete="honorific-suffix"
      />
    </fieldset>
  );
}
