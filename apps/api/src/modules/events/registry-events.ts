// What happened to a filing, as one row written in the transaction that made it happen: recorded
// (filed, or waiting for the administrators' check), approved, rejected. The parts of the registry
// that follow a filing (the filer's mail, a filing account's webhooks) react to these events in the
// same transaction, so an event is never lost and never seen without its cause. The filing modules
// only write events; what reacts is wired in when the application is built (reactToRegistryEvents),
// so filings import neither mail nor webhooks.
import type { FilingValues, Language, Receipt } from '@registrar/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerConnection } from '../../db/prepared-query.ts';
import { registryEvents } from '../../db/schema.ts';

/** The filing an event is about, as its row holds it. */
export interface EventFiling {
  id: number;
  ref: string;
  filingType: string;
  transactionType: string;
  transactionDescription: string;
  entityId: string | null;
  entityName: string;
  filingAccountId: number | null;
  /** The API key that sent the filing, when it came through the filing API. */
  apiKeyId: number | null;
  /** The filer's language ('en' or 'es'): the mail the event owes them is written in it. */
  language: Language;
  receipt: unknown;
  values: unknown;
  valuesVersion: number;
  transactionId: number | null;
  masterTransactionId: number | null;
}

export type RegistryEvent =
  | {
      /** Filed, or (held: true) waiting for the administrators' check. */
      type: 'filing.recorded' | 'filing.held';
      filing: EventFiling;
      receipt: Receipt;
      values: FilingValues;
      /** When it was recorded, as its row says (never before it was received). */
      filedAt: Date;
    }
  | { type: 'filing.approved'; filing: EventFiling; statusUrl: string }
  | { type: 'filing.rejected'; filing: EventFiling; reasons: string[]; statusUrl: string };

/** One reaction to events: runs inside the event's transaction, with the event's row id. */
export type RegistryEventReactor = (
  tx: DbOrTx,
  event: RegistryEvent,
  eventId: number,
) => Promise<void>;

let reactors: readonly RegistryEventReactor[] = [];

/** Sets what reacts to events (the application does, once, as it is built). */
export function reactToRegistryEvents(list: readonly RegistryEventReactor[]): void {
  reactors = list;
}

/** The receipt's status in words software reads. */
function filingStatusOf(event: RegistryEvent): string {
  switch (event.type) {
    case 'filing.recorded':
      return 'FILED';
    case 'filing.held':
      return 'PENDING_REVIEW';
    case 'filing.approved':
      return 'FILED';
    case 'filing.rejected':
      return 'REJECTED';
  }
}

/**
 * The event as software reads it (a webhook's body): the filing's public facts and IDs, never the
 * filer's contact details.
 */
export function eventPayload(event: RegistryEvent): Record<string, unknown> {
  const { filing } = event;
  return {
    type: event.type,
    filing: {
      id: filing.ref,
      filingType: filing.filingType,
      transactionType: filing.transactionType,
      description: filing.transactionDescription,
      entityId:
        filing.entityId ?? (event.type === 'filing.recorded' ? event.receipt.entityId : null),
      entityName: filing.entityName,
      status: filingStatusOf(event),
      masterTransactionId:
        filing.masterTransactionId === null ? null : String(filing.masterTransactionId),
      transactionId: filing.transactionId === null ? null : String(filing.transactionId),
      ...(event.type === 'filing.rejected' ? { rejectReasons: event.reasons } : {}),
    },
  };
}

const insertEventQuery = preparedPerConnection((db) =>
  db
    .insert(registryEvents)
    .values({
      type: sql.placeholder('type'),
      filingId: sql.placeholder('filingId'),
      accountId: sql.placeholder('accountId'),
      apiKeyId: sql.placeholder('apiKeyId'),
      payload: sql.placeholder('payload'),
    })
    .returning({ id: registryEvents.id })
    .prepare('insert-registry-event'),
);

/** Writes the event and runs every reaction, all in the caller's transaction. */
export async function recordRegistryEvent(tx: DbOrTx, event: RegistryEvent): Promise<number> {
  const [row] = await insertEventQuery(tx).execute({
    type: event.type,
    filingId: event.filing.id,
    accountId: event.filing.filingAccountId,
    // The key's call caused its filing's recording; a decision is the administrators'.
    apiKeyId:
      event.type === 'filing.recorded' || event.type === 'filing.held'
        ? event.filing.apiKeyId
        : null,
    payload: eventPayload(event),
  });
  if (row === undefined) throw new Error('The event was not written');
  for (const react of reactors) await react(tx, event, row.id);
  return row.id;
}
