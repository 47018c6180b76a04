import { tagSchnorr } from '@scure/btc-signer/utils.js'

/**
 * BIP-322's `message_hash`: the BIP-340 tagged hash `sha256(sha256(tag) ‖ sha256(tag) ‖ m)` with
 * tag "BIP0322-signed-message" and `m` the UTF-8 bytes of `message`, no length prefix.
 *
 * @returns 32 bytes; `""` hashes to `c90c269c…70ae19f1` (BIP-322's test vector).
 */
export function bip322MessageHash(message: string): Uint8Array {
  return tagSchnorr('BIP0322-signed-message', new TextEncoder().encode(message))
}
