import type { LatchContext } from '../../client/context.js'
import { reportError } from '../../flows/toast.js'
import { isPicked, pickWalletConnect, releasePick } from './connectionState.js'
import { WalletConnectConnectorNotFoundError } from './errors.js'
import type { ConnectWalletConnectParameters } from './featureTypes.js'
import { walletConnectFeature } from './index.js'

/**
 * Connects through WalletConnect (spec §2, §4; the flow is the feature's `connect`): the pick
 * shows at once (ConnectingWalletConnectBasic, 'connecting'), then the feature loads and pairs.
 * A pick left (Back, the modal closed) before it loaded starts nothing. With `enableWallets:
 * false` (spec §3) there is no WalletConnect: nothing starts, `false`. Without a relay or an
 * adapter the attempt fails as the view shows ('WalletConnectConnector not found', logged).
 *
 * @returns `true` when connected. Never rejects.
 */
export async function connectWalletConnect(
  context: LatchContext,
  parameters: ConnectWalletConnectParameters = {},
): Promise<boolean> {
  if (!context.options.enableWallets) {
    context.logger.warn('Not connecting through WalletConnect: `enableWallets` is false')
    return false
  }
  const loaded = context.features.get(walletConnectFeature)
  if (loaded) return loaded.connect(parameters)
  const picked = parameters.showView !== false
  if (picked) pickWalletConnect(context, parameters.wallet)
  const api = await context.features.load(walletConnectFeature)
  if (picked && !isPicked(context)) return false
  if (!api) {
    reportError(context, 'WalletConnect failed', new WalletConnectConnectorNotFoundError())
    context.stores.connection.setState({
      ...releasePick(context),
      wcError: true,
      wcErrorReason: 'failed',
    })
    return false
  }
  return api.connect(parameters)
}
