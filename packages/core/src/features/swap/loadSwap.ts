import { createApiClient } from '../../api/createApiClient.js'
import type { ChainNamespace } from '../../caip/types.js'
import { DEFAULT_API_URL } from '../../featureConstants.js'
import { getActiveChainState } from '../../state/chainStateAccess.js'
import { accountDataFeature } from '../accountData/index.js'
import { createConvertSwapSource } from './createConvertSwapSource.js'
import { getSwapSourceKind } from './getSwapSourceKind.js'
import { mergeSwapTokens } from './mergeSwapTokens.js'
import type { SwapSession } from './swapSession.js'
import type { SwapSource } from './types.js'

/**
 * Loads the Swap view for the active account and network: picks the source (`getSwapSourceKind`:
 * the adapter's `loadSwapSource()`, else the Blockchain API's convert endpoints), lists its tokens
 * and fetches the account's balances (`fetchTokenBalances`), then merges them (`mergeSwapTokens`)
 * and chooses the native currency to sell. Again for the same account and network while loading or
 * ready it does nothing; for another one it starts over. Never rejects: `status` says how it went.
 */
export async function loadSwap(session: SwapSession): Promise<void> {
  const { context, store } = session
  const chain = getActiveChainState(context.stores)
  const caipNetwork = chain?.networkState.caipNetwork
  const address = chain?.accountState.address
  const state = store.getState()
  if (
    caipNetwork &&
    address &&
    state.caipNetworkId === caipNetwork.caipNetworkId &&
    state.address === address &&
    (state.status === 'loading' || state.status === 'ready')
  ) {
    return
  }
  session.reset()
  const turn = session.loads.begin()
  const kind = getSwapSourceKind({
    options: context.options,
    remoteFeatures: context.stores.wallets.getState().remoteFeatures,
    adapter: caipNetwork && context.adapters.get(caipNetwork.chainNamespace),
    caipNetwork,
  })
  if (!caipNetwork || !address || !kind) {
    session.update({ status: 'unavailable' })
    return
  }
  session.update({ status: 'loading', caipNetworkId: caipNetwork.caipNetworkId, address })
  try {
    const source = await loadSource(session, kind, caipNetwork.chainNamespace)
    const [sourceTokens] = await Promise.all([
      source.getTokens({ caipNetwork }),
      context.features.load(accountDataFeature).then((data) => data?.fetchTokenBalances()),
    ])
    if (!turn.isCurrent()) return
    session.source = source
    session.caipNetwork = caipNetwork
    session.userAddress = address
    const tokens = mergeSwapTokens({
      caipNetwork,
      sourceTokens,
      balances: accountBalances(session),
      tokenOptions: context.options.tokens[caipNetwork.caipNetworkId],
    })
    session.update({ status: 'ready', sourceName: source.name, tokens, sellToken: tokens[0] })
  } catch (error) {
    if (!turn.isCurrent()) return
    context.logger.warn(`Could not load swaps on ${caipNetwork.caipNetworkId}`, error)
    session.update({ status: 'error' })
  }
}

/**
 * Merges the account's current balances into the loaded tokens (after a transaction refreshed
 * them), keeping the chosen tokens. Does nothing until the tokens are loaded.
 * @returns Whether the tokens changed.
 */
export function refreshSwapBalances(session: SwapSession): boolean {
  const { store, caipNetwork, context } = session
  const state = store.getState()
  if (state.status !== 'ready' || !caipNetwork) return false
  const tokens = mergeSwapTokens({
    caipNetwork,
    sourceTokens: state.tokens,
    balances: accountBalances(session),
    tokenOptions: context.options.tokens[caipNetwork.caipNetworkId],
  })
  const find = (key: string | undefined) => tokens.find((token) => token.key === key)
  session.update({
    tokens,
    sellToken: find(state.sellToken?.key),
    buyToken: find(state.buyToken?.key),
  })
  return true
}

/** The account's token list when it is this session's account's (never another's). */
function accountBalances(session: SwapSession) {
  const { tokens } = session.context.stores.accountData.getState()
  const { caipNetworkId, address } = session.store.getState()
  return tokens.caipAddress === `${caipNetworkId}:${address}` ? tokens.balances : []
}

async function loadSource(
  session: SwapSession,
  kind: 'adapter' | 'api',
  namespace: ChainNamespace,
): Promise<SwapSource> {
  const { context } = session
  const adapter = context.adapters.get(namespace)
  if (kind === 'adapter' && adapter?.loadSwapSource) return adapter.loadSwapSource()
  const { projectId, apiUrl } = context.options
  return createConvertSwapSource({
    api: createApiClient({ baseUrl: apiUrl ?? DEFAULT_API_URL, projectId }),
  })
}
