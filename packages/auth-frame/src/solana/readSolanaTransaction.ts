import {
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import { AuthFrameError, errorCodes, unauthorized } from '../errors/AuthFrameError.js'

/** The System program. */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** The SPL Token program. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** The SPL Token-2022 program. */
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/** One instruction of a transaction, as the approval describes it. */
export type SolanaInstruction =
  | { type: 'solTransfer'; from: string; to: string; lamports: bigint }
  | {
      type: 'tokenTransfer'
      program: string
      source: string
      destination: string
      authority: string
      amount: bigint
      /** `TransferChecked` names the mint and its decimals (checked by the program). */
      checked?: { mint: string; decimals: number }
    }
  | { type: 'program'; program: string }

/** A wire transaction the wallet is asked to sign, read. */
export type SolanaTransaction = {
  /** The signed message's bytes (what the signature covers). */
  messageBytes: Uint8Array
  /** The accounts the message names itself (fee payer first). */
  staticAccounts: string[]
  /** Those the transaction may write (the fee payer first). */
  writable: string[]
  instructions: SolanaInstruction[]
}

const invalid = (message: string) =>
  new AuthFrameError(errorCodes.invalidParams, `Invalid params: ${message}`)

const u64 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
const u32 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true)

/** Finds a System `Transfer` or an SPL `Transfer`/`TransferChecked` (anything else: its program). */
function readInstruction(
  program: string,
  accounts: (string | undefined)[],
  data: Uint8Array,
): SolanaInstruction {
  const other = { type: 'program', program } as const
  if (accounts.some((account) => account === undefined)) return other
  const [a, b, c, d] = accounts as string[]
  if (program === SYSTEM_PROGRAM && data.length === 12 && u32(data, 0) === 2 && a && b)
    return { type: 'solTransfer', from: a, to: b, lamports: u64(data, 4) }
  if (program !== TOKEN_PROGRAM && program !== TOKEN_2022_PROGRAM) return other
  if (data[0] === 3 && data.length === 9 && a && b && c)
    return {
      type: 'tokenTransfer',
      program,
      source: a,
      destination: b,
      authority: c,
      amount: u64(data, 1),
    }
  if (data[0] === 12 && data.length === 10 && a && b && c && d)
    return {
      type: 'tokenTransfer',
      program,
      source: a,
      destination: c,
      authority: d,
      amount: u64(data, 1),
      checked: { mint: b, decimals: data[9] as number },
    }
  return other
}

/**
 * Reads a base64 wire transaction (legacy or v0) the wallet is asked to sign, and refuses one it
 * must not: the fee payer must be `wallet`, and no other account may have to sign.
 *
 * @param base64 - The wire transaction (signatures, then the message).
 * @param wallet - The wallet's base58 address.
 * @returns The message bytes, its accounts and its instructions.
 * @throws {AuthFrameError} -32602 'Invalid params: not a Solana transaction' or 'Invalid params:
 *   unsupported transaction version'; 4100 'The fee payer is not this wallet.' or 'The transaction
 *   needs another signer.'
 */
export function readSolanaTransaction(base64: string, wallet: string): SolanaTransaction {
  let messageBytes: Uint8Array
  let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
  try {
    const bytes = getBase64Encoder().encode(base64)
    messageBytes = new Uint8Array(getTransactionDecoder().decode(bytes).messageBytes)
    message = getCompiledTransactionMessageDecoder().decode(messageBytes)
  } catch (cause) {
    throw Object.assign(invalid('not a Solana transaction'), { cause })
  }
  if (message.version !== 'legacy' && message.version !== 0)
    throw invalid('unsupported transaction version')
  const { header, staticAccounts } = message
  if (staticAccounts[0] !== wallet) throw unauthorized('The fee payer is not this wallet.')
  if (header.numSignerAccounts !== 1) throw unauthorized('The transaction needs another signer.')
  const signers = header.numSignerAccounts
  const writable = staticAccounts.filter((_, index) =>
    index < signers
      ? index < signers - header.numReadonlySignerAccounts
      : index < staticAccounts.length - header.numReadonlyNonSignerAccounts,
  )
  const instructions = message.instructions.map((instruction) =>
    readInstruction(
      staticAccounts[instruction.programAddressIndex] ?? '',
      (instruction.accountIndices ?? []).map((index) => staticAccounts[index]),
      new Uint8Array(instruction.data ?? []),
    ),
  )
  return { messageBytes, staticAccounts, writable, instructions }
}
