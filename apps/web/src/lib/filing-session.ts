// The filing in progress: kept in session storage (it survives a reload and the round trip
// through payment in the same tab, and goes away with the tab on a shared computer) and mirrored
// to a server-side draft after each step, so it can be restored by its reference.
import { useSyncExternalStore } from 'react';
import {
  FILING_VALUES_VERSION,
  keepRegisteredAgentInStep,
  upgradeFilingValues,
  type FilingValues,
  type Receipt,
} from '@registrar/domain';
import { loadDraft, saveDraft } from './api/draft.ts';

/** Where "Save changes" returns: set by Edit on review (the control's "navigation"). */
interface NavigationControl {
  redirected: boolean;
  /** Pathname (inside the /business basename) to return to. */
  previousPage: string;
}

/** The wizard's own state next to the values (the global control, the part the web needs). */
export interface FilingControl {
  filingType: string;
  /** Reference of the server-side draft (a uuid made by the browser). */
  draftRef: string;
  /** Set when the wizard's first step is reached; later steps without it go to the file-a-form page. */
  filingInitialized: boolean;
  /** True once a section was changed from review (shows the review notice). */
  edited: boolean;
  navigation: NavigationControl;
}

export interface StoredFiling {
  values: FilingValues;
  control: FilingControl;
}

/** What the receipt's Next keeps for the what's-next page. */
export type ReceiptSummary = Pick<
  Receipt,
  | 'masterId'
  | 'transactionId'
  | 'name'
  | 'entityId'
  | 'entityReportDueDate'
  | 'entityStatus'
  | 'adminFraudCheck'
> & {
  filingType: string;
  /** The payment reference: with this browser's receipt token it opens a Secure Business Filing account. */
  refId?: string;
};

export const FILING_STORAGE_KEY = 'registrar.filing';
/** Kept apart from the filing so that a lost or unreadable filing can still be restored from its draft. */
export const DRAFT_REF_STORAGE_KEY = 'registrar.draftRef';
// The product keeps these in local storage, but the shell clears local storage on every render
// (shared computers), so they would never reach the what's-next page: session storage keeps them
// for this tab only, which is what clearing local storage protects anyway.
const RECEIPT_STORAGE_KEY = 'registrar.receipt';

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedFiling: StoredFiling | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

function readRaw(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeRaw(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled or full: the filing still lives in the server draft.
  }
}

/** As kept in session storage: the values' shape version beside them (none before versions were kept). */
interface SessionFiling {
  version?: unknown;
  values: unknown;
  control: FilingControl;
}

function isSessionFiling(value: unknown): value is SessionFiling {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<SessionFiling>;
  return (
    typeof candidate.values === 'object' &&
    candidate.values !== null &&
    typeof candidate.control === 'object' &&
    candidate.control !== null &&
    typeof candidate.control.filingType === 'string' &&
    typeof candidate.control.draftRef === 'string'
  );
}

/** A filing kept before versions were is version 1; a version that is not a number is unreadable. */
function sessionVersion(version: unknown): number {
  if (version === undefined) return 1;
  return typeof version === 'number' ? version : Number.NaN;
}

/**
 * The stored filing in the current shape, or null when there is none or it cannot be read (one
 * kept by a newer version of the app is not read: its draft reference still restores it from the
 * server). Same object until it changes.
 */
export function loadStoredFiling(): StoredFiling | null {
  const raw = readRaw(FILING_STORAGE_KEY);
  if (raw === cachedRaw) return cachedFiling;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    cachedFiling = isSessionFiling(parsed)
      ? {
          values: upgradeFilingValues({
            version: sessionVersion(parsed.version),
            filingType: parsed.control.filingType,
            values: parsed.values,
          }),
          control: parsed.control,
        }
      : null;
  } catch {
    cachedFiling = null;
  }
  return cachedFiling;
}

/** Stores the filing with its shape version (and its draft reference) and tells subscribers. */
export function saveStoredFiling(filing: StoredFiling): void {
  const stored: SessionFiling = { version: FILING_VALUES_VERSION, ...filing };
  writeRaw(FILING_STORAGE_KEY, JSON.stringify(stored));
  writeRaw(DRAFT_REF_STORAGE_KEY, filing.control.draftRef);
  notify();
}

/** Forgets the filing in progress (Cancel, receipt, Done). The server draft expires on its own. */
export function clearStoredFiling(): void {
  writeRaw(FILING_STORAGE_KEY, null);
  writeRaw(DRAFT_REF_STORAGE_KEY, null);
  notify();
}

/** The draft reference kept beside the filing, if any. */
export function storedDraftRef(): string | null {
  return readRaw(DRAFT_REF_STORAGE_KEY);
}

/** A new control block for a filing just created by the wizard. */
export function createFilingControl(
  filingType: string,
  draftRef: string = crypto.randomUUID(),
): FilingControl {
  return {
    filingType,
    draftRef,
    filingInitialized: false,
    edited: false,
    navigation: { redirected: false, previousPage: '' },
  };
}

/**
 * Merges step changes into the filing values (slices are replaced whole), then keeps what one
 * answer copies from another in step: a new entity name or principal office reaches a registered
 * agent that is the entity itself or was marked "same as" that office.
 */
export function applyChanges(values: FilingValues, changes: Partial<FilingValues>): FilingValues {
  return keepRegisteredAgentInStep({ ...values, ...changes });
}

/** Re-renders the caller when the stored filing changes (in this tab). */
export function useStoredFiling(): StoredFiling | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadStoredFiling,
    () => null,
  );
}

/** The draft reference kept beside the filing, re-rendering the caller when it changes. */
export function useStoredDraftRef(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    storedDraftRef,
    () => null,
  );
}

/** Mirrors the filing to its server-side draft. */
export async function mirrorDraft(filing: StoredFiling): Promise<void> {
  // Spread: the draft call takes any JSON object, and an interface type declares no index signature.
  await saveDraft(filing.control.draftRef, {
    filingType: filing.control.filingType,
    version: FILING_VALUES_VERSION,
    values: { ...filing.values },
    control: { ...filing.control },
  });
}

/**
 * Reads a server-side draft back into the shape kept in session storage, upgraded from the
 * version the server answers (a server of an earlier release may answer an older one).
 */
export async function fetchDraft(ref: string): Promise<StoredFiling> {
  const draft = await loadDraft(ref);
  const control: FilingControl = {
    ...createFilingControl(draft.filingType, draft.ref),
    ...(draft.control as Partial<FilingControl>),
    filingType: draft.filingType,
    draftRef: draft.ref,
  };
  const values = upgradeFilingValues({
    version: draft.version,
    filingType: draft.filingType,
    values: draft.values,
  });
  return { values, control };
}

/** Keeps what the what's-next page shows after the receipt. */
export function saveReceiptSummary(summary: ReceiptSummary): void {
  writeRaw(RECEIPT_STORAGE_KEY, JSON.stringify(summary));
}

let cachedReceiptRaw: string | null = null;
let cachedReceipt: ReceiptSummary | null = null;

/** What the receipt kept, or null. Same object until it changes. */
export function loadReceiptSummary(): ReceiptSummary | null {
  const raw = readRaw(RECEIPT_STORAGE_KEY);
  if (raw === cachedReceiptRaw) return cachedReceipt;
  cachedReceiptRaw = raw;
  try {
    const parsed = raw === null ? null : (JSON.parse(raw) as unknown);
    cachedReceipt =
      typeof parsed === 'object' && parsed !== null ? (parsed as ReceiptSummary) : null;
  } catch {
    cachedReceipt = null;
  }
  return cachedReceipt;
}

/** What the receipt kept (none on the server and while the browser takes the page over). */
export function useReceiptSummary(): ReceiptSummary | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadReceiptSummary,
    () => null,
  );
}

/** Done on what's next: forgets the receipt and anything left of the filing. */
export function clearTransactionData(): void {
  writeRaw(RECEIPT_STORAGE_KEY, null);
  clearStoredFiling();
}

/**
 * After a paid filing lost its name to another filing: the same filing, every answer kept, goes
 * back to its name step with the old availability answer dropped (the step checks the new name),
 * and Save changes returns to review, where paying again pays for the same draft.
 */
export function reopenForAnotherName(filing: StoredFiling, reviewPath: string): StoredFiling {
  const { availability: _lostAvailability, ...entityName } = filing.values.entityName;
  return {
    values: { ...filing.values, entityName },
    control: { ...filing.control, navigation: { redirected: true, previousPage: reviewPath } },
  };
}
