import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { getChainState, patchAccountState } from '../state/chainStateAccess.js'

/**
 * Reads the connected account's native balance from the active network's RPC through the
 * namespace's adapter and stores it (decimal string in whole units, plus symbol). A result that
 * arrives after the account or network changed is dropped. A network without RPC URLs (an
 * 'Unknown Network') has no balance. Failures are logged at `warn`; the balance is then cleared.
 * `quiet` refreshes without marking the balance as loading (a new block, not a new account).
 */
export async function syncBalance(
  context: LatchContext,
  namespace: ChainNamespace,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<void> {
  const { stores } = context
  const adapter = context.adapters.get(namespace)
  const chain = getChainState(stores, namespace)
  const address = chain?.accountState.address
  const caipNetwork = chain?.networkState.caipNetwork
  if (!adapter || !address || !caipNetwork) return
  if (caipNetwork.rpcUrls.default.http.length === 0) {
    patchAccountState(stores, namespace, {
      balance: undefined,
      balanceSymbol: undefined,
      balanceLoading: false,
    })
    return
  }
  if (!quiet) patchAccountState(stores, namespace, { balanceLoading: true })
  const isCurrent = () => {
    const now = getChainState(stores, namespace)
    return (
      now?.accountState.address === address &&
      now.networkState.caipNetwork?.caipNetworkId === caipNetwork.caipNetworkId
    )
  }
  try {
    const { balance, symbol } = await adapter.getBalance({ address, caipNetwork })
    if (isCurrent()) {
      patchAccountState(stores, namespace, {
        balance,
        balanceSymbol: symbol,
        balanceLoading: false,
      })
    }
  } catch (error) {
    context.logger.warn(`Could not read the balance on ${caipNetwork.caipNetworkId}`, error)
    if (isCurrent()) {
      patchAccountState(stores, namespace, {
        balance: undefined,
        balanceSymbol: undefined,
        balanceLoading: false,
      })
    }
  }
}
