import type { CaipNetwork } from '@latch/core'
import { type Chain, defineChain } from 'viem'

/**
 * Turns a Latch eip155 network into a viem chain for wagmi's config.
 *
 * @param network - A network whose `chainNamespace` is `eip155` and `id` a number.
 * @returns A viem `Chain` with the same id, name, currency, RPC URLs and explorer.
 * @throws {Error} `Network {caipNetworkId} is not an eip155 network` otherwise.
 * @example
 * import { toViemChain } from '@latch/adapter-evm'
 * import { mainnet } from '@latch/core'
 *
 * const chain = toViemChain(mainnet)
 * // { id: 1, name: 'Ethereum', nativeCurrency: { symbol: 'ETH', decimals: 18, … }, … }
 */
export function toViemChain(network: CaipNetwork): Chain {
  if (network.chainNamespace !== 'eip155' || typeof network.id !== 'number') {
    throw new Error(`Network ${network.caipNetworkId} is not an eip155 network`)
  }
  return defineChain({
    id: network.id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    blockExplorers: network.blockExplorers,
    testnet: network.testnet,
  })
}
