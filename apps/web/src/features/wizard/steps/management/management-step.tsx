import { managementSchema } from '@registrar/domain';
import { formStepAction, type StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { RadioGroup, YesNoRadio } from '../../../../components/choice-fields.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { addCatalogue, useTranslation } from '../../../../app/i18n/index.ts';
import stepText from './management-step.en.ts';

addCatalogue(stepText);

/** Management posted without the app: checked and kept as the page keeps it. */
export const stepAction = formStepAction({
  schema: () => managementSchema,
  defaults: ({ filing }) => filing.management,
  keep: (management) => ({ kind: 'next', changes: { management } }),
});

export default function ManagementStep({
  step,
  filing,
  submitLabel,
  onSubmit,
  onCancel,
}: StepPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <StepHeading step={step} />
      <Form
        schema={managementSchema}
        defaultValues={filing.management}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onSubmit={(management) => onSubmit({ management })}
      >
        <RadioGroup
          name="managedBy"
          legend={t('steps.management.managedBy')}
          required
          options={[
            { value: 'MBR', label: t('steps.management.members') },
            { value: 'MGR', label: t('steps.management.managers') },
          ]}
        />
        <YesNoRadio name="hasOneMember" legend={t('steps.management.atLeastOneMember')} required />
      </Form>
    </>
  );
}
