import type { ChainNamespace } from '../caip/types.js'
import type { DataSource } from '../data/types.js'
import type { SwapSource } from '../features/swap/types.js'
import type { Logger } from '../logger/createLogger.js'
import type { CaipNetwork } from '../networks/types.js'
import type { RpcOptions } from '../options/rpcTypes.js'
import type { StorageLike } from '../storage/createSafeStorage.js'
import type { AdapterCallBatching } from './callBatchTypes.js'
import type { AdapterTransaction, SimulationResult } from './transactionTypes.js'

/** Connector types. */
export type ConnectorType =
  | 'MULTI_CHAIN'
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'EXTERNAL'
  | 'AUTH'
  | 'WALLET_CONNECT'

/**
 * A way to connect a wallet, as an adapter discovers it. For an EIP-6963 announced
 * wallet, `id` is its rdns and `name`/`imageUrl` are what the wallet announced; for a Wallet
 * Standard wallet, `id` is derived from its name.
 *
 * A `MULTI_CHAIN` connector is made by core's Connect list, never by an adapter: one row for a wallet
 * that several adapters discovered (same name), whose `connectors` are the per-namespace ones it
 * connects together.
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
  /** For `MULTI_CHAIN` only: the wallet's connector in each namespace, in adapter order. */
  connectors?: readonly Connector[] | undefined
}

/** Account types: `eoa`, `smartAccount`, `payment` (bip122), `ordinal` (bip122). */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** One account a wallet shares in a namespace, e.g. a Bitcoin payment address. */
export type AdapterAccount = {
  address: string
  type: AccountType
  /** The account's public key as hex, when the wallet gives it (Bitcoin wallets do). */
  publicKey?: string | undefined
}

/**
 * An account an adapter connected: the active address and the wallet's current chain id (a number
 * for eip155, the CAIP-2 reference otherwise), plus every account the wallet shared
 * (`allAccounts`; absent means just `address` as an `eoa`).
 */
export type AdapterConnection = {
  address: string
  chainId: number | string
  accounts?: readonly AdapterAccount[] | undefined
}

export type { AdapterCallBatching } from './callBatchTypes.js'
export type {
  AdapterTransaction,
  BalanceChange,
  SimulationResult,
} from './transactionTypes.js'

/**
 * The provider core's WalletConnect session gives an adapter for its namespace (one
 * session shared by every namespace). For eip155 it is also an EIP-1193 provider; for the other
 * namespaces, requests name the CAIP-2 network they are for (e.g. `solana_signMessage`).
 */
export type WalletConnectNamespaceProvider = {
  /**
   * Sends a request to the wallet for `chainId`.
   * @throws The wallet's error (code 4001 or 5000 when the user declines), or
   *   `WalletConnectConnectorNotFoundError` when there is no session.
   */
  request<result>(parameters: {
    method: string
    params?: unknown
    chainId: `${ChainNamespace}:${string}`
  }): Promise<result>
  /** The session's CAIP-10 accounts in this namespace, restoring a stored session first. */
  getAccounts(): Promise<readonly `${ChainNamespace}:${string}:${string}`[]>
  /** Tells `listener` when the session ends; returns the unsubscribe function. */
  onDisconnect(listener: () => void): () => void
}

/** What an adapter reports when the wallet changes on its own. */
export type AdapterEvent =
  | {
      type: 'accountChanged'
      address: string
      /** Every account the wallet now shares; absent: just `address`. */
      accounts?: readonly AdapterAccount[] | undefined
    }
  | { type: 'chainChanged'; chainId: number | string }
  | { type: 'disconnect' }
  | { type: 'connectorsChanged' }

/** What core hands an adapter once, when the client is created. */
export type AdapterSetupParameters = {
  /** The integrator's networks of this adapter's namespace. */
  networks: readonly CaipNetwork[]
  logger: Logger
  /**
   * Core's one storage wrapper, as raw strings: reads give `null` when storage is blocked
   * or absent, writes never throw (failures are logged). Adapters hand it to the libraries that
   * keep their own state (wagmi) instead of `localStorage`.
   */
  storage: StorageLike
  /**
   * Core's WalletConnect session, when WalletConnect is on: `getProvider()` is its view for this
   * adapter's namespace, which the adapter connects through as the connector with id
   * `walletConnect`. For eip155 it is an EIP-1193 provider; see {@link WalletConnectNamespaceProvider}.
   * `undefined` until core has loaded its WalletConnect part, which it does before it asks the
   * adapter to connect or reconnect through WalletConnect.
   */
  walletConnect?: { getProvider(): WalletConnectNamespaceProvider | undefined } | undefined
  /**
   * The embedded wallet (email login), given to every adapter when an `authUrl` is
   * configured: `getProvider()` is its EIP-1193 provider (requests go to the secure frame, under
   * its allow-list), the same one for every namespace. The eip155 adapter uses it as it is; the
   * solana adapter sends it the frame's `solana_*` methods (`solana_getAccounts`,
   * `solana_signMessage`, `solana_signAndSendTransaction`, each with its `chainId`); an adapter of
   * another namespace ignores it. An adapter connects through it as the connector with id `ID_AUTH`
   * and must not list it among its connectors (the Connect view's email form is its entry).
   */
  embeddedWallet?: { getProvider(): unknown } | undefined
  /**
   * The integrator's `rpcRanking`, `hostedRpc` and `projectId` options as given (core hands its
   * options object): how the adapter reads its networks over JSON-RPC (see {@link RpcOptions}).
   * Unchecked: an adapter that uses them checks them when it first reads a network.
   */
  rpc?: (RpcOptions & { projectId?: string | undefined }) | undefined
}

/**
 * The contract every ecosystem adapter implements. Core's flows talk to wallets only
 * through it. Methods reject with the wallet's own error (EIP-1193 code 4001 for a user rejection);
 * core turns those into the spec's messages.
 */
export interface ChainAdapter extends AdapterCallBatching {
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
   * runs as a Safe App ("In a Safe app the Safe connector is chosen automatically"). Core
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
  /**
   * Signs a UTF-8 message; resolves with the signature in the namespace's encoding: eip155 `0x` hex
   * (`personal_sign`), solana base58 (an ed25519 signature, `solana:signMessage`), bip122 base64
   * (a BIP-322 simple signature, or the legacy one some wallets give).
   */
  signMessage(parameters: { message: string; address: string }): Promise<string>
  /**
   * Sends `transaction` through the wallet and resolves once the network accepted it.
   * @returns The transaction hash (eip155 `0x` hex) or signature (solana base58).
   * @throws {UnsupportedChainError} 'Unsupported chain' in namespaces without sending.
   */
  sendTransaction(transaction: AdapterTransaction): Promise<string>
  /**
   * The network fee `transaction` would cost, from the network's RPC.
   * @returns `fee` in the smallest unit (wei, lamports, satoshis) of the network's native currency.
   * @throws {UnsupportedChainError} 'Unsupported chain' in namespaces without sending.
   */
  estimateFee(transaction: AdapterTransaction): Promise<{ fee: bigint }>
  /**
   * Simulates `transactions` in order, one after another in one block on the latest state (so an
   * approval then a swap are previewed together), as `from`, without signing anything (EVM:
   * `eth_simulateV1` with asset-change tracing). Never asks the wallet.
   * @returns The sender's balance changes, `reverted` with the reason, or `unavailable` when the RPC
   *   has no simulation. Rejects only on a network failure.
   */
  simulateTransactions?(parameters: {
    caipNetwork: CaipNetwork
    from: string
    transactions: readonly AdapterTransaction[]
  }): Promise<SimulationResult>
  /**
   * Waits until the transaction `hash` (eip155 hash, solana signature) is included, polling the
   * network's RPC.
   * @returns `success`, or `reverted` when it was mined but failed.
   * @throws The RPC's error, or a timeout error after `timeout` ms (default 120,000).
   */
  waitForTransaction?(parameters: {
    caipNetwork: CaipNetwork
    hash: string
    timeout?: number
  }): Promise<{ status: 'success' | 'reverted' }>
  /**
   * Resolves a name the user typed as a recipient (EVM: an ENS name such as `vitalik.eth`) on
   * `caipNetwork` (EVM: mainnet or Sepolia ENS, else the network's own).
   * @returns The address, or `undefined` when the name has none or the network has no names.
   */
  resolveName?(parameters: { caipNetwork: CaipNetwork; name: string }): Promise<string | undefined>
  /**
   * An address the user typed (the check passed), in the namespace's canonical form (EVM:
   * `0x` added, EIP-55 checksummed).
   * @returns The address, or `undefined` when it is not a valid one (EVM: mixed case with a wrong
   *   EIP-55 checksum, i.e. a typo). Absent: addresses are used as typed.
   */
  normalizeAddress?(address: string): Promise<string | undefined>
  /**
   * Whether the adapter has its own swap source on `caipNetwork` (EVM: Uniswap V3 contracts the
   * integrator configured), answered without loading it.
   */
  hasSwapSource?(caipNetwork: CaipNetwork): boolean
  /** The adapter's own swap source (a lazy chunk); core calls it only when the Swap view opens. */
  loadSwapSource?(): Promise<SwapSource>
  /**
   * Reads a decimal amount the user typed, e.g. `parseUnits('1.5', 9)` is `1500000000n`.
   * @throws {LatchError} 'Invalid amount' when `value` is not a plain non-negative decimal or has
   *   more fraction digits than `decimals`.
   */
  parseUnits(value: string, decimals: number): bigint
  /** Writes an amount in smallest units as a decimal, e.g. `formatUnits(1500000000n, 9)` is `'1.5'`. */
  formatUnits(value: bigint, decimals: number): string
  /**
   * Asks the wallet to switch; EVM adds the chain first when the wallet does not know it.
   * @throws {ChainNotSupportedError} 'Chain is not supported' when switching and adding fail.
   */
  switchNetwork(parameters: { caipNetwork: CaipNetwork }): Promise<void>
  /**
   * The connected wallet's provider, or `undefined`: EIP-1193 for eip155, the Wallet Standard
   * wallet for solana and bip122.
   */
  getProvider(): unknown
  /**
   * The adapter's own data source over the network's RPC, with no hosted service:
   * token balances, activity, NFTs, identity, as far as the namespace has them. Loaded on first use
   * (a lazy chunk), so it costs nothing at start-up; core calls it only once the Account view needs
   * data.
   */
  loadDataSource?(): Promise<DataSource>
  /**
   * Whether the data source can find a name for accounts on `caipNetwork` (EVM: the network has
   * ENS), answered without loading it: core skips the identity lookup, and the data chunk, where
   * there is none. Absent means "maybe".
   */
  hasIdentity?(caipNetwork: CaipNetwork): boolean
  /**
   * Starts loading what connecting needs (e.g. a lazy chunk); called once the modal has opened
   * when `getConnectors()` lists an installed wallet (else what connecting needs loads on first use).
   */
  preload?(): Promise<void>
  /** Told when the integrator adds or removes networks of this namespace (`addNetwork`). */
  setNetworks?(networks: readonly CaipNetwork[]): void
}
