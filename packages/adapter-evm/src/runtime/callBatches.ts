import type { AdapterTransaction, CaipNetwork, Logger } from '@latch/core'
import {
  type Config,
  getCapabilities,
  sendCalls as wagmiSendCalls,
  waitForCallsStatus,
} from '@wagmi/core'
import * as z from 'zod/mini'
import { transactionHash } from '../guard/eip1193Schemas.js'
import { InvalidWalletResponseError } from '../walletErrors.js'
import { toEvmCall } from './toEvmCall.js'

/** An EIP-5792 atomic capability status, as core reads it. */
export type AtomicStatus = 'supported' | 'ready' | 'unsupported'

/** How long `waitForCalls` waits for a batch by default (ms). */
const CALLS_TIMEOUT_MS = 120_000

// EIP-5792: the batch id is any string of at most 4,096 characters.
const batchId = z.string().check(z.minLength(1), z.maxLength(4096))
const atomicCapability = z.object({
  atomic: z.object({ status: z.enum(['supported', 'ready', 'unsupported']) }),
})

/**
 * The EIP-5792 `atomic.status` of one chain in a wallet's `wallet_getCapabilities` answer (as viem
 * gives it for that chain: `{ atomic: { status } }`); anything else, missing or unreadable, is
 * `unsupported`.
 *
 * @param capabilities - The wallet's capabilities for the chain (untrusted).
 * @example
 * readAtomicStatus({ atomic: { status: 'ready' } }) // 'ready'
 */
export function readAtomicStatus(capabilities: unknown): AtomicStatus {
  const parsed = atomicCapability.safeParse(capabilities)
  return parsed.success ? parsed.data.atomic.status : 'unsupported'
}

/**
 * Whether `error` (or one of its causes, as viem wraps them) says the wallet has no such method:
 * EIP-1193 4200 'Unsupported method', JSON-RPC -32601 'Method not found', or a message saying the
 * method is not supported / does not exist.
 */
export function isMethodUnsupportedError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 8; depth++) {
    const { code, message, details } = cause as {
      code?: unknown
      message?: unknown
      details?: unknown
    }
    if (code === 4200 || code === -32601) return true
    const text = `${typeof message === 'string' ? message : ''} ${typeof details === 'string' ? details : ''}`
    if (/not supported|does not exist|method not found|not implemented/i.test(text)) return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

/**
 * The connected wallet's atomic capability on `caipNetwork` (`wallet_getCapabilities` with the
 * chain named). Never rejects: a wallet without the method is `unsupported`; any other failure is
 * `unsupported` and logged.
 */
export async function getAtomicCapability(
  config: Config,
  logger: Logger | undefined,
  { address, caipNetwork }: { address: string; caipNetwork: CaipNetwork },
): Promise<{ atomic: AtomicStatus }> {
  try {
    const capabilities: unknown = await getCapabilities(config, {
      account: address as `0x${string}`,
      chainId: Number(caipNetwork.id),
    })
    return { atomic: readAtomicStatus(capabilities) }
  } catch (error) {
    if (!isMethodUnsupportedError(error)) {
      logger?.warn('Could not read the wallet capabilities; sending calls one by one', error)
    }
    return { atomic: 'unsupported' }
  }
}

/**
 * Sends `calls` as one EIP-5792 batch with `atomicRequired: true` (never viem's fallback to one
 * transaction per call).
 * @throws {InvalidWalletResponseError} 'The wallet sent an invalid batch id'; the wallet's error.
 */
export async function sendAtomicCalls(
  config: Config,
  { caipNetwork, calls }: { caipNetwork: CaipNetwork; calls: readonly AdapterTransaction[] },
): Promise<{ id: string }> {
  const [first] = calls
  if (!first) throw new RangeError('sendCalls needs at least one call')
  const { id } = await wagmiSendCalls(config, {
    account: first.from as `0x${string}`,
    chainId: Number(caipNetwork.id),
    calls: calls.map(toEvmCall),
    forceAtomic: true,
  })
  const parsed = batchId.safeParse(id)
  if (!parsed.success) throw new InvalidWalletResponseError('batch id', 'wallet_sendCalls')
  return { id: parsed.data }
}

/**
 * Waits for the batch `id` (`wallet_getCallsStatus` polled by viem until its status is final).
 * @returns `success` when every call ran (status 2xx), else `reverted`; the last receipt's
 *   transaction hash when it is one.
 */
export async function waitForAtomicCalls(
  config: Config,
  { id, timeout = CALLS_TIMEOUT_MS }: { caipNetwork: CaipNetwork; id: string; timeout?: number },
): Promise<{ status: 'success' | 'reverted'; transactionHash: string | undefined }> {
  const result = await waitForCallsStatus(config, { id, timeout })
  const hash = transactionHash.safeParse(result.receipts?.at(-1)?.transactionHash)
  const receiptsOk = (result.receipts ?? []).every((receipt) => receipt.status !== 'reverted')
  return {
    status: result.status === 'success' && receiptsOk ? 'success' : 'reverted',
    transactionHash: hash.success ? hash.data : undefined,
  }
}
