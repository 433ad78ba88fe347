import { useWatch } from '../../../../components/form-state.tsx';
import { principalOfficeSchema, type PrincipalOfficeValues } from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { AddressFields } from '../../../../components/address-fields.tsx';
import { Checkbox } from '../../../../components/choice-fields.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { useAddressVerification } from '../../../../components/use-address-verification.tsx';
import { addCatalogue, useTranslation } from '../../../../app/i18n/index.ts';
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

export default function PrincipalOfficeStep({
  step,
  filing,
  submitLabel,
  onSubmit,
  onCancel,
}: StepPageProps) {
  const { t } = useTranslation();
  const { verify, dialog } = useAddressVerification();
  return (
    <>
      <StepHeading step={step} />
      <Form
        schema={principalOfficeSchema}
        defaultValues={filing.principalOffice}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onSubmit={async (values, { methods }) => {
          const same = values.isSameAsStreetAddressChecked;
          const accepted = await verify([
            {
              id: 'street',
              label: t('steps.shared.streetAddress'),
              address: values.streetAddress,
              allowPoBox: false,
            },
            ...(same
              ? []
              : [
                  {
                    id: 'mailing',
                    label: t('steps.shared.mailingAddress'),
                    address: values.mailingAddress,
                  },
                ]),
          ]);
          if (accepted === null) return;
          const streetAddress = accepted.street ?? values.streetAddress;
          const mailingAddress = same
            ? { ...streetAddress, addressType: 'MAIL' as const }
            : (accepted.mailing ?? values.mailingAddress);
          // Keep the form in step with what was accepted, in case the page stays (edit from review).
          methods.setValue('streetAddress', streetAddress);
          methods.setValue('mailingAddress', mailingAddress);
          onSubmit({ principalOffice: { ...values, streetAddress, mailingAddress } });
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
