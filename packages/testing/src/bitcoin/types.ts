import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { DevWalletApproval } from '../wallet/types.ts'

/** A network the dev Bitcoin wallet holds addresses on: Wallet Standard chain `bitcoin:{network}`. */
export type DevBitcoinNetwork = 'mainnet' | 'testnet'

/**
 * What an address is for, as `bitcoin:connect` asks for it
 * (https://github.com/ExodusMovement/bitcoin-wallet-standard): `payment` (P2WPKH here) or
 * `ordinals` (P2TR here).
 */
export type DevBitcoinPurpose = 'payment' | 'ordinals'

/**
 * One address the wallet shares: a Wallet Standard account plus `purpose`, which Bitcoin wallets
 * add so a dapp can tell the payment address from the ordinals one. `publicKey` is the 33-byte
 * compressed key for `payment` and the 32-byte x-only internal key for `ordinals`.
 */
export type DevBitcoinAccount = WalletAccount & { readonly purpose: DevBitcoinPurpose }

/**
 * The Latch Dev Bitcoin Wallet: a Wallet Standard wallet (https://github.com/wallet-standard/wallet-standard)
 * with the Bitcoin features `bitcoin:connect` and `bitcoin:signMessage`, plus the switches a test
 * uses to play the user.
 */
export type DevBitcoinWallet = Wallet & {
  readonly accounts: readonly DevBitcoinAccount[]
  /** The network whose addresses the wallet gives (`'testnet'` unless set). */
  readonly network: DevBitcoinNetwork
  /** The current network's addresses, authorized or not. */
  readonly addresses: { readonly payment: string; readonly ordinals: string }
  /** How the next prompting request will be answered; `'approve'` unless set. */
  readonly nextApproval: DevWalletApproval
  /**
   * Sets how the next prompting request is answered, once: `'reject'` throws a
   * `DevWalletRpcError` 4001 'User rejected the request.', `'hang'` never settles. Requests that
   * prompt: `standard:connect` and `bitcoin:connect` when not yet authorized (for every purpose
   * asked), and `bitcoin:signMessage`.
   */
  setNextApproval(mode: DevWalletApproval): void
  /**
   * Switches network from the wallet's side, as a user does in the extension: persisted; when the
   * site is authorized, emits `standard:events` `change` with the new network's accounts.
   */
  setNetwork(network: DevBitcoinNetwork): void
  /** De-authorizes the site from the wallet's side and emits `change` with no accounts. */
  disconnectFromWallet(): void
  /**
   * Registers the wallet with the page's Wallet Standard apps (`registerWallet` from
   * `@wallet-standard/wallet`), as an extension's content script does.
   * @throws {Error} 'register() needs a browser window' outside a browser.
   */
  register(): void
}
