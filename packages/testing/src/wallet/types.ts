import type { Address, EIP1193Provider } from 'viem'

/**
 * A chain the dev wallet knows, like an entry in MetaMask's network list.
 *
 * `rpcUrl` is where the wallet forwards node methods (`eth_getBalance`, `eth_call`, …) and sends
 * transactions while this chain is current; without it those requests fail with `-32603`.
 */
export type DevWalletChain = {
  /** EIP-155 chain ID, e.g. `31337`. */
  id: number
  /** Display name, e.g. `'Anvil'`. */
  name: string
  /** HTTP JSON-RPC endpoint, e.g. `'http://127.0.0.1:8545'`. */
  rpcUrl?: string
  /** The chain's native currency; `decimals` is the number of decimals of its base unit (18). */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/** Where the dev wallet persists its state: `localStorage` or anything shaped like it. */
export type DevWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * How the wallet answers the next request that would show a prompt in a real wallet:
 * `'approve'`, `'reject'` (EIP-1193 error `4001`) or `'hang'` (the request never settles, as
 * when the user leaves the prompt open).
 */
export type DevWalletApproval = 'approve' | 'reject' | 'hang'

/**
 * A dev wallet: an EIP-1193 provider (https://eips.ethereum.org/EIPS/eip-1193) plus the switches
 * a test uses to play the user.
 */
export type DevWallet = EIP1193Provider & {
  /** The selected account's checksum address (authorized or not). */
  readonly address: Address
  /** The current chain's EIP-155 ID. */
  readonly chainId: number
  /** How the next prompting request will be answered; `'approve'` unless set. */
  readonly nextApproval: DevWalletApproval
  /**
   * Sets how the next prompting request is answered. Applies once, then resets to `'approve'`.
   * Requests that prompt: `eth_requestAccounts` (when not authorized), `wallet_requestPermissions`,
   * `personal_sign`, `eth_signTypedData_v4`, `eth_sendTransaction`, `wallet_switchEthereumChain`
   * (to another known chain) and `wallet_addEthereumChain`.
   */
  setNextApproval(mode: DevWalletApproval): void
  /**
   * Switches chain from the wallet's side, as a user does in the extension: no prompt, persisted,
   * emits `chainChanged` (hex) when the chain changes. An unknown chain ID is added without an RPC
   * URL, named `Chain <id>`.
   * @throws {Error} 'Chain ID must be a positive integer, got <chainId>'
   */
  moveToChain(chainId: number): void
  /**
   * Selects the account at BIP-44 `addressIndex` `index` of the mnemonic; persisted; emits
   * `accountsChanged` when authorized.
   * @throws {Error} 'Account index must be a non-negative integer, got <index>'
   */
  selectAccount(index: number): void
  /** De-authorizes the site from the wallet's side and emits `accountsChanged` `[]`. */
  disconnectFromWallet(): void
  /**
   * Announces the wallet through EIP-6963 (https://eips.ethereum.org/EIPS/eip-6963) with
   * `devWalletInfo`, and again on every `eip6963:requestProvider`.
   * @returns A function that stops re-announcing.
   * @throws {Error} 'announce() needs a browser window' outside a browser.
   */
  announce(): () => void
}
