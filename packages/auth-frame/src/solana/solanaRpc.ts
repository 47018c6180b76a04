import type { AuthFrameSolanaNetwork } from '@latch/core/auth-frame'
import { createSolanaRpc } from '@solana/kit'
import { RPC_TIMEOUT_MS, type TrustedRpcUrls } from '../rpc/createNetworkClients.js'

/** A @solana/kit JSON-RPC client. */
export type SolanaRpc = ReturnType<typeof createSolanaRpc>

/** One Solana network of `init` and its clients (as `NetworkClient` is for eip155). */
export type SolanaNetworkClient = {
  network: AuthFrameSolanaNetwork
  /** Its CAIP-2 id, `solana:{reference}`. */
  caip2: string
  /** On the RPC URL the host page handed over: sending when the project trusts none. */
  rpc: SolanaRpc
  /**
   * On the RPC URL the auth server's project names for `solana:{reference}`, once known;
   * `undefined` when it names none. Previews (simulation, token decimals) and sending use it.
   */
  trusted: Promise<SolanaRpc | undefined>
}

/** Sends a kit request, giving up after `RPC_TIMEOUT_MS` (10 s). */
export const sendWithTimeout = <value>(pending: {
  send(options?: { abortSignal?: AbortSignal }): Promise<value>
}): Promise<value> => pending.send({ abortSignal: AbortSignal.timeout(RPC_TIMEOUT_MS) })

/**
 * Makes @solana/kit clients for each Solana network of `init`: one on its own RPC URL (the host's),
 * one on the URL the auth server trusts for `solana:{reference}`, if any.
 *
 * @param networks - The `init` Solana networks.
 * @param trustedUrls - The project's trusted RPC URLs by CAIP-2 id; a failure leaves none trusted.
 * @returns The clients by CAIP-2 id (a repeated reference keeps the first).
 */
export function createSolanaNetworkClients(
  networks: readonly AuthFrameSolanaNetwork[],
  trustedUrls: Promise<TrustedRpcUrls>,
): Map<string, SolanaNetworkClient> {
  const clients = new Map<string, SolanaNetworkClient>()
  const urls = trustedUrls.catch(() => ({}) as TrustedRpcUrls)
  for (const network of networks) {
    const caip2 = `solana:${network.reference}`
    if (clients.has(caip2)) continue
    const trusted = urls.then((known) => {
      const url = Object.hasOwn(known, caip2) ? known[caip2] : undefined
      return url ? createSolanaRpc(url) : undefined
    })
    clients.set(caip2, { network, caip2, rpc: createSolanaRpc(network.rpcUrl), trusted })
  }
  return clients
}
