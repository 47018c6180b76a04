import { signature } from '@solana/kit'
import { TransactionTimeoutError } from './errors.js'
import type { SolanaRpc } from './rpcFor.js'

/** How often the status is asked for: a few slots. */
const POLL_INTERVAL = 1_000

/**
 * Polls `getSignatureStatuses` until the transaction `hash` (a base58 signature) is `confirmed` or
 * `finalized`.
 * @param timeout - How long to wait, in ms.
 * @returns `reverted` when it landed with an error, else `success`.
 * @throws {TransactionTimeoutError} 'Transaction was not confirmed in time' after `timeout` ms.
 * @throws The kit's error when `hash` is not a signature, or the RPC's.
 */
export async function waitForSignature(
  rpc: SolanaRpc,
  hash: string,
  timeout: number,
): Promise<{ status: 'success' | 'reverted' }> {
  const deadline = Date.now() + timeout
  const signatures = [signature(hash)]
  for (;;) {
    const {
      value: [status],
    } = await rpc.getSignatureStatuses(signatures).send()
    const level = status?.confirmationStatus
    if (level === 'confirmed' || level === 'finalized') {
      return { status: status?.err ? 'reverted' : 'success' }
    }
    const left = deadline - Date.now()
    if (left <= 0) throw new TransactionTimeoutError(hash, timeout)
    await new Promise((resolve) => setTimeout(resolve, Math.min(POLL_INTERVAL, left)))
  }
}
