import { processingEmailSchema } from '@registrar/domain';
import { formStepAction, type StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { addCatalogue, useTranslation } from '../../../../app/i18n/index.ts';
import stepText from './email-step.en.ts';

addCatalogue(stepText);

/** The email as kept: without the spaces around it. */
const keep = (values: { email: string }) => ({ email: { email: values.email.trim() } });

/** The processing email posted without the app: checked and kept as the page keeps it. */
export const stepAction = formStepAction({
  schema: () => processingEmailSchema,
  defaults: ({ filing }) => filing.email,
  keep: (values) => ({ kind: 'next', changes: keep(values) }),
});

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
        onSubmit={(values) => onSubmit(keep(values))}
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
