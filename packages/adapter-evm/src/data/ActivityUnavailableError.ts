import { LatchError } from '@latch/core'

/**
 * Thrown by the RPC data source's `getTransactions` when the network's RPC does not serve
 * Otterscan's `ots_searchTransactionsBefore` (anvil, Erigon and Reth do; most public RPCs do not):
 * 'Activity needs an RPC with Otterscan (ots_) methods'.
 */
export class ActivityUnavailableError extends LatchError {
  override name = 'ActivityUnavailableError'
  constructor(caipNetworkId: string, cause?: unknown) {
    super('Activity needs an RPC with Otterscan (ots_) methods', {
      details: `${caipNetworkId}'s RPC did not answer ots_searchTransactionsBefore.`,
      cause,
      // Core tells "this network's RPC cannot list activity" from a failed fetch by this code.
      code: 'ACTIVITY_UNAVAILABLE',
    })
  }
}
