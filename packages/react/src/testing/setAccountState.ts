import type { AccountState } from '@latch/core'
import type { LatchClientInternal } from '@latch/core/internal'

// Not shipped: only component tests import it.

/**
 * Patches eip155's account state as core's flows do (e.g. a social login's `socialWindow`, a
 * Farcaster login's `farcasterUrl`).
 * @throws {Error} "no eip155 chain" when the client has no eip155 namespace.
 */
export function setAccountState(client: LatchClientInternal, patch: Partial<AccountState>): void {
  client.stores.chain.setState((state) => {
    const chain = state.chains.eip155
    if (!chain) throw new Error('no eip155 chain')
    return {
      chains: {
        ...state.chains,
        eip155: { ...chain, accountState: { ...chain.accountState, ...patch } },
      },
    }
  })
}
