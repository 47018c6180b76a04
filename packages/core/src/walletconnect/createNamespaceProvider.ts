import type { WalletConnectNamespaceProvider } from '../adapter/types.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types.js'
import { WalletConnectConnectorNotFoundError } from './errors.js'
import type { WalletConnectSession, WalletConnectSessionEventMap } from './types.js'

/** The session owner, as {@link createNamespaceProvider} uses it. */
export type NamespaceProviderSession = {
  getSession(): WalletConnectSession | undefined
  restore(): Promise<WalletConnectSession | undefined>
  request<result>(parameters: {
    method: string
    params?: readonly unknown[] | object | undefined
    chainId: CaipNetworkId
  }): Promise<result>
  on<name extends keyof WalletConnectSessionEventMap>(
    name: name,
    listener: (event: WalletConnectSessionEventMap[name]) => void,
  ): () => void
}

/**
 * One namespace's view of the WalletConnect session (spec §4: one session for every namespace), for
 * the adapter of that namespace, e.g. Solana's `solana_signMessage` (spec §7) or Bitcoin's
 * `signMessage`. Requests go to the wallet for the network they name; accounts are the session's
 * CAIP-10 accounts of the namespace.
 *
 * @param parameters.session - The session owner.
 * @param parameters.namespace - e.g. `solana`.
 * @returns A {@link WalletConnectNamespaceProvider}. `request` rejects with
 *   {@link WalletConnectConnectorNotFoundError} without a session or when `chainId` is not one of
 *   the session's networks in the namespace, and with the wallet's error otherwise.
 */
export function createNamespaceProvider(parameters: {
  session: NamespaceProviderSession
  namespace: ChainNamespace
}): WalletConnectNamespaceProvider {
  const { session: owner, namespace } = parameters

  async function current(): Promise<WalletConnectSession | undefined> {
    return owner.getSession() ?? (await owner.restore())
  }

  return {
    async request<result>({
      method,
      params,
      chainId,
    }: {
      method: string
      params?: unknown
      chainId: CaipNetworkId
    }) {
      const session = await current()
      if (!session) throw new WalletConnectConnectorNotFoundError()
      if (!(session.caipNetworkIds[namespace] ?? []).includes(chainId)) {
        throw new WalletConnectConnectorNotFoundError(`The session has no account on ${chainId}.`)
      }
      return owner.request<result>({
        method,
        params: params as readonly unknown[] | object | undefined,
        chainId,
      })
    },
    async getAccounts() {
      const session = await current()
      return [...new Set(session?.accounts[namespace] ?? [])] as CaipAddress[]
    },
    onDisconnect(listener) {
      return owner.on('sessionDeleted', () => listener())
    },
  }
}
