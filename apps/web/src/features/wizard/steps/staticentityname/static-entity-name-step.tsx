import { useMemo, useState } from 'react';
import {
  createStaticEntityNameSchema,
  listsSlice,
  mountainDate,
  messages,
  type FilingTypeDefinition,
  type FilingValues,
  type StaticEntityNameAnswers,
} from '@registrar/domain';
import { formStepAction, type StepPageProps } from '../../../../lib/step-page.ts';
import type { FormFieldError } from '../../../../lib/page-form.ts';
import { ApiError } from '../../../../lib/api.ts';
import { tooManyAttemptsMessage } from '../../../../lib/too-many-attempts.ts';
import { useEntitySummary } from '../../../../lib/api/entity-summary.ts';
import { Form, type FormHelpers } from '../../../../components/form.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { addCatalogue, t, useTranslation } from '../../../../app/i18n/index.ts';
import { checkNameAvailability, type NameAvailabilityAnswer } from '../../api/name-availability.ts';
import { interpretNameCheck } from '../entityname/name-check.ts';
import stepText from './static-entity-name-step.en.ts';

addCatalogue(stepText);

/** MM/DD/YYYY of a YYYY-MM-DD calendar date. */
function usDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}

/** The answers' starting values: the new name given before, and the statute. */
function defaultsOf(filing: FilingValues): StaticEntityNameAnswers {
  const currentName = filing.entityName.oldName ?? '';
  const afterName = filing.entityName.name.trim();
  return {
    newName: afterName !== '' && afterName !== currentName ? afterName : '',
    statute: filing.statute.text,
  };
}

/**
 * The name after the filing and the statute as Next keeps them: the current name unless a
 * reinstatement gives a new one, which is checked like any name (the entity's own not counting).
 */
async function checkAnswers(
  values: StaticEntityNameAnswers,
  filing: FilingValues,
  definition: FilingTypeDefinition,
): Promise<
  { kind: 'keep'; changes: Partial<FilingValues> } | { kind: 'refused'; errors: FormFieldError[] }
> {
  const currentName = filing.entityName.oldName ?? '';
  const newName = definition.renameAllowed === true ? values.newName.trim() : '';
  const statute = { text: values.statute.trim() };
  if (newName === '' || newName === currentName) {
    return {
      kind: 'keep',
      changes: { entityName: { ...filing.entityName, name: currentName }, statute },
    };
  }
  let answer: NameAvailabilityAnswer;
  try {
    answer = await checkNameAvailability({
      transType: filing.filingState.transactionType || definition.transactionType,
      name: newName,
      oldName: currentName,
      entityId: filing.filingState.entityId,
      entityType: filing.filingState.entityType,
    });
  } catch (error) {
    const fieldErrors = error instanceof ApiError ? (error.apiData.errors ?? []) : [];
    const tooMany = tooManyAttemptsMessage(error, t);
    return {
      kind: 'refused',
      errors:
        fieldErrors.length > 0
          ? fieldErrors.map((fieldError) => ({ field: 'newName', message: fieldError.message }))
          : [
              {
                field: 'newName',
                message: tooMany ?? t('steps.staticentityname.checkUnavailable'),
              },
            ],
    };
  }
  const outcome = interpretNameCheck(answer);
  if (outcome.kind === 'invalid') {
    return { kind: 'refused', errors: [{ field: 'newName', message: outcome.message }] };
  }
  if (outcome.kind !== 'usable') {
    // A reserved name cannot be claimed from this page: it is as unavailable as a taken one.
    return { kind: 'refused', errors: [{ field: 'newName', message: messages.nameTaken }] };
  }
  return {
    kind: 'keep',
    changes: {
      entityName: {
        ...filing.entityName,
        name: newName,
        isNameValid: true,
        availability: outcome.availability,
      },
      statute,
    },
  };
}

/** The static entity-name page posted without the app: checked and kept as Next does. */
export const stepAction = formStepAction({
  schema: ({ definition }) => createStaticEntityNameSchema(listsSlice(definition, 'statute')),
  defaults: ({ filing }) => defaultsOf(filing),
  keep: async (values, { filing, definition }) => {
    const outcome = await checkAnswers(values, filing, definition);
    return outcome.kind === 'keep' ? { kind: 'next', changes: outcome.changes } : outcome;
  },
});

/**
 * The static entity-name page of reinstatement and cure: formation date, current name and the name
 * after the filing; a reinstatement may give a new name (checked like any name, the entity's own
 * not counting) and must give the statute. The dissolution date is for administrators only, and
 * nobody signs in as one in the filing wizards, so it is never shown.
 */
export default function StaticEntityNameStep({
  definition,
  step,
  filing,
  submitLabel,
  onSubmit,
  onCancel,
}: StepPageProps) {
  const { t } = useTranslation();
  const hasStatute = listsSlice(definition, 'statute');
  const renameAllowed = definition.renameAllowed === true;
  const schema = useMemo(() => createStaticEntityNameSchema(hasStatute), [hasStatute]);
  const entityId = filing.filingState.entityId;
  const currentName = filing.entityName.oldName ?? '';
  const [checking, setChecking] = useState(false);
  const summary = useEntitySummary(entityId);
  const afterName = filing.entityName.name.trim();
  const defaults = defaultsOf(filing);

  const submit = async (
    values: StaticEntityNameAnswers,
    helpers: FormHelpers<StaticEntityNameAnswers, StaticEntityNameAnswers>,
  ) => {
    setChecking(true);
    const outcome = await checkAnswers(values, filing, definition).finally(() =>
      setChecking(false),
    );
    if (outcome.kind === 'keep') onSubmit(outcome.changes);
    else helpers.showErrors(outcome.errors);
  };

  const formationDate = summary.data
    ? usDate(mountainDate(new Date(summary.data.formationDate)))
    : '';
  // Answered by the server only to a signed-in administrator.
  const dissolutionDate =
    summary.data?.dissolutionDate === undefined
      ? ''
      : usDate(mountainDate(new Date(summary.data.dissolutionDate)));
  return (
    <>
      <StepHeading step={step} />
      <dl className="app-review-list">
        <div className="app-review-row">
          <dt>{t('steps.staticentityname.formationDate')}</dt>
          <dd>{formationDate}</dd>
        </div>
        {dissolutionDate !== '' && (
          <div className="app-review-row">
            <dt>{t('steps.staticentityname.dissolutionDate')}</dt>
            <dd>{dissolutionDate}</dd>
          </div>
        )}
        <div className="app-review-row">
          <dt>{t('steps.staticentityname.currentName')}</dt>
          <dd>{currentName}</dd>
        </div>
        <div className="app-review-row">
          <dt>{t('steps.staticentityname.nameAfter', { filing: definition.title })}</dt>
          <dd>{afterName || currentName}</dd>
        </div>
      </dl>
      <Form
        schema={schema}
        defaultValues={defaults}
        submitLabel={checking ? t('steps.staticentityname.checking') : submitLabel}
        onCancel={onCancel}
        onSubmit={submit}
      >
        {renameAllowed && (
          <TextField
            name="newName"
            label={t('steps.staticentityname.newName')}
            hint={t('steps.staticentityname.newNameHint')}
            maxLength={200}
          />
        )}
        {hasStatute && (
          <TextField
            name="statute"
            label={t('steps.staticentityname.statute')}
            hint={t('steps.staticentityname.statuteHint')}
            required
            maxLength={25}
          />
        )}
      </Form>
    </>
  );
}
