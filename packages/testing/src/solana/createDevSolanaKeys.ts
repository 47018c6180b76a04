import { ed25519 } from '@noble/curves/ed25519.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base58 } from '@scure/base'

/** An ed25519 key pair of the dev Solana wallet and its base58 address (the public key). */
export type DevSolanaKeys = { secretKey: Uint8Array; publicKey: Uint8Array; address: string }

/**
 * The dev Solana wallet's key at `index`: the ed25519 secret key is SHA-256 of the fixed test seed
 * text `latch dev solana wallet {index}` (public, never for real funds); the address is the
 * base58 public key, as Solana writes addresses.
 *
 * @param index - A non-negative integer; account 0 is `devSolanaWalletAddress`.
 * @throws {Error} 'Account index must be a non-negative integer, got <index>'
 */
export function createDevSolanaKeys(index: number): DevSolanaKeys {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new Error(`Account index must be a non-negative integer, got ${index}`)
  }
  const secretKey = sha256(new TextEncoder().encode(`latch dev solana wallet ${index}`))
  const publicKey = ed25519.getPublicKey(secretKey)
  return { secretKey, publicKey, address: base58.encode(publicKey) }
}

/**
 * The address of the dev Solana wallet's first account (`createDevSolanaKeys(0)`), so tests and the
 * demo know it without deriving it.
 */
export const devSolanaWalletAddress = 'AWKs9FeCQdDwUkBmQHLJeC2oXtpzinr1VyXLZ2wUch9c'
