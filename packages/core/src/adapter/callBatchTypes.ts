import type { CaipNetwork } from '../networks/types.js'
import type { AdapterTransaction } from './transactionTypes.js'

/**
 * The EIP-5792 batch methods of the adapter contract (`ChainAdapter` extends it): an adapter whose
 * wallets can run several calls atomically after one approval (EVM: `wallet_getCapabilities`,
 * `wallet_sendCalls`, `wallet_getCallsStatus`). All optional: without them core sends one
 * transaction at a time.
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
