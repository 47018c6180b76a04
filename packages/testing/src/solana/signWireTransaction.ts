import { ed25519 } from '@noble/curves/ed25519.js'
import { DevWalletRpcError } from '../errors/DevWalletRpcError.ts'
import type { DevSolanaKeys } from './createDevSolanaKeys.ts'

/** Reads a Solana compact-u16 ("shortvec") at `offset`: the value and the offset after it. */
function readShortVec(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) break
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return [value, offset + size + 1]
  }
  throw DevWalletRpcError.invalidParams('transaction is not a Solana wire transaction')
}

/**
 * Signs a serialized Solana transaction (https://solana.com/docs/core/transactions: signatures,
 * then the message, legacy or versioned) with `keys`: the ed25519 signature of the message bytes
 * goes in the slot of the signer whose key `keys.publicKey` is. Other signatures are kept.
 *
 * @returns The signed wire transaction (a copy) and the signature.
 * @throws {DevWalletRpcError} -32602 when the bytes are not a transaction, or it needs no
 *   signature from this key.
 */
export function signWireTransaction(
  transaction: Uint8Array,
  keys: DevSolanaKeys,
): { signedTransaction: Uint8Array; signature: Uint8Array } {
  const [signatureCount, signaturesStart] = readShortVec(transaction, 0)
  const messageStart = signaturesStart + 64 * signatureCount
  const message = transaction.subarray(messageStart)
  // A versioned message starts with 0x80 | version; the header follows.
  const headerStart = (message[0] ?? 0) & 0x80 ? 1 : 0
  const requiredSignatures = message[headerStart]
  if (requiredSignatures === undefined || requiredSignatures !== signatureCount) {
    throw DevWalletRpcError.invalidParams('transaction is not a Solana wire transaction')
  }
  const [keyCount, keysStart] = readShortVec(message, headerStart + 3)
  let index = -1
  for (let i = 0; i < Math.min(requiredSignatures, keyCount); i++) {
    const key = message.subarray(keysStart + 32 * i, keysStart + 32 * (i + 1))
    if (key.length === 32 && key.every((byte, at) => byte === keys.publicKey[at])) index = i
  }
  if (index === -1) {
    throw DevWalletRpcError.invalidParams('the transaction needs no signature from this account')
  }
  const signature = ed25519.sign(message, keys.secretKey)
  const signedTransaction = transaction.slice()
  signedTransaction.set(signature, signaturesStart + 64 * index)
  return { signedTransaction, signature }
}
