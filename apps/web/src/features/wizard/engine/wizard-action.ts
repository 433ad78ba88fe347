// A wizard step's form posted without the app (before its script has run, or with none): the
// server loads the filing's draft named in the address (or starts one on the first step), hands
// the post to the step's own `stepAction` (beside its page, with the same rules and messages the
// page uses), saves what it keeps to the draft and sends the browser to the next step, which the
// domain's navigation gives, exactly as Next does with the app. The draft's reference travels in
// the address (`?draftRef=`), so reload, Back and Forward work, and two tabs filing two filings
// never mix.
import {
  createEmptyFiling,
  existingEntityStart,
  findStep,
  firstStep,
  getFilingType,
  type FilingTypeDefinition,
  type StepDefinition,
} from '@registrar/domain';
import { loadPageModule } from '../../../lib/lazy-page.tsx';
import {
  applyChanges,
  createFilingControl,
  fetchDraft,
  mirrorDraft,
  type StoredFiling,
} from '../../../lib/filing-session.ts';
import { refused, type ActionResult, type PageAction } from '../../../lib/page-form.ts';
import type { StepAction } from '../../../lib/step-page.ts';
import { stepPageOf } from '../steps/registry.ts';
import { CANCEL_INTENT } from '../../../components/form.tsx';
import { CANCEL_CONFIRMED_INTENT } from './cancel-dialog.tsx';
import { lookUpEntity } from './existing-entity-entry.tsx';
import {
  FILE_A_FORM_PATH,
  afterSubmit,
  editFromReview,
  stepPath,
  unavailablePath,
  withDraftRef,
} from './wizard-paths.ts';

/** The module that takes a step page's posts: the review's own, or the step page's. */
function stepModuleOf(step: StepDefinition): string | null {
  if (step.segment === 'filingreview') return 'src/features/wizard/review/review-page.tsx';
  return stepPageOf(step.page)?.moduleId ?? null;
}

const toFileAForm: ActionResult = { kind: 'redirect', to: FILE_A_FORM_PATH };

/** The receipt page the app gives the wizard (see WizardOutcomePages), by its module's name. */
const RECEIPT_PAGE_MODULE = 'src/features/filings/receipt-page.tsx';

/**
 * The filing a post on the first step starts: empty, and for an existing entity started from its
 * record, once the entity may file it (else where the page itself would send the filer).
 */
async function startFiling(
  definition: FilingTypeDefinition,
  query: URLSearchParams,
): Promise<StoredFiling | ActionResult> {
  const control = { ...createFilingControl(definition.filingType), filingInitialized: true };
  if (!definition.existingEntity) return { values: createEmptyFiling(definition), control };
  const entityId = (query.get('entityId') ?? '').trim();
  const transactionType = query.get('transTyp') || definition.transactionType;
  if (entityId === '') return toFileAForm;
  const lookup = await lookUpEntity(entityId, transactionType);
  if (lookup.state === 'unavailable') {
    return { kind: 'redirect', to: unavailablePath(definition, entityId, transactionType) };
  }
  if (lookup.state !== 'ready') return toFileAForm;
  const start = { ...existingEntityStart(lookup.summary), transactionType };
  return { values: createEmptyFiling(definition, start), control };
}

/** The wizard's action: takes every step's post (see the top of this file). */
export const wizardAction: PageAction = async (request) => {
  const { form, intent, fields, files, url } = request;
  const [, , filingType = '', segment = ''] = url.pathname.split('/');
  const definition = getFilingType(filingType);
  const step = definition === undefined ? undefined : findStep(definition, segment);
  if (definition === undefined || step === undefined) return toFileAForm;
  // The receipt's form (Email my receipt) is about the recorded filing, not the draft: the page
  // the app gives the wizard for it takes it.
  if (step.segment === 'receipt') {
    const receiptAction = (await loadPageModule(RECEIPT_PAGE_MODULE)).receiptAction;
    return typeof receiptAction === 'function'
      ? (receiptAction as PageAction)(request)
      : refused([], undefined, 405);
  }
  const draftRef = url.searchParams.get('draftRef');

  // Cancel asks first, as its dialog does: the step again with the question; Yes leaves.
  if (intent === CANCEL_CONFIRMED_INTENT) return toFileAForm;
  if (intent === CANCEL_INTENT) {
    const query = new URLSearchParams(url.searchParams);
    query.set('cancel', '1');
    return { kind: 'redirect', to: `${stepPath(definition, step.segment)}?${query.toString()}` };
  }

  let stored: StoredFiling;
  if (draftRef === null || draftRef === '') {
    if (step.segment !== firstStep(definition).segment) return toFileAForm;
    const started = await startFiling(definition, url.searchParams);
    if ('kind' in started) return started;
    stored = started;
  } else {
    try {
      stored = await fetchDraft(draftRef);
    } catch {
      return toFileAForm;
    }
    if (stored.control.filingType !== definition.filingType) return toFileAForm;
  }

  // Edit on review links to the step with `edit=1`: Save changes returns to review.
  const control =
    url.searchParams.get('edit') === '1' && !stored.control.navigation.redirected
      ? editFromReview(stored.control, stepPath(definition, 'filingreview'))
      : stored.control;

  const moduleId = stepModuleOf(step);
  const stepAction =
    moduleId === null ? undefined : ((await loadPageModule(moduleId)).stepAction as StepAction);
  if (stepAction === undefined) return refused([], undefined, 405);
  const outcome = await stepAction({
    definition,
    step,
    filing: stored.values,
    draftRef: stored.control.draftRef,
    fields,
    files,
    form,
    intent,
    query: url.searchParams,
  });
  if (outcome.kind === 'refused') {
    if (outcome.changes !== undefined) {
      await mirrorDraft({ values: applyChanges(stored.values, outcome.changes), control });
    }
    return refused(outcome.errors, outcome.alert);
  }
  if (outcome.kind === 'goto') {
    const values = applyChanges(stored.values, outcome.changes);
    await mirrorDraft({ values, control });
    return {
      kind: 'redirect',
      to: withDraftRef(stepPath(definition, outcome.segment), stored.control.draftRef),
    };
  }
  if (outcome.kind === 'leave') {
    await mirrorDraft({ values: stored.values, control });
    return { kind: 'redirect', to: outcome.href };
  }

  const ref = stored.control.draftRef;
  if (outcome.kind === 'stay') {
    const values = outcome.changes ? applyChanges(stored.values, outcome.changes) : stored.values;
    await mirrorDraft({ values, control });
    const query = new URLSearchParams({ ...outcome.query, draftRef: ref });
    if (url.searchParams.get('edit') === '1') query.set('edit', '1');
    return { kind: 'redirect', to: `${stepPath(definition, step.segment)}?${query.toString()}` };
  }
  const values = applyChanges(stored.values, outcome.changes);
  const next = afterSubmit(definition, step.segment, stored.values, values, control);
  await mirrorDraft({ values, control: next.control });
  return { kind: 'redirect', to: withDraftRef(next.path, ref) };
};
