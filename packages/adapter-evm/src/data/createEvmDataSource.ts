import type { CaipNetwork, DataSource } from '@latch/core'
import type { PublicClient, Transport } from 'viem'
import { createRpcClient } from './createRpcClient.js'
import { getIdentity } from './getIdentity.js'
import { getNfts } from './getNfts.js'
import { getTokenBalances } from './getTokenBalances.js'
import { getTransactions } from './getTransactions.js'

/** Parameters of {@link createEvmDataSource}. */
export type CreateEvmDataSourceParameters = {
  /** How to reach a network (tests); by default its own RPC URLs over HTTP (`createRpcClient`). */
  transport?: ((network: CaipNetwork) => Transport) | undefined
  /** The `fetch` NFT metadata URLs are read with (tests); by default the global one. */
  fetch?: typeof globalThis.fetch
}

/**
 * The EVM adapter's data source over each network's own RPC, with no hosted service:
 * token balances (`getTokenBalances`), activity through Otterscan (`getTransactions`), NFTs
 * (`getNfts`) and ENS identity (`getIdentity`). One viem client per network and RPC URL list, made
 * on first use. Everything it returns from the chain or from metadata URLs has been validated.
 *
 * @param parameters - {@link CreateEvmDataSourceParameters}
 * @returns The {@link DataSource}; each method throws as its function documents, and
 *   `Network {caipNetworkId} is not an eip155 network` for another namespace's network.
 * @example
 * const source = createEvmDataSource()
 * const balances = await source.getTokenBalances?.({ address, caipNetwork: mainnet })
 */
export function createEvmDataSource(parameters: CreateEvmDataSourceParameters = {}): DataSource {
  const clients = new Map<string, PublicClient>()
  const clientFor = (network: CaipNetwork): PublicClient => {
    // A network whose RPC URLs changed (customRpcUrls, addNetwork) gets a new client.
    const key = `${network.caipNetworkId} ${network.rpcUrls.default.http.join(' ')}`
    let client = clients.get(key)
    if (!client) {
      client = createRpcClient(network, parameters.transport?.(network))
      clients.set(key, client)
    }
    return client
  }
  return {
    getTokenBalances: (query) => getTokenBalances(clientFor(query.caipNetwork), query),
    getTransactions: (query) => getTransactions(clientFor(query.caipNetwork), query),
    getNfts: (query) =>
      getNfts(clientFor(query.caipNetwork), { ...query, fetch: parameters.fetch }),
    getIdentity: (query) => getIdentity(clientFor(query.caipNetwork), query),
  }
}
