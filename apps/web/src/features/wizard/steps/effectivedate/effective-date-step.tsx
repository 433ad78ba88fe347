import { useState } from 'react';
import { useFormContext, useWatch } from '../../../../components/form-state.tsx';
import * as z from 'zod/mini';
import {
  effectiveDateLimits,
  formatMountainDateTime,
  messages,
  mountainDate,
  resolveEffectiveDateTime,
  lastPosted,
  withRules,
  type EffectiveDateResolution,
  type FilingValues,
} from '@registrar/domain';
import type { StepAction, StepPageProps } from '../../../../lib/step-page.ts';
import { readPostedForm, usePageForm } from '../../../../lib/page-form.ts';
import { useHydrated } from '../../../../lib/server-render.ts';
import { Form } from '../../../../components/form.tsx';
import { YesNoRadio } from '../../../../components/choice-fields.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { Modal } from '../../../../components/modal.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { addCatalogue, t, useTranslation } from '../../../../app/i18n/index.ts';
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

/** What the answers make of the step: the slice to keep, a message, or a date past the maximum. */
type EffectiveDateOutcome =
  | { kind: 'keep'; effectiveDate: FilingValues['effectiveDate'] }
  | { kind: 'refused'; field: string; message: string }
  | { kind: 'past-maximum'; resolved: Resolved };

/** Resolves the answers as Next does, with the app or without (the same rules, the same clock). */
function resolveAnswers(values: FormValues, cfdEffectiveDate: string): EffectiveDateOutcome {
  if (values.effectiveAtTimeOfFilingRadio === 'Y') {
    return { kind: 'keep', effectiveDate: effectiveAtFiling() };
  }
  const resolved = resolveEffectiveDateTime({
    date: values.effectiveDate,
    time: values.effectiveTime,
    now: new Date(),
    ...(cfdEffectiveDate === '' ? {} : { cfdEffectiveDate }),
  });
  if (!resolved.ok) return { kind: 'refused', field: resolved.field, message: resolved.message };
  if (resolved.exceedsMax) return { kind: 'past-maximum', resolved };
  return { kind: 'keep', effectiveDate: delayedEffectiveDate(resolved, values.effectiveTime) };
}

/** Without the app, the date-error dialog's choice is a question of the page's form. */
const USE_MAXIMUM_FIELD = 'useMaximum';

/** The effective date posted without the app: resolved and kept as Next does. */
export const stepAction: StepAction = async ({ filing, fields }) => {
  const cfdEffectiveDate = filing.filingState.cfdEffectiveDate;
  const posted = readPostedForm(
    effectiveDateFormSchema,
    startingValues(filing.effectiveDate, cfdEffectiveDate),
    fields,
  );
  if (!posted.ok) return { kind: 'refused', errors: posted.errors };
  const outcome = resolveAnswers(posted.value, cfdEffectiveDate);
  if (outcome.kind === 'keep')
    return { kind: 'next', changes: { effectiveDate: outcome.effectiveDate } };
  if (outcome.kind === 'refused') {
    return { kind: 'refused', errors: [{ field: outcome.field, message: outcome.message }] };
  }
  if (lastPosted(fields, USE_MAXIMUM_FIELD) === 'Y') {
    return { kind: 'next', changes: { effectiveDate: confirmedMaximum(outcome.resolved) } };
  }
  const { display, maxDisplay } = outcome.resolved;
  return {
    kind: 'refused',
    errors: [{ field: USE_MAXIMUM_FIELD, message: messages.chooseYesOrNo }],
    alert: `${t('steps.effectivedate.pastMaximum', { date: display })} ${maxDisplay}. ${t('steps.effectivedate.pastMaximumChoice')}`,
  };
};

/** The date-error choice when the server asked it: use the latest date allowed, Yes or No. */
function UseMaximumQuestion() {
  const { t } = useTranslation();
  const { outcome } = usePageForm();
  if (outcome?.errors.some((error) => error.field === USE_MAXIMUM_FIELD) !== true) return null;
  return (
    <YesNoRadio
      name={USE_MAXIMUM_FIELD}
      legend={t('steps.effectivedate.useLatestAllowed')}
      required
    />
  );
}

function DelayedDateFields({ limits }: { limits: ReturnType<typeof effectiveDateLimits> }) {
  const { t } = useTranslation();
  const radio = useWatch<FormValues, 'effectiveAtTimeOfFilingRadio'>({
    name: 'effectiveAtTimeOfFilingRadio',
  });
  // Until the page's script runs, answering No cannot reveal the date: it is on the page until
  // the question is answered, and a Yes posted with it ignores it.
  const shownUntilAnswered = !useHydrated() && radio === '';
  if (radio !== 'N' && !shownUntilAnswered) return null;
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
          const outcome = resolveAnswers(values, cfdEffectiveDate);
          if (outcome.kind === 'keep') onSubmit({ effectiveDate: outcome.effectiveDate });
          else if (outcome.kind === 'refused') {
            showErrors([{ field: outcome.field, message: outcome.message }]);
          } else setPastMaximum(outcome.resolved);
        }}
      >
        {/* With a delayed filing on the record a date is needed: the note replaces the question. */}
        {cfdEffectiveDate === '' && <RadioThatClears />}
        <DelayedDateFields limits={limits} />
        <UseMaximumQuestion />
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
