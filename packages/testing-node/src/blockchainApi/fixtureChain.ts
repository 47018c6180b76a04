import type { CaipNetworkId } from '@latch/core'
import { createPublicClient, http, type PublicClient } from 'viem'

/** A chain the Blockchain API fixture serves: its CAIP-2 id and an HTTP client for its node. */
export type FixtureChain = {
  /** CAIP-2, e.g. `'eip155:31337'`. */
  caipNetworkId: CaipNetworkId
  rpcUrl: string
  client: PublicClient
}

/**
 * Makes the fixture's view of one EVM chain: a viem client over `http` with JSON-RPC batching, so
 * the reads of one API request travel together.
 *
 * @param chain - The CAIP-2 id (`eip155:<chain id>`) and the node's HTTP JSON-RPC URL.
 * @returns The chain with its client.
 * @throws {Error} 'Not an EVM CAIP-2 network id: <id>' for anything but `eip155:<digits>`.
 */
export function createFixtureChain(chain: { caipNetworkId: string; rpcUrl: string }): FixtureChain {
  const { caipNetworkId, rpcUrl } = chain
  if (!/^eip155:\d+$/.test(caipNetworkId)) {
    throw new Error(`Not an EVM CAIP-2 network id: ${caipNetworkId}`)
  }
  const client = createPublicClient({ transport: http(rpcUrl, { batch: true }) })
  return { caipNetworkId: caipNetworkId as CaipNetworkId, rpcUrl, client }
}
