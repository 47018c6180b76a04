import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { getChainState } from '../state/chainStateAccess.js'
import { syncBalance } from './syncBalance.js'

const isPageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden'

/**
 * Keeps a namespace's balance current: while an account is connected on a network with RPC URLs
 * and the page is visible, the adapter's `watchNewBlocks` re-reads the balance on new blocks
 * (quietly: no loading state; one read at a time, a block during a read makes one more read), so a
 * transaction the host app sends shows without a reload. A hidden page stops watching, and reads
 * once when shown again. Follows account and network changes; adapters without `watchNewBlocks`
 * are left alone.
 *
 * @returns Stops watching.
 */
export function watchBalance(context: LatchContext, namespace: ChainNamespace): () => void {
  const adapter = context.adapters.get(namespace)
  const watchNewBlocks = adapter?.watchNewBlocks?.bind(adapter)
  if (!watchNewBlocks) return () => {}
  let reading = false
  let readAgain = false
  const refresh = async () => {
    if (reading) {
      readAgain = true
      return
    }
    reading = true
    try {
      do {
        readAgain = false
        await syncBalance(context, namespace, { quiet: true })
      } while (readAgain)
    } finally {
      reading = false
    }
  }
  let watched: string | undefined
  let paused: string | undefined
  let unwatch: (() => void) | undefined
  const update = () => {
    const chain = getChainState(context.stores, namespace)
    const address = chain?.accountState.address
    const caipNetwork = chain?.networkState.caipNetwork
    const key =
      address && caipNetwork?.rpcUrls.default.http.length
        ? `${caipNetwork.caipNetworkId}/${address}`
        : undefined
    const active = key && !isPageHidden() ? key : undefined
    if (active === watched) return
    unwatch?.()
    unwatch = undefined
    const resumed = active !== undefined && active === paused
    watched = active
    paused = key && !active ? key : undefined
    if (active && caipNetwork) {
      unwatch = watchNewBlocks({ caipNetwork, onNewBlock: () => void refresh() })
      if (resumed) void refresh()
    }
  }
  update()
  const unsubscribe = context.stores.chain.subscribe(update)
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', update)
  return () => {
    unsubscribe()
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', update)
    unwatch?.()
  }
}
