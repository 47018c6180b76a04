import type { LatchContext } from '../../client/context.js'
import type { DataSource } from '../../data/types.js'
import type { CaipNetwork } from '../../networks/types.js'
import type { BlockchainApiCapability } from './blockchainApi/createBlockchainApiSource.js'
import type { AccountData } from './createAccountData.js'

/** What the Account view reads; `nfts` has no Blockchain API call, so it is RPC only. */
export type DataCapability = BlockchainApiCapability | 'nfts'

const method = {
  balances: 'getTokenBalances',
  activity: 'getTransactions',
  names: 'getIdentity',
  nfts: 'getNfts',
} as const satisfies Record<DataCapability, keyof DataSource>

/**
 * The adapter's RPC data source for the network's namespace, loaded once (a lazy chunk). A load
 * failure is logged and tried again next time.
 */
export function loadRpcSource(
  context: LatchContext,
  { rpcSources }: AccountData,
  caipNetwork: CaipNetwork,
): Promise<DataSource | undefined> {
  const { chainNamespace } = caipNetwork
  let source = rpcSources.get(chainNamespace)
  if (!source) {
    const adapter = context.adapters.get(chainNamespace)
    source = (adapter?.loadDataSource?.() ?? Promise.resolve(undefined)).catch((error: unknown) => {
      context.logger.warn(`Could not load the ${chainNamespace} data source`, error)
      rpcSources.delete(chainNamespace)
      return undefined
    })
    rpcSources.set(chainNamespace, source)
  }
  return source
}

/**
 * Picks where `capability` comes from on `caipNetwork`: the Blockchain API when it
 * is configured and serves the network (chain support, `v1/supported-chains`, no portfolio
 * on testnets); otherwise the adapter's RPC source when it has the capability; otherwise, with the
 * API configured, the API itself, which answers an unsupported network with an empty result.
 *
 * @returns The source and whether it is the hosted API; `undefined` when nothing serves it.
 */
export async function resolveDataSource(
  context: LatchContext,
  data: AccountData,
  capability: DataCapability,
  caipNetwork: CaipNetwork,
): Promise<{ source: DataSource; hosted: boolean } | undefined> {
  const { api } = data
  if (api && capability !== 'nfts' && (await api.supports(capability, caipNetwork))) {
    return { source: api, hosted: true }
  }
  const adapter = context.adapters.get(caipNetwork.chainNamespace)
  if (capability === 'names' && adapter?.hasIdentity?.(caipNetwork) === false) {
    return api ? { source: api, hosted: true } : undefined
  }
  const rpc = await loadRpcSource(context, data, caipNetwork)
  if (rpc?.[method[capability]]) return { source: rpc, hosted: false }
  if (api && capability !== 'nfts') return { source: api, hosted: true }
  return undefined
}
