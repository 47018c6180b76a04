import type { AuthFrameNetwork } from '@latch/core/auth-frame'
import { type Chain, type Client, createClient, defineChain, http, type Transport } from 'viem'

/** Every JSON-RPC call gives up after 10 s (DESIGN.md §8). */
export const RPC_TIMEOUT_MS = 10_000

/** One eip155 network of `init`, as a viem chain and its public client. */
export type NetworkClient = {
  network: AuthFrameNetwork
  chain: Chain
  client: Client<Transport, Chain>
}

/**
 * Makes a viem client for each eip155 network the host handed over in `init`, on the
 * network's own RPC URL (HTTP JSON-RPC, 10 s timeout, one retry; CCIP-read off).
 *
 * @param networks - The `init` networks.
 * @returns The clients by chain id (a repeated chain id keeps the first).
 */
export function createNetworkClients(
  networks: readonly AuthFrameNetwork[],
): Map<number, NetworkClient> {
  const clients = new Map<number, NetworkClient>()
  for (const network of networks) {
    if (clients.has(network.chainId)) continue
    const chain = defineChain({
      id: network.chainId,
      name: network.name,
      nativeCurrency: { name: network.nativeCurrency.symbol, ...network.nativeCurrency },
      rpcUrls: { default: { http: [network.rpcUrl] } },
    })
    // A bare client with actions imported one by one (viem/actions) keeps the frame's bundle lean.
    // No CCIP-read (EIP-3668, security review L6): a contract could make the frame fetch any URL.
    const client = createClient({
      chain,
      ccipRead: false,
      transport: http(network.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 1 }),
    })
    clients.set(network.chainId, { network, chain, client })
  }
  return clients
}
