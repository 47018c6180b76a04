import type { LatchContext } from '../../client/context.js'
import { isPicked, pickWalletConnect, releasePick } from './connectionState.js'
import type { ConnectWalletConnectParameters } from './featureTypes.js'
import { importFeature, walletConnectFeature } from './index.js'

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
    context.stores.connection.setState({
      ...releasePick(context),
      wcError: true,
      wcErrorReason: 'failed',
    })
    // The report (its error class, the debug toast) loads with the feature's chunk.
    await importFeature().then(
      (module) => module.reportWalletConnectFailure(context),
      (error: unknown) => context.logger.error('WalletConnect failed', error),
    )
    return false
  }
  return api.connect(parameters)
}
