import { useState } from 'react';
import { useFormContext, useWatch } from '../../../../components/form-state.tsx';
import * as z from 'zod/mini';
import {
  effectiveDateLimits,
  formatMountainDateTime,
  messages,
  mountainDate,
  resolveEffectiveDateTime,
  withRules,
  type EffectiveDateResolution,
} from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { YesNoRadio } from '../../../../components/choice-fields.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { Modal } from '../../../../components/modal.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { addCatalogue, useTranslation } from '../../../../app/i18n/index.ts';
import stepText from './effective-date-step.en.ts';
import {
  confirmedMaximum,
  delayedEffectiveDate,
  effectiveAtFiling,
} from './effective-date-values.ts';

addCatalogue(stepText);

const effectiveDateFormSchema = withRules(
  z.object({
    effectiveAtTimeOfFilingRadio: z.string(),
    effectiveDate: z.string(),
    effectiveTime: z.string(),
  }),
  (values, add) => {
    const radio = values.effectiveAtTimeOfFilingRadio;
    if (radio !== 'Y' && radio !== 'N')
      add(['effectiveAtTimeOfFilingRadio'], messages.chooseYesOrNo);
  },
);

type FormValues = z.infer<typeof effectiveDateFormSchema>;

/** The form's starting answers; with a delayed filing on the record, its date and time. */
function startingValues(
  slice: StepPageProps['filing']['effectiveDate'],
  cfdEffectiveDate: string,
): FormValues {
  if (cfdEffectiveDate === '' || slice.effectiveDate !== '')
    return {
      effectiveAtTimeOfFilingRadio:
        cfdEffectiveDate === '' ? slice.effectiveAtTimeOfFilingRadio : 'N',
      effectiveDate: slice.effectiveDate,
      effectiveTime: slice.effectiveTime,
    };
  // "MM/DD/YYYY hh:mm AM" -> "hh:mm am", the time field's own format.
  const time = formatMountainDateTime(cfdEffectiveDate).split(' ').slice(1).join(' ');
  return {
    effectiveAtTimeOfFilingRadio: 'N',
    effectiveDate: mountainDate(new Date(cfdEffectiveDate)),
    effectiveTime: time.toLowerCase(),
  };
}
type Resolved = Extract<EffectiveDateResolution, { ok: true }>;

function DelayedDateFields({ limits }: { limits: ReturnType<typeof effectiveDateLimits> }) {
  const { t } = useTranslation();
  const radio = useWatch<FormValues, 'effectiveAtTimeOfFilingRadio'>({
    name: 'effectiveAtTimeOfFilingRadio',
  });
  if (radio !== 'N') return null;
  return (
    <>
      <TextField
        name="effectiveDate"
        type="date"
        label={t('steps.effectivedate.dateLabel')}
        hint={t('steps.effectivedate.dateHint')}
        required
        min={limits.minDate}
        max={limits.pickerMaxDate}
        inputClassName="usa-input--medium"
      />
      <TextField
        name="effectiveTime"
        label={t('steps.effectivedate.timeLabel')}
        hint={t('steps.effectivedate.timeHint')}
        maxLength={8}
        inputClassName="usa-input--small"
      />
    </>
  );
}

function RadioThatClears() {
  const { t } = useTranslation();
  const { setValue, clearErrors } = useFormContext<FormValues>();
  return (
    <YesNoRadio
      name="effectiveAtTimeOfFilingRadio"
      legend={t('steps.effectivedate.atFilingLegend')}
      hint={t('steps.effectivedate.atFilingHint')}
      required
      onValueChange={(value) => {
        if (value === 'Y') {
          setValue('effectiveDate', '');
          setValue('effectiveTime', '');
          clearErrors(['effectiveDate', 'effectiveTime']);
        }
      }}
    />
  );
}

export default function EffectiveDateStep({
  step,
  filing,
  submitLabel,
  onSubmit,
  onCancel,
}: StepPageProps) {
  const { t } = useTranslation();
  const [limits] = useState(() => effectiveDateLimits(new Date()));
  const [pastMaximum, setPastMaximum] = useState<Resolved | null>(null);
  const slice = filing.effectiveDate;
  const cfdEffectiveDate = filing.filingState.cfdEffectiveDate;
  return (
    <>
      <StepHeading step={step} />
      {cfdEffectiveDate !== '' && (
        <div className="usa-alert usa-alert--info usa-alert--slim margin-bottom-3">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('steps.effectivedate.pendingFiling', {
                date: formatMountainDateTime(cfdEffectiveDate),
              })}
            </p>
          </div>
        </div>
      )}
      <p>{t('steps.effectivedate.limit')}</p>
      <Form
        schema={effectiveDateFormSchema}
        defaultValues={startingValues(slice, cfdEffectiveDate)}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onSubmit={(values, { showErrors }) => {
          if (values.effectiveAtTimeOfFilingRadio === 'Y') {
            onSubmit({ effectiveDate: effectiveAtFiling() });
            return;
          }
          const resolved = resolveEffectiveDateTime({
            date: values.effectiveDate,
            time: values.effectiveTime,
            now: new Date(),
            ...(cfdEffectiveDate === '' ? {} : { cfdEffectiveDate }),
          });
          if (!resolved.ok) {
            showErrors([{ field: resolved.field, message: resolved.message }]);
            return;
          }
          if (resolved.exceedsMax) {
            setPastMaximum(resolved);
            return;
          }
          onSubmit({ effectiveDate: delayedEffectiveDate(resolved, values.effectiveTime) });
        }}
      >
        {/* With a delayed filing on the record a date is needed: the note replaces the question. */}
        {cfdEffectiveDate === '' && <RadioThatClears />}
        <DelayedDateFields limits={limits} />
      </Form>
      {pastMaximum !== null && (
        <Modal
          heading={t('steps.effectivedate.dateErrorHeading')}
          onClose={() => setPastMaximum(null)}
          footer={
            <ul className="usa-button-group">
              <li className="usa-button-group__item">
                <button
                  type="button"
                  className="usa-button"
                  onClick={() => {
                    const resolved = pastMaximum;
                    setPastMaximum(null);
                    onSubmit({ effectiveDate: confirmedMaximum(resolved) });
                  }}
                >
                  {t('steps.effectivedate.useMaximum', { date: pastMaximum.maxDisplay })}
                </button>
              </li>
              <li className="usa-button-group__item">
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  onClick={() => setPastMaximum(null)}
                >
                  {t('steps.effectivedate.changeDate')}
                </button>
              </li>
            </ul>
          }
        >
          <p>
            {t('steps.effectivedate.pastMaximum', { date: pastMaximum.display })}{' '}
            <strong>{pastMaximum.maxDisplay}</strong>.
          </p>
          <p>{t('steps.effectivedate.pastMaximumChoice')}</p>
        </Modal>
      )}
    </>
  );
}
