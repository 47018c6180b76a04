import { secp256k1 } from '@noble/curves/secp256k1.js'
import { CompactSize, OutScript } from '@scure/btc-signer'
import { concatBytes, equalBytes, hash160, sha256x2 } from '@scure/btc-signer/utils.js'

/** Parameters of {@link verifyLegacyBitcoinSignature}. */
export type VerifyLegacyBitcoinSignatureParameters = {
  /** The address's output, as `Address(network).decode` gives it. */
  output: ReturnType<typeof OutScript.decode>
  /** The signed message (its UTF-8 bytes are hashed). */
  message: string
  /** The 65 bytes: a header, then the compact `r ‖ s`. */
  signature: Uint8Array
}

const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

/**
 * The hash legacy message signatures sign (Bitcoin Core's `signmessage`): the double SHA-256 of
 * "\x18Bitcoin Signed Message:\n", the CompactSize length of the message's UTF-8 bytes, and them.
 */
export function legacyBitcoinMessageHash(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message)
  return sha256x2(concatBytes(prefix, CompactSize.encode(BigInt(bytes.length)), bytes))
}

/**
 * Whether `signature` is a legacy "Bitcoin Signed Message" signature of `message` by the address
 * `output` is: recoverable ECDSA whose header byte carries the recovery id (`(header − 27) & 3`)
 * and how the key is written, the address then derived from the recovered key.
 *
 * - P2PKH: headers 27–30 (uncompressed key) and 31–34 (compressed), as Bitcoin Core writes them.
 * - P2WPKH: a compressed key, header 31–34 (Electrum and most wallets) or 39–42 (BIP-137).
 * - P2SH-P2WPKH: a compressed key, header 31–34 or 35–38 (BIP-137).
 *
 * High-S signatures are read as Bitcoin Core reads them (recovery, not malleability, decides).
 *
 * @returns `false` for any other output type (P2TR keys are not recoverable from a legacy
 * signature), a header outside 27–42, or a key that is not the address's; never throws.
 */
export function verifyLegacyBitcoinSignature(
  parameters: VerifyLegacyBitcoinSignatureParameters,
): boolean {
  const { output, message, signature } = parameters
  try {
    const header = signature[0]
    if (signature.length !== 65 || header === undefined || header < 27 || header > 42) return false
    const compressed = header >= 31
    // 27–34: Bitcoin Core's P2PKH headers; 35–38 and 39–42: BIP-137's P2SH-P2WPKH and P2WPKH.
    const kind = header <= 34 ? 'core' : header <= 38 ? 'sh' : 'wpkh'
    const publicKey = secp256k1.Signature.fromBytes(signature.subarray(1), 'compact')
      .addRecoveryBit((header - 27) & 3)
      .recoverPublicKey(legacyBitcoinMessageHash(message))
      .toBytes(compressed)
    const keyHash = hash160(publicKey)
    if (output.type === 'pkh') return kind === 'core' && equalBytes(keyHash, output.hash)
    if (!compressed || !(kind === 'core' || kind === output.type)) return false
    if (output.type === 'wpkh') return equalBytes(keyHash, output.hash)
    if (output.type === 'sh') {
      const redeemScript = OutScript.encode({ type: 'wpkh', hash: keyHash })
      return equalBytes(hash160(redeemScript), output.hash)
    }
    return false
  } catch {
    return false
  }
}
