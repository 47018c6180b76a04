import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../caip/types.js'
import type { ConnectionStatus } from '../../state/types.js'
import type { WalletEntry } from '../../wallets/types.js'

/** `wcLinking`: the deep link that opened a mobile wallet with the `wc:` URI. */
export type WalletConnectLinking = {
  /** The wallet's name, e.g. `'MetaMask'`. */
  name: string
  /** The link opened, e.g. `'metamask://wc?uri=…'`. */
  href: string
}

/** The WalletConnect fields "Connection state". */
export type WalletConnectConnectionState = {
  /** The `wc:` URI (EIP-1328) shown as QR code or sent through a deep link. */
  wcUri: string | undefined
  /** When `wcUri` counts as expired, ms since the epoch (4 minutes after it came). */
  wcPairingExpiry: number | undefined
  /** The deep link used to open a mobile wallet, if one was. */
  wcLinking: WalletConnectLinking | undefined
  /** The wallet the user picked for this connection, if any (a QR scan has none). */
  recentWallet: WalletEntry | undefined
  /** Whether the last WalletConnect attempt failed. */
  wcError: boolean
  status: ConnectionStatus
}

/** What a dapp asks for in one namespace (CAIP-25 proposal namespace). */
export type WalletConnectNamespaceRequest = {
  /** CAIP-2 ids of the namespace, e.g. `['eip155:1', 'eip155:10']`. */
  chains: readonly CaipNetworkId[]
  /** JSON-RPC methods the wallet should accept, e.g. `['personal_sign']`. */
  methods: readonly string[]
  /** Events the wallet should send, e.g. `['accountsChanged', 'chainChanged']`. */
  events: readonly string[]
}

/** Namespaces a dapp asks for, e.g. `{ eip155: { chains: ['eip155:1'], methods, events } }`. */
export type WalletConnectNamespaces = Partial<Record<ChainNamespace, WalletConnectNamespaceRequest>>

/** The wallet's description of itself (untrusted: show only, check image URLs). */
export type WalletConnectPeer = {
  name: string
  description: string
  url: string
  icons: readonly string[]
}

/** An approved WalletConnect session, as Latch uses it. */
export type WalletConnectSession = {
  /** The session topic, its id for the relay. */
  topic: string
  /** Approved CAIP-10 accounts per namespace, e.g. `{ eip155: ['eip155:1:0xf39F…2266'] }`. */
  accounts: Partial<Record<ChainNamespace, readonly CaipAddress[]>>
  /** Approved CAIP-2 networks per namespace. */
  caipNetworkIds: Partial<Record<ChainNamespace, readonly CaipNetworkId[]>>
  /** The wallet. */
  peer: WalletConnectPeer
  /** When the session ends, ms since the epoch (7 days after approval). */
  expiry: number
}

/** What a {@link WalletConnectSession} reports, by event name. */
export type WalletConnectSessionEventMap = {
  /** The wallet changed the accounts of one namespace. */
  accountsChanged: { namespace: ChainNamespace; accounts: readonly CaipAddress[] }
  /** The active network of a namespace changed (by the wallet or by a switch request). */
  chainChanged: { caipNetworkId: CaipNetworkId }
  /** The wallet changed the session's namespaces (accounts or chains). */
  sessionUpdated: { session: WalletConnectSession }
  /** The session ended without the dapp asking: deleted by the wallet, or expired. */
  sessionDeleted: { topic: string; reason: 'deleted' | 'expired' }
}

/** EIP-1193 events and their listeners (https://eips.ethereum.org/EIPS/eip-1193#events-1). */
export type Eip1193EventMap = {
  accountsChanged(accounts: `0x${string}`[]): void
  /** The chain id as a hexadecimal string. */
  chainChanged(chainId: string): void
  connect(info: { chainId: string }): void
  /** Code 4900 once the session ended. */
  disconnect(error: { code: number; message: string }): void
  message(message: { type: string; data: unknown }): void
}

/** An EIP-1193 provider (https://eips.ethereum.org/EIPS/eip-1193). */
export type Eip1193Provider = {
  /** The result's type is the caller's to state, as with viem's `EIP1193RequestFn`. */
  request<result = unknown>(args: { method: string; params?: unknown }): Promise<result>
  on<event extends keyof Eip1193EventMap>(event: event, listener: Eip1193EventMap[event]): void
  removeListener<event extends keyof Eip1193EventMap>(
    event: event,
    listener: Eip1193EventMap[event],
  ): void
}

/**
 * What a namespace's provider needs of the WalletConnect session owner: the session, restoring a
 * stored one, requests for a CAIP-2 network, and its events.
 */
export type WalletConnectSessionView = {
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
