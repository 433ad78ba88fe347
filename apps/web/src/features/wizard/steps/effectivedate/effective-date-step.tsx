import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
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
import {
  confirmedMaximum,
  delayedEffectiveDate,
  effectiveAtFiling,
} from './effective-date-values.ts';

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

/** The form's starting answers; with a delayed filing on the record, its date and time (spec/000 section 5). */
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
  const radio = useWatch<FormValues, 'effectiveAtTimeOfFilingRadio'>({
    name: 'effectiveAtTimeOfFilingRadio',
  });
  if (radio !== 'N') return null;
  return (
    <>
      <TextField
        name="effectiveDate"
        type="date"
        label="Effective date (up to 90 days from today)"
        hint="Mountain time. Format: mm/dd/yyyy"
        required
        min={limits.minDate}
        max={limits.pickerMaxDate}
        inputClassName="usa-input--medium"
      />
      <TextField
        name="effectiveTime"
        label="Effective time (hh:mm am/pm)"
        hint="Mountain time, for example 09:30 am. Leave blank for 11:59 pm."
        maxLength={8}
        inputClassName="usa-input--small"
      />
    </>
  );
}

function RadioThatClears() {
  const { setValue, clearErrors } = useFormContext<FormValues>();
  return (
    <YesNoRadio
      name="effectiveAtTimeOfFilingRadio"
      legend="Do you want this filing to be effective at the time of filing?"
      hint="Choose No to give a delayed effective date and time."
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
              A filing on this record takes effect on {formatMountainDateTime(cfdEffectiveDate)}.
              This filing's effective date and time must be later.
            </p>
          </div>
        </div>
      )}
      <p>
        A delayed effective date can be no more than 90 days after the filing is received (C.R.S.
        7-90-304(2)). Dates and times are Mountain time.
      </p>
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
          heading="Date error"
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
                  Use {pastMaximum.maxDisplay}
                </button>
              </li>
              <li className="usa-button-group__item">
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  onClick={() => setPastMaximum(null)}
                >
                  Change the date
                </button>
              </li>
            </ul>
          }
        >
          <p>
            The date and time you entered, {pastMaximum.display}, is more than 90 days away. The
            latest delayed effective date and time allowed is{' '}
            <strong>{pastMaximum.maxDisplay}</strong>.
          </p>
          <p>Use the latest date and time allowed, or change the date.</p>
        </Modal>
      )}
    </>
  );
}
