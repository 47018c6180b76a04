import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { WalletWithFeatures } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import type { DevWalletApproval } from '../wallet/types.ts'

/** A Solana cluster the dev Solana wallet knows: Wallet Standard chain `solana:{cluster}`. */
export type DevSolanaChain =
  | 'solana:mainnet'
  | 'solana:devnet'
  | 'solana:testnet'
  | 'solana:localnet'

/**
 * The Latch Dev Solana Wallet: a Wallet Standard wallet
 * (https://github.com/wallet-standard/wallet-standard) with the standard connect, disconnect and
 * events features and the Solana signing features of `@solana/wallet-standard-features`, plus the
 * switches a test uses to play the user.
 */
export type DevSolanaWallet = WalletWithFeatures<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
> & {
  /** The selected account's base58 address (authorized or not). */
  readonly address: string
  /** How the next prompting request will be answered; `'approve'` unless set. */
  readonly nextApproval: DevWalletApproval
  /**
   * Sets how the next prompting request is answered, once: `'reject'` throws a
   * `DevWalletRpcError` 4001 'User rejected the request.', `'hang'` never settles. Requests that
   * prompt: `standard:connect` when not yet authorized (never with `silent`), and each call of
   * `solana:signMessage`, `solana:signTransaction` and `solana:signAndSendTransaction`.
   */
  setNextApproval(mode: DevWalletApproval): void
  /**
   * Selects the account of key index `index` (see `createDevSolanaKeys`), as a user does in the
   * extension: persisted; when the site is authorized, emits `change` with the new account.
   * @throws {Error} 'Account index must be a non-negative integer, got <index>'
   */
  selectAccount(index: number): void
  /** De-authorizes the site from the wallet's side and emits `change` with no accounts. */
  disconnectFromWallet(): void
  /**
   * Registers the wallet with the page's Wallet Standard apps (`registerWallet` from
   * `@wallet-standard/wallet`), as an extension's content script does.
   * @throws {Error} 'register() needs a browser window' outside a browser.
   */
  register(): void
}
