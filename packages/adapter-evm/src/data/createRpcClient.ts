import type { CaipNetwork } from '@latch/core'
import {
  type Address,
  type Chain,
  createPublicClient,
  type PublicClient,
  type Transport,
} from 'viem'
import { mainnet, sepolia } from 'viem/chains'
import { rpcTransportOf } from '../rpc/createRpcTransport.js'
import { toViemChain } from '../toViemChain.js'

/** Multicall3's address on nearly every EVM chain (https://www.multicall3.com). */
export const MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

// The chains whose contracts (ENS Universal Resolver, Multicall3) viem knows and Latch reads;
// importing every viem chain would cost the data chunk about 100 kB.
const knownContracts: Readonly<Record<number, Chain['contracts']>> = {
  [mainnet.id]: mainnet.contracts,
  [sepolia.id]: sepolia.contracts,
}

/**
 * A viem public client over an eip155 network: the chain `toViemChain` gives wagmi, with
 * `contracts.multicall3` always set (the canonical address unless viem knows another) and
 * `contracts.ensUniversalResolver` where the network has ENS (Ethereum mainnet, Sepolia).
 *
 * @param network - An eip155 network.
 * @param transport - How to reach it; by default `rpcTransportOf(network)`: its own RPC URLs over
 *   HTTP (batched, 10,000 ms timeout), a fallback across them in order.
 * @throws {Error} `Network {caipNetworkId} is not an eip155 network`, or `… has no RPC URL`.
 */
export function createRpcClient(network: CaipNetwork, transport?: Transport): PublicClient {
  const base = toViemChain(network)
  const chain: Chain = {
    ...base,
    contracts: { multicall3: { address: MULTICALL3_ADDRESS }, ...knownContracts[base.id] },
  }
  return createPublicClient({
    chain,
    transport: transport ?? rpcTransportOf(network),
  }) as PublicClient
}
