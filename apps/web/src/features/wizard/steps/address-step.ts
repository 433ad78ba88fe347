// The action of a step whose addresses are verified before it moves on (principal office,
// registered agent), for a form posted without the app: with the app, the step's page opens the
// verification dialog; without it, the step shows the same choice as a form of its own
// (`?verify=1`, see AddressVerificationForm) and this action takes that form too.
import type { Address, FilingValues } from '@registrar/domain';
import {
  acceptSelections,
  checkAddresses,
  selectionFieldOf,
  type AddressToVerify,
  type Selections,
} from '../../../components/address-verification.ts';
import { VERIFY_ADDRESSES_INTENT } from '../../../components/address-verification-dialog.tsx';
import { t } from '../../../app/i18n/index.ts';
import { lastPosted } from '@registrar/domain';
import {
  formStepAction,
  type StepAction,
  type StepOutcome,
  type StepSubmission,
} from '../../../lib/step-page.ts';
import type { $ZodType } from 'zod/v4/core';

const ADDRESS_TEXT_FIELDS = ['address1', 'address2', 'city', 'state', 'zip', 'province', 'country'];

/** `address` as posted: no longer accepted when its text differs from what was accepted. */
export function keepAcceptanceIfUnchanged(before: Address, after: Address): Address {
  const same = ADDRESS_TEXT_FIELDS.every(
    (field) => before[field as keyof Address] === after[field as keyof Address],
  );
  return same ? after : { ...after, accepted: false };
}

/** What an address step says of itself to be verified and kept. */
export interface AddressStep<TValues extends object> {
  schema: (submission: StepSubmission) => $ZodType<TValues, TValues>;
  defaults: (submission: StepSubmission) => TValues;
  /**
   * The form's values as posted, before they are checked: addresses whose text changed no
   * longer accepted, and what the page copies as the values are typed.
   */
  posted: (values: TValues, submission: StepSubmission) => TValues;
  /** The addresses to verify (labelled as the dialog shows them). */
  addresses: (values: TValues) => AddressToVerify[];
  /** The slices to keep, with the accepted addresses by id. */
  keep: (values: TValues, accepted: Record<string, Address>) => Partial<FilingValues>;
}

/** Verifies and keeps, or has the step ask which version of each address to use. */
async function verifyThenKeep<TValues extends object>(
  step: AddressStep<TValues>,
  values: TValues,
): Promise<StepOutcome> {
  const requests = step.addresses(values);
  const { settled, entries } = await checkAddresses(requests);
  if (entries.length === 0) return { kind: 'next', changes: step.keep(values, settled) };
  // Kept as entered (not yet accepted) for the choice, which the step shows at `?verify=1`.
  return { kind: 'stay', changes: step.keep(values, {}), query: { verify: '1' } };
}

/** The action of an address step (see the top of this file). */
export function addressStepAction<TValues extends object>(step: AddressStep<TValues>): StepAction {
  const fromForm = formStepAction<TValues>({
    schema: step.schema,
    defaults: step.defaults,
    asTyped: step.posted,
    keep: (values) => verifyThenKeep(step, values),
  });
  return async (submission) => {
    if (submission.intent !== VERIFY_ADDRESSES_INTENT) return fromForm(submission);
    // The choice: the addresses are those kept for it, checked again as the form showed them.
    const values = step.defaults(submission);
    const requests = step.addresses(values);
    const { settled, entries } = await checkAddresses(requests);
    const selections: Selections = {};
    for (const entry of entries) {
      const chosen = lastPosted(submission.fields, selectionFieldOf(entry.request.id));
      selections[entry.request.id] =
        chosen === 'USER' || chosen === 'VERIFIED' ? chosen : 'NOT_SELECTED';
    }
    const accepted = acceptSelections(entries, selections);
    if (accepted === null) {
      return { kind: 'refused', errors: [], alert: t('steps.shared.chooseAddressVersion') };
    }
    return { kind: 'next', changes: step.keep(values, { ...settled, ...accepted }) };
  };
}

/** The step's own address without `verify=1`: back to its fields to change an address. */
export function editAddressesHref(query: URLSearchParams): string {
  const kept = new URLSearchParams(query);
  kept.delete('verify');
  const text = kept.toString();
  return text === '' ? '?' : `?${text}`;
}
