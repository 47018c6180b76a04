import type { LatchContext } from '../client/context.js'
import type { CaipNetwork } from '../networks/types.js'
import { getChainState } from '../state/chainStateAccess.js'
import { pushView } from './modal.js'
import { setActiveNetwork } from './setActiveNetwork.js'

/**
 * SwitchActiveChain's button: the target network becomes its namespace's network, and the
 * Connect list opens narrowed to that namespace. Connecting there makes it the active namespace;
 * the connectors filter is cleared on connect and when the modal closes.
 */
export function connectForNetwork(context: LatchContext, caipNetwork: CaipNetwork): void {
  const namespace = caipNetwork.chainNamespace
  if (!getChainState(context.stores, namespace)) return
  setActiveNetwork(context, namespace, caipNetwork)
  context.stores.connectors.setState({ filterByNamespace: namespace })
  pushView(context, 'Connect')
}
