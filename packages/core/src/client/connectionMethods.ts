import { AdapterNotFoundError } from '../errors/chain.js'
import { connect } from '../flows/connect.js'
import { connectForNetwork } from '../flows/connectForNetwork.js'
import { addNetwork, removeNetwork } from '../flows/networks.js'
import { getActiveChainState, getChainState } from '../state/chainStateAccess.js'
import type { LatchContext } from './context.js'
import { loadConnectionFlows } from './loadConnectionFlows.js'
import type { LatchClientInternal } from './types.js'

type ConnectionMethods = Pick<
  LatchClientInternal,
  | 'connect'
  | 'disconnect'
  | 'switchNetwork'
  | 'selectNetwork'
  | 'connectForNetwork'
  | 'signMessage'
  | 'getAccount'
  | 'switchAccount'
  | 'getCaipNetwork'
  | 'getProvider'
  | 'addNetwork'
  | 'removeNetwork'
>

/**
 * The client's connection, network and signing methods: each one flow on this context. The
 * flows a user's action or a connected wallet needs are a lazy chunk (`loadConnectionFlows`),
 * loaded on the first open and whenever a wallet connects or is restored.
 */
export function connectionMethods(context: LatchContext): ConnectionMethods {
  const { stores, adapters } = context
  const flows = () => loadConnectionFlows(context)
  return {
    connect: (connector) => connect(context, { connector }),
    disconnect: async (parameters) => (await flows()).disconnect(context, parameters),
    switchNetwork: async (caipNetwork) => (await flows()).switchNetwork(context, caipNetwork),
    selectNetwork: async (caipNetwork) => (await flows()).selectNetwork(context, caipNetwork),
    connectForNetwork: (caipNetwork) => connectForNetwork(context, caipNetwork),
    signMessage: async (parameters) => (await flows()).signMessage(context, parameters),
    getAccount: (namespace) =>
      (namespace ? getChainState(stores, namespace) : getActiveChainState(stores))?.accountState,
    switchAccount: async (parameters) => (await flows()).switchAccount(context, parameters),
    getCaipNetwork: () => getActiveChainState(stores)?.networkState.caipNetwork,
    getProvider(namespace = stores.chain.getState().activeNamespace) {
      const adapter = adapters.get(namespace)
      if (!adapter) throw new AdapterNotFoundError(namespace)
      return adapter.getProvider()
    },
    addNetwork: (network) => addNetwork(context, network),
    removeNetwork: (namespace, caipNetworkId) => removeNetwork(context, namespace, caipNetworkId),
  }
}
