// The fee schedule is the server's (spec README decision 5); the web shows it, never sends it.

/** Filing fees in cents by transaction type. */
export const feeSchedule: Readonly<Record<string, number>> = {
  ARTORG_LLC: 5000,
  ARTINC_PC: 5000,
  ARTINC_NPC: 5000,
  ARTINC_55: 5000,
  REPORT: 1000,
  REINSTATE: 10000,
  CURE_DLNQ: 10000,
  AMD_LLC: 2500,
  AMD_NPC: 2500,
  AMD_55: 2500,
};

/** The fee in cents for a transaction type, or undefined when the type has no fee on the schedule. */
export function feeFor(transactionType: string): number | undefined {
  return Object.hasOwn(feeSchedule, transactionType) ? feeSchedule[transactionType] : undefined;
}
