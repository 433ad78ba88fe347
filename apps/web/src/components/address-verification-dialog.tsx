import { useState } from 'react';
import { addressLines, messages, type Address, type AddressSelectionType } from '@registrar/domain';
import {
  applySelection,
  canConfirm,
  confirmLabel,
  initialSelections,
  type Selections,
  type VerificationEntry,
} from './address-verification.ts';
import { Modal } from './modal.tsx';
import { useReferenceData } from './use-reference-data.ts';

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

/** Lets the user choose, per address, the address as entered or as the post office knows it. */
export function AddressVerificationDialog({
  entries,
  onConfirm,
  onClose,
}: AddressVerificationDialogProps) {
  const [selections, setSelections] = useState<Selections>(() => initialSelections(entries));
  const { states } = useReferenceData();
  const stateName = (code: string) => states.find((state) => state.code === code)?.name ?? code;
  const select = (id: string, selection: AddressSelectionType) =>
    setSelections((current) => ({ ...current, [id]: selection }));

  const confirm = () => {
    const accepted: Record<string, Address> = {};
    for (const entry of entries) {
      accepted[entry.request.id] = applySelection(entry, selections[entry.request.id] ?? 'USER');
    }
    onConfirm(accepted);
  };

  return (
    <Modal
      heading="Verify your address"
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
              Edit address
            </button>
          </li>
        </ul>
      }
    >
      <p>
        We checked the address{entries.length === 1 ? '' : 'es'} you entered with the US Postal
        Service. Choose which version to use.
      </p>
      {entries.map((entry) => {
        const id = entry.request.id;
        const groupName = `verify-${id}`;
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
                  checked={selections[id] === 'USER'}
                  onChange={() => select(id, 'USER')}
                />
                <label className="usa-radio__label" htmlFor={`${groupName}-user`}>
                  Address you entered
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
                  checked={selections[id] === 'VERIFIED'}
                  onChange={() => select(id, 'VERIFIED')}
                />
                <label className="usa-radio__label" htmlFor={`${groupName}-verified`}>
                  Verified address
                  <span className="usa-checkbox__label-description">
                    <AddressLines address={entry.result.standardized} />
                  </span>
                </label>
              </div>
            )}
          </fieldset>
        );
      })}
    </Modal>
  );
}
