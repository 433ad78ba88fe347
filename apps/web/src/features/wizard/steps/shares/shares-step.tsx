import { sharesSchema, type FilingValues } from '@registrar/domain';
import { formStepAction, type StepPageProps } from '../../../../lib/step-page.ts';
import { CancelButton, Form } from '../../../../components/form.tsx';
import { useHydrated } from '../../../../lib/server-render.ts';
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

/**
 * The shares fields and the buttons: with the app, the number and Next show once a kind of shares
 * is marked; without it (and until the app has taken the page over) both are on the page from
 * the start, and the server's check of the post says what is missing.
 */
function SharesFields({ submitLabel, onCancel }: Pick<StepPageProps, 'submitLabel' | 'onCancel'>) {
  const { t } = useTranslation();
  const everythingShown = !useHydrated();
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
        {(commonChecked || everythingShown) && (
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
        {(commonChecked || otherChecked || everythingShown) && (
          <button type="submit" className="usa-button" disabled={submitting}>
            {submitLabel}
          </button>
        )}
        <CancelButton onCancel={onCancel} />
      </div>
    </>
  );
}

/**
 * The shares as kept: the number and the text without the spaces around them, and no number
 * unless common shares are marked (a number typed without script, its box then unmarked, goes as
 * unmarking clears it with the app).
 */
const keep = (values: SharesValues) => ({
  shares: {
    ...values,
    commonSharesValues: {
      ...values.commonSharesValues,
      numberOfShares: values.commonSharesValues.isCommonSharesChecked
        ? values.commonSharesValues.numberOfShares.trim()
        : '',
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
