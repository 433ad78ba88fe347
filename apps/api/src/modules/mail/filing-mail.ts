// The filer's mail follows the registry's events: the receipt when a filing is recorded (or held
// for the administrators' check), the decision when they approve or reject it.
import type { RegistryEventReactor } from '../events/registry-events.ts';
import { queueFilingDecision } from './decision-mail.ts';
import { queueFilingConfirmation } from './mail-service.ts';

/** Queues the mail an event owes the filer, in the event's transaction. */
export const mailTheFiler: RegistryEventReactor = async (tx, event) => {
  switch (event.type) {
    case 'filing.recorded':
    case 'filing.held':
      await queueFilingConfirmation(tx, event.receipt, event.values, event.filing.language);
      return;
    case 'filing.approved':
      await queueFilingDecision(tx, event.filing, { kind: 'approved' }, event.statusUrl);
      return;
    case 'filing.rejected':
      await queueFilingDecision(
        tx,
        event.filing,
        { kind: 'rejected', reasons: event.reasons },
        event.statusUrl,
      );
  }
};
