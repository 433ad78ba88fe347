import { FormProof } from './form-proof.tsx';
import { useState } from 'react';
import {
  addressLines,
  FORM_INTENT_FIELD,
  messages,
  type Address,
  type AddressSelectionType,
} from '@registrar/domain';
import { useQuery } from '../lib/query.tsx';
import {
  acceptSelections,
  canConfirm,
  checkAddresses,
  confirmLabel,
  initialSelections,
  selectionFieldOf,
  type AddressToVerify,
  type Selections,
  type VerificationEntry,
} from './address-verification.ts';
import { LoadingStatus } from './loading-status.tsx';
import { Modal } from './modal.tsx';
import { useReferenceData } from './use-reference-data.ts';
import { useTranslation } from '../app/i18n/index.ts';

interface AddressVerificationDialogProps {
  entries: VerificationEntry[];
  /** The accepted addresses by request id. */
  onConfirm: (accepted: Record<string, Address>) => void;
  /** The user closed the dialog to change an address. */
  onClose: () => void;
}

function AddressLines({ address }: { address: Partial<Address> }) {
  return (
    <span className="display-block">
      {addressLines(address).map((line) => (
        <span className="display-block" key={line}>
          {line}
        </span>
      ))}
    </span>
  );
}

interface AddressChoicesProps {
  entries: VerificationEntry[];
  /** The choices made so far (the dialog's), or the ones to start from (the page's form). */
  selections: Selections;
  /** The dialog follows each choice; the page's form leaves the radios to the browser. */
  onSelect?: (id: string, selection: AddressSelectionType) => void;
}

/** Per address, the version as entered and the post office's, as radios named for the address. */
function AddressChoices({ entries, selections, onSelect }: AddressChoicesProps) {
  const { t } = useTranslation();
  const { states } = useReferenceData();
  const stateName = (code: string) => states.find((state) => state.code === code)?.name ?? code;
  const radio = (id: string, selection: AddressSelectionType) =>
    onSelect === undefined
      ? { defaultChecked: selections[id] === selection }
      : { checked: selections[id] === selection, onChange: () => onSelect(id, selection) };
  return (
    <>
      <p>
        {entries.length === 1
          ? t('components.addressCheck.introOne')
          : t('components.addressCheck.introMany')}
      </p>
      {entries.map((entry) => {
        const id = entry.request.id;
        const groupName = selectionFieldOf(id);
        return (
          <fieldset className="usa-fieldset margin-top-3" key={id}>
            <legend className="usa-legend usa-legend--large">{entry.request.label}</legend>
            {entry.problem !== null && (
              <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
                <div className="usa-alert__body">
                  <p className="usa-alert__text">
                    {entry.problem.kind === 'noMatch'
                      ? messages.errorAlert(messages.addressNoMatch)
                      : messages.errorAlert(
                          messages.addressMustBeIn(stateName(entry.problem.state)),
                        )}
                  </p>
                </div>
              </div>
            )}
            {entry.problem?.kind !== 'wrongState' && (
              <div className="usa-radio">
                <input
                  className="usa-radio__input usa-radio__input--tile"
                  type="radio"
                  id={`${groupName}-user`}
                  name={groupName}
                  value="USER"
                  {...radio(id, 'USER')}
                />
                <label className="usa-radio__label" htmlFor={`${groupName}-user`}>
                  {t('components.addressCheck.asEntered')}
                  <span className="usa-checkbox__label-description">
                    <AddressLines address={entry.request.address} />
                  </span>
                </label>
              </div>
            )}
            {entry.offerVerified && entry.result.standardized !== null && (
              <div className="usa-radio">
                <input
                  className="usa-radio__input usa-radio__input--tile"
                  type="radio"
                  id={`${groupName}-verified`}
                  name={groupName}
                  value="VERIFIED"
                  {...radio(id, 'VERIFIED')}
                />
                <label className="usa-radio__label" htmlFor={`${groupName}-verified`}>
                  {t('components.addressCheck.verified')}
                  <span className="usa-checkbox__label-description">
                    <AddressLines address={entry.result.standardized} />
                  </span>
                </label>
              </div>
            )}
          </fieldset>
        );
      })}
    </>
  );
}

/** Lets the user choose, per address, the address as entered or as the post office knows it. */
export function AddressVerificationDialog({
  entries,
  onConfirm,
  onClose,
}: AddressVerificationDialogProps) {
  const { t } = useTranslation();
  const [selections, setSelections] = useState<Selections>(() => initialSelections(entries));
  const select = (id: string, selection: AddressSelectionType) =>
    setSelections((current) => ({ ...current, [id]: selection }));
  const confirm = () => {
    const accepted = acceptSelections(entries, selections);
    if (accepted !== null) onConfirm(accepted);
  };

  return (
    <Modal
      heading={t('components.addressCheck.heading')}
      large
      onClose={onClose}
      footer={
        <ul className="usa-button-group">
          {canConfirm(entries, selections) && (
            <li className="usa-button-group__item">
              <button type="button" className="usa-button" onClick={confirm}>
                {confirmLabel(entries)}
              </button>
            </li>
          )}
          <li className="usa-button-group__item">
            <button type="button" className="usa-button usa-button--outline" onClick={onClose}>
              {t('components.addressCheck.edit')}
            </button>
          </li>
        </ul>
      }
    >
      <AddressChoices entries={entries} selections={selections} onSelect={select} />
    </Modal>
  );
}

/** The name of the verification form and of its button's intent, for the step's action. */
export const VERIFY_ADDRESSES_INTENT = 'verify-addresses';

/**
 * The same choice as a form of the page, for a browser without the app's script: the step's
 * action checked the addresses and came back here (`?verify=1`). It posts the choices to the step,
 * whose action checks them again and keeps the chosen versions; "Edit address" goes back to the
 * step's fields.
 */
export function AddressVerificationForm({
  requests,
  editHref,
}: {
  requests: AddressToVerify[];
  editHref: string;
}) {
  const { t } = useTranslation();
  const check = useQuery({
    queryKey: ['address-check', requests],
    queryFn: () => checkAddresses(requests),
    retry: false,
    staleTime: Infinity,
  });
  if (check.data === undefined) return <LoadingStatus />;
  const { entries } = check.data;
  const selections = initialSelections(entries);
  const blocked = entries.some((entry) => entry.problem?.kind === 'wrongState');
  return (
    <form className="usa-form usa-form--large" method="post" noValidate>
      <FormProof formId={VERIFY_ADDRESSES_INTENT} />
      <h2>{t('components.addressCheck.heading')}</h2>
      <AddressChoices entries={entries} selections={selections} />
      <div className="usa-button-group margin-top-4">
        {!blocked && (
          <button
            type="submit"
            className="usa-button"
            name={FORM_INTENT_FIELD}
            value={VERIFY_ADDRESSES_INTENT}
          >
            {confirmLabel(entries)}
          </button>
        )}
        <a className="usa-button usa-button--outline" href={editHref}>
          {t('components.addressCheck.edit')}
        </a>
      </div>
    </form>
  );
}
