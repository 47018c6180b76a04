import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import type { SolanaLedger } from './createSolanaLedger.ts'

/**
 * Signs `instructions` as one v0 transaction paid by `feePayer` (plus the signers the
 * instructions carry) with the ledger's latest blockhash, and processes it in a new block, as
 * `sendTransaction` would. For tests and fixtures that act on the ledger directly.
 * @param ledger - The ledger to process it on.
 * @param feePayer - Pays the fee (5,000 lamports per signature); needs lamports.
 * @param instructions - Run in order.
 * @returns The transaction's signature (base58).
 * @throws {SolanaRpcError} -32002 when the transaction fails (see `ledger.send`).
 */
export async function sendTestInstructions(
  ledger: SolanaLedger,
  feePayer: TransactionSigner,
  instructions: readonly Instruction[],
): Promise<Signature> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(feePayer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(ledger.latestBlockhash(), draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  return ledger.send(ledger.decode(new Uint8Array(getTransactionEncoder().encode(transaction))))
}
