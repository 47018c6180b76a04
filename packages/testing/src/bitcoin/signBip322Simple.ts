import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { RawTx, RawWitness, Script, SigHash, Transaction } from '@scure/btc-signer'

/** The BIP-340 tag of BIP-322's message hash. */
const tag = sha256(utf8ToBytes('BIP0322-signed-message'))

/**
 * BIP-322's `message_hash`: the BIP-340 tagged hash `sha256(sha256(tag) ‖ sha256(tag) ‖ message)`
 * with tag `BIP0322-signed-message`, of the message bytes as they are (no length prefix).
 *
 * @example
 * bip322MessageHash(new Uint8Array()) // c90c269c…ae19f1, the BIP's vector for ""
 */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  return sha256(concatBytes(tag, tag, message))
}

/** What {@link signBip322Simple} signs with: the address's script and how to sign for it. */
export type Bip322Signer =
  /** A P2WPKH address: `script` is `OP_0 <20-byte key hash>`, signed with ECDSA (RFC 6979). */
  | { type: 'p2wpkh'; script: Uint8Array; privateKey: Uint8Array }
  /**
   * A P2TR address spent by its key path: `internalKey` is the 32-byte x-only key the output key
   * tweaks (BIP-86, no script tree); signed with BIP-340 Schnorr and zero auxiliary randomness, so
   * the signature is deterministic.
   */
  | { type: 'p2tr'; script: Uint8Array; internalKey: Uint8Array; privateKey: Uint8Array }

/**
 * Signs `message` the BIP-322 "simple" way (https://github.com/bitcoin/bips/blob/master/bip-0322.mediawiki):
 * builds the virtual `to_spend` transaction (version 0, one input spending `000…000:FFFFFFFF` with
 * scriptSig `OP_0 PUSH32[message_hash]`, one 0-value output paying the address's script) and
 * `to_sign` (version 0, spending `to_spend:0` with sequence 0, one 0-value `OP_RETURN` output),
 * signs `to_sign`'s input with SIGHASH_ALL (SIGHASH_DEFAULT for Taproot), and returns its witness
 * stack, consensus-encoded. Base64 of these bytes is the simple signature.
 *
 * @param parameters.message - The message bytes (UTF-8 text for a sign-in message).
 * @param parameters.signer - The address's script and key, see {@link Bip322Signer}.
 * @returns The serialized witness stack, e.g. 107 bytes for P2WPKH (`02 47 <sig+01> 21 <pubkey>`).
 */
export function signBip322Simple(parameters: {
  message: Uint8Array
  signer: Bip322Signer
}): Uint8Array {
  const { message, signer } = parameters
  const toSpend = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [
      {
        txid: new Uint8Array(32),
        index: 0xffffffff,
        finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
        sequence: 0,
      },
    ],
    outputs: [{ amount: 0n, script: signer.script }],
    witnesses: [],
    lockTime: 0,
  })
  // A txid is the double SHA-256 of the serialization, byte-reversed for display and for `txid`.
  const toSpendId = sha256(sha256(toSpend)).reverse()
  const toSign = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true })
  toSign.addInput({
    txid: toSpendId,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: signer.script, amount: 0n },
    ...(signer.type === 'p2tr' ? { tapInternalKey: signer.internalKey } : {}),
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  if (signer.type === 'p2tr') {
    toSign.signIdx(signer.privateKey, 0, [SigHash.DEFAULT], new Uint8Array(32))
  } else {
    toSign.signIdx(signer.privateKey, 0, [SigHash.ALL])
  }
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: the signed input has no witness')
  return RawWitness.encode(witness)
}
