import { sharesSchema } from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { Checkbox } from '../../../../components/choice-fields.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';

const SHARES_ADDITIONAL_INFO_MAX_LENGTH = 2000;

/** Shares (spec/000 sections 3 to 5): common shares and their number, or other classes described. */
export default function SharesStep({
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
        schema={sharesSchema}
        defaultValues={filing.shares}
        onSubmit={(values) =>
          onSubmit({
            shares: {
              ...values,
              commonSharesValues: {
                ...values.commonSharesValues,
                numberOfShares: values.commonSharesValues.numberOfShares.trim(),
              },
              additionalInfo: values.additionalInfo.trim(),
            },
          })
        }
      >
        {(methods) => {
          const commonChecked = methods.watch('commonSharesValues.isCommonSharesChecked');
          const otherChecked = methods.watch('isMoreThanOneOrOtherChecked');
          return (
            <>
              <fieldset className="usa-fieldset">
                <legend className="usa-legend">
                  The corporation is authorized to issue (mark at least one)
                </legend>
                <Checkbox
                  name="commonSharesValues.isCommonSharesChecked"
                  label="Common shares"
                  hint="Shares with unlimited voting rights that are entitled to receive the net assets of the corporation upon dissolution."
                  onValueChange={(checked) => {
                    // Unchecking common shares clears their number (spec/000 section 4).
                    if (!checked) methods.setValue('commonSharesValues.numberOfShares', '');
                  }}
                />
                {commonChecked && (
                  <TextField
                    name="commonSharesValues.numberOfShares"
                    label="Number of common shares"
                    hint="A whole number from 1 to 2,000,000,000. Commas are allowed."
                    inputMode="numeric"
                    required
                    className="margin-left-4"
                    inputClassName="usa-input--medium"
                  />
                )}
                <Checkbox
                  name="isMoreThanOneOrOtherChecked"
                  label="More than one class of shares, or shares other than common shares"
                  hint="Describe the classes and their rights in the additional information below or in an attachment."
                />
              </fieldset>
              <TextField
                name="additionalInfo"
                label="Additional information about the shares"
                hint="Optional."
                multiline
                maxLength={SHARES_ADDITIONAL_INFO_MAX_LENGTH}
                showCharacterCount
              />
              <div className="usa-button-group margin-top-4">
                {/* Next shows only once a kind of shares is marked (spec/000 section 4). */}
                {(commonChecked || otherChecked) && (
                  <button
                    type="submit"
                    className="usa-button"
                    disabled={methods.formState.isSubmitting}
                  >
                    {submitLabel}
                  </button>
                )}
                <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
                  Cancel
                </button>
              </div>
            </>
          );
        }}
      </Form>
    </>
  );
}
