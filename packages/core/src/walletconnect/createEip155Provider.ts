import { createEmitter } from './createEmitter.js'
import { WalletConnectConnectorNotFoundError } from './errors.js'
import type {
  Eip1193EventMap,
  Eip1193Provider,
  UniversalProvider,
  WalletConnectSessionEventMap,
} from './types.js'

/** Parameters of {@link createEip155Provider}. */
export type CreateEip155ProviderParameters = {
  /** The session's universal provider, loaded on first use. */
  getProvider(): Promise<UniversalProvider>
  /** Subscribes to the session's events. */
  on<name extends keyof WalletConnectSessionEventMap>(
    name: name,
    listener: (event: WalletConnectSessionEventMap[name]) => void,
  ): () => void
  /** Told when a listener throws. */
  onListenerError(error: unknown): void
}

type Eip1193Payloads = { [name in keyof Eip1193EventMap]: Parameters<Eip1193EventMap[name]>[0] }

/**
 * The eip155 part of the WalletConnect session as an EIP-1193 provider
 * (https://eips.ethereum.org/EIPS/eip-1193), for the EVM adapter to wrap like an injected wallet.
 * Requests go to the session's active eip155 chain: wallet methods to the wallet, read methods to
 * the chain's RPC URL; the first request loads the SDK (so a wagmi reconnect finds the stored
 * session). `eth_chainId` and `chainChanged` give hexadecimal chain ids; the session ending emits
 * `disconnect` with code 4900.
 *
 * @param parameters - {@link CreateEip155ProviderParameters}
 * @returns The provider. Its `request` rejects with {@link WalletConnectConnectorNotFoundError}
 * when there is no session or the session has no eip155 account, and with the wallet's error
 * (EIP-1193 4001 when the user declines) otherwise.
 */
export function createEip155Provider(parameters: CreateEip155ProviderParameters): Eip1193Provider {
  const { getProvider, on, onListenerError } = parameters
  const emitter = createEmitter<Eip1193Payloads>(onListenerError)

  on('chainChanged', ({ caipNetworkId }) => {
    const [namespace, reference] = caipNetworkId.split(':')
    if (namespace === 'eip155' && reference) emitter.emit('chainChanged', toHexChainId(reference))
  })
  on('accountsChanged', ({ namespace, accounts }) => {
    if (namespace !== 'eip155') return
    const addresses = accounts.map((account) => account.split(':')[2] as `0x${string}`)
    emitter.emit('accountsChanged', addresses)
  })
  on('sessionDeleted', () => emitter.emit('disconnect', { code: 4900, message: 'Disconnected' }))

  return {
    async request<result>({ method, params }: { method: string; params?: unknown }) {
      const provider = await getProvider()
      if (!provider.session) throw new WalletConnectConnectorNotFoundError()
      const reference = provider.rpcProviders.eip155?.getDefaultChain()
      if (!reference) {
        throw new WalletConnectConnectorNotFoundError('The session has no eip155 account.')
      }
      if (method === 'eth_chainId') return toHexChainId(reference) as result
      return provider.request<result>({ method, params: params as object }, `eip155:${reference}`)
    },
    on(event, listener) {
      emitter.on(event, listener as (payload: Eip1193Payloads[typeof event]) => void)
    },
    removeListener(event, listener) {
      emitter.off(event, listener as (payload: Eip1193Payloads[typeof event]) => void)
    },
  }
}

function toHexChainId(reference: string): string {
  return `0x${Number(reference).toString(16)}`
}
