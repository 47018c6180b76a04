import type { AdapterTransaction } from '@latch/core'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionSigner,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../tokenPrograms.js'
import { InvalidTokenMintError } from './errors.js'
import type { SolanaRpc } from './rpcFor.js'

/** A transfer as core asks for it: `value` lamports, or `value` base units of `token`. */
export type Transfer = Pick<AdapterTransaction, 'to' | 'value' | 'token'>

/** The sender's token account an SPL transfer draws from. */
export type TokenSource = {
  mint: Address
  /** The sender's associated token account of `mint`. */
  tokenAccount: Address
  decimals: number
}

/** An unsigned transaction, ready for a wallet to sign. */
export type UnsignedTransfer = {
  /** The wire transaction with an empty signature slot for the sender. */
  transaction: Uint8Array
  /** The compiled message, base64: what `getFeeForMessage` prices. */
  messageBase64: string
  /** The sender's token accounts the SPL transfers draw from, in order. */
  tokenSources: readonly TokenSource[]
}

/** Reads an account's owner and lamports only. */
const NO_DATA = { encoding: 'base64', dataSlice: { offset: 0, length: 0 } } as const

/**
 * A v0 transaction from `from` (the fee payer and only signer) with a fresh blockhash, holding
 * each transfer in order: a System Program transfer of lamports, or an SPL `transferChecked` from
 * the sender's associated token account to the recipient's, for SPL Token or Token-2022 (the
 * mint's owner says which), preceded by the recipient's `createAssociatedTokenIdempotent` (the
 * sender paying its rent) when that account does not exist yet. A Token-2022 mint with a transfer
 * hook is not supported (the transfer fails on chain).
 * @throws {InvalidTokenMintError} 'The token is not an SPL token mint'.
 * @throws The kit's error when an address is not one, or the RPC's.
 */
export async function buildUnsignedTransaction(
  rpc: SolanaRpc,
  from: string,
  transfers: readonly Transfer[],
): Promise<UnsignedTransfer> {
  const feePayer = createNoopSigner(address(from))
  const [{ value: latest }, ...built] = await Promise.all([
    rpc.getLatestBlockhash().send(),
    ...transfers.map((transfer) => transferInstructions(rpc, feePayer, transfer)),
  ])
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(feePayer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(latest, draft),
    (draft) =>
      appendTransactionMessageInstructions(
        built.flatMap((entry) => entry.instructions),
        draft,
      ),
  )
  const compiled = compileTransaction(message)
  return {
    transaction: new Uint8Array(getTransactionEncoder().encode(compiled)),
    messageBase64: getBase64Decoder().decode(compiled.messageBytes),
    tokenSources: built.flatMap((entry) => (entry.tokenSource ? [entry.tokenSource] : [])),
  }
}

async function transferInstructions(
  rpc: SolanaRpc,
  sender: TransactionSigner,
  { to, value, token }: Transfer,
): Promise<{ instructions: Instruction[]; tokenSource?: TokenSource }> {
  const recipient = address(to)
  if (!token) {
    const amount = lamports(value)
    return {
      instructions: [getTransferSolInstruction({ source: sender, destination: recipient, amount })],
    }
  }
  const mint = address(token.address)
  // Both programs' associated accounts, so that one read finds the mint's program and whether
  // the recipient's account exists.
  const accountsOf = async (tokenProgram: Address) => {
    const [[source], [destination]] = await Promise.all([
      findAssociatedTokenPda({ owner: sender.address, mint, tokenProgram }),
      findAssociatedTokenPda({ owner: recipient, mint, tokenProgram }),
    ])
    return { tokenProgram, source, destination }
  }
  const candidates = await Promise.all([accountsOf(TOKEN_PROGRAM), accountsOf(TOKEN_2022_PROGRAM)])
  const { value: found } = await rpc
    .getMultipleAccounts([mint, ...candidates.map((candidate) => candidate.destination)], NO_DATA)
    .send()
  const index = candidates.findIndex((candidate) => candidate.tokenProgram === found[0]?.owner)
  const chosen = candidates[index]
  if (!chosen) throw new InvalidTokenMintError(token.address)
  const { tokenProgram: program, source, destination } = chosen
  const destinationExists = Boolean(found[index + 1])
  const config = { programAddress: program }
  const transfer = getTransferCheckedInstruction(
    { source, mint, destination, authority: sender, amount: value, decimals: token.decimals },
    config,
  )
  const create = getCreateAssociatedTokenIdempotentInstruction({
    payer: sender,
    ata: destination,
    owner: recipient,
    mint,
    tokenProgram: program,
  })
  return {
    instructions: destinationExists ? [transfer] : [create, transfer],
    tokenSource: { mint, tokenAccount: source, decimals: token.decimals },
  }
}
