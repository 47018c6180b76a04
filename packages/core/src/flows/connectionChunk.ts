import type { ConnectionFlows, LatchContext } from '../client/context.js'
import { disconnect } from './disconnect.js'
import { finishConnect } from './finishConnect.js'
import { handleAdapterEvent } from './handleAdapterEvent.js'
import { restoreConnection } from './restoreConnection.js'
import { signMessage } from './signMessage.js'
import { switchAccount } from './switchAccount.js'
import { selectNetwork, switchNetwork } from './switchNetwork.js'
import { syncBalance } from './syncBalance.js'
import { syncConnectedNetwork } from './syncConnectedNetwork.js'
import { watchBalance } from './watchBalance.js'
import { watchCapabilities } from './watchCapabilities.js'

/**
 * The connection flows of one client (the chunk `connectionFlowsFeature` loads): everything that
 * runs once the user acts in the open modal or while a wallet is connected. Each adapter's balance
 * and wallet capabilities are watched from here on (an account connects only once these flows are
 * loaded); `destroy` stops.
 */
export function createConnectionFlows(context: LatchContext): ConnectionFlows {
  const stops = [...context.adapters.keys()].flatMap((namespace) => [
    watchBalance(context, namespace),
    watchCapabilities(context, namespace),
  ])
  return {
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
    destroy() {
      for (const stop of stops) stop()
    },
  }
}
