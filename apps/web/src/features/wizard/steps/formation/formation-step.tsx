import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
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

const PERSON_TYPES: { value: FormerType; label: string; nameLabel: string }[] = [
  { value: 'I', label: 'Individual', nameLabel: '' },
  { value: 'E', label: 'Entity', nameLabel: "Entity's name" },
  { value: 'T', label: 'Trust', nameLabel: "Trust's name" },
  { value: 'S', label: 'State or other', nameLabel: "State's name" },
  { value: 'A', label: 'Estate', nameLabel: "Estate's name" },
];

function emptyPerson(): PersonForming {
  return {
    id: newListId(),
    nameValues: { personTyp: '', name: createEmptyName() },
    addressValues: { streetAddress: createEmptyAddress('PHYS') },
  };
}

function PersonFields() {
  const { setValue } = useFormContext<PersonForming>();
  const type = useWatch<PersonForming, 'nameValues.personTyp'>({ name: 'nameValues.personTyp' });
  const nameLabel = PERSON_TYPES.find((option) => option.value === type)?.nameLabel ?? '';
  return (
    <>
      <Select
        name="nameValues.personTyp"
        label="Type of person"
        required
        options={PERSON_TYPES.map(({ value, label }) => ({ value, label }))}
        onValueChange={(value) =>
          setValue('nameValues.name.nameTyp', value === 'I' ? 'I' : value === '' ? '' : 'O')
        }
      />
      {type === 'I' && <NameFields name="nameValues.name" kind="individual" legend="Name" />}
      {type !== '' && type !== 'I' && (
        <NameFields name="nameValues.name" kind="organisation" organisationLabel={nameLabel} />
      )}
      <AddressFields name="addressValues.streetAddress" legend="Address" />
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
          submitLabel="Save"
          onCancel={formers.length === 0 ? onCancel : undefined}
          extraActions={
            formers.length > 0 ? (
              <button
                type="button"
                className="usa-button usa-button--outline"
                onClick={() => setEditing(null)}
              >
                Back to the list
              </button>
            ) : undefined
          }
          onSubmit={async (person) => {
            const accepted = await verify([
              { id: 'address', label: 'Address', address: person.addressValues.streetAddress },
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
        describe={(person) =>
          PERSON_TYPES.find((option) => option.value === person.nameValues.personTyp)?.label
        }
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
        Add another person
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
          Cancel
        </button>
      </div>
    </>
  );
}
