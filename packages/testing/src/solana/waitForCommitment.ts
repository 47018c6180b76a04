import type { SolanaTransactionCommitment } from '@solana/wallet-standard-features'
import { DevWalletRpcError } from '../errors/DevWalletRpcError.ts'
import { requestRpc } from '../utils/requestRpc.ts'

const commitmentOrder: readonly SolanaTransactionCommitment[] = [
  'processed',
  'confirmed',
  'finalized',
]
/** How long {@link waitForCommitment} waits (ms), and how often it asks. */
const CONFIRM_TIMEOUT_MS = 30_000
const CONFIRM_POLL_MS = 250

/**
 * Waits until the node at `url` reports the transaction `signature` (base58) at `commitment` or a
 * later one (`getSignatureStatuses`, every 250 ms, 30 s at most).
 * @throws {DevWalletRpcError} -32603 'Transaction {signature} was not {commitment} in time', or
 *   the node's error.
 */
export async function waitForCommitment(
  url: string,
  signature: string,
  commitment: SolanaTransactionCommitment,
): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  while (Date.now() < deadline) {
    const { value } = await requestRpc<{
      value: ({ confirmationStatus: SolanaTransactionCommitment | null } | null)[]
    }>(url, 'getSignatureStatuses', [[signature]])
    const reached = value[0]?.confirmationStatus
    if (reached && commitmentOrder.indexOf(reached) >= commitmentOrder.indexOf(commitment)) return
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
  }
  throw new DevWalletRpcError(-32603, `Transaction ${signature} was not ${commitment} in time`)
}
