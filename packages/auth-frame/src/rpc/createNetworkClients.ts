import type { AuthFrameNetwork } from '@latch/core/auth-frame'
import { type Chain, type Client, createClient, defineChain, http, type Transport } from 'viem'

/** Every JSON-RPC call gives up after 10 s. */
export const RPC_TIMEOUT_MS = 10_000

/** The RPC URLs the auth server's project configuration trusts, by CAIP-2 id (`eip155:1`). */
export type TrustedRpcUrls = Readonly<Record<string, string>>

/** One eip155 network of `init`, as a viem chain and its public clients. */
export type NetworkClient = {
  network: AuthFrameNetwork
  chain: Chain
  /** On the RPC URL the host page handed over: the dapp's reads, and sending when untrusted. */
  client: Client<Transport, Chain>
  /**
   * On the RPC URL the auth server's project names for this chain, once known; `undefined` when
   * it names none (or could not be asked). Token metadata, simulations and sending go through it.
   */
  trusted: Promise<Client<Transport, Chain> | undefined>
}

// A bare client with actions imported one by one (viem/actions) keeps the frame's bundle lean.
// No CCIP-read (EIP-3668, security review L6): a contract could make the frame fetch any URL.
const clientOn = (chain: Chain, url: string) =>
  createClient({
    chain,
    ccipRead: false,
    transport: http(url, { timeout: RPC_TIMEOUT_MS, retryCount: 1 }),
  })

/**
 * Makes viem clients for each eip155 network the host handed over in `init`: one on the network's
 * own RPC URL (the host's), and one on the URL the auth server trusts for that chain, if any (HTTP
 * JSON-RPC, 10 s timeout, one retry; CCIP-read off).
 *
 * @param networks - The `init` networks.
 * @param trustedUrls - The project's trusted RPC URLs (see {@link TrustedRpcUrls}); a failure to
 *   get them leaves every network without a trusted client.
 * @returns The clients by chain id (a repeated chain id keeps the first).
 */
export function createNetworkClients(
  networks: readonly AuthFrameNetwork[],
  trustedUrls: Promise<TrustedRpcUrls> = Promise.resolve({}),
): Map<number, NetworkClient> {
  const clients = new Map<number, NetworkClient>()
  const urls = trustedUrls.catch(() => ({}) as TrustedRpcUrls)
  for (const network of networks) {
    if (clients.has(network.chainId)) continue
    const chain = defineChain({
      id: network.chainId,
      name: network.name,
      nativeCurrency: { name: network.nativeCurrency.symbol, ...network.nativeCurrency },
      rpcUrls: { default: { http: [network.rpcUrl] } },
    })
    const trusted = urls.then((known) => {
      const url = Object.hasOwn(known, `eip155:${network.chainId}`)
        ? known[`eip155:${network.chainId}`]
        : undefined
      return url ? clientOn(chain, url) : undefined
    })
    clients.set(network.chainId, {
      network,
      chain,
      client: clientOn(chain, network.rpcUrl),
      trusted,
    })
  }
  return clients
}
