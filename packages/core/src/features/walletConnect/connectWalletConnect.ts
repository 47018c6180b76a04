import type { LatchContext } from '../../client/context.js'
import { isRecord } from '../../options/parseSchema.js'
import type { WalletEntry } from '../../wallets/types.js'
import { isPicked, pickWalletConnect, releasePick } from './connectionState.js'
import type { ConnectWalletConnectParameters } from './featureTypes.js'
import { importFeature, walletConnectFeature } from './index.js'

/**
 * Connects through WalletConnect (the flow is the feature's `connect`): the pick
 * shows at once (ConnectingWalletConnectBasic, 'connecting'), then the feature loads and pairs.
 * A pick left (Back, the modal closed) before it loaded starts nothing. With `enableWallets:
 * false` there is no WalletConnect: nothing starts, `false`. Without a relay the attempt
 * fails as the view shows ('WalletConnectConnector not found', logged).
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

/** What `checkWalletConnectWallet`'s schema takes as a wallet's `id` or `name`. */
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200

/**
 * The client's `connectWalletConnect({ wallet })`: checks `wallet`, then connects as
 * {@link connectWalletConnect}. No wallet, or one its schema accepts (an object with a non-empty
 * `id` and `name` of at most 200 characters), is taken in the call, so the pick still shows at
 * once; anything else is checked by `checkWalletConnectWallet`, which loads with the feature's
 * chunk and throws its exact error.
 *
 * @returns `true` when connected.
 * @throws {InvalidParameterError} As `checkWalletConnectWallet` (e.g. 'Invalid parameter
 *   `wallet.id`: must be a non-empty string of at most 200 characters'), before anything starts.
 */
export async function connectWalletConnectWith(
  context: LatchContext,
  wallet: unknown,
): Promise<boolean> {
  const checked: Pick<WalletEntry, 'id' | 'name'> | undefined =
    wallet === undefined
      ? undefined
      : isRecord(wallet) && isText(wallet.id) && isText(wallet.name)
        ? { id: wallet.id, name: wallet.name }
        : await importFeature().then((module) => module.checkWalletConnectWallet(wallet))
  return connectWalletConnect(context, { wallet: checked })
}
