import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  createEmptyAddress,
  addressLines,
  createEmptyName,
  displayName,
  filerSchema,
  filersShape,
  messages,
  withRules,
  type Filer,
  type FilersValues,
  type PersonForming,
} from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { AddressFields } from '../../../../components/address-fields.tsx';
import { Checkbox, RadioGroup } from '../../../../components/choice-fields.tsx';
import { NameFields } from '../../../../components/name-fields.tsx';
import { Modal } from '../../../../components/modal.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { useAddressVerification } from '../../../../components/use-address-verification.tsx';
import { PersonCards } from '../../../../components/person-cards.tsx';
import { newListId, removeById, upsertById } from '../../../../lib/list-by-id.ts';

/** The list view checks only the notice; the filers themselves were checked when each was saved. */
const perjurySchema = withRules(filersShape, (values, add) => {
  if (!values.perjuryNoticeAffirmed) add(['perjuryNoticeAffirmed'], messages.perjuryNoticeRequired);
  if (values.filers.length === 0) add(['perjuryNoticeAffirmed'], messages.filerRequired);
});

function emptyFiler(): Filer {
  return {
    id: newListId(),
    nameValues: { personTyp: 'FILER', name: createEmptyName() },
    addressValues: { streetAddress: createEmptyAddress('PHYS') },
    sameAsFormer: false,
  };
}

/** A filer copied from a person forming: same name and the same (already accepted) address. */
export function filerFromFormer(filerId: string, former: PersonForming): Filer {
  const isIndividual = former.nameValues.personTyp === 'I';
  return {
    id: filerId,
    nameValues: {
      personTyp: 'FILER',
      name: { ...former.nameValues.name, nameTyp: isIndividual ? 'I' : 'O' },
    },
    addressValues: { streetAddress: { ...former.addressValues.streetAddress } },
    sameAsFormer: true,
  };
}

function PerjuryNotice() {
  return (
    <div
      className="usa-summary-box margin-bottom-3"
      role="region"
      aria-labelledby="perjury-notice-heading"
    >
      <div className="usa-summary-box__body">
        <h2 className="usa-summary-box__heading" id="perjury-notice-heading">
          Notice
        </h2>
        <p className="usa-summary-box__text">
          Causing this document to be delivered to the Secretary of State for filing shall
          constitute the affirmation or acknowledgment of each individual causing such delivery,
          under penalties of perjury, that the document is the individual's act and deed, or that
          the individual in good faith believes the document is the act and deed of the person on
          whose behalf the individual is causing the document to be delivered for filing, taken in
          conformity with the requirements of part 3 of article 90 of title 7, C.R.S., the
          constituent documents, and the organic statutes, and that the individual in good faith
          believes the facts stated in the document are true and the document complies with the
          requirements of that Part, the constituent documents, and the organic statutes.
        </p>
      </div>
    </div>
  );
}

function FilerFields({ formers, sameAsLabel }: { formers: PersonForming[]; sameAsLabel: string }) {
  const { setValue, reset, getValues } = useFormContext<Filer>();
  const nameTyp = useWatch<Filer, 'nameValues.name.nameTyp'>({ name: 'nameValues.name.nameTyp' });
  const [picking, setPicking] = useState(false);
  const [choice, setChoice] = useState<string>('');
  return (
    <>
      {formers.length > 0 && (
        <Checkbox
          name="sameAsFormer"
          label={sameAsLabel}
          onValueChange={(checked) => {
            if (checked) setPicking(true);
          }}
        />
      )}
      <RadioGroup
        name="nameValues.name.nameTyp"
        legend="Is the filer an individual or an entity?"
        required
        options={[
          { value: 'I', label: 'Individual' },
          { value: 'O', label: 'Entity' },
        ]}
        onValueChange={() => setValue('sameAsFormer', false)}
      />
      {nameTyp === 'I' && (
        <NameFields
          name="nameValues.name"
          kind="individual"
          legend="Filer's name"
          onEdited={() => setValue('sameAsFormer', false)}
        />
      )}
      {nameTyp === 'O' && (
        <NameFields
          name="nameValues.name"
          kind="organisation"
          organisationLabel="Entity's name"
          onEdited={() => setValue('sameAsFormer', false)}
        />
      )}
      <AddressFields
        name="addressValues.streetAddress"
        legend="Filer's address"
        onEdited={() => setValue('sameAsFormer', false)}
      />
      {picking && (
        <Modal
          heading="Filers Details"
          onClose={() => {
            setPicking(false);
            setValue('sameAsFormer', false);
          }}
          footer={
            <ul className="usa-button-group">
              <li className="usa-button-group__item">
                <button
                  type="button"
                  className="usa-button"
                  disabled={choice === ''}
                  onClick={() => {
                    const former = formers.find((person) => person.id === choice);
                    if (former) reset(filerFromFormer(getValues('id'), former));
                    setPicking(false);
                  }}
                >
                  Use this person
                </button>
              </li>
              <li className="usa-button-group__item">
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  onClick={() => {
                    setPicking(false);
                    setValue('sameAsFormer', false);
                  }}
                >
                  Cancel
                </button>
              </li>
            </ul>
          }
        >
          <fieldset className="usa-fieldset">
            <legend className="usa-legend">Choose the person to copy as filer</legend>
            {formers.map((former) => (
              <div className="usa-radio" key={former.id}>
                <input
                  className="usa-radio__input"
                  type="radio"
                  id={`former-${former.id}`}
                  name="former-choice"
                  checked={choice === former.id}
                  onChange={() => setChoice(former.id)}
                />
                <label className="usa-radio__label" htmlFor={`former-${former.id}`}>
                  {displayName(former.nameValues.name)}
                  <span className="usa-checkbox__label-description">
                    {addressLines(former.addressValues.streetAddress).join(', ')}
                  </span>
                </label>
              </div>
            ))}
          </fieldset>
        </Modal>
      )}
    </>
  );
}

export default function FilerStep({
  definition,
  step,
  filing,
  submitLabel,
  onSubmit,
  onChange,
  onCancel,
}: StepPageProps) {
  const [slice, setSlice] = useState<FilersValues>(filing.filers);
  const [editing, setEditing] = useState<Filer | null>(
    slice.filers.length === 0 ? emptyFiler() : null,
  );
  const { verify, dialog } = useAddressVerification();
  const formers = filing.formation.formers;

  const store = (next: FilersValues) => {
    setSlice(next);
    onChange({ filers: next });
  };

  if (editing !== null) {
    return (
      <>
        <StepHeading step={step} />
        <PerjuryNotice />
        <Form
          key={editing.id}
          schema={filerSchema}
          defaultValues={editing}
          submitLabel="Save"
          onCancel={slice.filers.length === 0 ? onCancel : undefined}
          extraActions={
            slice.filers.length > 0 ? (
              <button
                type="button"
                className="usa-button usa-button--outline"
                onClick={() => setEditing(null)}
              >
                Back to the list
              </button>
            ) : undefined
          }
          onSubmit={async (filer) => {
            const accepted = await verify([
              {
                id: 'address',
                label: "Filer's address",
                address: filer.addressValues.streetAddress,
              },
            ]);
            if (accepted === null) return;
            const name = filer.nameValues.name;
            const cleanName =
              name.nameTyp === 'I'
                ? { ...name, orgName: '' }
                : { ...name, firstName: '', middleName: '', lastName: '', suffix: '' };
            store({
              ...slice,
              filers: upsertById(slice.filers, {
                ...filer,
                nameValues: { personTyp: 'FILER', name: cleanName },
                addressValues: {
                  streetAddress: accepted.address ?? filer.addressValues.streetAddress,
                },
              }),
            });
            setEditing(null);
          }}
        >
          <FilerFields formers={formers} sameAsLabel={definition.sameAsFormerLabel} />
        </Form>
        {dialog}
      </>
    );
  }

  return (
    <>
      <StepHeading step={step} />
      <PerjuryNotice />
      <Form
        schema={perjurySchema}
        defaultValues={slice}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onSubmit={(values) =>
          onSubmit({
            filers: { perjuryNoticeAffirmed: values.perjuryNoticeAffirmed, filers: slice.filers },
          })
        }
      >
        <Checkbox
          name="perjuryNoticeAffirmed"
          label="I have read and understood the notice above."
          onValueChange={(checked) => store({ ...slice, perjuryNoticeAffirmed: checked })}
        />
        <h2>Filers</h2>
        <PersonCards
          people={slice.filers}
          headingLevel={3}
          onEdit={setEditing}
          onDelete={(filer) => {
            const next = { ...slice, filers: removeById(slice.filers, filer.id) };
            store(next);
            if (next.filers.length === 0) setEditing(emptyFiler());
          }}
        />
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={() => setEditing(emptyFiler())}
        >
          Add another filer
        </button>
      </Form>
    </>
  );
}
