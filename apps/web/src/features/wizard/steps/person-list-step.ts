// The action of a step that lists people (persons forming, filers) for forms posted without the
// app. The page's views are addresses: the list (the step itself), one person's form
// (`?person=<id>`, or `?person=new`) and the check of that person's address
// (`?person=<id>&verify=1`); Edit and Add another are links, Delete and Next are buttons of the
// list's form. Each post is kept in the draft at once, so nothing typed is lost between views.
// A person's form has Save (back to the list) and Save and continue (on to the next step, when
// the list may move on), so one person is added and the step left in one page.
import {
  lastPosted,
  type Address,
  type FilingValues,
  type FormFieldError,
} from '@registrar/domain';
import type { $ZodType } from 'zod/v4/core';
import { t } from '../../../app/i18n/index.ts';
import {
  acceptSelections,
  checkAddresses,
  selectionFieldOf,
  type Selections,
} from '../../../components/address-verification.ts';
import { VERIFY_ADDRESSES_INTENT } from '../../../components/address-verification-dialog.tsx';
import { SAVE_AND_CONTINUE_INTENT, type ListedPerson } from '../../../components/person-cards.tsx';
import { newListId, removeById, upsertById } from '../../../lib/list-by-id.ts';
import { readPostedForm } from '../../../lib/page-form.ts';
import type { StepAction, StepSubmission } from '../../../lib/step-page.ts';
import { keepAcceptanceIfUnchanged } from './address-step.ts';

/** The name of a person's form, and the query parameter of the person shown. */
export const PERSON_FORM = 'person';
/** The intent of the list's Next. */
export const LIST_NEXT_INTENT = 'next';
/** The query parameter that carries Save and continue across the address check's page. */
const THEN = 'then';
const DELETE_PREFIX = 'delete:';

/** What a list step says of itself to be kept. */
export interface PersonListStep<T extends ListedPerson> {
  people: (filing: FilingValues) => T[];
  /** The slices to keep for these people (and what else the list's form posts). */
  keep: (filing: FilingValues, people: T[], submission: StepSubmission) => Partial<FilingValues>;
  schema: (submission: StepSubmission) => $ZodType<T, T>;
  /** A new, empty person (its id is replaced). */
  empty: (submission: StepSubmission) => T;
  /** The person as kept: what the page makes of the answers (a name kept to its type). */
  normalize: (person: T) => T;
  addressLabel: () => string;
  /** What the list must hold before the step moves on (the perjury notice), as its messages. */
  checkList?: (submission: StepSubmission, people: T[]) => FormFieldError[];
  /**
   * The person a form names rather than types (a filer copied from a person forming, whose
   * address was accepted already), or null when the form was typed.
   */
  copied?: (submission: StepSubmission, id: string) => T | null;
}

function withAddress<T extends ListedPerson>(person: T, address: Address): T {
  return { ...person, addressValues: { ...person.addressValues, streetAddress: address } };
}

/** The list step's action (see the top of this file). */
export function personListAction<T extends ListedPerson>(step: PersonListStep<T>): StepAction {
  return async (submission) => {
    const { filing, fields, form, intent, query } = submission;
    const people = step.people(filing);
    const stay = (next: T[], view: Record<string, string> = {}) => ({
      kind: 'stay' as const,
      changes: step.keep(filing, next, submission),
      query: view,
    });
    const shownId = query.get(PERSON_FORM);
    const shown = people.find((person) => person.id === shownId);
    const moveOn = (next: T[]) => {
      const problems = step.checkList?.(submission, next) ?? [];
      if (problems.length > 0) return { kind: 'refused' as const, errors: problems };
      return { kind: 'next' as const, changes: step.keep(filing, next, submission) };
    };

    if (intent === VERIFY_ADDRESSES_INTENT) {
      if (shown === undefined) return stay(people);
      const request = {
        id: 'address',
        label: step.addressLabel(),
        address: shown.addressValues.streetAddress,
      };
      const { settled, entries } = await checkAddresses([request]);
      const selections: Selections = {};
      const chosen = lastPosted(fields, selectionFieldOf('address'));
      selections.address = chosen === 'USER' || chosen === 'VERIFIED' ? chosen : 'NOT_SELECTED';
      const accepted = entries.length === 0 ? settled : acceptSelections(entries, selections);
      if (accepted?.address === undefined) {
        return { kind: 'refused', errors: [], alert: t('steps.shared.chooseAddressVersion') };
      }
      const next = upsertById(people, withAddress(shown, accepted.address));
      if (query.get(THEN) !== SAVE_AND_CONTINUE_INTENT) return stay(next);
      // The list's rules were met when the form was saved; should they not be now, the list
      // shows why, with the person kept.
      const onward = moveOn(next);
      return onward.kind === 'next' ? onward : stay(next);
    }

    if (form === PERSON_FORM) {
      const continuing = intent === SAVE_AND_CONTINUE_INTENT;
      const saved = (next: T[]) => (continuing ? moveOn(next) : stay(next));
      const before = shown ?? { ...step.empty(submission), id: newListId() };
      const copied = step.copied?.(submission, before.id) ?? null;
      if (copied !== null) return saved(upsertById(people, copied));
      const posted = readPostedForm(step.schema(submission), before, fields, {
        asTyped: (person) =>
          withAddress(
            person,
            keepAcceptanceIfUnchanged(
              before.addressValues.streetAddress,
              person.addressValues.streetAddress,
            ),
          ),
      });
      // Save and continue is refused for the list's rules too (the notice), all messages at once.
      const listProblems = continuing
        ? (step.checkList?.(submission, upsertById(people, posted.ok ? posted.value : before)) ??
          [])
        : [];
      if (!posted.ok || listProblems.length > 0) {
        return { kind: 'refused', errors: [...(posted.ok ? [] : posted.errors), ...listProblems] };
      }
      const person = step.normalize({ ...posted.value, id: before.id });
      const { settled, entries } = await checkAddresses([
        { id: 'address', label: step.addressLabel(), address: person.addressValues.streetAddress },
      ]);
      if (entries.length === 0 && settled.address !== undefined) {
        return saved(upsertById(people, withAddress(person, settled.address)));
      }
      // Kept as entered for the address check, shown at this person's address.
      return stay(upsertById(people, person), {
        [PERSON_FORM]: person.id,
        verify: '1',
        ...(continuing ? { [THEN]: SAVE_AND_CONTINUE_INTENT } : {}),
      });
    }

    if (intent?.startsWith(DELETE_PREFIX) === true) {
      return stay(removeById(people, intent.slice(DELETE_PREFIX.length)));
    }
    // The list's own button (Next, or the form's submit) moves on, once the list may.
    if (intent !== null && intent !== LIST_NEXT_INTENT) return stay(people);
    return moveOn(people);
  };
}

/** The step's address for one person's form (`new` for a new one), keeping the draft's reference. */
export function personHref(query: URLSearchParams, personId: string): string {
  const kept = new URLSearchParams(query);
  kept.delete('verify');
  kept.delete(THEN);
  kept.set(PERSON_FORM, personId);
  return `?${kept.toString()}`;
}

/** The step's address for its list. */
export function listHref(query: URLSearchParams): string {
  const kept = new URLSearchParams(query);
  kept.delete('verify');
  kept.delete(THEN);
  kept.delete(PERSON_FORM);
  const text = kept.toString();
  return text === '' ? '?' : `?${text}`;
}
