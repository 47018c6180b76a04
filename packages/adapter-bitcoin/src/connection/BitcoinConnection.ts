import type { AdapterAccount, WalletConnectNamespaceProvider } from '@latch/core'
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinNetworkName } from '../networks.js'

/** A connection's accounts on one network: `address` is the payment one. */
export type BitcoinConnectionAccounts = {
  network: BitcoinNetworkName
  address: string
  accounts: AdapterAccount[]
}

/**
 * A live connection, to a Wallet Standard wallet or through core's WalletConnect session: its
 * accounts as the adapter last reported them (the adapter updates them on changes), and the
 * requests that go to that wallet.
 */
export type BitcoinConnection = BitcoinConnectionAccounts & {
  /** What `getProvider` returns: the Wallet Standard wallet, or core's bip122 provider. */
  provider: Wallet | WalletConnectNamespaceProvider
  /** The Wallet Standard wallet, whose unregistering ends the connection; none for WalletConnect. */
  wallet?: Wallet
  /**
   * Signs `message` with the connection's account `address`: the signature as base64.
   * @throws {AccountNotConnectedError} when `address` is not one of the connection's accounts;
   *   the wallet's errors as `UserRejectedRequestError`, `InvalidWalletResponseError` or
   *   `WalletRequestError`.
   */
  signMessage(parameters: { address: string; message: string }): Promise<string>
  /**
   * The accounts on `target`, without a prompt.
   * @throws `ChainNotSupportedError` for `caipNetworkId` when the wallet has none there.
   */
  switchNetwork(
    target: BitcoinNetworkName,
    caipNetworkId: string,
  ): Promise<BitcoinConnectionAccounts>
  /** Tells the wallet the site disconnected (Wallet Standard only; core owns the WalletConnect session). Never throws. */
  disconnect?(): Promise<void>
  /** Stops following the wallet's events. */
  stop(): void
}

/**
 * What a connection tells the adapter after it was made, naming itself: the adapter ignores a
 * connection that is no longer its current one.
 */
export type BitcoinConnectionEvents = {
  /** The wallet's accounts changed (another account, or another network). */
  onAccounts(connection: BitcoinConnection, next: BitcoinConnectionAccounts): void
  /** The wallet (or the WalletConnect session) ended the connection. */
  onDisconnect(connection: BitcoinConnection): void
}
