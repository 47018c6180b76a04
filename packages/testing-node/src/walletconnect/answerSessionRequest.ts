import type { DevWallet } from '@latch/testing'
import { DevWalletRpcError } from '@latch/testing'
import type { TestWalletKitError } from './types.ts'

/** The methods the test wallet approves in sessions and answers. */
const answeredMethods = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])

export type AnswerSessionRequestParameters = {
  /** The signing backend; its chain is moved to `chainId` first. */
  wallet: DevWallet
  /** The JSON-RPC request the dapp sent over the session. */
  request: { method: string; params?: unknown }
  /** The CAIP-2 chain the request is for, e.g. `'eip155:31337'`. */
  chainId: string
  /** `'reject'` answers as a user declining the prompt. */
  answer: 'approve' | 'reject'
}

export type AnswerSessionRequestReturnType = { result: unknown } | { error: TestWalletKitError }

/**
 * Answers one WalletConnect session request (`wc_sessionRequest`) the way the dev wallet answers
 * the same EIP-1193 call on `chainId`: `personal_sign` (EIP-191), `eth_signTypedData_v4`
 * (EIP-712), `eth_sendTransaction` (signed locally, sent to the chain's `rpcUrl`),
 * `wallet_switchEthereumChain` (EIP-3326) and `wallet_addEthereumChain` (EIP-3085).
 *
 * Errors are EIP-1193 / EIP-1474 error objects, as WalletConnect relays them to the dapp: 4001
 * 'User rejected the request.' when `answer` is `'reject'`, 4200 'The Provider does not support
 * the requested method.' for any other method, 4902 for an unknown chain, -32602 for malformed
 * params, the node's own error for a refused transaction, -32603 '<message>' for anything else.
 *
 * @param parameters - {@link AnswerSessionRequestParameters}
 * @returns `{ result }` or `{ error }`, the body of the JSON-RPC response; never throws.
 *
 * @example
 * const answer = await answerSessionRequest({
 *   wallet,
 *   request: { method: 'personal_sign', params: ['0x68656c6c6f', wallet.address] },
 *   chainId: 'eip155:31337',
 *   answer: 'approve',
 * })
 * // { result: '0x…' }
 */
export async function answerSessionRequest(
  parameters: AnswerSessionRequestParameters,
): Promise<AnswerSessionRequestReturnType> {
  const { wallet, request, chainId, answer } = parameters
  try {
    if (answer === 'reject') throw DevWalletRpcError.userRejected()
    if (!answeredMethods.has(request.method)) throw DevWalletRpcError.unsupportedMethod()
    const reference = Number(chainId.replace(/^eip155:/, ''))
    if (!Number.isSafeInteger(reference) || reference <= 0) {
      throw DevWalletRpcError.invalidParams(`expected an eip155 chain, got ${chainId}`)
    }
    wallet.moveToChain(reference)
    const result = await wallet.request(request as Parameters<DevWallet['request']>[0])
    return { result: result ?? null }
  } catch (error) {
    if (!(error instanceof DevWalletRpcError)) {
      return {
        error: { code: -32603, message: error instanceof Error ? error.message : String(error) },
      }
    }
    const { code, message, data } = error
    if (data === undefined) return { error: { code, message } }
    // WalletConnect types error data as a string; node errors carry hex revert data.
    return {
      error: { code, message, data: typeof data === 'string' ? data : JSON.stringify(data) },
    }
  }
}
