import { ed25519 } from '@noble/curves/ed25519'
import { expand, extract } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { getBase58Decoder } from '@solana/kit'
import { type SigningShares, withWalletSecret } from './withSigningAccount.js'

/** The HKDF `info` label of the embedded wallet's Solana key (version 1). */
export const SOLANA_KEY_INFO = 'latch:solana:ed25519:v1'

/** The embedded wallet's Solana key while it is alive (see {@link withSolanaKey}). */
export type SolanaKey = {
  /** The base58 address (the ed25519 public key). */
  address: string
  /** The 32-byte ed25519 public key. */
  publicKey: Uint8Array
  /** Signs `message` (raw bytes) with ed25519; returns the 64-byte signature. */
  sign(message: Uint8Array): Uint8Array
}

/**
 * Derives the wallet's ed25519 seed from its 32-byte secret (the secp256k1 private key the shares
 * rebuild): HKDF-SHA256 (RFC 5869) with an empty salt, `info` {@link SOLANA_KEY_INFO}, 32 bytes.
 * The label keeps the two keys independent: the ed25519 key tells nothing of the secp256k1 one.
 *
 * @param secret - The wallet's 32-byte secret.
 * Done as extract then expand so the pseudorandom key between them is zeroed (best effort: a
 * JavaScript engine may have copied it).
 *
 * @returns The 32-byte ed25519 seed (the caller zeroes it).
 */
export function deriveSolanaSeed(secret: Uint8Array): Uint8Array {
  const prk = extract(sha256, secret, new Uint8Array(0))
  try {
    return expand(sha256, prk, SOLANA_KEY_INFO, 32)
  } finally {
    prk.fill(0)
  }
}

/**
 * The wallet's Solana key from its secret (see {@link deriveSolanaSeed}); the address is base58 of
 * the ed25519 public key (RFC 8032).
 *
 * @param secret - The wallet's 32-byte secret.
 * @returns The key and `wipe`, which zeroes the seed it holds.
 */
export function solanaKeyFromSecret(secret: Uint8Array): SolanaKey & { wipe(): void } {
  const seed = deriveSolanaSeed(secret)
  const publicKey = ed25519.getPublicKey(seed)
  return {
    address: getBase58Decoder().decode(publicKey),
    publicKey,
    sign: (message) => ed25519.sign(message, seed),
    wipe: () => seed.fill(0),
  }
}

/**
 * Rebuilds the wallet's secret from the device share and the auth share (checked to derive the
 * wallet's eip155 address, as `withSigningAccount` does), derives its Solana key only for the time
 * of `use`, then zeroes the secret and the seed.
 *
 * @param shares - The eip155 address and the two shares.
 * @param use - Signs with the key; its result is returned.
 * @returns What `use` returns.
 * @throws {AuthFrameError} 4100 when a share is missing or the shares do not rebuild the address.
 */
export function withSolanaKey<result>(
  shares: SigningShares,
  use: (key: SolanaKey) => Promise<result> | result,
): Promise<result> {
  return withWalletSecret(shares, async (secret) => {
    const key = solanaKeyFromSecret(secret)
    try {
      return await use(key)
    } finally {
      key.wipe()
    }
  })
}
