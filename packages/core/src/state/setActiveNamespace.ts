import type { ChainNamespace } from '../caip/types.js'
import { type LatchContext, storageKeys } from '../client/context.js'

/**
 * Makes `namespace` the active one and remembers it for the
 * next page load, so a reload with several namespaces connected comes back on the same one.
 */
export function setActiveNamespace(context: LatchContext, namespace: ChainNamespace): void {
  context.stores.chain.setState({ activeNamespace: namespace })
  context.storage.set(storageKeys.activeNamespace, namespace)
}
