import { AdapterNotFoundError } from '../errors/chain.js'
import { connect } from '../flows/connect.js'
import { disconnect } from '../flows/disconnect.js'
import { addNetwork, removeNetwork } from '../flows/networks.js'
import { signMessage } from '../flows/signMessage.js'
import { switchAccount } from '../flows/switchAccount.js'
import { connectForNetwork, selectNetwork, switchNetwork } from '../flows/switchNetwork.js'
import { getActiveChainState, getChainState } from '../state/chainStateAccess.js'
import type { LatchContext } from './context.js'
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

/** The client's connection, network and signing methods: each one flow on this context. */
export function connectionMethods(context: LatchContext): ConnectionMethods {
  const { stores, adapters } = context
  return {
    connect: (connector) => connect(context, { connector }),
    disconnect: (parameters) => disconnect(context, parameters),
    switchNetwork: (caipNetwork) => switchNetwork(context, caipNetwork),
    selectNetwork: (caipNetwork) => selectNetwork(context, caipNetwork),
    connectForNetwork: (caipNetwork) => connectForNetwork(context, caipNetwork),
    signMessage: (parameters) => signMessage(context, parameters),
    getAccount: (namespace) =>
      (namespace ? getChainState(stores, namespace) : getActiveChainState(stores))?.accountState,
    switchAccount: (parameters) => switchAccount(context, parameters),
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
