import type { SIWXSession } from '@latch/core'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { solanaChainReference } from './solanaChainReference.js'

/** Parameters of {@link verifySolanaSignature}; values of any type are refused, not thrown on. */
export type VerifySolanaSignatureParameters = {
  /** The CAIP-2 network, e.g. `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`: it must be a Solana one. */
  chainId: unknown
  /** The signer: base58 of its 32-byte ed25519 public key. */
  address: unknown
  /** The text that was signed; its UTF-8 bytes are the signed message. */
  message: unknown
  /** Base58 of the 64-byte ed25519 signature. */
  signature: unknown
}

/**
 * Whether `signature` is `address`'s ed25519 signature (RFC 8032, strict verification: ZIP-215's
 * leniency off) of the UTF-8 bytes of `message`, as Solana wallets sign messages
 * (`solana:signMessage`), on a Solana network (`createSolanaVerifier().verify`, loaded when first
 * needed). Both base58 values must be canonical (re-encoding gives the same text) and of the right
 * length; `message` must be well-formed UTF-16 (a lone surrogate has no UTF-8).
 *
 * @returns `false` for a wrong or malformed signature, key, network or message; never throws.
 */
export function verifySolanaSignature(parameters: VerifySolanaSignatureParameters): boolean {
  const { chainId, address, message, signature } = parameters
  try {
    if (
      solanaChainReference(chainId) === undefined ||
      typeof address !== 'string' ||
      typeof message !== 'string' ||
      typeof signature !== 'string' ||
      !/^[1-9A-HJ-NP-Za-km-z]{1,44}$/.test(address) ||
      !/^[1-9A-HJ-NP-Za-km-z]{1,88}$/.test(signature) ||
      /\p{Cs}/u.test(message)
    ) {
      return false
    }
    const publicKey = base58.decode(address)
    const bytes = base58.decode(signature)
    if (publicKey.length !== 32 || bytes.length !== 64) return false
    if (base58.encode(publicKey) !== address || base58.encode(bytes) !== signature) return false
    return ed25519.verify(bytes, new TextEncoder().encode(message), publicKey, { zip215: false })
  } catch {
    return false
  }
}

/**
 * {@link verifySolanaSignature} of a sign-in session (`createSolanaVerifier().verify`, loaded when first needed): the
 * network and address are `session.data`'s `chainId` and `accountAddress`.
 *
 * @param session - The signed sign-in.
 * @returns `false` for a wrong or malformed signature, key, network or message; never throws for
 * them.
 */
export function verifySolanaSession({ data, message, signature }: SIWXSession): boolean {
  const { chainId, accountAddress: address } = data ?? {}
  return verifySolanaSignature({ chainId, address, message, signature })
}
