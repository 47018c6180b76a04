import type { ConnectionFlows } from '../client/context.js'
import { disconnect } from './disconnect.js'
import { finishConnect } from './finishConnect.js'
import { handleAdapterEvent } from './handleAdapterEvent.js'
import { restoreConnection } from './restoreConnection.js'
import { signMessage } from './signMessage.js'
import { switchAccount } from './switchAccount.js'
import { selectNetwork, switchNetwork } from './switchNetwork.js'
import { syncBalance } from './syncBalance.js'
import { syncConnectedNetwork } from './syncConnectedNetwork.js'

/**
 * The connection flows' chunk (loaded by `connectionFlowsFeature`): everything that runs once the
 * user acts in the open modal or while a wallet is connected.
 */
export const connectionFlows: ConnectionFlows = {
  finishConnect,
  switchNetwork,
  selectNetwork,
  disconnect,
  signMessage,
  switchAccount,
  restoreConnection,
  handleAdapterEvent,
  syncBalance,
  syncConnectedNetwork,
}
