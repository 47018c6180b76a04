import type { ChainNamespace } from '../caip/types.js'
import type { LatchStores } from './createStores.js'
import type { AccountState, ChainState, NetworkState } from './types.js'

/** The state of one namespace; `undefined` when the integrator gave no network of it. */
export function getChainState(
  stores: LatchStores,
  namespace: ChainNamespace,
): ChainState | undefined {
  const { chains } = stores.chain.getState()
  // Namespaces come from storage and wallets too: `constructor` or `__proto__` is no namespace.
  return Object.hasOwn(chains, namespace) ? chains[namespace] : undefined
}

/**
 * Merges `patch` into one part (`accountState` or `networkState`) of a namespace's state; a patch
 * that changes nothing leaves the state as it is, so subscribers are not called.
 */
function patchChainState<K extends keyof ChainState>(
  stores: LatchStores,
  namespace: ChainNamespace,
  part: K,
  patch: Partial<ChainState[K]>,
): void {
  stores.chain.setState((state) => {
    const chain = state.chains[namespace]
    if (!chain) return state
    const current = chain[part]
    if (
      Object.entries(patch).every(([key, value]) =>
        Object.is(current[key as keyof typeof current], value),
      )
    ) {
      return state
    }
    return {
      chains: { ...state.chains, [namespace]: { ...chain, [part]: { ...chain[part], ...patch } } },
    }
  })
}

/** Merges `patch` into one namespace's account state. */
export function patchAccountState(
  stores: LatchStores,
  namespace: ChainNamespace,
  patch: Partial<AccountState>,
): void {
  patchChainState(stores, namespace, 'accountState', patch)
}

/** Merges `patch` into one namespace's network state. */
export function patchNetworkState(
  stores: LatchStores,
  namespace: ChainNamespace,
  patch: Partial<NetworkState>,
): void {
  patchChainState(stores, namespace, 'networkState', patch)
}

/** The active namespace's state. */
export function getActiveChainState(stores: LatchStores): ChainState | undefined {
  return getChainState(stores, stores.chain.getState().activeNamespace)
}
