/**
 * The transaction preview's strings (English). They load with the Send and Swap chunks, not with
 * `messages/en.ts`, which every page loads at startup. A locale supplies the same keys.
 */
export const transactionMessages = {
  networkFee: 'Network fee',
  feeUnknown: 'Unknown',
  balanceChanges: 'Balance changes',
  simulating: 'Simulating…',
  simulationUnavailable: 'Simulation unavailable',
  noBalanceChanges: 'No balance changes',
  wouldFail: 'This transaction would fail',
} as const
