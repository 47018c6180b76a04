import type { ChainNamespace } from '../caip/types.js'
import type { LatchContext } from '../client/context.js'
import { AdapterNotFoundError } from '../errors/chain.js'
import { InvalidOptionError } from '../errors/options.js'
import type { CaipNetwork } from '../networks/types.js'
import { getChainState, patchNetworkState } from '../state/chainStateAccess.js'
import { initialChainState } from '../state/createStores.js'
import { setActiveNetwork } from './setActiveNetwork.js'

function requireAdapter(context: LatchContext, namespace: ChainNamespace) {
  const adapter = context.adapters.get(namespace)
  if (!adapter) throw new AdapterNotFoundError(namespace)
  return adapter
}

/**
 * Adds a network to its namespace's requested networks (needs the namespace's adapter).
 * Adding one already present does nothing.
 *
 * @throws {AdapterNotFoundError} 'Adapter not found' when no adapter serves the namespace.
 */
export function addNetwork(context: LatchContext, network: CaipNetwork): void {
  const namespace = network.chainNamespace
  const adapter = requireAdapter(context, namespace)
  const chain = getChainState(context.stores, namespace)
  const requested = chain?.networkState.requestedCaipNetworks ?? []
  if (requested.some((n) => n.caipNetworkId === network.caipNetworkId)) return
  const next = [...requested, network]
  if (chain) {
    patchNetworkState(context.stores, namespace, { requestedCaipNetworks: next })
  } else {
    context.stores.chain.setState((state) => ({
      chains: {
        ...state.chains,
        [namespace]: initialChainState(next, network, context.options),
      },
    }))
  }
  adapter.setNetworks?.(next)
}

/**
 * Removes a network from its namespace's requested networks (needs the adapter). When it
 * was active, the first remaining network becomes active.
 *
 * @throws {AdapterNotFoundError} 'Adapter not found' when no adapter serves the namespace.
 * @throws {InvalidOptionError} when it is the namespace's last network.
 */
export function removeNetwork(
  context: LatchContext,
  namespace: ChainNamespace,
  caipNetworkId: string,
): void {
  const adapter = requireAdapter(context, namespace)
  const chain = getChainState(context.stores, namespace)
  if (!chain) return
  const next = chain.networkState.requestedCaipNetworks.filter(
    (n) => n.caipNetworkId !== caipNetworkId,
  )
  if (next.length === chain.networkState.requestedCaipNetworks.length) return
  const [first] = next
  if (!first)
    throw new InvalidOptionError(
      'networks',
      `cannot remove ${caipNetworkId}, the last ${namespace} network`,
    )
  patchNetworkState(context.stores, namespace, { requestedCaipNetworks: next })
  adapter.setNetworks?.(next)
  if (chain.networkState.caipNetwork?.caipNetworkId === caipNetworkId)
    setActiveNetwork(context, namespace, first)
}
