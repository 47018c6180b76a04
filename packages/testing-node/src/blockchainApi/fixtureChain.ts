import type { CaipNetworkId } from '@latch/core'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'

/**
 * The Uniswap V3 contracts the convert endpoints swap through on one chain: QuoterV2 prices,
 * SwapRouter02 swaps, WETH9 stands in for the native currency in pools.
 */
export type FixtureUniswapV3 = { quoterV2: Address; swapRouter02: Address; weth9: Address }

/** How a chain is configured: `startBlockchainApi`'s `chains` entries. */
export type FixtureChainParameters = {
  /** CAIP-2, `eip155:<chain id>`. */
  caipNetworkId: string
  /** The node's HTTP JSON-RPC URL. */
  rpcUrl: string
  /** The chain's Uniswap V3 contracts; without them the convert endpoints refuse the chain. */
  uniswapV3?: FixtureUniswapV3 | undefined
}

/** A chain the Blockchain API fixture serves: its CAIP-2 id and an HTTP client for its node. */
export type FixtureChain = {
  /** CAIP-2, e.g. `'eip155:31337'`. */
  caipNetworkId: CaipNetworkId
  rpcUrl: string
  client: PublicClient
  uniswapV3?: FixtureUniswapV3 | undefined
}

/**
 * Makes the fixture's view of one EVM chain: a viem client over `http` with JSON-RPC batching, so
 * the reads of one API request travel together.
 *
 * @param chain - {@link FixtureChainParameters}
 * @returns The chain with its client.
 * @throws {Error} 'Not an EVM CAIP-2 network id: <id>' for anything but `eip155:<digits>`.
 */
export function createFixtureChain(chain: FixtureChainParameters): FixtureChain {
  const { caipNetworkId, rpcUrl, uniswapV3 } = chain
  if (!/^eip155:\d+$/.test(caipNetworkId)) {
    throw new Error(`Not an EVM CAIP-2 network id: ${caipNetworkId}`)
  }
  const client = createPublicClient({ transport: http(rpcUrl, { batch: true }) })
  return { caipNetworkId: caipNetworkId as CaipNetworkId, rpcUrl, client, uniswapV3 }
}
