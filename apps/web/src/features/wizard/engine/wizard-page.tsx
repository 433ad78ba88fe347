import { useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from '../../../app/i18n/index.ts';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from '../../../lib/router.tsx';
import { useMutation, useQuery } from '../../../lib/query.tsx';
import {
  createEmptyFiling,
  findStep,
  firstStep,
  getFilingType,
  pageTitle,
  type ExistingEntityStart,
  type FilingTypeDefinition,
  type FilingValues,
  type StepDefinition,
  type StepSegment,
} from '@registrar/domain';
import {
  applyChanges,
  clearStoredFiling,
  createFilingControl,
  fetchDraft,
  loadStoredFiling,
  mirrorDraft,
  saveStoredFiling,
  useStoredDraftRef,
  useStoredFiling,
  type StoredFiling,
} from '../../../lib/filing-session.ts';
import { useLeavePageWarning } from '../../../lib/leave-page-guard.ts';
import type { OutcomePageProps } from '../../../lib/outcome-page.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { useHydrated } from '../../../lib/server-render.ts';
import { LoadingBoundary } from '../../../lib/take-over-part.tsx';
import type { ReviewPageProps } from '../review/review-page.tsx';
import { stepPageOf } from '../steps/registry.ts';
import { CancelConfirmation, CancelDialog } from './cancel-dialog.tsx';
import type { ExistingEntityEntryProps } from './existing-entity-entry.tsx';
import {
  FILE_A_FORM_PATH,
  afterSubmit,
  editFromReview,
  stepPath,
  withDraftRef,
} from './wizard-paths.ts';

// Every step's form posted without the app is taken by the wizard's action.
export { wizardAction as action } from './wizard-action.ts';

export type OutcomePageComponent = ComponentType<OutcomePageProps>;

const ReviewPage = lazyPage<ReviewPageProps>('src/features/wizard/review/review-page.tsx');
// Only existing-entity filings look their entity up: new-entity wizards do not load it.
const ExistingEntityEntry = lazyPage<ExistingEntityEntryProps>(
  'src/features/wizard/engine/existing-entity-entry.tsx',
  'ExistingEntityEntry',
);

/** Pages after payment, given by the app so the wizard feature does not import another feature. */
export interface WizardOutcomePages {
  receipt: OutcomePageComponent;
  whatsnext: OutcomePageComponent;
}

/** The step's own address (as a query), without one of its parameters. */
function stepHrefWithout(query: URLSearchParams, name: string): string {
  const kept = new URLSearchParams(query);
  kept.delete(name);
  const text = kept.toString();
  return text === '' ? '?' : `?${text}`;
}

/** Segments without the title banner, the entity-name header and the leave-page warning. */
const OUTCOME_SEGMENTS = new Set<StepSegment>(['receipt', 'whatsnext']);

/** Route `/filing/:filingType/:segment`: the wizard engine for every filing type. */
export function WizardPage({ outcomePages }: { outcomePages: WizardOutcomePages }) {
  const { filingType = '', segment = '' } = useParams();
  const definition = getFilingType(filingType);
  if (!definition) return <Navigate to={FILE_A_FORM_PATH} replace />;
  const step = findStep(definition, segment);
  if (!step) return <Navigate to={stepPath(definition, firstStep(definition).segment)} replace />;
  const outcome =
    step.segment === 'receipt' ? 'receipt' : step.segment === 'whatsnext' ? 'whatsnext' : null;
  if (outcome !== null) {
    const Page = outcomePages[outcome];
    return <OutcomeStep definition={definition} step={step} Page={Page} />;
  }
  return <FilingStep key={definition.filingType} definition={definition} step={step} />;
}

/** Redirects the wizard's root (`/filing/llc`) to its first step. */
export function WizardRoot() {
  const { filingType = '' } = useParams();
  const definition = getFilingType(filingType);
  if (!definition) return <Navigate to={FILE_A_FORM_PATH} replace />;
  return <Navigate to={stepPath(definition, firstStep(definition).segment)} replace />;
}

function OutcomeStep({
  definition,
  step,
  Page,
}: OutcomePageProps & { Page: OutcomePageComponent }) {
  usePageTitle(pageTitle(definition, step));
  return <Page definition={definition} step={step} />;
}

type Preparation =
  | { state: 'ready'; stored: StoredFiling }
  | { state: 'restoring' }
  | { state: 'restore-failed' }
  | { state: 'waiting' }
  | { state: 'not-initialized' };

/**
 * Makes sure a filing of this type is stored: the one in session storage; else the server draft
 * named in the address (?draftRef=) or kept beside it (the payment round trip); else, on the first
 * step, a fresh empty filing, shown at once and stored once shown. Any other step without an
 * initialised filing goes to the file-a-form page (the filingInitialized rule), so deep links
 * cannot skip ahead.
 *
 * Session storage is the browser's: on the server, and while the browser takes the server's page
 * over, the first step shows a fresh filing (what a first visit gets) and any other step waits,
 * so nothing is decided, stored or redirected before the tab's own filing is known.
 */
function useFilingPreparation(
  definition: FilingTypeDefinition,
  step: StepDefinition,
  entityStart: ExistingEntityStart | undefined,
): Preparation {
  const hydrated = useHydrated();
  const stored = useStoredFiling();
  const keptDraftRef = useStoredDraftRef();
  const [searchParams] = useSearchParams();
  const isFirstStep = step.segment === firstStep(definition).segment;
  const requestedRef = searchParams.get('draftRef');
  const matches = stored !== null && stored.control.filingType === definition.filingType;
  const refToRestore =
    requestedRef !== null && stored?.control.draftRef !== requestedRef
      ? requestedRef
      : stored === null
        ? keptDraftRef
        : null;

  const restore = useQuery({
    queryKey: ['draft', refToRestore],
    queryFn: () => fetchDraft(refToRestore ?? ''),
    enabled: hydrated && refToRestore !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  const restored = restore.data;
  useEffect(() => {
    if (restored && restored.control.filingType === definition.filingType)
      saveStoredFiling(restored);
  }, [restored, definition.filingType]);

  // A page the server rendered shows the draft named in its address as the server has it (a
  // step posted without the app changed it there); the browser that takes the page over keeps it.
  const [takesOverServerPage] = useState(() => !hydrated);
  const pageDraft = useQuery({
    queryKey: ['page-draft', requestedRef],
    queryFn: () => fetchDraft(requestedRef ?? ''),
    enabled: takesOverServerPage && requestedRef !== null,
    retry: false,
    staleTime: Infinity,
  });
  const serverDraft =
    takesOverServerPage && pageDraft.data?.control.filingType === definition.filingType
      ? pageDraft.data
      : undefined;
  useEffect(() => {
    if (hydrated && serverDraft !== undefined) saveStoredFiling(serverDraft);
  }, [hydrated, serverDraft]);

  const entityId = searchParams.get('entityId') ?? undefined;
  // Reaching the first step initialises the filing.
  const fresh = useMemo<StoredFiling | null>(
    () =>
      isFirstStep
        ? {
            values: createEmptyFiling(
              definition,
              entityStart ?? (entityId === undefined ? undefined : { entityId }),
            ),
            control: { ...createFilingControl(definition.filingType), filingInitialized: true },
          }
        : null,
    [isFirstStep, definition, entityId, entityStart],
  );

  // An existing-entity filing starts afresh when the entity looked up is not the stored one's.
  const otherEntity =
    entityStart !== undefined && stored?.values.filingState.entityId !== entityStart.entityId;
  const mustCreate =
    hydrated &&
    fresh !== null &&
    (refToRestore === null || restore.isError) &&
    (!matches || stored === null || otherEntity);
  useEffect(() => {
    if (mustCreate) saveStoredFiling(fresh);
  }, [mustCreate, fresh]);

  if (serverDraft !== undefined && (!hydrated || stored?.control.draftRef !== requestedRef)) {
    return { state: 'ready', stored: serverDraft };
  }
  if (!hydrated) {
    if (requestedRef !== null && pageDraft.isError) return { state: 'restore-failed' };
    return fresh !== null && requestedRef === null
      ? { state: 'ready', stored: fresh }
      : { state: 'waiting' };
  }
  if (refToRestore !== null && restore.isPending) return { state: 'restoring' };
  // A draft of another filing type cannot continue this wizard.
  if (restored && restored.control.filingType !== definition.filingType)
    return { state: 'restore-failed' };
  if (mustCreate) return { state: 'ready', stored: fresh };
  if (refToRestore !== null && restore.isError) return { state: 'restore-failed' };
  if (!matches || stored === null)
    return refToRestore !== null ? { state: 'restoring' } : { state: 'not-initialized' };
  if (!stored.control.filingInitialized) return { state: 'not-initialized' };
  return { state: 'ready', stored };
}

function FilingStep({
  definition,
  step,
}: {
  definition: FilingTypeDefinition;
  step: StepDefinition;
}) {
  usePageTitle(pageTitle(definition, step));
  // An existing-entity filing's first step looks its entity up before the filing starts.
  if (definition.existingEntity && step.segment === firstStep(definition).segment) {
    return (
      <ExistingEntityEntry definition={definition}>
        {(entityStart) => (
          <PreparedStep definition={definition} step={step} entityStart={entityStart} />
        )}
      </ExistingEntityEntry>
    );
  }
  return <PreparedStep definition={definition} step={step} />;
}

function PreparedStep({
  definition,
  step,
  entityStart,
}: {
  definition: FilingTypeDefinition;
  step: StepDefinition;
  entityStart?: ExistingEntityStart;
}) {
  const { t } = useTranslation();
  useLeavePageWarning(!OUTCOME_SEGMENTS.has(step.segment), t('shell.leavePageWarning'));
  const preparation = useFilingPreparation(definition, step, entityStart);

  if (preparation.state === 'not-initialized') return <Navigate to={FILE_A_FORM_PATH} replace />;
  if (preparation.state === 'restore-failed') {
    return (
      <div className="usa-alert usa-alert--error margin-y-4" role="alert">
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            {t('wizard.restoreFailed')} <Link to={FILE_A_FORM_PATH}>{t('titles.fileAForm')}</Link>
          </p>
        </div>
      </div>
    );
  }
  if (preparation.state !== 'ready') {
    return (
      <p className="margin-y-4" role="status">
        {preparation.state === 'restoring' ? t('wizard.restoring') : t('common.loading')}
      </p>
    );
  }
  // A new filing in the tab (another draft) is a new form, not new values in the old one.
  return (
    <ReadyStep
      key={preparation.stored.control.draftRef}
      definition={definition}
      step={step}
      stored={preparation.stored}
    />
  );
}

function ReadyStep({
  definition,
  step,
  stored,
}: {
  definition: FilingTypeDefinition;
  step: StepDefinition;
  stored: StoredFiling;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const mirror = useMutation({ mutationFn: mirrorDraft, retry: 1 });
  const mirrorFilingDraft = mirror.mutate;

  const store = useCallback(
    (filing: StoredFiling) => {
      saveStoredFiling(filing);
      mirrorFilingDraft(filing);
    },
    [mirrorFilingDraft],
  );

  const onChange = useCallback(
    (changes: Partial<FilingValues>) => {
      const current = loadStoredFiling() ?? stored;
      store({ ...current, values: applyChanges(current.values, changes) });
    },
    [store, stored],
  );

  const onSubmit = useCallback(
    (changes: Partial<FilingValues>) => {
      const current = loadStoredFiling() ?? stored;
      const values = applyChanges(current.values, changes);
      const outcome = afterSubmit(
        definition,
        step.segment,
        current.values,
        values,
        current.control,
      );
      store({ values, control: outcome.control });
      void navigate(withDraftRef(outcome.path, current.control.draftRef));
    },
    [definition, navigate, step.segment, store, stored],
  );

  const onCancel = useCallback(() => setCancelling(true), []);

  // Edit on review links here with `edit=1` (a link works without the app): Save changes returns.
  const [searchParams] = useSearchParams();
  const editing = searchParams.get('edit') === '1';

  const onEditSection = useCallback(
    (segment: StepSegment) => {
      const current = loadStoredFiling() ?? stored;
      saveStoredFiling({
        ...current,
        control: editFromReview(current.control, stepPath(definition, step.segment)),
      });
      void navigate(withDraftRef(stepPath(definition, segment), current.control.draftRef));
    },
    [definition, navigate, step.segment, stored],
  );

  const confirmCancel = () => {
    // Clear only once the wizard has gone: on the first step it would otherwise start a new filing.
    void Promise.resolve(navigate(FILE_A_FORM_PATH)).then(clearStoredFiling);
  };

  const entityName = stored.values.entityName.name || stored.values.entityName.oldName || '';
  const StepPage = stepPageOf(step.page);

  return (
    <>
      <div className="app-wizard-header">
        <p className="app-wizard-header__title">{definition.title}</p>
        {entityName !== '' && (
          <p className="app-wizard-header__entity">
            {t('shell.entityNameHeader', { name: entityName })}
          </p>
        )}
      </div>
      {mirror.isError && (
        <div className="usa-alert usa-alert--warning usa-alert--slim margin-bottom-2" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('common.warningPrefix')}
              {t('shell.draftNotSaved')}
            </p>
          </div>
        </div>
      )}
      <LoadingBoundary fallback={<p role="status">{t('common.loading')}</p>}>
        {searchParams.get('cancel') === '1' ? (
          <CancelConfirmation stepHref={stepHrefWithout(searchParams, 'cancel')} />
        ) : step.segment === 'filingreview' ? (
          <ReviewPage
            definition={definition}
            step={step}
            stored={stored}
            onEditSection={onEditSection}
            onCancel={onCancel}
          />
        ) : StepPage ? (
          <StepPage
            key={step.segment}
            definition={definition}
            step={step}
            filing={stored.values}
            submitLabel={
              stored.control.navigation.redirected || editing
                ? t('common.saveChanges')
                : t('common.next')
            }
            onSubmit={onSubmit}
            onChange={onChange}
            onCancel={onCancel}
            draftRef={stored.control.draftRef}
          />
        ) : (
          <>
            <h1>{step.title}</h1>
            <div className="usa-alert usa-alert--warning" role="status">
              <div className="usa-alert__body">
                <p className="usa-alert__text">{t('wizard.unknownStep')}</p>
              </div>
            </div>
          </>
        )}
      </LoadingBoundary>
      {cancelling && (
        <CancelDialog onConfirm={confirmCancel} onDecline={() => setCancelling(false)} />
      )}
    </>
  );
}
