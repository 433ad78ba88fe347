import { useState } from 'react';
import { useFormContext, useWatch } from '../../../../components/form-state.tsx';
import {
  createEmptyAddress,
  createEmptyName,
  messages,
  personFormingSchema,
  type FormerType,
  type PersonForming,
} from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { AddressFields } from '../../../../components/address-fields.tsx';
import { Select } from '../../../../components/choice-fields.tsx';
import { NameFields } from '../../../../components/name-fields.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { useAddressVerification } from '../../../../components/use-address-verification.tsx';
import { PersonCards } from '../../../../components/person-cards.tsx';
import { newListId, removeById, upsertById } from '../../../../lib/list-by-id.ts';
import { addCatalogue, useTranslation } from '../../../../app/i18n/index.ts';
import sharedStepText from '../shared-step-text.en.ts';
import stepText from './formation-step.en.ts';

addCatalogue(sharedStepText, stepText);

/** Each type of person forming with the catalogue keys of its name and of its name field. */
const PERSON_TYPES: { value: FormerType; labelKey: string; nameLabelKey: string }[] = [
  { value: 'I', labelKey: 'steps.shared.individual', nameLabelKey: '' },
  { value: 'E', labelKey: 'steps.shared.entity', nameLabelKey: 'steps.shared.entitysName' },
  { value: 'T', labelKey: 'steps.formation.trust', nameLabelKey: 'steps.formation.trustsName' },
  {
    value: 'S',
    labelKey: 'steps.formation.stateOrOther',
    nameLabelKey: 'steps.formation.statesName',
  },
  { value: 'A', labelKey: 'steps.formation.estate', nameLabelKey: 'steps.formation.estatesName' },
];

function emptyPerson(): PersonForming {
  return {
    id: newListId(),
    nameValues: { personTyp: '', name: createEmptyName() },
    addressValues: { streetAddress: createEmptyAddress('PHYS') },
  };
}

function PersonFields() {
  const { t } = useTranslation();
  const { setValue } = useFormContext<PersonForming>();
  const type = useWatch<PersonForming, 'nameValues.personTyp'>({ name: 'nameValues.personTyp' });
  const nameLabelKey = PERSON_TYPES.find((option) => option.value === type)?.nameLabelKey;
  const nameLabel = nameLabelKey ? t(nameLabelKey) : '';
  return (
    <>
      <Select
        name="nameValues.personTyp"
        label={t('steps.formation.typeOfPerson')}
        required
        options={PERSON_TYPES.map(({ value, labelKey }) => ({ value, label: t(labelKey) }))}
        onValueChange={(value) =>
          setValue('nameValues.name.nameTyp', value === 'I' ? 'I' : value === '' ? '' : 'O')
        }
      />
      {type === 'I' && (
        <NameFields name="nameValues.name" kind="individual" legend={t('steps.formation.name')} />
      )}
      {type !== '' && type !== 'I' && (
        <NameFields name="nameValues.name" kind="organisation" organisationLabel={nameLabel} />
      )}
      <AddressFields name="addressValues.streetAddress" legend={t('steps.formation.address')} />
    </>
  );
}

export default function FormationStep({
  step,
  filing,
  submitLabel,
  onSubmit,
  onChange,
  onCancel,
}: StepPageProps) {
  const { t } = useTranslation();
  const [formers, setFormers] = useState<PersonForming[]>(filing.formation.formers);
  const [editing, setEditing] = useState<PersonForming | null>(
    formers.length === 0 ? emptyPerson() : null,
  );
  const { verify, dialog } = useAddressVerification();

  const store = (next: PersonForming[]) => {
    setFormers(next);
    onChange({ formation: { formers: next } });
  };

  if (editing !== null) {
    return (
      <>
        <StepHeading step={step} />
        <p className="usa-hint">{messages.formerAgeHelp}</p>
        <Form
          key={editing.id}
          schema={personFormingSchema}
          defaultValues={editing}
          submitLabel={t('steps.shared.save')}
          onCancel={formers.length === 0 ? onCancel : undefined}
          extraActions={
            formers.length > 0 ? (
              <button
                type="button"
                className="usa-button usa-button--outline"
                onClick={() => setEditing(null)}
              >
                {t('steps.shared.backToList')}
              </button>
            ) : undefined
          }
          onSubmit={async (person) => {
            const accepted = await verify([
              {
                id: 'address',
                label: t('steps.formation.address'),
                address: person.addressValues.streetAddress,
              },
            ]);
            if (accepted === null) return;
            const type = person.nameValues.personTyp;
            const name =
              type === 'I'
                ? { ...person.nameValues.name, nameTyp: 'I' as const, orgName: '' }
                : {
                    ...person.nameValues.name,
                    nameTyp: 'O' as const,
                    firstName: '',
                    middleName: '',
                    lastName: '',
                    suffix: '',
                  };
            store(
              upsertById(formers, {
                ...person,
                nameValues: { personTyp: type, name },
                addressValues: {
                  streetAddress: accepted.address ?? person.addressValues.streetAddress,
                },
              }),
            );
            setEditing(null);
          }}
        >
          <PersonFields />
        </Form>
        {dialog}
      </>
    );
  }

  return (
    <>
      <StepHeading step={step} />
      <p className="usa-hint">{messages.formerAgeHelp}</p>
      <PersonCards
        people={formers}
        headingLevel={2}
        describe={(person) => {
          const type = PERSON_TYPES.find((option) => option.value === person.nameValues.personTyp);
          return type && t(type.labelKey);
        }}
        onEdit={setEditing}
        onDelete={(person) => {
          const next = removeById(formers, person.id);
          store(next);
          if (next.length === 0) setEditing(emptyPerson());
        }}
      />
      <button
        type="button"
        className="usa-button usa-button--outline"
        onClick={() => setEditing(emptyPerson())}
      >
        {t('steps.formation.addAnother')}
      </button>
      <div className="usa-button-group margin-top-4">
        <button
          type="button"
          className="usa-button"
          onClick={() => onSubmit({ formation: { formers } })}
        >
          {submitLabel}
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </>
  );
}
