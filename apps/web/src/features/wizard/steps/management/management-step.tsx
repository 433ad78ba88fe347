import { managementSchema } from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { RadioGroup, YesNoRadio } from '../../../../components/choice-fields.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';

export default function ManagementStep({
  step,
  filing,
  submitLabel,
  onSubmit,
  onCancel,
}: StepPageProps) {
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
          legend="The LLC will be managed by"
          required
          options={[
            { value: 'MBR', label: 'Members' },
            { value: 'MGR', label: 'Managers' },
          ]}
        />
        <YesNoRadio name="hasOneMember" legend="Does the LLC have at least one member?" required />
      </Form>
    </>
  );
}
