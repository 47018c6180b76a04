import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { balanceReadsOf } from '../client/createKernelState.js'
import { getChainState, patchAccountState } from '../state/chainStateAccess.js'

/**
 * Reads the connected account's native balance from the active network's RPC through the
 * namespace's adapter and stores it (decimal string in whole units, plus symbol). Only the newest
 * read of a namespace is kept: one that settles after a later read started, or after the account or
 * network changed, is dropped. A network without RPC URLs (an 'Unknown Network') has no balance.
 * Failures are logged at `warn` and clear the balance. `quiet` refreshes a balance already shown (a
 * new block, not a new account): no loading state, and a failure keeps the last balance (`debug`).
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
  const read = balanceReadsOf(context.kernel, namespace).begin()
  if (caipNetwork.rpcUrls.default.http.length === 0) {
    patchAccountState(stores, namespace, {
      balance: undefined,
      balanceSymbol: undefined,
      balanceLoading: false,
    })
    return
  }
  if (!quiet) patchAccountState(stores, namespace, { balanceLoading: true })
  const isNewest = () => {
    const now = getChainState(stores, namespace)
    return (
      read.isCurrent() &&
      now?.accountState.address === address &&
      now.networkState.caipNetwork?.caipNetworkId === caipNetwork.caipNetworkId
    )
  }
  try {
    const { balance, symbol } = await adapter.getBalance({ address, caipNetwork })
    if (isNewest()) {
      patchAccountState(stores, namespace, {
        balance,
        balanceSymbol: symbol,
        balanceLoading: false,
      })
    }
  } catch (error) {
    const message = `Could not read the balance on ${caipNetwork.caipNetworkId}`
    if (quiet) {
      context.logger.debug(message, error)
      return
    }
    context.logger.warn(message, error)
    if (isNewest()) {
      patchAccountState(stores, namespace, {
        balance: undefined,
        balanceSymbol: undefined,
        balanceLoading: false,
      })
    }
  }
}
