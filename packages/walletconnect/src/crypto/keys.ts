import { x25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils'
import { InvalidKeyError } from './errors.js'

/** Every WalletConnect key (X25519 private and public keys, symmetric keys) is 32 bytes. */
const KEY_LENGTH = 32

const keyPattern = /^[0-9a-f]{64}$/

/** An X25519 key pair, each key 32 bytes in lowercase hex without `0x`. */
export type KeyPair = { privateKey: string; publicKey: string }

/**
 * Generates an X25519 key pair, the ephemeral encryption keys of the WalletConnect protocol
 * (https://specs.walletconnect.com/2.0/specs/clients/core/crypto/crypto-keys).
 *
 * @returns `{ privateKey, publicKey }`, each 32 bytes in lowercase hex without `0x`.
 *
 * @example
 * import { generateKeyPair } from '@latch/walletconnect'
 *
 * const { privateKey, publicKey } = generateKeyPair() // publicKey goes in the session proposal
 */
export function generateKeyPair(): KeyPair {
  const privateKey = x25519.utils.randomPrivateKey()
  return {
    privateKey: bytesToHex(privateKey),
    publicKey: bytesToHex(x25519.getPublicKey(privateKey)),
  }
}

/**
 * Derives the symmetric key two peers share: the X25519 shared secret of `privateKey` and
 * `peerPublicKey`, expanded with HKDF-SHA256 (no salt, no info) to 32 bytes, as the crypto-keys
 * spec (https://specs.walletconnect.com/2.0/specs/clients/core/crypto/crypto-keys) and
 * `@walletconnect/utils`' `deriveSymKey` do. Both peers get the same key.
 *
 * @param privateKey - Own X25519 private key, 64 lowercase hex characters.
 * @param peerPublicKey - The peer's X25519 public key, 64 lowercase hex characters.
 * @returns The symmetric key, 64 lowercase hex characters. Its topic is `hashKey(symKey)`.
 * @throws {InvalidKeyError} 'Invalid WalletConnect key: <name> is not 32 bytes of lowercase hex'
 * when a key is malformed; 'Invalid WalletConnect key: the peer public key gives no shared
 * secret' for a low-order peer key.
 *
 * @example
 * import { deriveSymKey, hashKey } from '@latch/walletconnect'
 *
 * const symKey = deriveSymKey(self.privateKey, proposalResponse.responderPublicKey)
 * const sessionTopic = hashKey(symKey)
 */
export function deriveSymKey(privateKey: string, peerPublicKey: string): string {
  const privateKeyBytes = keyToBytes(privateKey, 'the private key')
  const peerPublicKeyBytes = keyToBytes(peerPublicKey, 'the peer public key')
  let sharedSecret: Uint8Array
  try {
    sharedSecret = x25519.getSharedSecret(privateKeyBytes, peerPublicKeyBytes)
  } catch (error) {
    throw new InvalidKeyError('the peer public key gives no shared secret', error)
  }
  return bytesToHex(hkdf(sha256, sharedSecret, undefined, undefined, KEY_LENGTH))
}

/**
 * SHA-256 of a key's bytes: the topic of a symmetric key, and the response topic of a public key
 * (https://specs.walletconnect.com/2.0/specs/clients/core/crypto/crypto-keys, "Sha-256 - used for
 * hashing keys into topics").
 *
 * @param key - A 32-byte key, 64 lowercase hex characters.
 * @returns The topic, 64 lowercase hex characters.
 * @throws {InvalidKeyError} 'Invalid WalletConnect key: the key is not 32 bytes of lowercase hex'.
 *
 * @example
 * import { generateSymKey, hashKey } from '@latch/walletconnect'
 *
 * const symKey = generateSymKey()
 * const pairingTopic = hashKey(symKey)
 */
export function hashKey(key: string): string {
  return bytesToHex(sha256(keyToBytes(key, 'the key')))
}

/**
 * Generates a random symmetric key, e.g. a pairing's `symKey`
 * (https://specs.walletconnect.com/2.0/specs/clients/core/crypto/crypto-keys, "random source").
 *
 * @returns 32 random bytes, 64 lowercase hex characters.
 *
 * @example
 * import { generateSymKey } from '@latch/walletconnect'
 *
 * const symKey = generateSymKey()
 */
export function generateSymKey(): string {
  return bytesToHex(randomBytes(KEY_LENGTH))
}

/**
 * SHA-256 of a message's UTF-8 bytes, as `@walletconnect/utils`' `hashMessage`: an id for a
 * relayed message, to drop the ones already seen.
 *
 * @param message - Any string (an envelope, a JSON-RPC payload).
 * @returns 64 lowercase hex characters.
 *
 * @example
 * import { hashMessage } from '@latch/walletconnect'
 *
 * if (seen.has(hashMessage(envelope))) return
 */
export function hashMessage(message: string): string {
  return bytesToHex(sha256(utf8ToBytes(message)))
}

/**
 * The bytes of a 32-byte key in lowercase hex (internal).
 *
 * @throws {InvalidKeyError} 'Invalid WalletConnect key: <name> is not 32 bytes of lowercase hex'.
 */
export function keyToBytes(key: string, name: string): Uint8Array {
  if (!keyPattern.test(key)) throw new InvalidKeyError(`${name} is not 32 bytes of lowercase hex`)
  return hexToBytes(key)
}
