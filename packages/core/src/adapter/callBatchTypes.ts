import type { CaipNetwork } from '../networks/types.js'
import type { AdapterTransaction } from './transactionTypes.js'

/**
 * The EIP-5792 methods of the adapter contract (`ChainAdapter` extends it): an adapter whose
 * wallets can run several calls atomically after one approval (EVM: `wallet_getCapabilities`,
 * `wallet_sendCalls`, `wallet_getCallsStatus`), and read the wallet's capabilities and assets
 * (ERC-7811 `wallet_getAssets`). All optional: without them core sends one transaction at a time
 * and reads balances from its data sources.
 */
export type AdapterCallBatching = {
  /**
   * The connected wallet's EIP-5792 atomic-batch capability on `caipNetwork`
   * (`wallet_getCapabilities`, its `atomic.status` for the network's chain): `supported` (the
   * wallet runs calls atomically), `ready` (it can, after upgrading the account, e.g. EIP-7702),
   * else `unsupported`. Asks the wallet (no prompt).
   * @returns `unsupported` also when the wallet lacks the method (EIP-1193 4200, JSON-RPC -32601,
   *   "not supported") or answers something unreadable; never rejects for those (other failures
   *   are logged).
   */
  getCapabilities?(parameters: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<{ atomic: 'supported' | 'ready' | 'unsupported' }>
  /**
   * The connected wallet's whole EIP-5792 `wallet_getCapabilities` answer for `address`, every
   * chain it names (no chain filter): by hex chain id (`'0x1'`; `'0x0'` for all chains), each the
   * capabilities by name (e.g. `atomic`, ERC-7811 `assetDiscovery`). Asks the wallet (no prompt).
   * Core reads it once per connection and validates it.
   * @returns The answer as the wallet gave it (untrusted), or `undefined` when the wallet lacks the
   *   method (EIP-1193 4200, JSON-RPC -32601, "not supported").
   * @throws The wallet's other errors (core logs them and keeps no capabilities).
   */
  getWalletCapabilities?(parameters: { address: string }): Promise<unknown>
  /**
   * The account's assets on `caipNetwork` as the wallet knows them (ERC-7811 `wallet_getAssets`
   * with `[{ account: address, chainFilter: [hex chain id] }]`). Core asks only when the wallet's
   * capabilities declare `assetDiscovery: { supported: true }` for the chain, and validates the
   * answer (by hex chain id, entries `{ address, balance, type, metadata }`).
   * @returns The answer as the wallet gave it (untrusted).
   * @throws The wallet's error (core then reads the balances from its other sources).
   */
  getAssets?(parameters: { address: string; caipNetwork: CaipNetwork }): Promise<unknown>
  /**
   * Sends `calls` as one EIP-5792 batch (`wallet_sendCalls` v2.0.0 with `atomicRequired: true`):
   * the wallet asks the user once and runs them all or none, in order. All from the same sender on
   * `caipNetwork`.
   * @returns The batch id the wallet gave (for `waitForCalls`), once it accepted the batch.
   * @throws The wallet's error (EIP-1193 4001 when the user declines; EIP-5792 5760 'Atomicity is
   *   not supported').
   */
  sendCalls?(parameters: {
    caipNetwork: CaipNetwork
    calls: readonly AdapterTransaction[]
  }): Promise<{ id: string }>
  /**
   * Waits until the batch `id` (from `sendCalls`) is done, polling `wallet_getCallsStatus`.
   * @returns `success`, or `reverted` when it failed on chain (or the wallet failed it), and the
   *   hash of the transaction that carried it (its last receipt's), when the wallet reports one.
   * @throws The wallet's error (EIP-5792 5730 for an unknown id), or a timeout error after
   *   `timeout` ms (default 120,000).
   */
  waitForCalls?(parameters: {
    caipNetwork: CaipNetwork
    id: string
    timeout?: number
  }): Promise<{ status: 'success' | 'reverted'; transactionHash: string | undefined }>
}
