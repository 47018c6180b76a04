import { chacha20poly1305 } from '@noble/ciphers/chacha'
import { bytesToHex, concatBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils'
import { base64 } from '@scure/base'
import { EnvelopeError } from './errors.js'
import { keyToBytes } from './keys.js'

const IV_LENGTH = 12
const PUBLIC_KEY_LENGTH = 32
const TAG_LENGTH = 16

const utf8Decoder = new TextDecoder('utf-8', { fatal: true })

/** Parameters of {@link encodeEnvelope}. */
export type EncodeEnvelopeParameters = {
  /** The topic's symmetric key, 64 lowercase hex characters. */
  symKey: string
  /** The plaintext, usually a JSON-RPC payload; sealed as UTF-8 (a lone surrogate becomes U+FFFD). */
  message: string
  /** `0` (default): both peers hold `symKey`. `1`: the peer derives it from `senderPublicKey`. */
  type?: 0 | 1
  /** Own X25519 public key, 64 lowercase hex characters; required for type 1, ignored for type 0. */
  senderPublicKey?: string
  /** The 12-byte ChaCha20 nonce. Defaults to 12 random bytes; set it only for test vectors. */
  iv?: Uint8Array
}

/** Parameters of {@link decodeEnvelope}. */
export type DecodeEnvelopeParameters = {
  /** The symmetric key: the topic's, or for type 1 the one derived from the sender public key. */
  symKey: string
  /** The envelope, standard base64 with padding, as the relay delivers it. */
  encoded: string
}

/** What {@link readEnvelope} finds in an envelope's header. */
export type ReadEnvelopeReturnType =
  | { type: 0 }
  | {
      type: 1
      /** The sender's X25519 public key, 64 lowercase hex characters. */
      senderPublicKey: string
    }

/**
 * Seals a message in a WalletConnect envelope
 * (https://specs.walletconnect.com/2.0/specs/clients/core/crypto/crypto-envelopes): ChaCha20-Poly1305
 * under `symKey`, serialized as `type (1 byte) ‖ [senderPublicKey (32 bytes), type 1 only] ‖
 * iv (12 bytes) ‖ ciphertext ‖ tag (16 bytes)`, in standard padded base64 — byte for byte what
 * `@walletconnect/utils`' `encrypt` writes for the same `iv`.
 *
 * @param parameters - {@link EncodeEnvelopeParameters}
 * @returns The envelope, standard base64 with padding: the `message` of an `irn_publish`.
 * @throws {EnvelopeError} 'WalletConnect envelope type 1 needs the sender public key';
 * 'Unsupported WalletConnect envelope type <n>' for a type other than 0 and 1;
 * 'Malformed WalletConnect envelope: the iv must be 12 bytes, got <n>'.
 * @throws {InvalidKeyError} 'Invalid WalletConnect key: …' for a malformed `symKey` or
 * `senderPublicKey`.
 *
 * @example
 * import { encodeEnvelope } from '@latch/walletconnect'
 *
 * const message = encodeEnvelope({ symKey, message: JSON.stringify(request) })
 */
export function encodeEnvelope(parameters: EncodeEnvelopeParameters): string {
  const { symKey, message, type = 0, senderPublicKey, iv = randomBytes(IV_LENGTH) } = parameters
  if (type !== 0 && type !== 1) throw new EnvelopeError({ reason: 'unsupportedType', type })
  if (iv.length !== IV_LENGTH) {
    const details = `the iv must be ${IV_LENGTH} bytes, got ${iv.length}`
    throw new EnvelopeError({ reason: 'malformed', details })
  }
  let header: Uint8Array = Uint8Array.of(type)
  if (type === 1) {
    if (senderPublicKey === undefined) throw new EnvelopeError({ reason: 'missingSenderPublicKey' })
    header = concatBytes(header, keyToBytes(senderPublicKey, 'the sender public key'))
  }
  const sealed = chacha20poly1305(keyToBytes(symKey, 'the symKey'), iv).encrypt(
    utf8ToBytes(message),
  )
  return base64.encode(concatBytes(header, iv, sealed))
}

/**
 * Opens a WalletConnect envelope of type 0 or 1
 * (https://specs.walletconnect.com/2.0/specs/clients/core/crypto/crypto-envelopes). For type 1,
 * read the sender public key with {@link readEnvelope} first and pass the key derived from it.
 * Any `encoded` that is not such an envelope sealed under `symKey` throws an {@link EnvelopeError},
 * never another error.
 *
 * @param parameters - {@link DecodeEnvelopeParameters}
 * @returns The plaintext (UTF-8).
 * @throws {EnvelopeError} 'Malformed WalletConnect envelope: <what>' (not base64, too short, the
 * plaintext not UTF-8); 'Unsupported WalletConnect envelope type <n>' (e.g. 2, the unencrypted
 * type); 'WalletConnect envelope could not be decrypted' (wrong key, tampered bytes).
 * @throws {InvalidKeyError} 'Invalid WalletConnect key: the symKey is not 32 bytes of lowercase hex'.
 *
 * @example
 * import { decodeEnvelope } from '@latch/walletconnect'
 *
 * const payload = JSON.parse(decodeEnvelope({ symKey, encoded: data.message }))
 */
export function decodeEnvelope(parameters: DecodeEnvelopeParameters): string {
  const { iv, sealed } = parseEnvelope(parameters.encoded)
  const key = keyToBytes(parameters.symKey, 'the symKey')
  let plaintext: Uint8Array
  try {
    plaintext = chacha20poly1305(key, iv).decrypt(sealed)
  } catch (error) {
    throw new EnvelopeError({ reason: 'decryptionFailed', cause: error })
  }
  try {
    return utf8Decoder.decode(plaintext)
  } catch (error) {
    throw new EnvelopeError({
      reason: 'malformed',
      details: 'the plaintext is not UTF-8',
      cause: error,
    })
  }
}

/**
 * Reads an envelope's type and, for type 1, the sender's public key, without decrypting: what a
 * client needs to pick or derive the key for {@link decodeEnvelope}
 * (https://specs.walletconnect.com/2.0/specs/clients/core/crypto/crypto-envelopes).
 *
 * @param encoded - The envelope, standard base64 with padding.
 * @returns `{ type: 0 }` or `{ type: 1, senderPublicKey }` (64 lowercase hex characters).
 * @throws {EnvelopeError} 'Malformed WalletConnect envelope: <what>'; 'Unsupported WalletConnect
 * envelope type <n>'.
 *
 * @example
 * import { decodeEnvelope, deriveSymKey, readEnvelope } from '@latch/walletconnect'
 *
 * const envelope = readEnvelope(data.message)
 * const symKey =
 *   envelope.type === 1 ? deriveSymKey(self.privateKey, envelope.senderPublicKey) : topicSymKey
 * const payload = decodeEnvelope({ symKey, encoded: data.message })
 */
export function readEnvelope(encoded: string): ReadEnvelopeReturnType {
  const envelope = parseEnvelope(encoded)
  if (envelope.type === 0) return { type: 0 }
  return { type: 1, senderPublicKey: bytesToHex(envelope.senderPublicKey) }
}

type ParsedEnvelope = { iv: Uint8Array; sealed: Uint8Array } & (
  | { type: 0 }
  | { type: 1; senderPublicKey: Uint8Array }
)

function parseEnvelope(encoded: string): ParsedEnvelope {
  let bytes: Uint8Array
  try {
    bytes = base64.decode(encoded)
  } catch (error) {
    throw new EnvelopeError({ reason: 'malformed', details: 'not padded base64', cause: error })
  }
  const type = bytes[0]
  if (type === undefined) throw new EnvelopeError({ reason: 'malformed', details: 'empty' })
  if (type !== 0 && type !== 1) throw new EnvelopeError({ reason: 'unsupportedType', type })
  const ivStart = type === 1 ? 1 + PUBLIC_KEY_LENGTH : 1
  const sealedStart = ivStart + IV_LENGTH
  const minimumLength = sealedStart + TAG_LENGTH
  if (bytes.length < minimumLength) {
    const details = `type ${type} needs at least ${minimumLength} bytes, got ${bytes.length}`
    throw new EnvelopeError({ reason: 'malformed', details })
  }
  const iv = bytes.subarray(ivStart, sealedStart)
  const sealed = bytes.subarray(sealedStart)
  if (type === 0) return { type, iv, sealed }
  return { type, senderPublicKey: bytes.subarray(1, ivStart), iv, sealed }
}
