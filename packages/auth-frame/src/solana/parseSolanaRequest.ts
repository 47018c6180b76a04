import type { AuthFrameSolanaNetwork } from '@latch/core/auth-frame'
import { getBase58Encoder } from '@solana/kit'
import * as z from 'zod/mini'
import { AuthFrameError, errorCodes, unauthorized } from '../errors/AuthFrameError.js'
import { isTransactionMessage } from './readSolanaTransaction.js'

const base58 = (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[1-9A-HJ-NP-Za-km-z]+$/))
const chainId = z.string().check(z.regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32,44}$/))

/** A message to sign is at most this long, in bytes (a wallet's, not a transaction's). */
export const MAX_MESSAGE_BYTES = 8_192

const signMessageParams = z.object({
  // base58 writes up to ~1.37 characters per byte.
  message: base58(Math.ceil(MAX_MESSAGE_BYTES * 1.4)),
  pubkey: base58(44),
  chainId,
})
const transactionParams = z.object({
  // A wire transaction is at most 1,232 bytes: 1,644 base64 characters.
  transaction: z.string().check(z.minLength(4), z.maxLength(1_644), z.regex(/^[A-Za-z0-9+/]+=*$/)),
  chainId,
})

/** The unsafe Solana methods the frame answers. */
export type SolanaUnsafeMethod =
  | 'solana_signMessage'
  | 'solana_signTransaction'
  | 'solana_signAndSendTransaction'

/** A validated unsafe Solana request and the `init` network it is for. */
export type SolanaRequest = { network: AuthFrameSolanaNetwork } & (
  | { method: 'solana_signMessage'; message: Uint8Array; pubkey: string }
  | {
      method: 'solana_signTransaction' | 'solana_signAndSendTransaction'
      transaction: string
    }
)

const invalid = (message: string) =>
  new AuthFrameError(errorCodes.invalidParams, `Invalid params: ${message}`)

/**
 * Validates an unsafe Solana request's params (untrusted, from the host) and finds its network
 * among the `init` ones by its CAIP-2 `chainId` (`solana:{reference}`).
 *
 * @param method - One of {@link SolanaUnsafeMethod}.
 * @param params - `{ message, pubkey, chainId }` (base58) or `{ transaction, chainId }` (base64).
 * @param networks - The `init` Solana networks.
 * @throws {AuthFrameError} -32602 'Invalid params: expected { message, pubkey, chainId }',
 *   'Invalid params: expected { transaction, chainId }', 'Invalid params: the message is not
 *   base58' or 'Invalid params: unknown chainId solana:…'; 4100 'This message is a transaction:
 *   it must be signed as one.' when the bytes read as a transaction message (legacy or v0).
 */
export function parseSolanaRequest(
  method: SolanaUnsafeMethod,
  params: unknown,
  networks: readonly AuthFrameSolanaNetwork[],
): SolanaRequest {
  const networkOf = (id: string) => {
    const network = networks.find((known) => `solana:${known.reference}` === id)
    if (!network) throw invalid(`unknown chainId ${id}`)
    return network
  }
  if (method === 'solana_signMessage') {
    const parsed = signMessageParams.safeParse(params)
    if (!parsed.success) throw invalid('expected { message, pubkey, chainId }')
    const network = networkOf(parsed.data.chainId)
    let message: Uint8Array
    try {
      message = new Uint8Array(getBase58Encoder().encode(parsed.data.message))
    } catch {
      throw invalid('the message is not base58')
    }
    if (message.length > MAX_MESSAGE_BYTES) throw invalid('the message is too long')
    if (isTransactionMessage(message))
      throw unauthorized('This message is a transaction: it must be signed as one.')
    return { method, network, message, pubkey: parsed.data.pubkey }
  }
  const parsed = transactionParams.safeParse(params)
  if (!parsed.success) throw invalid('expected { transaction, chainId }')
  return { method, network: networkOf(parsed.data.chainId), transaction: parsed.data.transaction }
}
