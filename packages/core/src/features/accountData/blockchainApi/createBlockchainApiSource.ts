import type { ApiClient } from '../../../api/createApiClient.js'
import type { CaipNetworkId } from '../../../caip/types.js'
import type { DataSource, Identity } from '../../../data/types.js'
import type { CaipNetwork } from '../../../networks/types.js'
import { toTokenBalance, toTransaction } from './blockchainApiEntries.js'
import {
  balanceResponseSchema,
  fungiblePriceResponseSchema,
  historyResponseSchema,
  identityResponseSchema,
  supportedChainsSchema,
} from './schemas.js'

/** What the Blockchain API serves: the namespaces, by capability. */
export const blockchainApiSupport = {
  balances: ['eip155', 'solana'],
  names: ['eip155'],
  activity: ['eip155'],
} as const

/** A capability of {@link blockchainApiSupport}. */
export type BlockchainApiCapability = keyof typeof blockchainApiSupport

/** The Blockchain API as a {@link DataSource}, plus what core needs to choose it per network. */
export type BlockchainApiSource = Required<Omit<DataSource, 'getNfts'>> & {
  /**
   * Whether the API serves `capability` on `caipNetwork`: the namespace is in the chain
   * support, the network is in `v1/supported-chains` (fetched once; a failed fetch counts as
   * unsupported and is asked again next time), and, for balances, it is not a testnet.
   */
  supports(capability: BlockchainApiCapability, caipNetwork: CaipNetwork): Promise<boolean>
  /**
   * Fiat prices of tokens by CAIP-10 address (`POST /v1/fungible/price`, currency usd).
   * @returns Price of one whole token by the CAIP-10 address asked (or by symbol when the answer
   *   does not name addresses), only those the API knows.
   */
  getPrices(
    addresses: readonly string[],
    signal?: AbortSignal,
  ): Promise<{ byAddress: Map<string, number>; bySymbol: Map<string, number> }>
}

function parseEach<T>(items: readonly unknown[], parse: (item: unknown) => T | undefined): T[] {
  return items.flatMap((item) => {
    const parsed = parse(item)
    return parsed === undefined ? [] : [parsed]
  })
}

/**
 * The Blockchain API as a data source: balances (`/v1/account/{address}/balance`,
 * currency usd, `forceUpdate` after a send or swap), history (`/v1/account/{address}/history`,
 * cursor paging; `onramp` lists a provider's purchases, fetched with `cache: 'no-cache'` for
 * coinbase), identity
 * (`/v1/identity/{address}`) and prices (`/v1/fungible/price`). Every GET carries the project id,
 * sdk type and sdk version ({@link ApiClient}). A call for a network the API does not serve is
 * skipped with an empty result; a testnet never gets a portfolio. Each entry of
 * an answer is checked with zod on its own: a malformed one is dropped, the rest kept.
 *
 * @throws as {@link ApiClient.get}: `HTTP status code: {status}` for a non-OK answer.
 */
export function createBlockchainApiSource(api: ApiClient): BlockchainApiSource {
  let supportedChains: Promise<ReadonlySet<string>> | undefined
  const loadSupportedChains = () => {
    supportedChains ??= api.get('v1/supported-chains', supportedChainsSchema).then(
      ({ http }) => new Set(http),
      (error: unknown) => {
        supportedChains = undefined
        throw error
      },
    )
    return supportedChains
  }
  const supports: BlockchainApiSource['supports'] = async (capability, caipNetwork) => {
    const namespaces: readonly string[] = blockchainApiSupport[capability]
    if (!namespaces.includes(caipNetwork.chainNamespace)) return false
    if (capability === 'balances' && caipNetwork.testnet) return false
    const chains = await loadSupportedChains().catch(() => undefined)
    return chains?.has(caipNetwork.caipNetworkId) ?? false
  }
  const chainOf = (caipNetwork: CaipNetwork): CaipNetworkId => caipNetwork.caipNetworkId

  return {
    supports,
    async getTokenBalances({ address, caipNetwork, forceUpdate, signal }) {
      if (!(await supports('balances', caipNetwork))) return []
      const { balances } = await api.get(
        `v1/account/${encodeURIComponent(address)}/balance`,
        balanceResponseSchema,
        // The tokens a send or swap moved, which the API must read afresh.
        {
          currency: 'usd',
          chainId: chainOf(caipNetwork),
          forceUpdate: forceUpdate?.join(',') || undefined,
        },
        { signal },
      )
      return parseEach(balances, (item) => toTokenBalance(item, caipNetwork))
    },
    async getTransactions({ address, caipNetwork, cursor, onramp, signal }) {
      if (!(await supports('activity', caipNetwork))) return { data: [] }
      const page = await api.get(
        `v1/account/${encodeURIComponent(address)}/history`,
        historyResponseSchema,
        { cursor, onramp, chainId: chainOf(caipNetwork) },
        // Coinbase purchases change while the user buys: never an HTTP-cached page.
        { signal, cache: onramp === 'coinbase' ? 'no-cache' : undefined },
      )
      const data = parseEach(page.data, toTransaction)
      return { data, next: page.next || undefined }
    },
    async getIdentity({ address, caipNetwork, signal }): Promise<Identity | undefined> {
      if (!(await supports('names', caipNetwork))) return undefined
      const identity = await api.get(
        `v1/identity/${encodeURIComponent(address)}`,
        identityResponseSchema,
        { sender: address },
        { signal },
      )
      const name = identity.name || undefined
      if (!name && !identity.avatar) return undefined
      return { name, avatar: identity.avatar }
    },
    async getPrices(addresses, signal) {
      const byAddress = new Map<string, number>()
      const bySymbol = new Map<string, number>()
      if (addresses.length === 0) return { byAddress, bySymbol }
      const { fungibles } = await api.post(
        'v1/fungible/price',
        fungiblePriceResponseSchema,
        { currency: 'usd', addresses, projectId: api.projectId },
        { signal },
      )
      for (const fungible of fungibles) {
        if (fungible.price === undefined) continue
        if (fungible.address) byAddress.set(fungible.address.toLowerCase(), fungible.price)
        if (fungible.symbol) bySymbol.set(fungible.symbol, fungible.price)
      }
      return { byAddress, bySymbol }
    },
  }
}
