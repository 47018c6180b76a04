import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { OutScript, RawWitness, SigHash } from '@scure/btc-signer'
import { equalBytes, hash160 } from '@scure/btc-signer/utils.js'
import { createBip322Transactions } from './createBip322Transactions.js'

/** Parameters of {@link verifyBip322SimpleSignature}. */
export type VerifyBip322SimpleSignatureParameters = {
  /** The address's output, as `Address(network).decode` gives it. */
  output: ReturnType<typeof OutScript.decode>
  /** The signed message (its UTF-8 bytes are hashed). */
  message: string
  /** The consensus-encoded witness stack (the base64-decoded simple signature). */
  witness: Uint8Array
}

/**
 * Whether `witness` is a BIP-322 "simple" signature of `message` by the address `output` is:
 * builds `to_spend`/`to_sign` and checks the witness as the address's script would spend
 * `to_sign`'s input, under BIP-322's required rules.
 *
 * - P2WPKH: exactly `[signature, public key]`; the key compressed and hashing (HASH160) to the
 *   witness program; the signature strict DER with low S and SIGHASH_ALL, ECDSA over the BIP-143
 *   sighash.
 * - P2TR key path: exactly `[signature]`; 64 bytes (SIGHASH_DEFAULT) or 65 ending in 0x01
 *   (SIGHASH_ALL); BIP-340 Schnorr over the BIP-341 sighash with the output key. No annex.
 *
 * @returns `false` for any other output type (P2PKH has no simple form; P2WSH, P2SH and script
 * paths are not read) and for a malformed witness; never throws.
 */
export function verifyBip322SimpleSignature(
  parameters: VerifyBip322SimpleSignatureParameters,
): boolean {
  const { output, message } = parameters
  try {
    const witness = RawWitness.decode(parameters.witness)
    if (output.type === 'wpkh') {
      const [signature, publicKey] = witness
      if (witness.length !== 2 || !signature || !publicKey || publicKey.length !== 33) return false
      if (!equalBytes(hash160(publicKey), output.hash)) return false
      if (signature.at(-1) !== SigHash.ALL) return false
      const { toSign } = createBip322Transactions(OutScript.encode(output), message)
      // BIP-143: a P2WPKH input's scriptCode is the P2PKH script of its key hash.
      const scriptCode = OutScript.encode({ type: 'pkh', hash: output.hash })
      const sighash = toSign.preimageWitnessV0(0, scriptCode, SigHash.ALL, 0n)
      return secp256k1.verify(signature.subarray(0, -1), sighash, publicKey, {
        prehash: false,
        format: 'der',
        lowS: true,
      })
    }
    if (output.type === 'tr') {
      const [signature] = witness
      if (witness.length !== 1 || !signature) return false
      const hashType =
        signature.length === 64
          ? SigHash.DEFAULT
          : signature.length === 65 && signature[64] === SigHash.ALL
            ? SigHash.ALL
            : undefined
      if (hashType === undefined) return false
      const script = OutScript.encode(output)
      const { toSign } = createBip322Transactions(script, message)
      const sighash = toSign.preimageWitnessV1(0, [script], hashType, [0n])
      return schnorr.verify(signature.subarray(0, 64), sighash, output.pubkey)
    }
    return false
  } catch {
    return false
  }
}
