import { concatBytes } from '@noble/hashes/utils'
import { base58 } from '@scure/base'
import { RelayAuthError } from './errors.js'

const ED25519_PUBLIC_KEY_LENGTH = 32
/** The multicodec of an Ed25519 public key, 0xed as an unsigned varint. */
const ED25519_MULTICODEC = Uint8Array.of(0xed, 0x01)
/** `did:key:` then the multibase prefix of base58btc. */
const DID_KEY_PREFIX = 'did:key:z'
/** Longer input is refused before decoding (base58 decoding takes quadratic time). */
const MAX_ENCODED_LENGTH = 64

/**
 * Writes an Ed25519 public key as a did:key (https://w3c-ccg.github.io/did-method-key/):
 * `did:key:z` + base58btc(0xed 0x01 ‖ publicKey). It is the relay `client_id` and the `iss` of the
 * relay auth JWT (https://specs.walletconnect.com/2.0/specs/clients/core/relay/relay-client-auth).
 *
 * @param publicKey - The Ed25519 public key, 32 bytes.
 * @returns The DID, e.g. `'did:key:z6MkiTBz1ymuepAQ4HEHYSF1H8quG5GLVVQR3djdX3mDooWp'`.
 * @throws {RelayAuthError} 'Invalid relay auth parameter: an Ed25519 public key is 32 bytes, got <n>'.
 *
 * @example
 * import { encodeDidKey } from '@latch/walletconnect'
 *
 * encodeDidKey(ed25519.getPublicKey(seed)) // 'did:key:z6Mk…'
 */
export function encodeDidKey(publicKey: Uint8Array): string {
  if (publicKey.length !== ED25519_PUBLIC_KEY_LENGTH) {
    const details = `an Ed25519 public key is ${ED25519_PUBLIC_KEY_LENGTH} bytes, got ${publicKey.length}`
    throw new RelayAuthError({ reason: 'invalidParameter', details })
  }
  return DID_KEY_PREFIX + base58.encode(concatBytes(ED25519_MULTICODEC, publicKey))
}

/**
 * Reads the Ed25519 public key of a did:key (https://w3c-ccg.github.io/did-method-key/). Only
 * Ed25519 keys (`did:key:z6Mk…`) are accepted: they are the only kind the relay uses.
 *
 * @param did - The DID, e.g. a relay auth JWT's `iss`.
 * @returns The public key, 32 bytes.
 * @throws {RelayAuthError} 'Invalid did:key: <what>' for anything else: another method or
 * multibase, not base58btc, another key type, another length.
 *
 * @example
 * import { decodeDidKey } from '@latch/walletconnect'
 *
 * const publicKey = decodeDidKey('did:key:z6MkiTBz1ymuepAQ4HEHYSF1H8quG5GLVVQR3djdX3mDooWp')
 */
export function decodeDidKey(did: string): Uint8Array {
  if (!did.startsWith(DID_KEY_PREFIX)) {
    throw new RelayAuthError({
      reason: 'invalidDidKey',
      details: 'it does not start with "did:key:z" (base58btc)',
    })
  }
  const encoded = did.slice(DID_KEY_PREFIX.length)
  if (encoded.length > MAX_ENCODED_LENGTH) {
    throw new RelayAuthError({ reason: 'invalidDidKey', details: 'too long for a public key' })
  }
  let bytes: Uint8Array
  try {
    bytes = base58.decode(encoded)
  } catch (error) {
    throw new RelayAuthError({ reason: 'invalidDidKey', details: 'not base58btc', cause: error })
  }
  const isEd25519 =
    bytes.length === ED25519_MULTICODEC.length + ED25519_PUBLIC_KEY_LENGTH &&
    bytes[0] === ED25519_MULTICODEC[0] &&
    bytes[1] === ED25519_MULTICODEC[1]
  if (!isEd25519) {
    const details = 'not an Ed25519 public key (multicodec 0xed01, 32 bytes)'
    throw new RelayAuthError({ reason: 'invalidDidKey', details })
  }
  return bytes.slice(ED25519_MULTICODEC.length)
}
