import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getTransferCheckedInstruction, getTransferInstruction } from '@solana-program/token'

/** A blockhash for tests that never reach a node (any 32 bytes, base58). */
export const TEST_BLOCKHASH = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N' as Blockhash

/** For tests: an unsigned base64 wire transaction paid by `feePayer` running `instructions`. */
export function wireTransaction(
  feePayer: string,
  instructions: Instruction[],
  blockhash: { blockhash: Blockhash; lastValidBlockHeight: bigint } = {
    blockhash: TEST_BLOCKHASH,
    lastValidBlockHeight: 100n,
  },
): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(feePayer as Address, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

/** For tests: a System transfer of `lamports` from `from` to `to`. */
export const solTransfer = (from: string, to: string, lamports: bigint) =>
  getTransferSolInstruction({
    source: createNoopSigner(from as Address),
    destination: to as Address,
    amount: lamports,
  })

/** For tests: an SPL `TransferChecked` of `amount` base units of `mint`. */
export const tokenTransferChecked = (parameters: {
  source: string
  mint: string
  destination: string
  authority: string
  amount: bigint
  decimals: number
}) =>
  getTransferCheckedInstruction({
    source: parameters.source as Address,
    mint: parameters.mint as Address,
    destination: parameters.destination as Address,
    authority: createNoopSigner(parameters.authority as Address),
    amount: parameters.amount,
    decimals: parameters.decimals,
  })

/** For tests: an SPL `Transfer` (no mint named) of `amount` base units. */
export const tokenTransfer = (parameters: {
  source: string
  destination: string
  authority: string
  amount: bigint
}) =>
  getTransferInstruction({
    source: parameters.source as Address,
    destination: parameters.destination as Address,
    authority: createNoopSigner(parameters.authority as Address),
    amount: parameters.amount,
  })
