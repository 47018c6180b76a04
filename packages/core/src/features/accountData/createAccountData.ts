import { createApiClient } from '../../api/createApiClient.js'
import type { ChainNamespace } from '../../caip/types.js'
import type { DataSource, Identity, TokenBalance } from '../../data/types.js'
import { BALANCE_CACHE_MS, DEFAULT_API_URL, IDENTITY_CACHE_MS } from '../../featureConstants.js'
import type { ResolvedOptions } from '../../options/types.js'
import {
  type BlockchainApiSource,
  createBlockchainApiSource,
} from './blockchainApi/createBlockchainApiSource.js'
import { createTtlCache, type TtlCache } from './createTtlCache.js'

/** One client's data sources, caches and requests in flight. */
export type AccountData = {
  /** The Blockchain API, when a project id or `apiUrl` is set. */
  api: BlockchainApiSource | undefined
  /** Token balances by CAIP-10 address, 30 s. */
  balances: TtlCache<readonly TokenBalance[]>
  /** Identity by CAIP-10 address, 5 min; `null` caches "no identity". */
  identities: TtlCache<Identity | null>
  /** Fetches running, by kind and CAIP-10 address, so two asks make one request. */
  inFlight: Map<string, Promise<void>>
  /**
   * When a list was last loaded, by `activity/` or `nfts/` and CAIP-10 address: showing the tab
   * again within 30 s keeps what is loaded (pages included) instead of scanning the chain again.
   */
  loadedAt: Map<string, number>
  /** Each adapter's RPC data source, loaded once on first use. */
  rpcSources: Map<ChainNamespace, Promise<DataSource | undefined>>
}

/**
 * Creates a client's {@link AccountData}: the Blockchain API source only when the integrator set a
 * project id or `apiUrl` (and not in basic mode), so nothing is called otherwise.
 */
export function createAccountData(options: ResolvedOptions): AccountData {
  const { projectId, apiUrl, basic } = options
  const api =
    (projectId || apiUrl) && !basic
      ? createBlockchainApiSource(
          createApiClient({ baseUrl: apiUrl ?? DEFAULT_API_URL, projectId }),
        )
      : undefined
  return {
    api,
    balances: createTtlCache(BALANCE_CACHE_MS),
    identities: createTtlCache(IDENTITY_CACHE_MS),
    inFlight: new Map(),
    loadedAt: new Map(),
    rpcSources: new Map(),
  }
}
