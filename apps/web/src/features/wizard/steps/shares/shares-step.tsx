import { sharesSchema, type FilingValues } from '@registrar/domain';
import { formStepAction, type StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { useFormContext, useFormSubmitting, useWatch } from '../../../../components/form-state.tsx';
import { Checkbox } from '../../../../components/choice-fields.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { addCatalogue, useTranslation } from '../../../../app/i18n/index.ts';
import sharedStepText from '../shared-step-text.en.ts';
import stepText from './shares-step.en.ts';

addCatalogue(sharedStepText, stepText);

const SHARES_ADDITIONAL_INFO_MAX_LENGTH = 2000;

/** Shares: common shares and their number, or other classes described. */
type SharesValues = FilingValues['shares'];

/** The shares fields and the buttons: Next shows once a kind of shares is marked. */
function SharesFields({ submitLabel, onCancel }: Pick<StepPageProps, 'submitLabel' | 'onCancel'>) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<SharesValues>();
  const submitting = useFormSubmitting();
  const commonChecked = useWatch<SharesValues, 'commonSharesValues.isCommonSharesChecked'>({
    name: 'commonSharesValues.isCommonSharesChecked',
  });
  const otherChecked = useWatch<SharesValues, 'isMoreThanOneOrOtherChecked'>({
    name: 'isMoreThanOneOrOtherChecked',
  });
  return (
    <>
      <fieldset className="usa-fieldset">
        <legend className="usa-legend">{t('steps.shares.legend')}</legend>
        <Checkbox
          name="commonSharesValues.isCommonSharesChecked"
          label={t('steps.shares.commonShares')}
          hint={t('steps.shares.commonSharesHint')}
          onValueChange={(checked) => {
            // Unchecking common shares clears their number.
            if (!checked) setValue('commonSharesValues.numberOfShares', '');
          }}
        />
        {commonChecked && (
          <TextField
            name="commonSharesValues.numberOfShares"
            label={t('steps.shares.numberOfShares')}
            hint={t('steps.shares.numberOfSharesHint')}
            inputMode="numeric"
            required
            className="margin-left-4"
            inputClassName="usa-input--medium"
          />
        )}
        <Checkbox
          name="isMoreThanOneOrOtherChecked"
          label={t('steps.shares.otherClasses')}
          hint={t('steps.shares.otherClassesHint')}
        />
      </fieldset>
      <TextField
        name="additionalInfo"
        label={t('steps.shares.additionalInfo')}
        hint={t('steps.shared.optional')}
        multiline
        maxLength={SHARES_ADDITIONAL_INFO_MAX_LENGTH}
        showCharacterCount
      />
      <div className="usa-button-group margin-top-4">
        {/* Next shows only once a kind of shares is marked. */}
        {(commonChecked || otherChecked) && (
          <button type="submit" className="usa-button" disabled={submitting}>
            {submitLabel}
          </button>
        )}
        <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </>
  );
}

/** The shares as kept: the number and the text without the spaces around them. */
const keep = (values: SharesValues) => ({
  shares: {
    ...values,
    commonSharesValues: {
      ...values.commonSharesValues,
      numberOfShares: values.commonSharesValues.numberOfShares.trim(),
    },
    additionalInfo: values.additionalInfo.trim(),
  },
});

/** The shares posted without the app: checked and kept as the page keeps them. */
export const stepAction = formStepAction({
  schema: () => sharesSchema,
  defaults: ({ filing }) => filing.shares,
  keep: (values) => ({ kind: 'next', changes: keep(values) }),
});

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
        onSubmit={(values) => onSubmit(keep(values))}
      >
        <SharesFields submitLabel={submitLabel} onCancel={onCancel} />
      </Form>
    </>
  );
}
