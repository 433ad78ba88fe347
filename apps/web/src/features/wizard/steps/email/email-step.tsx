import { processingEmailSchema } from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { addCatalogue, useTranslation } from '../../../../app/i18n/index.ts';
import stepText from './email-step.en.ts';

addCatalogue(stepText);

/** The processing email of a reinstatement or cure that needs the administrators' check. */
export default function EmailStep({
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
      <p>{t('steps.email.intro')}</p>
      <Form
        schema={processingEmailSchema}
        defaultValues={filing.email}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onSubmit={(values) => onSubmit({ email: { email: values.email.trim() } })}
      >
        <TextField
          name="email"
          label={t('steps.email.label')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={200}
        />
      </Form>
    </>
  );
}
