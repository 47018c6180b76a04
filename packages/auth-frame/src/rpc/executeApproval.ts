import { type Address, type Hash, type Hex, isHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { waitForTransactionReceipt } from 'viem/actions'
import type { Eip155Approval } from '../approval/createApprovalQueue.js'
import { toFrameSmartAccount } from '../smartAccount/toFrameSmartAccount.js'
import {
  type PreparedSend,
  signAndSend,
  waitForBundleTransaction,
} from '../smartAccount/userOperations.js'
import type { createCallsRegistry } from './createCallsRegistry.js'
import type { NetworkClient } from './createNetworkClients.js'
import { executeUnsafeRequest } from './executeUnsafeRequest.js'
import { type Call, callAsTransaction } from './parseUnsafeRequest.js'

/** How long an EOA batch waits for each call's receipt before the next (ms). */
const RECEIPT_TIMEOUT_MS = 60_000

/**
 * A queued request as the frame keeps it: the owner (EOA) that must sign, whether it goes through
 * the smart account, and for smart-account sends the user operation prepared before it showed.
 */
export type QueuedRequest = Eip155Approval & {
  owner: Address
  viaSmartAccount: boolean
  prepared: PreparedSend | undefined
}

/**
 * Runs an approved request with the owner's key (alive only during the call):
 * - EOA: as {@link executeUnsafeRequest}; `wallet_sendCalls` sends each call as its own
 *   transaction in order and answers `{ id }` (a random 32-byte id kept in `calls`);
 * - smart account: `personal_sign` / `eth_signTypedData_v4` through the account (4337: ERC-7739,
 *   wrapped in ERC-6492 while undeployed; 7702: the EOA's own signature, which
 *   `Simple7702Account`'s ERC-1271 checks); sends sign and send the prepared user operation:
 *   `eth_sendTransaction` waits (60 s) for its receipt and answers the bundle transaction's hash,
 *   `wallet_sendCalls` answers `{ id }` (the user operation hash), `eth_sendUserOperation` the
 *   user operation hash.
 *
 * @param queued - The approved request.
 * @param key - The owner's local account.
 * @param calls - Where EIP-5792 bundles are recorded for `wallet_getCallsStatus`.
 * @throws The node's, bundler's or paymaster's JSON-RPC error.
 */
export async function executeApproval(
  queued: QueuedRequest,
  key: PrivateKeyAccount,
  calls: ReturnType<typeof createCallsRegistry>,
): Promise<unknown> {
  const { request, network } = queued
  const config = network.network.smartAccount
  if (!queued.viaSmartAccount || !config) {
    if (request.method !== 'wallet_sendCalls') return executeUnsafeRequest(request, key, network)
    return sendCallsInTurn(request.calls, key, network, calls)
  }
  if (request.method === 'personal_sign' || request.method === 'eth_signTypedData_v4') {
    if (config.type === '7702') return executeUnsafeRequest(request, key, network)
    const account = await toFrameSmartAccount(
      (await network.trusted) ?? network.client,
      config.type,
      key,
    )
    if (request.method === 'eth_signTypedData_v4') return account.signTypedData(request.typedData)
    return account.signMessage({
      message: isHex(request.message) ? { raw: request.message } : request.message,
    })
  }
  if (!queued.prepared) throw new Error('The user operation was not prepared.')
  const hash = await signAndSend(network, queued.prepared, key)
  if (request.method === 'eth_sendTransaction') return waitForBundleTransaction(network, hash)
  if (request.method === 'wallet_sendCalls') return calls.addUserOperation(network, hash)
  return hash
}

/**
 * EOA `wallet_sendCalls`: each call as its own transaction, the next prepared only once the
 * previous one's receipt is in (60 s each). Stops at the first call that fails or reverts; the
 * sent hashes are recorded under one id, with status 500 when a call failed.
 *
 * @returns `{ id }` once the first call was sent.
 * @throws The node's JSON-RPC error when the first call cannot be sent.
 */
async function sendCallsInTurn(
  batch: readonly Call[],
  key: PrivateKeyAccount,
  network: NetworkClient,
  calls: ReturnType<typeof createCallsRegistry>,
): Promise<{ id: Hex }> {
  const hashes: Hash[] = []
  let incomplete = false
  for (const call of batch) {
    const transaction = callAsTransaction(call)
    try {
      const hash = await executeUnsafeRequest(
        { method: 'eth_sendTransaction', transaction },
        key,
        network,
      )
      hashes.push(hash)
      const receipt = await waitForTransactionReceipt((await network.trusted) ?? network.client, {
        hash,
        timeout: RECEIPT_TIMEOUT_MS,
      })
      if (receipt.status !== 'success') {
        incomplete = hashes.length < batch.length
        break
      }
    } catch (error) {
      if (hashes.length === 0) throw error
      incomplete = true
      break
    }
  }
  return calls.addTransactions(network, hashes, incomplete)
}
