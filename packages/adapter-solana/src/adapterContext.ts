import type { CaipNetwork, Logger, WalletConnectNamespaceProvider } from '@latch/core'
import type { Wallets } from '@wallet-standard/app'
import type { ConnectionState } from './connection/createConnectionState.js'
import type { SolanaWalletEntry } from './discovery/listSolanaWallets.js'
import type { SolanaRuntime } from './runtime/index.js'

/**
 * What one Solana adapter's actions share: its connection, what core gave it at setup, the page's
 * Wallet Standard registry and its lazy runtime. Made at start-up by `createSolanaAdapter`; the
 * actions (a lazy chunk) read and change it.
 */
export type SolanaAdapterContext = {
  /** The adapter's connection and its listeners. */
  state: ConnectionState
  /** The integrator's Solana networks (setup, then `setNetworks`). */
  networks: readonly CaipNetwork[]
  logger?: Logger | undefined
  /** Core's WalletConnect session, when WalletConnect is on. */
  walletConnect?: { getProvider(): WalletConnectNamespaceProvider | undefined } | undefined
  /**
   * Core's embedded wallet, when it is on: `getProvider()` is its EIP-1193 provider, which the
   * adapter connects through as `ID_AUTH` (see `toEmbeddedNamespaceProvider`).
   */
  embeddedWallet?: { getProvider(): unknown } | undefined
  /** How long `reconnect` waits for a silent `standard:connect` (ms). */
  reconnectTimeout: number
  /** The Wallet Standard registry wallets are discovered in. */
  wallets(): Pick<Wallets, 'get' | 'on'>
  /** The listed Solana wallets now (none when reading the registry throws). */
  listed(): SolanaWalletEntry[]
  /** Loads `@solana/kit` and the programs' instructions (one load, tried again after a failure). */
  loadRuntime(): Promise<SolanaRuntime>
}
