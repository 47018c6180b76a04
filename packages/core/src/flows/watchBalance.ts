import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { getChainState } from '../state/chainStateAccess.js'
import { syncBalance } from './syncBalance.js'

/**
 * Keeps a namespace's balance current: while an account is connected on a network with RPC URLs,
 * the adapter's `watchNewBlocks` re-reads the balance on each new block (quietly: no loading
 * state), so a transaction the host app sends shows without a reload. Follows account and network
 * changes; adapters without `watchNewBlocks` are left alone.
 *
 * @returns Stops watching.
 */
export function watchBalance(context: LatchContext, namespace: ChainNamespace): () => void {
  const adapter = context.adapters.get(namespace)
  const watchNewBlocks = adapter?.watchNewBlocks?.bind(adapter)
  if (!watchNewBlocks) return () => {}
  let watched: string | undefined
  let unwatch: (() => void) | undefined
  const update = () => {
    const chain = getChainState(context.stores, namespace)
    const address = chain?.accountState.address
    const caipNetwork = chain?.networkState.caipNetwork
    const hasRpc = Boolean(caipNetwork?.rpcUrls.default.http.length)
    const key =
      address && caipNetwork && hasRpc ? `${caipNetwork.caipNetworkId}/${address}` : undefined
    if (key === watched) return
    unwatch?.()
    unwatch = undefined
    watched = key
    if (key && caipNetwork) {
      unwatch = watchNewBlocks({
        caipNetwork,
        onNewBlock: () => void syncBalance(context, namespace, { quiet: true }),
      })
    }
  }
  update()
  const unsubscribe = context.stores.chain.subscribe(update)
  return () => {
    unsubscribe()
    unwatch?.()
  }
}
