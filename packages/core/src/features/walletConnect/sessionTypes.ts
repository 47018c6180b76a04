import type {
  RelaySocketConstructor,
  SignClientAuthenticateParameters,
  SignClientStorage,
} from '@latch/walletconnect'
import type { WalletConnectNamespaceProvider } from '../../adapter/types.js'
import type { CaipNetworkId, ChainNamespace } from '../../caip/types.js'
import type { createEmitter } from '../../events/createEmitter.js'
import type { Logger } from '../../logger/createLogger.js'
import type { Metadata } from '../../options/types.js'
import type {
  Eip1193Provider,
  WalletConnectNamespaces,
  WalletConnectSession,
  WalletConnectSessionEventMap,
} from './types.js'

/** Parameters of `createWalletConnectSession`. */
export type CreateWalletConnectSessionParameters = {
  /** WalletConnect project id: authenticates to the hosted relay; optional with `relayUrl`. */
  projectId?: string | undefined
  /** The relay's WebSocket URL, e.g. `'ws://127.0.0.1:8787'`. Defaults to the hosted relay. */
  relayUrl?: string | undefined
  /** The dapp as wallets show it. Defaults to the page's title and origin. */
  metadata?: Metadata | undefined
  /** Where pairings and sessions persist (Latch's safe storage). Defaults to memory. */
  storage?: SignClientStorage | undefined
  /** Storage key prefix. Defaults to `'latch'`. */
  storagePrefix?: string | undefined
  /** The HTTP JSON-RPC URL of a network, for read methods of the EIP-1193 view. */
  getRpcUrl?: ((caipNetworkId: CaipNetworkId) => string | undefined) | undefined
  /** The WebSocket constructor (Node tests pass `ws`). Defaults to `globalThis.WebSocket`. */
  WebSocket?: RelaySocketConstructor | undefined
  /** Where Latch logs. */
  logger?: Logger | undefined
  /** Loads the client. Defaults to `import('@latch/walletconnect')`, on first use. */
  loadClient?: () => Promise<Pick<typeof import('@latch/walletconnect'), 'createSignClient'>>
}

/** Parameters of `connect`. */
export type WalletConnectConnectParameters = {
  /** What to ask the wallet for, per namespace (sent as CAIP-25 optional namespaces). */
  namespaces: WalletConnectNamespaces
  /** Called with the `wc:` URI (EIP-1328) to show, and when it counts as expired (ms). */
  onUri?: ((uri: string, expiry: number) => void) | undefined
}

/** Parameters of `authenticate`. */
export type WalletConnectAuthenticateParameters = {
  /** What to ask the wallet for; one namespace, eip155 (only that is handled). */
  namespaces: WalletConnectNamespaces
  /**
   * The sign-in request (CAIP-122 fields; timestamps RFC 3339), as the WalletConnect client takes
   * it, with CAIP-2 typed chains and the ReCap methods optional.
   */
  request: Omit<SignClientAuthenticateParameters, 'chains' | 'methods' | 'optionalNamespaces'> & {
    chains: readonly CaipNetworkId[]
    /** Methods the session may use afterwards (added to the message as a ReCap). */
    methods?: readonly string[] | undefined
  }

  onUri?: ((uri: string, expiry: number) => void) | undefined
}

/** What `authenticate` resolves with. */
export type WalletConnectAuthenticateReturnType = {
  session: WalletConnectSession
  /** One per signed chain: the CACAO, the text that was signed and its signature. */
  auths: readonly {
    cacao: unknown
    message: string
    signature: string
    chainId: CaipNetworkId
    address: string
  }[]
}

/** Parameters of `request`. */
export type WalletConnectRequestParameters = {
  method: string
  params?: readonly unknown[] | object | undefined
  /** The CAIP-2 network the request is for, e.g. `'eip155:1'`. */
  chainId: CaipNetworkId
}

/** The WalletConnect session owner `createWalletConnectSession` returns. */
export type CreateWalletConnectSessionReturnType = {
  /** The current session, `undefined` when none or before `restore`. */
  getSession(): WalletConnectSession | undefined
  /**
   * Proposes a session and resolves once the wallet approves. An existing session is ended first:
   * there is one session for all namespaces.
   * @throws {RelayUnreachableError} 'Could not reach the WalletConnect relay'.
   * @throws {WalletRpcError} The wallet's error: 5000 'User rejected.' when the wallet declines.
   * @throws {WalletConnectExpiredError} 'Proposal expired' after 5 minutes.
   */
  connect(parameters: WalletConnectConnectParameters): Promise<WalletConnectSession>
  /**
   * One-click auth (WalletConnect `wc_sessionAuthenticate`, CAIP-122 with ReCaps):
   * proposes a session and a sign-in together; the wallet answers with one signed CACAO per
   * chain. On failure the session is ended and the error thrown.
   * @returns The session, and each CACAO with the exact message the wallet signed.
   */
  authenticate(
    parameters: WalletConnectAuthenticateParameters,
  ): Promise<WalletConnectAuthenticateReturnType>
  /** Loads the client and returns the session an earlier page kept, if any. */
  restore(): Promise<WalletConnectSession | undefined>
  /**
   * Ends the session with the wallet, or the session with `topic` (one approved for an attempt the
   * user walked away from). Nothing happens when there is none.
   */
  disconnect(topic?: string): Promise<void>
  /**
   * Sends a JSON-RPC request through the session.
   * @throws {WalletConnectConnectorNotFoundError} 'WalletConnectConnector not found' without one.
   * @throws {WalletRpcError} The wallet's error, e.g. `{ code: 4001 }` when the user declines.
   */
  request<result = unknown>(parameters: WalletConnectRequestParameters): Promise<result>
  /** Subscribes to wallet-side changes; returns the unsubscribe function. */
  on: ReturnType<typeof createEmitter<WalletConnectSessionEventMap>>['on']
  /**
   * The session's part in one namespace, for that namespace's adapter (one object per namespace).
   * For eip155 it is also an EIP-1193 provider on the session's active eip155 chain (its `request`
   * ignores `chainId`); for the others, requests go to the network they name.
   */
  getProvider(namespace: ChainNamespace): WalletConnectNamespaceProvider
  /** `getProvider('eip155')`, typed as the EIP-1193 provider it also is. */
  getEip155Provider(): Eip1193Provider & WalletConnectNamespaceProvider
  /** Closes the relay connection and the client's timers; the session stays stored. */
  close(): Promise<void>
}
