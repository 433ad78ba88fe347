import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { Address } from '@registrar/domain';
import {
  checkAddresses,
  type AddressToVerify,
  type VerificationEntry,
} from './address-verification.ts';
import { AddressVerificationDialog } from './address-verification-dialog.tsx';

export interface AddressVerification {
  /**
   * Verifies the addresses not yet accepted and, when the server was asked, lets the user
   * choose in the dialog. Resolves with every address (accepted) by id, or null when the user
   * closed the dialog to edit.
   */
  verify: (requests: AddressToVerify[]) => Promise<Record<string, Address> | null>;
  /** The dialog element; render it somewhere in the page. */
  dialog: ReactNode;
}

/** Address verification before a step moves on (POST /business-api/address/validate). */
export function useAddressVerification(): AddressVerification {
  const [entries, setEntries] = useState<VerificationEntry[] | null>(null);
  const resolver = useRef<((value: Record<string, Address> | null) => void) | null>(null);
  const settled = useRef<Record<string, Address>>({});

  const verify = useCallback(async (requests: AddressToVerify[]) => {
    const { settled: done, entries: toChoose } = await checkAddresses(requests);
    if (toChoose.length === 0) return done;
    settled.current = done;
    return new Promise<Record<string, Address> | null>((resolve) => {
      resolver.current = resolve;
      setEntries(toChoose);
    });
  }, []);

  const finish = (value: Record<string, Address> | null) => {
    setEntries(null);
    resolver.current?.(value === null ? null : { ...settled.current, ...value });
    resolver.current = null;
  };

  const dialog = entries ? (
    <AddressVerificationDialog
      entries={entries}
      onConfirm={(accepted) => finish(accepted)}
      onClose={() => finish(null)}
    />
  ) : null;

  return { verify, dialog };
}
