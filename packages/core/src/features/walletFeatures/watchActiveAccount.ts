import type { LatchContext } from '../../client/context.js'
import { getActiveChainState } from '../../state/chainStateAccess.js'

/**
 * Calls `onChange` whenever the active account or network changes (the active CAIP-10 address,
 * which names both; `undefined` once disconnected): a wallet feature's form belongs to one.
 * @returns Stops watching.
 */
export function watchActiveAccount(context: LatchContext, onChange: () => void): () => void {
  const activeKey = () => getActiveChainState(context.stores)?.accountState.caipAddress
  let shown = activeKey()
  return context.stores.chain.subscribe(() => {
    const next = activeKey()
    if (next === shown) return
    shown = next
    onChange()
  })
}
