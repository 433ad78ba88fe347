// Where the wizard goes: small pure decisions kept apart from React so they can be tested alone.
import {
  applicableSteps,
  firstStep,
  nextStep,
  type FilingTypeDefinition,
  type FilingValues,
  type StepSegment,
} from '@registrar/domain';
import type { FilingControl } from '../../../lib/filing-session.ts';

/** Path of a step inside the /business basename. */
export function stepPath(definition: FilingTypeDefinition, segment: StepSegment): string {
  return `/filing/${definition.filingType}/${segment}`;
}

export const FILE_A_FORM_PATH = '/filing/fileaform';

/**
 * A wizard address with the filing's draft reference in its query, so the page (with or without
 * the app's script) knows which filing it shows: reload, Back and another tab keep to it.
 */
export function withDraftRef(path: string, draftRef: string): string {
  const url = new URL(path, 'http://app');
  url.searchParams.set('draftRef', draftRef);
  return `${url.pathname}${url.search}`;
}

/** The unavailable page for an existing-entity filing this entity may not file now. */
export function unavailablePath(
  definition: FilingTypeDefinition,
  entityId: string,
  transactionType: string,
): string {
  const query = new URLSearchParams({ entityId, transTyp: transactionType });
  return `/filing/unavailable/${definition.filingType}?${query.toString()}`;
}

/** The result of submitting a step: where to go and the control to store. */
export interface SubmitOutcome {
  path: string;
  control: FilingControl;
}

/**
 * After a step is saved: Next goes to the following applicable step; Save changes (arrived from
 * review) returns to the stored previous page and marks the filing edited — unless the change
 * just opened a step that was not there before (Yes to "attach files?"), which comes first.
 */
export function afterSubmit(
  definition: FilingTypeDefinition,
  segment: StepSegment,
  before: FilingValues,
  after: FilingValues,
  control: FilingControl,
): SubmitOutcome {
  const following = nextStep(definition, after, segment);
  const { redirected, previousPage } = control.navigation;
  if (redirected && previousPage) {
    const hadStep = applicableSteps(definition, before).some(
      (step) => step.segment === following?.segment,
    );
    if (following && following.segment !== segment && !hadStep) {
      return {
        path: stepPath(definition, following.segment),
        control: { ...control, edited: true },
      };
    }
    return {
      path: previousPage,
      control: { ...control, edited: true, navigation: { redirected: false, previousPage: '' } },
    };
  }
  const target = following ?? firstStep(definition);
  return { path: stepPath(definition, target.segment), control };
}

/** Control after Edit on review: Save changes will come back to `reviewPath`. */
export function editFromReview(control: FilingControl, reviewPath: string): FilingControl {
  return { ...control, navigation: { redirected: true, previousPage: reviewPath } };
}
