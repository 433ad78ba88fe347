import { useState } from 'react';
import * as z from 'zod/mini';
import { useFormContext, useWatch } from '../../../../components/form-state.tsx';
import {
  createEmptyAddress,
  addressLines,
  createEmptyName,
  displayName,
  checkFiler,
  filerSchema,
  filerShape,
  filersShape,
  lastPosted,
  messages,
  nameOfItsType,
  withRules,
  type Filer,
  type FormFieldError,
  type FilersValues,
  type PersonForming,
} from '@registrar/domain';
import type { StepPageProps, StepSubmission } from '../../../../lib/step-page.ts';
import { readPostedForm } from '../../../../lib/page-form.ts';
import { AddressVerificationForm } from '../../../../components/address-verification-dialog.tsx';
import { useSearchParams } from '../../../../lib/router.tsx';
import { useHydrated } from '../../../../lib/server-render.ts';
import {
  PERSON_FORM,
  listHref,
  personHref,
  personListAction,
  type PersonListStep,
} from '../person-list-step.ts';
import { Form } from '../../../../components/form.tsx';
import { AddressFields } from '../../../../components/address-fields.tsx';
import { Checkbox, RadioGroup, Select } from '../../../../components/choice-fields.tsx';
import { NameFields } from '../../../../components/name-fields.tsx';
import { Modal } from '../../../../components/modal.tsx';
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
import stepText from './filer-step.en.ts';

addCatalogue(sharedStepText, stepText);

/** The list view checks only the notice; the filers themselves were checked when each was saved. */
const perjurySchema = withRules(filersShape, (values, add) => {
  if (!values.perjuryNoticeAffirmed) add(['perjuryNoticeAffirmed'], messages.perjuryNoticeRequired);
  if (values.filers.length === 0) add(['perjuryNoticeAffirmed'], messages.filerRequired);
});

/**
 * A filer's form: the filer and the notice's box, which the form shows under the notice as the
 * list does. The box is required only to go on (Save and continue), as the list's Next requires it.
 */
const filerFormSchema = withRules(
  z.extend(filerShape, { perjuryNoticeAffirmed: z.boolean() }),
  checkFiler,
);

/** What keeps the filers from moving on (the notice, a filer at all), as the list shows it. */
function filersProblems(values: FilersValues): FormFieldError[] {
  const checked = readPostedForm(perjurySchema, values, []);
  return checked.ok ? [] : checked.errors;
}

function emptyFiler(): Filer {
  return {
    id: newListId(),
    nameValues: { personTyp: 'FILER', name: createEmptyName() },
    addressValues: { streetAddress: createEmptyAddress('PHYS') },
    sameAsFormer: false,
  };
}

/** A filer copied from a person forming: same name and the same (already accepted) address. */
function filerFromFormer(filerId: string, former: PersonForming): Filer {
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
  const { t } = useTranslation();
  return (
    <div
      className="usa-summary-box margin-bottom-3"
      role="region"
      aria-labelledby="perjury-notice-heading"
    >
      <div className="usa-summary-box__body">
        <h2 className="usa-summary-box__heading" id="perjury-notice-heading">
          {t('steps.filer.noticeHeading')}
        </h2>
        <p className="usa-summary-box__text">{t('steps.filer.notice')}</p>
      </div>
    </div>
  );
}

function FilerFields({ formers, sameAsLabel }: { formers: PersonForming[]; sameAsLabel: string }) {
  const { t } = useTranslation();
  const { setValue, reset, getValues } = useFormContext<Filer>();
  const nameTyp = useWatch<Filer, 'nameValues.name.nameTyp'>({ name: 'nameValues.name.nameTyp' });
  const [picking, setPicking] = useState(false);
  const [choice, setChoice] = useState<string>('');
  const hydrated = useHydrated();
  // Until the page's script runs, choosing a type cannot reveal its fields: both are shown, and
  // the server keeps those of the type chosen.
  const bothUntilChosen = !hydrated && nameTyp === '';
  return (
    <>
      {/* Copying a person forming: with the app, a box that opens a dialog; without it, a list
          the server reads when the form is saved. */}
      {formers.length > 0 && !hydrated && (
        <Select
          name={COPY_FORMER_FIELD}
          label={sameAsLabel}
          hint={t('steps.filer.copyHint')}
          placeholder={t('steps.filer.typeBelow')}
          options={formers.map((former) => ({
            value: former.id,
            label: displayName(former.nameValues.name),
          }))}
        />
      )}
      {formers.length > 0 && hydrated && (
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
        legend={t('steps.filer.filerType')}
        required
        options={[
          { value: 'I', label: t('steps.shared.individual') },
          { value: 'O', label: t('steps.shared.entity') },
        ]}
        onValueChange={() => setValue('sameAsFormer', false)}
      />
      {(nameTyp === 'I' || bothUntilChosen) && (
        <NameFields
          name="nameValues.name"
          kind="individual"
          legend={t('steps.filer.filersName')}
          onEdited={() => setValue('sameAsFormer', false)}
        />
      )}
      {(nameTyp === 'O' || bothUntilChosen) && (
        <NameFields
          name="nameValues.name"
          kind="organisation"
          organisationLabel={t('steps.shared.entitysName')}
          onEdited={() => setValue('sameAsFormer', false)}
        />
      )}
      <AddressFields
        name="addressValues.streetAddress"
        legend={t('steps.filer.filersAddress')}
        onEdited={() => setValue('sameAsFormer', false)}
      />
      {picking && (
        <Modal
          heading={t('steps.filer.pickHeading')}
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
                    // The copy replaces the filer, not what else the form holds (the notice's box).
                    if (former)
                      reset({ ...getValues(), ...filerFromFormer(getValues('id'), former) });
                    setPicking(false);
                  }}
                >
                  {t('steps.filer.useThisPerson')}
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
                  {t('common.cancel')}
                </button>
              </li>
            </ul>
          }
        >
          <fieldset className="usa-fieldset">
            <legend className="usa-legend">{t('steps.filer.pickLegend')}</legend>
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

/** The filer as kept: the name fields of its type, the others cleared. */
function normalizeFiler(filer: Filer): Filer {
  return {
    ...filer,
    nameValues: { personTyp: 'FILER', name: nameOfItsType(filer.nameValues.name) },
  };
}

/**
 * The notice's box as the list's or a filer's form posted it (both show it); kept as it was when
 * another form posted.
 */
function affirmedAsPosted({ filing, fields, form }: StepSubmission): boolean {
  if (form !== 'main' && form !== PERSON_FORM) return filing.filers.perjuryNoticeAffirmed;
  return lastPosted(fields, 'perjuryNoticeAffirmed') === 'true';
}

/** The field of the list of persons forming a filer may be copied from, without the app. */
const COPY_FORMER_FIELD = 'copyFormerId';

/** The filers as the list step keeps them, with the notice affirmed or not. */
const filersList: PersonListStep<Filer> = {
  people: (filing) => filing.filers.filers,
  keep: (_filing, filers, submission) => ({
    filers: { perjuryNoticeAffirmed: affirmedAsPosted(submission), filers },
  }),
  schema: () => filerSchema,
  empty: () => emptyFiler(),
  copied: ({ filing, fields }, id) => {
    const chosen = lastPosted(fields, COPY_FORMER_FIELD);
    const former = filing.formation.formers.find((person) => person.id === chosen);
    return former === undefined ? null : filerFromFormer(id, former);
  },
  normalize: (filer) => ({ ...normalizeFiler(filer), sameAsFormer: false }),
  addressLabel: () => t('steps.filer.filersAddress'),
  checkList: (submission, filers) =>
    filersProblems({ filers, perjuryNoticeAffirmed: affirmedAsPosted(submission) }),
};

/** The filers posted without the app: each view and button as the page handles it. */
export const stepAction = personListAction(filersList);

export default function FilerStep({
  definition,
  step,
  filing,
  submitLabel,
  onSubmit,
  onChange,
  onCancel,
}: StepPageProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [slice, setSlice] = useState<FilersValues>(filing.filers);
  // The view a server-rendered page shows comes from its address (see person-list-step.ts).
  const [editing, setEditing] = useState<Filer | null>(() => {
    const shownId = searchParams.get(PERSON_FORM);
    const shown = slice.filers.find((filer) => filer.id === shownId);
    if (shown !== undefined) return shown;
    return slice.filers.length === 0 || shownId === 'new' ? emptyFiler() : null;
  });
  const { verify, dialog } = useAddressVerification();
  const formers = filing.formation.formers;

  const store = (next: FilersValues) => {
    setSlice(next);
    onChange({ filers: next });
  };

  if (editing !== null && searchParams.get('verify') === '1') {
    return (
      <>
        <StepHeading step={step} />
        <AddressVerificationForm
          requests={[
            {
              id: 'address',
              label: t('steps.filer.filersAddress'),
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
        <PerjuryNotice />
        <Form
          key={editing.id}
          id={PERSON_FORM}
          schema={filerFormSchema}
          defaultValues={{ ...editing, perjuryNoticeAffirmed: slice.perjuryNoticeAffirmed }}
          submitLabel={t('steps.shared.save')}
          onCancel={slice.filers.length === 0 ? onCancel : undefined}
          extraActions={
            <PersonFormActions
              listHref={slice.filers.length > 0 ? listHref(searchParams) : null}
              onBackToList={() => setEditing(null)}
            />
          }
          onSubmit={async ({ perjuryNoticeAffirmed, ...filer }, { intent, showErrors }) => {
            const continuing = intent === SAVE_AND_CONTINUE_INTENT;
            const problems = continuing
              ? filersProblems({
                  perjuryNoticeAffirmed,
                  filers: upsertById(slice.filers, filer),
                })
              : [];
            if (problems.length > 0) {
              showErrors(problems);
              return;
            }
            const accepted = await verify([
              {
                id: 'address',
                label: t('steps.filer.filersAddress'),
                address: filer.addressValues.streetAddress,
              },
            ]);
            if (accepted === null) return;
            const kept = normalizeFiler(filer);
            const next: FilersValues = {
              perjuryNoticeAffirmed,
              filers: upsertById(slice.filers, {
                ...kept,
                addressValues: {
                  streetAddress: accepted.address ?? kept.addressValues.streetAddress,
                },
              }),
            };
            store(next);
            if (continuing) onSubmit({ filers: next });
            else setEditing(null);
          }}
        >
          <Checkbox name="perjuryNoticeAffirmed" label={t('steps.filer.affirm')} />
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
          label={t('steps.filer.affirm')}
          onValueChange={(checked) => store({ ...slice, perjuryNoticeAffirmed: checked })}
        />
        <h2>{t('steps.filer.filers')}</h2>
        <PersonCards
          people={slice.filers}
          headingLevel={3}
          editHref={(filer) => personHref(searchParams, filer.id)}
          onEdit={setEditing}
          onDelete={(filer) => {
            const next = { ...slice, filers: removeById(slice.filers, filer.id) };
            store(next);
            if (next.filers.length === 0) setEditing(emptyFiler());
          }}
        />
        <a
          className="usa-button usa-button--outline"
          href={personHref(searchParams, 'new')}
          onClick={(event) => {
            event.preventDefault();
            setEditing(emptyFiler());
          }}
        >
          {t('steps.filer.addAnother')}
        </a>
      </Form>
    </>
  );
}
