import { useWatch } from '../../../../components/form-state.tsx';
import { principalOfficeSchema, type PrincipalOfficeValues } from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { AddressFields } from '../../../../components/address-fields.tsx';
import { Checkbox } from '../../../../components/choice-fields.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { useAddressVerification } from '../../../../components/use-address-verification.tsx';
import { addCatalogue, t, useTranslation } from '../../../../app/i18n/index.ts';
import { AddressVerificationForm } from '../../../../components/address-verification-dialog.tsx';
import { useSearchParams } from '../../../../lib/router.tsx';
import {
  addressStepAction,
  editAddressesHref,
  keepAcceptanceIfUnchanged,
  type AddressStep,
} from '../address-step.ts';
import sharedStepText from '../shared-step-text.en.ts';
import stepText from './principal-office-step.en.ts';

addCatalogue(sharedStepText, stepText);

function MailingAddress() {
  const { t } = useTranslation();
  const same = useWatch<PrincipalOfficeValues, 'isSameAsStreetAddressChecked'>({
    name: 'isSameAsStreetAddressChecked',
  });
  return (
    <>
      <Checkbox
        name="isSameAsStreetAddressChecked"
        label={t('steps.principalofficeaddress.sameAsStreet')}
      />
      {!same && (
        <AddressFields
          name="mailingAddress"
          legend={t('steps.shared.mailingAddress')}
          legendVisuallyHidden
        />
      )}
    </>
  );
}

/** The principal office as its page keeps it, with its addresses verified. */
const principalOffice: AddressStep<PrincipalOfficeValues> = {
  schema: () => principalOfficeSchema,
  defaults: ({ filing }) => filing.principalOffice,
  posted: (values, { filing }) => ({
    ...values,
    streetAddress: keepAcceptanceIfUnchanged(
      filing.principalOffice.streetAddress,
      values.streetAddress,
    ),
    mailingAddress: keepAcceptanceIfUnchanged(
      filing.principalOffice.mailingAddress,
      values.mailingAddress,
    ),
  }),
  addresses: (values) => [
    {
      id: 'street',
      label: t('steps.shared.streetAddress'),
      address: values.streetAddress,
      allowPoBox: false,
    },
    ...(values.isSameAsStreetAddressChecked
      ? []
      : [
          {
            id: 'mailing',
            label: t('steps.shared.mailingAddress'),
            address: values.mailingAddress,
          },
        ]),
  ],
  keep: (values, accepted) => {
    const streetAddress = accepted.street ?? values.streetAddress;
    const mailingAddress = values.isSameAsStreetAddressChecked
      ? { ...streetAddress, addressType: 'MAIL' as const }
      : (accepted.mailing ?? values.mailingAddress);
    return { principalOffice: { ...values, streetAddress, mailingAddress } };
  },
};

/** The principal office posted without the app: verified and kept as the page keeps it. */
export const stepAction = addressStepAction(principalOffice);

export default function PrincipalOfficeStep({
  step,
  filing,
  submitLabel,
  onSubmit,
  onCancel,
}: StepPageProps) {
  const { t } = useTranslation();
  const { verify, dialog } = useAddressVerification();
  const [searchParams] = useSearchParams();
  if (searchParams.get('verify') === '1') {
    return (
      <>
        <StepHeading step={step} />
        <AddressVerificationForm
          requests={principalOffice.addresses(filing.principalOffice)}
          editHref={editAddressesHref(searchParams)}
        />
      </>
    );
  }
  return (
    <>
      <StepHeading step={step} />
      <Form
        schema={principalOfficeSchema}
        defaultValues={filing.principalOffice}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onSubmit={async (values, { methods }) => {
          const accepted = await verify(principalOffice.addresses(values));
          if (accepted === null) return;
          const changes = principalOffice.keep(values, accepted);
          // Keep the form in step with what was accepted, in case the page stays (edit from review).
          methods.setValue('streetAddress', changes.principalOffice?.streetAddress);
          methods.setValue('mailingAddress', changes.principalOffice?.mailingAddress);
          onSubmit(changes);
        }}
      >
        <AddressFields
          name="streetAddress"
          legend={t('steps.shared.streetAddress')}
          hint={t('steps.principalofficeaddress.streetHint')}
        />
        <h2 className="usa-legend usa-legend--large margin-top-4">
          {t('steps.shared.mailingAddress')}
        </h2>
        <MailingAddress />
      </Form>
      {dialog}
    </>
  );
}
