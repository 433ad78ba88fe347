import { purposeDirectorsSchema } from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';

const STATEMENT_MAX_LENGTH = 2500;

/** Purpose and directors of an Article 55 cooperative (spec/000 sections 3 and 5). */
export default function PurposeDirectorsStep({
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
        schema={purposeDirectorsSchema}
        defaultValues={filing.purposeDirectors}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onSubmit={(values) =>
          onSubmit({
            purposeDirectors: {
              purpose: values.purpose.trim(),
              numberOfDirectors: values.numberOfDirectors.trim(),
              directorsTerms: values.directorsTerms.trim(),
            },
          })
        }
      >
        <TextField
          name="purpose"
          label="Purpose of the cooperative"
          multiline
          maxLength={STATEMENT_MAX_LENGTH}
          showCharacterCount
          required
        />
        <TextField
          name="numberOfDirectors"
          label="Number of directors"
          hint="A whole number from 3 to 2,000,000,000. Commas are allowed."
          inputMode="numeric"
          inputClassName="usa-input--medium"
          required
        />
        <TextField
          name="directorsTerms"
          label="Directors' terms"
          hint="How long directors serve and how their terms are arranged."
          multiline
          maxLength={STATEMENT_MAX_LENGTH}
          showCharacterCount
          required
        />
      </Form>
    </>
  );
}
