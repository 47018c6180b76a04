import type { ChainNamespace } from '../caip/types.js'
import type { Logger } from '../logger/createLogger.js'
import type { CaipNetwork } from '../networks/types.js'
import type { StorageLike } from '../storage/createSafeStorage.js'

/** Connector types of spec §3. */
export type ConnectorType =
  | 'MULTI_CHAIN'
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'EXTERNAL'
  | 'AUTH'
  | 'WALLET_CONNECT'

/**
 * A way to connect a wallet, as an adapter discovers it (spec §3). For an EIP-6963 announced
 * wallet, `id` is its rdns and `name`/`imageUrl` are what the wallet announced.
 */
export type Connector = {
  id: string
  type: ConnectorType
  name: string
  /** Untrusted, wallet-supplied; shown only when it is an `http(s):` or `data:image/` URL. */
  imageUrl?: string | undefined
  rdns?: string | undefined
  chain: ChainNamespace
  /** Whether the wallet is present in this browser (announced or injected). */
  installed: boolean
}

/** An account an adapter connected: the address and the wallet's current chain id. */
export type AdapterConnection = { address: string; chainId: number | string }

/** What an adapter reports when the wallet changes on its own. */
export type AdapterEvent =
  | { type: 'accountChanged'; address: string }
  | { type: 'chainChanged'; chainId: number | string }
  | { type: 'disconnect' }
  | { type: 'connectorsChanged' }

/** What core hands an adapter once, when the client is created. */
export type AdapterSetupParameters = {
  /** The integrator's networks of this adapter's namespace. */
  networks: readonly CaipNetwork[]
  logger: Logger
  /**
   * Core's one storage wrapper (spec §8), as raw strings: reads give `null` when storage is blocked
   * or absent, writes never throw (failures are logged). Adapters hand it to the libraries that
   * keep their own state (wagmi) instead of `localStorage`.
   */
  storage: StorageLike
  /**
   * Core's WalletConnect session, when WalletConnect is on: its namespace view is an EIP-1193
   * provider (eip155) the adapter connects through as the connector with id `walletConnect`.
   */
  walletConnect?: { getEip155Provider(): unknown } | undefined
}

/**
 * The contract every ecosystem adapter implements (DESIGN.md §1). Core's flows talk to wallets only
 * through it. Methods reject with the wallet's own error (EIP-1193 code 4001 for a user rejection);
 * core turns those into the spec's messages.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /** Called once by the client before anything else. Must not touch the network. */
  setup(parameters: AdapterSetupParameters): void
  /** Connectors currently discovered (announced wallets, injected wallet…). */
  getConnectors(): readonly Connector[]
  /** Subscribes to wallet-side changes; returns the unsubscribe function. */
  subscribe(listener: (event: AdapterEvent) => void): () => void
  /** Asks the wallet to connect; resolves with its account and chain. */
  connect(parameters: { connectorId: string; caipNetwork: CaipNetwork }): Promise<AdapterConnection>
  /** Restores a previous connection without prompting; `undefined` when the wallet forgot the site. */
  reconnect(parameters: { connectorId: string }): Promise<AdapterConnection | undefined>
  /**
   * The connector the page's environment chooses by itself, e.g. the Safe connector when the page
   * runs as a Safe App (spec §4 "In a Safe app the Safe connector is chosen automatically"). Core
   * asks once at start, only when no connection status is stored, and then connects it through
   * `reconnect` (never a prompt), like a stored connection.
   * @returns The id of a connector `getConnectors()` lists by then, or `undefined`; resolves within
   * the adapter's own short timeout. A rejection is logged and treated as `undefined`.
   */
  detectAutoConnector?(): Promise<string | undefined>
  disconnect(): Promise<void>
  /**
   * Native balance from the network's RPC.
   * @returns `balance` as a decimal string in whole units (ether, not wei), and the symbol.
   */
  getBalance(parameters: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<{ balance: string; symbol: string }>
  /**
   * Calls `onNewBlock` whenever the network has a new block (EVM: `eth_blockNumber` polled at the
   * transport's interval, 4,000 ms by default), so the balance stays current when the host app or
   * another tab sends a transaction. Core watches only the connected account's active network.
   * @returns Stops watching.
   */
  watchNewBlocks?(parameters: { caipNetwork: CaipNetwork; onNewBlock: () => void }): () => void
  /** Signs a UTF-8 message (EVM: `personal_sign`); resolves with the signature as hex. */
  signMessage(parameters: { message: string; address: string }): Promise<string>
  /**
   * Asks the wallet to switch; EVM adds the chain first when the wallet does not know it.
   * @throws {ChainNotSupportedError} 'Chain is not supported' when switching and adding fail.
   */
  switchNetwork(parameters: { caipNetwork: CaipNetwork }): Promise<void>
  /** The connected wallet's provider (EIP-1193 for EVM), or `undefined`. */
  getProvider(): unknown
  /** Starts loading what connecting needs (e.g. a lazy chunk); called when the modal opens. */
  preload?(): Promise<void>
  /** Told when the integrator adds or removes networks of this namespace (`addNetwork`). */
  setNetworks?(networks: readonly CaipNetwork[]): void
}
