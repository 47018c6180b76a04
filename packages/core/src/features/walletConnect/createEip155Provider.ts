import type { SignClientStorage } from '@latch/walletconnect'
import type { CaipNetworkId } from '../../caip/types.js'
import { createEmitter } from '../../events/createEmitter.js'
import { WalletConnectConnectorNotFoundError } from './errors.js'
import type {
  Eip1193EventMap,
  Eip1193Provider,
  WalletConnectSession,
  WalletConnectSessionView,
} from './types.js'

/** Parameters of {@link createEip155Provider}. */
export type CreateEip155ProviderParameters = {
  /** The session owner. */
  session: WalletConnectSessionView
  /** The HTTP JSON-RPC URL of a network, for read methods (`eth_call`, `eth_getBalance`…). */
  getRpcUrl?: ((caipNetworkId: CaipNetworkId) => string | undefined) | undefined
  /** Where the active chain is remembered across reloads. */
  storage?: SignClientStorage | undefined
  /** Told when a listener throws. */
  onListenerError(error: unknown): void
}

type Eip1193Payloads = { [name in keyof Eip1193EventMap]: Parameters<Eip1193EventMap[name]>[0] }

/** Wallet methods sent to the wallet; everything else is a read answered by the chain's RPC URL. */
const WALLET_METHODS =
  /^(personal_sign|eth_sign|eth_signTypedData.*|eth_sendTransaction|eth_signTransaction|eth_sendRawTransaction|wallet_.*)$/

const ACTIVE_CHAIN_KEY = '@latch/wc_eip155_chain'

/**
 * The eip155 part of the WalletConnect session as an EIP-1193 provider
 * (https://eips.ethereum.org/EIPS/eip-1193), for the EVM adapter to wrap like an injected wallet.
 * Requests go to the session's active eip155 chain: wallet methods to the wallet, read methods to
 * the chain's RPC URL over HTTP; `eth_chainId`/`eth_accounts` are answered from the session. The
 * first request restores a stored session (so a wagmi reconnect finds it). The active chain
 * follows the wallet's `chainChanged` and successful `wallet_switchEthereumChain` requests, and
 * is remembered across reloads; the session ending emits `disconnect` with code 4900.
 *
 * @param parameters - {@link CreateEip155ProviderParameters}
 * @returns The provider. Its `request` rejects with {@link WalletConnectConnectorNotFoundError}
 * when there is no session or it has no eip155 account, with the wallet's error (EIP-1193 4001
 * when the user declines), or with the RPC node's error for reads.
 */
export function createEip155Provider(parameters: CreateEip155ProviderParameters): Eip1193Provider {
  const { session: owner, getRpcUrl, storage, onListenerError } = parameters
  const emitter = createEmitter<Eip1193Payloads>(onListenerError)
  let readId = 0
  const stored = storage?.get(ACTIVE_CHAIN_KEY)
  let active = typeof stored === 'string' ? (stored as CaipNetworkId) : undefined

  function chainsOf(session: WalletConnectSession): readonly CaipNetworkId[] {
    return session.caipNetworkIds.eip155 ?? []
  }

  function activeChain(session: WalletConnectSession): CaipNetworkId | undefined {
    const chains = chainsOf(session)
    return chains.find((chain) => chain === active) ?? chains[0]
  }

  function setActiveChain(caipNetworkId: CaipNetworkId) {
    if (active === caipNetworkId) return
    active = caipNetworkId
    storage?.set(ACTIVE_CHAIN_KEY, caipNetworkId)
    emitter.emit('chainChanged', toHexChainId(caipNetworkId))
  }

  // The wallet's word counts only for chains and accounts the session has.
  owner.on('chainChanged', ({ caipNetworkId }) => {
    const session = owner.getSession()
    if (session && chainsOf(session).includes(caipNetworkId)) setActiveChain(caipNetworkId)
  })
  owner.on('accountsChanged', ({ namespace, accounts }) => {
    if (namespace !== 'eip155') return
    const approved = new Set(owner.getSession()?.caipNetworkIds.eip155 ?? [])
    const addresses = accounts
      .filter((account) => /^eip155:\d{1,20}:0x[0-9a-fA-F]{40}$/.test(account))
      .filter((account) => approved.has(account.split(':', 2).join(':') as CaipNetworkId))
      .map(toAddress)
    if (addresses.length > 0) emitter.emit('accountsChanged', unique(addresses))
  })
  owner.on('sessionDeleted', () =>
    emitter.emit('disconnect', { code: 4900, message: 'Disconnected' }),
  )

  function read<result>(chainId: CaipNetworkId, method: string, params: unknown) {
    const url = getRpcUrl?.(chainId)
    if (!url) throw new WalletConnectConnectorNotFoundError(`No RPC URL for ${chainId}.`)
    readId += 1
    // Loaded with the first read: only a WalletConnect session needs it.
    return import('./readRpc.js').then(({ readRpc }) =>
      readRpc<result>({ url, id: readId, method, params, chainId }),
    )
  }

  return {
    async request<result>({ method, params }: { method: string; params?: unknown }) {
      const session = owner.getSession() ?? (await owner.restore())
      if (!session) throw new WalletConnectConnectorNotFoundError()
      const chainId = activeChain(session)
      if (!chainId)
        throw new WalletConnectConnectorNotFoundError('The session has no eip155 account.')
      if (method === 'eth_chainId') return toHexChainId(chainId) as result
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') {
        const accounts = (session.accounts.eip155 ?? []).filter((a) => a.startsWith(`${chainId}:`))
        return unique(accounts.map(toAddress)) as result
      }
      if (!WALLET_METHODS.test(method)) return read<result>(chainId, method, params)
      const result = await owner.request<result>({
        method,
        params: params as readonly unknown[] | undefined,
        chainId,
      })
      if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain') {
        const [target] = (params ?? []) as { chainId?: string }[]
        const reference = Number(target?.chainId)
        const next = `eip155:${reference}` as CaipNetworkId
        const current = owner.getSession()
        if (Number.isSafeInteger(reference) && current && chainsOf(current).includes(next))
          setActiveChain(next)
      }
      return result
    },
    on(event, listener) {
      emitter.on(event, listener as (payload: Eip1193Payloads[typeof event]) => void)
    },
    removeListener(event, listener) {
      emitter.off(event, listener as (payload: Eip1193Payloads[typeof event]) => void)
    },
  }
}

function toHexChainId(caipNetworkId: string): string {
  return `0x${Number(caipNetworkId.split(':')[1]).toString(16)}`
}

function toAddress(account: string): `0x${string}` {
  return account.split(':')[2] as `0x${string}`
}

function unique<value>(values: value[]): value[] {
  return [...new Set(values)]
}
