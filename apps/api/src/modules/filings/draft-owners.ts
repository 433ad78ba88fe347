// Who a draft and its filing belong to. Every draft has one owner: the filing account whose key
// made it through the filing API, or the browser that made it on the website (known by the secret
// in its draft cookie, plugins/draft-owner-cookie.ts). A draft reference travels in addresses,
// request logs and the wizard's links, so it is only a name: every call that names a draft, its
// files or its filing checks the caller is that owner, and answers a stranger exactly as it
// answers a reference that does not exist. Once a filing has an owner it never gets another (the
// database refuses the change).
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { drafts } from '../../db/schema.ts';

export type DraftOwner =
  | {
      kind: 'browser';
      /** SHA-256 of the browser's draft cookie. */
      browserHash: string;
    }
  | {
      kind: 'account';
      accountId: number;
      /** The key of the call, recorded on what the call causes. */
      apiKeyId: number;
    };

/** A filing account, through one of its keys, as an owner. */
export type AccountOwner = Extract<DraftOwner, { kind: 'account' }>;

/** Registrar's own wording: a draft that does not exist, has expired, or is someone else's. */
export const draftNotFoundMessage = 'This saved filing was not found or has expired.';

/** The owner columns of a draft this owner makes. */
export function draftOwnerColumns(owner: DraftOwner): {
  ownerAccountId: number | null;
  ownerBrowserHash: string | null;
} {
  return owner.kind === 'browser'
    ? { ownerAccountId: null, ownerBrowserHash: owner.browserHash }
    : { ownerAccountId: owner.accountId, ownerBrowserHash: null };
}

/**
 * The drafts this owner may use: its own and, for a browser, one saved before drafts had owners
 * (it has neither owner column; the browser that uses it first claims it). A filing account never
 * reaches an ownerless draft: the filing API's drafts always had their account.
 */
export function ownedDraftCondition(owner: DraftOwner): SQL {
  if (owner.kind === 'account') return eq(drafts.ownerAccountId, owner.accountId);
  const unowned = and(isNull(drafts.ownerBrowserHash), isNull(drafts.ownerAccountId));
  return or(eq(drafts.ownerBrowserHash, owner.browserHash), unowned) as SQL;
}

/** Whether a draft's owner columns name this owner (an ownerless draft is nobody's yet). */
export function isDraftOwner(
  row: { ownerAccountId: number | null; ownerBrowserHash: string | null },
  owner: DraftOwner,
): boolean {
  return owner.kind === 'account'
    ? row.ownerAccountId === owner.accountId
    : row.ownerBrowserHash === owner.browserHash;
}

/** The owner columns of a filing this owner makes. */
export function filingOwnerColumns(owner: DraftOwner): {
  filingAccountId: number | null;
  apiKeyId: number | null;
  ownerBrowserHash: string | null;
} {
  return owner.kind === 'browser'
    ? { filingAccountId: null, apiKeyId: null, ownerBrowserHash: owner.browserHash }
    : { filingAccountId: owner.accountId, apiKeyId: owner.apiKeyId, ownerBrowserHash: null };
}

/**
 * Whether the filing may be used by this owner: it is theirs, or (for a browser that has just
 * shown it owns the filing's draft) it was stored before filings had owners.
 */
export function mayUseFiling(
  row: { filingAccountId: number | null; ownerBrowserHash: string | null },
  owner: DraftOwner,
): boolean {
  if (owner.kind === 'account') return row.filingAccountId === owner.accountId;
  if (row.ownerBrowserHash === null && row.filingAccountId === null) return true;
  return row.ownerBrowserHash === owner.browserHash;
}

/** How an owner is named on a filing's audit rows. */
export function actorOf(owner: DraftOwner): string {
  return owner.kind === 'browser' ? 'filer' : `filing-account:${String(owner.accountId)}`;
}
