import { purposeDirectorsSchema, type PurposeDirectorsValues } from '@registrar/domain';
import { formStepAction, type StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { addCatalogue, useTranslation } from '../../../../app/i18n/index.ts';
import stepText from './purpose-directors-step.en.ts';

addCatalogue(stepText);

const STATEMENT_MAX_LENGTH = 2500;

/** Purpose and directors of an Article 55 cooperative. */
/** Purpose and directors as kept: each answer without the spaces around it. */
const keep = (values: PurposeDirectorsValues) => ({
  purposeDirectors: {
    purpose: values.purpose.trim(),
    numberOfDirectors: values.numberOfDirectors.trim(),
    directorsTerms: values.directorsTerms.trim(),
  },
});

/** Purpose and directors posted without the app: checked and kept as the page keeps them. */
export const stepAction = formStepAction({
  schema: () => purposeDirectorsSchema,
  defaults: ({ filing }) => filing.purposeDirectors,
  keep: (values) => ({ kind: 'next', changes: keep(values) }),
});

export default function PurposeDirectorsStep({
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
        schema={purposeDirectorsSchema}
        defaultValues={filing.purposeDirectors}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onSubmit={(values) => onSubmit(keep(values))}
      >
        <TextField
          name="purpose"
          label={t('steps.purposedirectors.purpose')}
          multiline
          maxLength={STATEMENT_MAX_LENGTH}
          showCharacterCount
          required
        />
        <TextField
          name="numberOfDirectors"
          label={t('steps.purposedirectors.numberOfDirectors')}
          hint={t('steps.purposedirectors.numberOfDirectorsHint')}
          inputMode="numeric"
          inputClassName="usa-input--medium"
          required
        />
        <TextField
          name="directorsTerms"
          label={t('steps.purposedirectors.directorsTerms')}
          hint={t('steps.purposedirectors.directorsTermsHint')}
          multiline
          maxLength={STATEMENT_MAX_LENGTH}
          showCharacterCount
          required
        />
      </Form>
    </>
  );
}
