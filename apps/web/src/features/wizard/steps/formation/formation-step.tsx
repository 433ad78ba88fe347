import { FormProof } from '../../../../components/form-proof.tsx';
import { useState } from 'react';
import { useFormContext, useWatch } from '../../../../components/form-state.tsx';
import {
  createEmptyAddress,
  createEmptyName,
  FORM_INTENT_FIELD,
  messages,
  nameOfItsType,
  personFormingSchema,
  type FormerType,
  type PersonForming,
} from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { CancelButton, Form } from '../../../../components/form.tsx';
import { AddressVerificationForm } from '../../../../components/address-verification-dialog.tsx';
import { useSearchParams } from '../../../../lib/router.tsx';
import { useHydrated } from '../../../../lib/server-render.ts';
import {
  LIST_NEXT_INTENT,
  PERSON_FORM,
  listHref,
  personHref,
  personListAction,
  type PersonListStep,
} from '../person-list-step.ts';
import { AddressFields } from '../../../../components/address-fields.tsx';
import { Select } from '../../../../components/choice-fields.tsx';
import { NameFields } from '../../../../components/name-fields.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { useAddressVerification } from '../../../../components/use-address-verification.tsx';
import {
  PersonCards,
  SAVE_AND_CONTINUE_INTENT,
  PersonFormActions,
} from '../../../../components/person-cards.tsx';
import { newListId, removeById, upsertById } from '../../../../lib/list-by-id.ts';
import { addCatalogue, t, useTranslation } from '../../../../app/i18n/index.ts';
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
  // Until the page's script runs, choosing a type cannot reveal its fields: an individual's and
  // an organisation's are both shown, and the server keeps those of the type chosen.
  const bothUntilChosen = !useHydrated() && type === '';
  const nameLabel = bothUntilChosen
    ? t('steps.formation.anyOrganisationsName')
    : nameLabelKey
      ? t(nameLabelKey)
      : '';
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
      {(type === 'I' || bothUntilChosen) && (
        <NameFields name="nameValues.name" kind="individual" legend={t('steps.formation.name')} />
      )}
      {((type !== '' && type !== 'I') || bothUntilChosen) && (
        <NameFields name="nameValues.name" kind="organisation" organisationLabel={nameLabel} />
      )}
      <AddressFields name="addressValues.streetAddress" legend={t('steps.formation.address')} />
    </>
  );
}

/** The person as kept: the name fields of the person's type, the others cleared. */
function normalizePerson(person: PersonForming): PersonForming {
  const type = person.nameValues.personTyp;
  const name = nameOfItsType({ ...person.nameValues.name, nameTyp: type === 'I' ? 'I' : 'O' });
  return { ...person, nameValues: { personTyp: type, name } };
}

/** The persons forming as the list step keeps them. */
const personsForming: PersonListStep<PersonForming> = {
  people: (filing) => filing.formation.formers,
  keep: (_filing, formers) => ({ formation: { formers } }),
  schema: () => personFormingSchema,
  empty: () => emptyPerson(),
  normalize: normalizePerson,
  addressLabel: () => t('steps.formation.address'),
};

/** The persons forming posted without the app: each view and button as the page handles it. */
export const stepAction = personListAction(personsForming);

export default function FormationStep({
  step,
  filing,
  submitLabel,
  onSubmit,
  onChange,
  onCancel,
}: StepPageProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [formers, setFormers] = useState<PersonForming[]>(filing.formation.formers);
  // The view a server-rendered page shows comes from its address (see person-list-step.ts).
  const [editing, setEditing] = useState<PersonForming | null>(() => {
    const shownId = searchParams.get(PERSON_FORM);
    const shown = formers.find((person) => person.id === shownId);
    if (shown !== undefined) return shown;
    return formers.length === 0 || shownId === 'new' ? emptyPerson() : null;
  });
  const { verify, dialog } = useAddressVerification();

  const store = (next: PersonForming[]) => {
    setFormers(next);
    onChange({ formation: { formers: next } });
  };

  if (editing !== null && searchParams.get('verify') === '1') {
    return (
      <>
        <StepHeading step={step} />
        <AddressVerificationForm
          requests={[
            {
              id: 'address',
              label: t('steps.formation.address'),
              address: editing.addressValues.streetAddress,
            },
          ]}
          editHref={personHref(searchParams, editing.id)}
        />
      </>
    );
  }

  if (editing !== null) {
    return (
      <>
        <StepHeading step={step} />
        <p className="usa-hint">{messages.formerAgeHelp}</p>
        <Form
          key={editing.id}
          id={PERSON_FORM}
          schema={personFormingSchema}
          defaultValues={editing}
          submitLabel={t('steps.shared.save')}
          onCancel={formers.length === 0 ? onCancel : undefined}
          extraActions={
            <PersonFormActions
              listHref={formers.length > 0 ? listHref(searchParams) : null}
              onBackToList={() => setEditing(null)}
            />
          }
          onSubmit={async (person, { intent }) => {
            const accepted = await verify([
              {
                id: 'address',
                label: t('steps.formation.address'),
                address: person.addressValues.streetAddress,
              },
            ]);
            if (accepted === null) return;
            const kept = normalizePerson(person);
            const next = upsertById(formers, {
              ...kept,
              addressValues: {
                streetAddress: accepted.address ?? kept.addressValues.streetAddress,
              },
            });
            store(next);
            if (intent === SAVE_AND_CONTINUE_INTENT) onSubmit({ formation: { formers: next } });
            else setEditing(null);
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
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({ formation: { formers } });
        }}
      >
        <FormProof formId="main" />
        <PersonCards
          people={formers}
          headingLevel={2}
          describe={(person) => {
            const type = PERSON_TYPES.find(
              (option) => option.value === person.nameValues.personTyp,
            );
            return type && t(type.labelKey);
          }}
          editHref={(person) => personHref(searchParams, person.id)}
          onEdit={setEditing}
          onDelete={(person) => {
            const next = removeById(formers, person.id);
            store(next);
            if (next.length === 0) setEditing(emptyPerson());
          }}
        />
        <a
          className="usa-button usa-button--outline"
          href={personHref(searchParams, 'new')}
          onClick={(event) => {
            event.preventDefault();
            setEditing(emptyPerson());
          }}
        >
          {t('steps.formation.addAnother')}
        </a>
        <div className="usa-button-group margin-top-4">
          <button
            type="submit"
            className="usa-button"
            name={FORM_INTENT_FIELD}
            value={LIST_NEXT_INTENT}
          >
            {submitLabel}
          </button>
          <CancelButton onCancel={onCancel} />
        </div>
      </form>
    </>
  );
}
