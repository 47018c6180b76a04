import { type Address, getBase58Decoder } from '@solana/kit'
import type { LedgerTransaction } from './createSolanaLedger.ts'
import { parseInstruction } from './parseInstruction.ts'

/**
 * A processed transaction as `getTransaction` gives it with `json` or `jsonParsed` encoding
 * (https://solana.com/docs/rpc/http/gettransaction): signatures (base58) and the message. With
 * `json`, account keys are addresses and instructions compiled (`programIdIndex`, account indices,
 * base58 data); with `jsonParsed`, account keys are `{ pubkey, signer, writable, source }` and
 * instructions parsed where this server knows them ({@link parseInstruction}).
 * @param entry - The ledger's record of the transaction.
 * @param encoding - `json` or `jsonParsed`.
 */
export function toJsonTransaction(entry: LedgerTransaction, encoding: 'json' | 'jsonParsed') {
  const { message } = entry
  const base58 = getBase58Decoder()
  const keys = message.staticAccounts
  // Version 1 messages (not yet on mainnet) are listed without their instructions.
  const compiled = 'instructions' in message ? message.instructions : []
  const header = message.header
  const signers = header.numSignerAccounts
  const isWritable = (index: number) =>
    index < signers
      ? index < signers - header.numReadonlySignerAccounts
      : index < keys.length - header.numReadonlyNonSignerAccounts
  const common = {
    recentBlockhash: 'lifetimeToken' in message ? message.lifetimeToken : null,
    ...(message.version === 'legacy' ? {} : { addressTableLookups: [] }),
  }
  const parsedMessage =
    encoding === 'jsonParsed'
      ? {
          accountKeys: keys.map((pubkey, index) => ({
            pubkey,
            signer: index < signers,
            writable: isWritable(index),
            source: 'transaction',
          })),
          instructions: compiled.map((instruction) =>
            parseInstruction({
              programId: keys[instruction.programAddressIndex] as Address,
              accounts: (instruction.accountIndices ?? []).map((index) => keys[index] as Address),
              data: new Uint8Array(instruction.data ?? []),
            }),
          ),
        }
      : {
          accountKeys: keys,
          header: {
            numRequiredSignatures: header.numSignerAccounts,
            numReadonlySignedAccounts: header.numReadonlySignerAccounts,
            numReadonlyUnsignedAccounts: header.numReadonlyNonSignerAccounts,
          },
          instructions: compiled.map((instruction) => ({
            programIdIndex: instruction.programAddressIndex,
            accounts: instruction.accountIndices ?? [],
            data: base58.decode(instruction.data ?? new Uint8Array()),
            stackHeight: null,
          })),
        }
  return {
    // Every signature of a processed transaction is present (the ledger checks).
    signatures: Object.values(entry.transaction.signatures).map((signature) =>
      base58.decode(signature ?? new Uint8Array(64)),
    ),
    message: { ...parsedMessage, ...common },
  }
}
