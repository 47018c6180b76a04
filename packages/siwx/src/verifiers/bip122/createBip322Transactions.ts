import { Script, Transaction } from '@scure/btc-signer'
import { bip322MessageHash } from './bip322MessageHash.js'

/** BIP-322's virtual transactions of one message and one address. */
export type Bip322Transactions = {
  /** Spends nothing real; its one output, of 0 sat, pays `message_challenge`. */
  toSpend: Transaction
  /** Spends `toSpend`'s output to an `OP_RETURN`: the transaction a simple signature satisfies. */
  toSign: Transaction
}

/** Transaction options: version 0 and the virtual input and outputs are what BIP-322 asks. */
const virtual = {
  version: 0,
  allowUnknownVersion: true,
  allowUnknownInputs: true,
  allowUnknownOutputs: true,
  disableScriptCheck: true,
}

/**
 * Builds BIP-322's `to_spend` and `to_sign` (the "simple" and "full" formats), field by field:
 *
 * - `to_spend`: nVersion 0, nLockTime 0; one input spending `0000…0000:0xFFFFFFFF` with nSequence
 *   0 and scriptSig `OP_0 PUSH32[message_hash]`; one output of 0 sat to `message_challenge`.
 * - `to_sign`: nVersion 0, nLockTime 0; one input spending `to_spend:0` with nSequence 0 and an
 *   empty scriptSig (the witness is the signature); one output of 0 sat to `OP_RETURN`.
 *
 * @param messageChallenge - The scriptPubKey of the address signing.
 * @param message - The message; its {@link bip322MessageHash} is committed to.
 * @returns {@link Bip322Transactions}; for the vectors' `bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l`
 * and "", `toSpend.id` is `c5680aa6…545a99a7` and `toSign.id` `1e9654e9…aaebaed6`.
 */
export function createBip322Transactions(
  messageChallenge: Uint8Array,
  message: string,
): Bip322Transactions {
  const toSpend = new Transaction(virtual)
  // Outputs first: btc-signer refuses new outputs once an input is finalized.
  toSpend.addOutput({ script: messageChallenge, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
  })
  const toSign = new Transaction(virtual)
  toSign.addInput({
    txid: toSpend.id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script: messageChallenge, amount: 0n },
  })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return { toSpend, toSign }
}
