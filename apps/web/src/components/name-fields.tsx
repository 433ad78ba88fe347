import type { ReactNode } from 'react';
import { Select } from './choice-fields.tsx';
import { TextField } from './text-field.tsx';
import { useReferenceData } from './use-reference-data.ts';
import { useTranslation } from '../app/i18n/index.ts';

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
export function NameFields({ name, kind, organisationLabel, legend, onEdited }: NameFieldsProps) {
  const { t } = useTranslation();
  const { suffixes } = useReferenceData();
  if (kind === 'organisation') {
    return (
      <TextField
        name={`${name}.orgName`}
        label={organisationLabel ?? t('components.name.name')}
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
        label={t('components.name.firstName')}
        required
        maxLength={20}
        autoComplete="given-name"
        onValueChange={onEdited}
      />
      <TextField
        name={`${name}.middleName`}
        label={t('components.name.middleName')}
        maxLength={15}
        autoComplete="additional-name"
        onValueChange={onEdited}
      />
      <TextField
        name={`${name}.lastName`}
        label={t('components.name.lastName')}
        required
        maxLength={25}
        autoComplete="family-name"
        onValueChange={onEdited}
      />
      <Select
        name={`${name}.suffix`}
        label={t('components.name.suffix')}
        placeholder={t('components.name.suffixPlaceholder')}
        options={suffixes.map((suffix) => ({ value: suffix.code, label: suffix.label }))}
        autoComplete="honorific-suffix"
      />
    </fieldset>
  );
}
