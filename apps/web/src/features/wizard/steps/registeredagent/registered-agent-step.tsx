import { useMemo } from 'react';
import { useFormContext, useWatch } from '../../../../components/form-state.tsx';
import {
  createRegisteredAgentSchema,
  keepRegisteredAgentInStep,
  nameOfItsType,
  ownAgentName,
  principalOfficeMailingAddress,
  registeredAgentContextOf,
  type FilingValues,
  type RegisteredAgentValues,
} from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { AddressFields } from '../../../../components/address-fields.tsx';
import { Checkbox, RadioGroup, YesNoRadio } from '../../../../components/choice-fields.tsx';
import { NameFields } from '../../../../components/name-fields.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { useAddressVerification } from '../../../../components/use-address-verification.tsx';
import { addCatalogue, t, useTranslation } from '../../../../app/i18n/index.ts';
import { AddressVerificationForm } from '../../../../components/address-verification-dialog.tsx';
import { useSearchParams } from '../../../../lib/router.tsx';
import { useHydrated } from '../../../../lib/server-render.ts';
import {
  addressStepAction,
  editAddressesHref,
  keepAcceptanceIfUnchanged,
  type AddressStep,
} from '../address-step.ts';
import sharedStepText from '../shared-step-text.en.ts';
import stepText from './registered-agent-step.en.ts';

addCatalogue(sharedStepText, stepText);

const AGENT_STATE = 'CO';

function AgentName({ entityName }: { entityName: string }) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<RegisteredAgentValues>();
  const nameTyp = useWatch<RegisteredAgentValues, 'nameValues.name.nameTyp'>({
    name: 'nameValues.name.nameTyp',
  });
  const ownAgent = useWatch<RegisteredAgentValues, 'nameValues.name.isEntityOwnAgentChecked'>({
    name: 'nameValues.name.isEntityOwnAgentChecked',
  });
  // Until the page's script runs, choosing a type cannot reveal its fields: both are shown, and
  // the server keeps those of the type chosen.
  const bothUntilChosen = !useHydrated() && nameTyp === '';
  return (
    <>
      <RadioGroup
        name="nameValues.name.nameTyp"
        legend={t('steps.registeredagent.agentType')}
        required
        options={[
          { value: 'I', label: t('steps.shared.individual') },
          { value: 'O', label: t('steps.shared.entity') },
        ]}
        onValueChange={(value) => {
          setValue('nameValues.name.hasChanged', true);
          if (value === 'I') {
            // An individual agent has no organisation name and cannot be the entity itself.
            setValue('nameValues.name.orgName', '');
            setValue('nameValues.name.isEntityOwnAgentChecked', false);
          } else {
            for (const part of ['firstName', 'middleName', 'lastName', 'suffix'] as const)
              setValue(`nameValues.name.${part}`, '');
          }
        }}
      />
      {(nameTyp === 'O' || bothUntilChosen) && (
        <>
          <Checkbox
            name="nameValues.name.isEntityOwnAgentChecked"
            label={t('steps.registeredagent.ownAgent')}
            hint={
              entityName ? t('steps.registeredagent.ownAgentHint', { name: entityName }) : undefined
            }
            onValueChange={(checked) =>
              setValue('nameValues.name.orgName', checked ? entityName : '')
            }
          />
          {ownAgent && !bothUntilChosen ? (
            <p className="usa-hint">
              {t('steps.registeredagent.ownAgentName', { name: entityName })}
            </p>
          ) : (
            <NameFields
              name="nameValues.name"
              kind="organisation"
              organisationLabel={t('steps.shared.entitysName')}
            />
          )}
        </>
      )}
      {(nameTyp === 'I' || bothUntilChosen) && (
        <NameFields
          name="nameValues.name"
          kind="individual"
          legend={t('steps.registeredagent.agentName')}
        />
      )}
    </>
  );
}

function AgentAddresses({ principalOffice }: { principalOffice: FilingValues['principalOffice'] }) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<RegisteredAgentValues>();
  const sameAsStreet = useWatch<
    RegisteredAgentValues,
    'addressValues.isSameAsStreetAddressChecked'
  >({
    name: 'addressValues.isSameAsStreetAddressChecked',
  });
  const sameAsOfficeMailing = useWatch<
    RegisteredAgentValues,
    'addressValues.isSameAsPrincipalOfficeMailingAddressChecked'
  >({
    name: 'addressValues.isSameAsPrincipalOfficeMailingAddressChecked',
  });
  const officeMailing = principalOfficeMailingAddress(principalOffice);
  return (
    <>
      <h2 className="margin-top-4">{t('steps.registeredagent.streetHeading')}</h2>
      <Checkbox
        name="addressValues.isSameAsPrincipalOfficeAddressChecked"
        label={t('steps.registeredagent.sameAsOfficeStreet')}
        onValueChange={(checked) => {
          if (checked)
            setValue('addressValues.streetAddress', {
              ...principalOffice.streetAddress,
              addressType: 'PHYS',
            });
        }}
      />
      <AddressFields
        name="addressValues.streetAddress"
        legend={t('steps.shared.streetAddress')}
        hint={t('steps.registeredagent.streetHint')}
        lockedState={AGENT_STATE}
        onEdited={() => setValue('addressValues.isSameAsPrincipalOfficeAddressChecked', false)}
      />
      <h2 className="margin-top-4">{t('steps.registeredagent.mailingHeading')}</h2>
      <Checkbox
        name="addressValues.isSameAsStreetAddressChecked"
        label={t('steps.registeredagent.sameAsAgentStreet')}
        onValueChange={(checked) => {
          if (checked)
            setValue('addressValues.isSameAsPrincipalOfficeMailingAddressChecked', false);
        }}
      />
      <Checkbox
        name="addressValues.isSameAsPrincipalOfficeMailingAddressChecked"
        label={t('steps.registeredagent.sameAsOfficeMailing')}
        onValueChange={(checked) => {
          if (checked) {
            setValue('addressValues.isSameAsStreetAddressChecked', false);
            setValue('addressValues.mailingAddress', { ...officeMailing, addressType: 'MAIL' });
          }
        }}
      />
      {!sameAsStreet && !sameAsOfficeMailing && (
        <AddressFields
          name="addressValues.mailingAddress"
          legend={t('steps.registeredagent.mailingHeading')}
          legendVisuallyHidden
        />
      )}
    </>
  );
}

/** The agent's name with only the fields of its type; an individual is not the entity itself. */
function agentNameOfItsType(
  agent: RegisteredAgentValues,
): RegisteredAgentValues['nameValues']['name'] {
  const name = agent.nameValues.name;
  const kept = { ...name, ...nameOfItsType(name) };
  return name.nameTyp === 'I' ? { ...kept, isEntityOwnAgentChecked: false } : kept;
}

/** The registered agent as its page keeps it, with its addresses verified. */
const registeredAgent: AddressStep<RegisteredAgentValues> = {
  schema: ({ filing }) => createRegisteredAgentSchema(registeredAgentContextOf(filing)),
  defaults: ({ filing }) => filing.registeredAgent,
  posted: (values, { filing }) => {
    const before = filing.registeredAgent.addressValues;
    const typed: RegisteredAgentValues = {
      ...values,
      addressValues: {
        ...values.addressValues,
        streetAddress: keepAcceptanceIfUnchanged(
          before.streetAddress,
          values.addressValues.streetAddress,
        ),
        mailingAddress: keepAcceptanceIfUnchanged(
          before.mailingAddress,
          values.addressValues.mailingAddress,
        ),
      },
    };
    // What the page copies as boxes are ticked: the office's addresses, the entity's own name;
    // and of the name fields (all on the page without script) those of the type chosen, as
    // choosing a type clears the others with the app.
    const kept = keepRegisteredAgentInStep({ ...filing, registeredAgent: typed }).registeredAgent;
    return { ...kept, nameValues: { ...kept.nameValues, name: agentNameOfItsType(kept) } };
  },
  addresses: (values) => {
    const addresses = values.addressValues;
    const mailingSame =
      addresses.isSameAsStreetAddressChecked ||
      addresses.isSameAsPrincipalOfficeMailingAddressChecked;
    return [
      {
        id: 'street',
        label: t('steps.shared.streetAddress'),
        address: addresses.streetAddress,
        requiredState: AGENT_STATE,
        allowPoBox: false,
      },
      ...(mailingSame
        ? []
        : [
            {
              id: 'mailing',
              label: t('steps.shared.mailingAddress'),
              address: addresses.mailingAddress,
            },
          ]),
    ];
  },
  keep: (values, accepted) => {
    const addresses = values.addressValues;
    const streetAddress = accepted.street ?? addresses.streetAddress;
    const mailingAddress = addresses.isSameAsStreetAddressChecked
      ? { ...streetAddress, addressType: 'MAIL' as const }
      : (accepted.mailing ?? addresses.mailingAddress);
    return {
      registeredAgent: {
        ...values,
        addressValues: { ...addresses, streetAddress, mailingAddress },
      },
    };
  },
};

/** The registered agent posted without the app: verified and kept as the page keeps it. */
export const stepAction = addressStepAction(registeredAgent);

export default function RegisteredAgentStep({
  step,
  filing,
  submitLabel,
  onSubmit,
  onCancel,
}: StepPageProps) {
  const { t } = useTranslation();
  const { verify, dialog } = useAddressVerification();
  // An existing entity's filing may carry no new name: the entity is its own agent by its name on record.
  const entityName = ownAgentName(filing);
  const principalOffice = filing.principalOffice;
  // Within the filing: the own-agent name and the same-as copies must match what they copy now.
  const schema = useMemo(
    () => createRegisteredAgentSchema(registeredAgentContextOf(filing)),
    [filing],
  );
  const [searchParams] = useSearchParams();
  if (searchParams.get('verify') === '1') {
    return (
      <>
        <StepHeading step={step} />
        <AddressVerificationForm
          requests={registeredAgent.addresses(filing.registeredAgent)}
          editHref={editAddressesHref(searchParams)}
        />
      </>
    );
  }
  return (
    <>
      <StepHeading step={step} />
      <Form
        schema={schema}
        defaultValues={filing.registeredAgent}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onSubmit={async (values, { methods }) => {
          // The copies the boxes make are kept in step as the filer types: nothing to copy here.
          const accepted = await verify(registeredAgent.addresses(values));
          if (accepted === null) return;
          const changes = registeredAgent.keep(
            keepRegisteredAgentInStep({ ...filing, registeredAgent: values }).registeredAgent,
            accepted,
          );
          methods.setValue(
            'addressValues.streetAddress',
            changes.registeredAgent?.addressValues.streetAddress,
          );
          onSubmit(changes);
        }}
      >
        <AgentName entityName={entityName} />
        <AgentAddresses principalOffice={principalOffice} />
        <YesNoRadio name="agentConsentRadio" legend={t('steps.registeredagent.consent')} required />
      </Form>
      {dialog}
    </>
  );
}
