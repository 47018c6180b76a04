import type { SignClientStorage } from '@latch/walletconnect'
import type { WalletConnectNamespaceProvider } from '../../adapter/types.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../caip/types.js'
import { createEip155Provider } from './createEip155Provider.js'
import { WalletConnectConnectorNotFoundError } from './errors.js'
import type { Eip1193Provider, WalletConnectSession, WalletConnectSessionView } from './types.js'

/** The session owner, as {@link createNamespaceProvider} uses it. */
export type NamespaceProviderSession = WalletConnectSessionView

/**
 * One namespace's view of the WalletConnect session (one session for every namespace), for
 * the adapter of that namespace, e.g. Solana's `solana_signMessage` or Bitcoin's
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

/**
 * The session's providers, one per namespace, made on first use: eip155's is the EIP-1193 view
 * ({@link createEip155Provider}) with `getAccounts` and `onDisconnect` added (its `request` answers
 * for the session's active eip155 chain and does not read `chainId`); the others are
 * {@link createNamespaceProvider}'s.
 *
 * @param parameters.getRpcUrl - The HTTP RPC URL of a network, for eip155 reads.
 * @param parameters.storage - Where the active eip155 chain is remembered.
 * @returns `getProvider(namespace)` and `getEip155Provider()` (the same object as `getProvider('eip155')`).
 */
export function createNamespaceProviders(parameters: {
  session: NamespaceProviderSession
  getRpcUrl?: ((caipNetworkId: CaipNetworkId) => string | undefined) | undefined
  storage?: SignClientStorage | undefined
  onListenerError(error: unknown): void
}) {
  const { session } = parameters
  const providers = new Map<ChainNamespace, WalletConnectNamespaceProvider>()
  let eip155Provider: (Eip1193Provider & WalletConnectNamespaceProvider) | undefined
  const getEip155Provider = () => {
    if (eip155Provider) return eip155Provider
    const { getAccounts, onDisconnect } = createNamespaceProvider({ session, namespace: 'eip155' })
    const eip1193 = createEip155Provider({ ...parameters, session })
    eip155Provider = Object.assign(eip1193, { getAccounts, onDisconnect }) as Eip1193Provider &
      WalletConnectNamespaceProvider
    return eip155Provider
  }
  return {
    getEip155Provider,
    getProvider(namespace: ChainNamespace): WalletConnectNamespaceProvider {
      if (namespace === 'eip155') return getEip155Provider()
      let provider = providers.get(namespace)
      if (!provider) {
        provider = createNamespaceProvider({ session, namespace })
        providers.set(namespace, provider)
      }
      return provider
    },
  }
}
