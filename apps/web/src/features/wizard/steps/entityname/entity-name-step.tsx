import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from '../../../../components/form-state.tsx';
import { useFieldError } from '../../../../components/field-shell.tsx';
import {
  createEntityNameSchema,
  ENTITY_NAME_MAX_LENGTH,
  messages,
  lastPosted,
  type EntityNameAvailability,
  type EntityNameValues,
  type FilingTypeDefinition,
  type FilingValues,
} from '@registrar/domain';
import type { StepAction, StepPageProps } from '../../../../lib/step-page.ts';
import { readPostedForm, usePageForm, type FormFieldError } from '../../../../lib/page-form.ts';
import { ApiError } from '../../../../lib/api.ts';
import { tooManyAttemptsMessage } from '../../../../lib/too-many-attempts.ts';
import { Form, useOwnOutcome, type FormHelpers } from '../../../../components/form.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { YesNoRadio } from '../../../../components/choice-fields.tsx';
import { Modal } from '../../../../components/modal.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { fieldId } from '../../../../components/field-id.ts';
import { ServedHtml } from '../../../../components/served-html.tsx';
import { addCatalogue, t, useTranslation } from '../../../../app/i18n/index.ts';
import { checkNameAvailability, type NameAvailabilityAnswer } from '../../api/name-availability.ts';
import { useNameDesignation } from '../../api/name-designation.ts';
import { useQuery } from '../../../../lib/query.tsx';
import { useSearchParams } from '../../../../lib/router.tsx';
import { interpretNameCheck, type NameFinding } from './name-check.ts';
import {
  NameExplanation,
  NameFormatProblemLine,
  NameSuggestions,
  SUGGESTED_NAME_PARAMETER,
} from './name-findings.tsx';
import stepText from './entity-name-step.en.ts';

addCatalogue(stepText);

type Dialog =
  | { kind: 'taken' }
  | ({
      kind: 'reserved';
      values: EntityNameValues;
      availability: EntityNameAvailability;
    } & NameFinding)
  | null;

/** What the check found about the name as typed: shown under the field and beside it. */
interface CheckedName extends NameFinding {
  kind: 'taken' | 'reserved';
  typed: string;
}

function NameDesignationHelp({ entityType }: { entityType: string }) {
  const { t } = useTranslation();
  const query = useNameDesignation(entityType);
  const content = query.data?.content;
  if (!content) return null;
  return (
    <div
      className="usa-summary-box margin-bottom-3"
      role="region"
      aria-labelledby="name-designation-heading"
    >
      <div className="usa-summary-box__body">
        <h2 className="usa-summary-box__heading" id="name-designation-heading">
          {t('steps.entityname.nameRequirements')}
        </h2>
        <ServedHtml className="usa-summary-box__text" html={content} />
      </div>
    </div>
  );
}

/** What the name check found: the slice to keep, the messages to show, or a question to ask. */
type NameCheck =
  | { kind: 'keep'; entityName: EntityNameValues }
  | { kind: 'refused'; errors: FormFieldError[] }
  | ({ kind: 'taken'; name: string } & NameFinding)
  | ({
      kind: 'reserved';
      values: EntityNameValues;
      availability: EntityNameAvailability;
    } & NameFinding);

/**
 * Checks the name the form holds with the server, as Next does with or without the app: an
 * amendment keeping its name has nothing to check; otherwise the name's format and availability.
 */
async function checkEntityName(
  values: EntityNameValues,
  filing: FilingValues,
  definition: FilingTypeDefinition,
): Promise<NameCheck> {
  if (values.isNameChanged === 'N') {
    return { kind: 'keep', entityName: { ...values, name: '', isNameValid: true, message: '' } };
  }
  const name = values.name.trim();
  const entityType = filing.filingState.entityType || definition.entityType;
  let answer: NameAvailabilityAnswer;
  try {
    answer = await checkNameAvailability({
      transType: filing.filingState.transactionType || definition.transactionType,
      name,
      oldName: filing.entityName.oldName ?? '',
      entityId: filing.filingState.entityId,
      entityType,
    });
  } catch (error) {
    // A 400 names the field and message; too many checks says when to check again; anything
    // else is a failure to check, not a verdict.
    const fieldErrors = error instanceof ApiError ? (error.apiData.errors ?? []) : [];
    const tooMany = tooManyAttemptsMessage(error, t);
    return {
      kind: 'refused',
      errors:
        fieldErrors.length > 0
          ? fieldErrors.map((fieldError) => ({ field: 'name', message: fieldError.message }))
          : [{ field: 'name', message: tooMany ?? t('steps.entityname.checkUnavailable') }],
    };
  }
  const outcome = interpretNameCheck(answer);
  if (outcome.kind === 'invalid') {
    return { kind: 'refused', errors: [{ field: 'name', message: outcome.message }] };
  }
  if (outcome.kind === 'taken') {
    return {
      kind: 'taken',
      name,
      explanation: outcome.explanation,
      suggestions: outcome.suggestions,
    };
  }
  if (outcome.kind === 'reserved') {
    return {
      kind: 'reserved',
      values: { ...values, name },
      availability: outcome.availability,
      explanation: outcome.explanation,
      suggestions: outcome.suggestions,
    };
  }
  return {
    kind: 'keep',
    entityName: {
      ...values,
      name,
      isNameValid: true,
      message: '',
      availability: outcome.availability,
    },
  };
}

/** What a check found to show beside the name: only a taken or reserved name has anything. */
function findingOf(outcome: NameCheck): CheckedName | null {
  if (outcome.kind === 'taken') {
    return {
      kind: 'taken',
      typed: outcome.name,
      explanation: outcome.explanation,
      suggestions: outcome.suggestions,
    };
  }
  if (outcome.kind === 'reserved') {
    return {
      kind: 'reserved',
      typed: outcome.values.name,
      explanation: outcome.explanation,
      suggestions: outcome.suggestions,
    };
  }
  return null;
}

/** The reserved name's question posted without the app ("Are you authorized to use...?"). */
const AUTHORIZED_FIELD = 'authorizedToUse';

/** The entity name posted without the app: checked with the server as Next checks it. */
export const stepAction: StepAction = async ({ definition, filing, fields }) => {
  const entityType = filing.filingState.entityType || definition.entityType;
  const { availability: _previous, ...editable } = filing.entityName;
  const posted = readPostedForm(createEntityNameSchema(entityType), editable, fields);
  if (!posted.ok) return { kind: 'refused', errors: posted.errors };
  const check = await checkEntityName(posted.value, filing, definition);
  if (check.kind === 'keep') return { kind: 'next', changes: { entityName: check.entityName } };
  if (check.kind === 'refused') return { kind: 'refused', errors: check.errors };
  if (check.kind === 'taken') {
    return {
      kind: 'refused',
      errors: [{ field: 'name', message: messages.nameTaken }],
      alert: messages.nameTakenDialog,
    };
  }
  // A reserved name: the page asks whether the filer may use it, and keeps it on Yes.
  const authorized = lastPosted(fields, AUTHORIZED_FIELD);
  if (authorized === 'Y') {
    return {
      kind: 'next',
      changes: {
        entityName: {
          ...check.values,
          isNameValid: true,
          message: '',
          availability: { ...check.availability, isAuthorizedToUse: true },
        },
      },
    };
  }
  const question = `${t('steps.entityname.reservedBefore')} ${check.values.name} ${t('steps.entityname.reservedAfter')}`;
  return authorized === 'N'
    ? { kind: 'refused', errors: [{ field: 'name', message: messages.entityNameRequired }] }
    : {
        kind: 'refused',
        errors: [{ field: AUTHORIZED_FIELD, message: messages.chooseYesOrNo }],
        alert: question,
      };
};

/**
 * Without the app the reserved-name question is part of the page's form: it shows when the
 * server asked it, and a "No" leaves the name to be typed again.
 */
function ReservedNameQuestion({ found }: { found: CheckedName | null }) {
  const { t } = useTranslation();
  const { outcome } = usePageForm();
  const asked = outcome?.errors.some((error) => error.field === AUTHORIZED_FIELD) === true;
  if (!asked) return null;
  return (
    <>
      {found?.kind === 'reserved' && found.explanation !== null && (
        <NameExplanation typed={found.typed} explanation={found.explanation} />
      )}
      <YesNoRadio name={AUTHORIZED_FIELD} legend={t('steps.entityname.reservedHeading')} required />
    </>
  );
}

/**
 * What the check found about the name the page posted without the app: the post's outcome says
 * the name is taken or reserved, and the page asks the same check for the explanation and the
 * suggestions while it renders (the server waits for the answer, and the browser that takes the
 * page over starts with it).
 */
function usePostedNameFinding(
  filing: FilingValues,
  definition: FilingTypeDefinition,
): CheckedName | null {
  const outcome = useOwnOutcome('main');
  const posted = (outcome?.fields.find(([field]) => field === 'name')?.[1] ?? '').trim();
  const taken =
    outcome?.errors.some(
      (error) => error.field === 'name' && error.message === messages.nameTaken,
    ) === true;
  const reserved = outcome?.errors.some((error) => error.field === AUTHORIZED_FIELD) === true;
  const entityType = filing.filingState.entityType || definition.entityType;
  const entityId = filing.filingState.entityId;
  const answer = useQuery({
    queryKey: ['entity-name-finding', posted, entityType, entityId],
    queryFn: () => checkNameAvailability({ name: posted, entityType, entityId }).catch(() => null),
    enabled: posted !== '' && (taken || reserved),
    retry: false,
    staleTime: Infinity,
  });
  const found =
    answer.data === undefined || answer.data === null ? null : interpretNameCheck(answer.data);
  if (found === null || (found.kind !== 'taken' && found.kind !== 'reserved')) return null;
  return {
    kind: found.kind,
    typed: posted,
    explanation: found.explanation,
    suggestions: found.suggestions,
  };
}

/** Under the name's error: the part of a badly formed name at fault, or why the name is taken. */
function NameErrorDetail({ entityType, found }: { entityType: string; found: CheckedName | null }) {
  const error = useFieldError('name');
  return (
    <>
      <NameFormatProblemLine entityType={entityType} />
      {error === messages.nameTaken && found?.kind === 'taken' && found.explanation !== null && (
        <NameExplanation typed={found.typed} explanation={found.explanation} />
      )}
    </>
  );
}

/** The new name's field, shown once the filer says the name changes. */
function NewNameWhenChanging({ children }: { children: ReactNode }) {
  return useWatch<EntityNameValues, 'isNameChanged'>({ name: 'isNameChanged' }) === 'Y'
    ? children
    : null;
}

export default function EntityNameStep({
  definition,
  step,
  filing,
  submitLabel,
  onSubmit,
  onCancel,
}: StepPageProps) {
  const { t } = useTranslation();
  const entityType = filing.filingState.entityType || definition.entityType;
  const schema = useMemo(() => createEntityNameSchema(entityType), [entityType]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [checking, setChecking] = useState(false);
  // What this page's own checks found; undefined until it checks (then the posted form's finding,
  // if any, is what the page shows).
  const [checked, setChecked] = useState<CheckedName | null | undefined>(undefined);
  // A suggestion the page checked and found free, to say so.
  const [freeSuggestion, setFreeSuggestion] = useState<string | null>(null);
  const methodsRef = useRef<UseFormReturn<EntityNameValues> | null>(null);
  const postedFinding = usePostedNameFinding(filing, definition);
  const found = checked === undefined ? postedFinding : checked;
  // A new check decides availability again; a stale answer must not block or authorise.
  const { availability: _previous, ...stored } = filing.entityName;
  // A suggestion's link (the page without script) names the name to fill in.
  const [searchParams] = useSearchParams();
  const suggested = searchParams.get(SUGGESTED_NAME_PARAMETER);
  // The form takes its starting values once, when it is made.
  const editable: EntityNameValues =
    suggested === null
      ? stored
      : {
          ...stored,
          name: suggested,
          ...(stored.showNameChangeRadio === true ? { isNameChanged: 'Y' as const } : {}),
        };

  const check = async (
    values: EntityNameValues,
    helpers: FormHelpers<EntityNameValues, EntityNameValues>,
  ) => {
    setChecking(true);
    setFreeSuggestion(null);
    const outcome = await checkEntityName(values, filing, definition).finally(() =>
      setChecking(false),
    );
    setChecked(findingOf(outcome));
    if (outcome.kind === 'keep') onSubmit({ entityName: outcome.entityName });
    else if (outcome.kind === 'refused') helpers.showErrors(outcome.errors);
    else if (outcome.kind === 'taken') {
      helpers.showErrors([{ field: 'name', message: messages.nameTaken }]);
      setDialog({ kind: 'taken' });
    } else setDialog(outcome);
  };

  // A suggestion chosen: it goes in the field and is checked at once; a free one stays for Next.
  const takeSuggestion = async (name: string) => {
    const methods = methodsRef.current;
    if (methods === null) return;
    methods.setValue('name', name);
    methods.clearErrors('name');
    setFreeSuggestion(null);
    setChecking(true);
    const outcome = await checkEntityName(
      { ...methods.getValues(), name },
      filing,
      definition,
    ).finally(() => setChecking(false));
    setChecked(findingOf(outcome));
    if (outcome.kind === 'keep') setFreeSuggestion(name);
    else if (outcome.kind === 'refused') {
      for (const error of outcome.errors) {
        methods.setError(error.field, { type: 'server', message: error.message });
      }
    } else if (outcome.kind === 'taken') {
      methods.setError('name', { type: 'server', message: messages.nameTaken });
    } else setDialog(outcome);
    focusName();
  };

  const focusName = () => document.getElementById(fieldId('name'))?.focus();
  const asksNameChange = definition.asksNameChange === true;
  const nameField = (
    <>
      <TextField
        name="name"
        label={t(asksNameChange ? 'steps.entityname.newEntityName' : 'steps.entityname.entityName')}
        hint={t('steps.entityname.nameHint')}
        errorDetail={<NameErrorDetail entityType={entityType} found={found} />}
        required
        maxLength={ENTITY_NAME_MAX_LENGTH}
        autoComplete="organization"
      />
      {/* Always present, so that what it comes to say is announced. */}
      <div role="status">
        {freeSuggestion !== null && (
          <p className="margin-y-1">
            {t('steps.entityname.suggestionChecked', { name: freeSuggestion })}
          </p>
        )}
      </div>
      {found !== null && (
        <NameSuggestions
          suggestions={found.suggestions}
          onUse={(name) => void takeSuggestion(name)}
        />
      )}
    </>
  );

  return (
    <>
      <StepHeading step={step} />
      <NameDesignationHelp entityType={entityType} />
      {asksNameChange && (
        <p>
          {t('steps.entityname.currentName')} <strong>{filing.entityName.oldName}</strong>
        </p>
      )}
      {asksNameChange && filing.entityName.isOldNameValid === false && (
        // Registrar's own wording: why the question is not asked (a name without its designation
        // must change).
        <div className="usa-alert usa-alert--info usa-alert--slim margin-bottom-3">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('steps.entityname.mustChange')}</p>
          </div>
        </div>
      )}
      <Form
        schema={schema}
        defaultValues={editable}
        submitLabel={checking ? t('steps.entityname.checking') : submitLabel}
        onCancel={onCancel}
        onSubmit={check}
        methodsRef={methodsRef}
      >
        {filing.entityName.showNameChangeRadio === true ? (
          <>
            <YesNoRadio name="isNameChanged" legend={t('steps.entityname.changeName')} required />
            <NewNameWhenChanging>{nameField}</NewNameWhenChanging>
          </>
        ) : (
          nameField
        )}
        <ReservedNameQuestion found={found} />
      </Form>
      {dialog?.kind === 'taken' && (
        <Modal
          heading={messages.nameTakenDialogTitle}
          onClose={() => setDialog(null)}
          footer={
            <ul className="usa-button-group">
              <li className="usa-button-group__item">
                <button
                  type="button"
                  className="usa-button"
                  onClick={() => {
                    setDialog(null);
                    // After the dialog gives focus back, move it to the field to type the new name.
                    setTimeout(focusName, 0);
                  }}
                >
                  {messages.nameTakenChooseAnother}
                </button>
              </li>
              <li className="usa-button-group__item">
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  onClick={() => setDialog(null)}
                >
                  {messages.nameTakenClose}
                </button>
              </li>
            </ul>
          }
        >
          <p>{messages.nameTakenDialog}</p>
        </Modal>
      )}
      {dialog?.kind === 'reserved' && (
        <Modal
          heading={t('steps.entityname.reservedHeading')}
          footer={
            <ul className="usa-button-group">
              <li className="usa-button-group__item">
                <button
                  type="button"
                  className="usa-button"
                  onClick={() => {
                    const { values, availability } = dialog;
                    setDialog(null);
                    onSubmit({
                      entityName: {
                        ...values,
                        isNameValid: true,
                        message: '',
                        availability: { ...availability, isAuthorizedToUse: true },
                      },
                    });
                  }}
                >
                  {t('steps.entityname.yes')}
                </button>
              </li>
              <li className="usa-button-group__item">
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  onClick={() => {
                    setDialog(null);
                    methodsRef.current?.setValue('name', '');
                    setTimeout(focusName, 0);
                  }}
                >
                  {t('steps.entityname.no')}
                </button>
              </li>
            </ul>
          }
        >
          <p>
            {t('steps.entityname.reservedBefore')} <strong>{dialog.values.name}</strong>{' '}
            {t('steps.entityname.reservedAfter')}
          </p>
          {dialog.explanation !== null && (
            <NameExplanation typed={dialog.values.name} explanation={dialog.explanation} />
          )}
          {dialog.availability.reservedBy !== null && (
            <div>
              <p className="margin-bottom-05">{t('steps.entityname.reservedBy')}</p>
              <address className="text-bold" style={{ fontStyle: 'normal' }}>
                <span className="display-block">{dialog.availability.reservedBy.name}</span>
                {dialog.availability.reservedBy.address.map((line) => (
                  <span className="display-block" key={line}>
                    {line}
                  </span>
                ))}
              </address>
            </div>
          )}
        </Modal>
      )}
    </>
  );
}
