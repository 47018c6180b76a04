import {
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
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
  /**
   * Changes who controls an account or its tokens: System `Assign`, `AssignWithSeed`, `Allocate`,
   * `AllocateWithSeed` (`assign`); SPL `Approve`/`ApproveChecked` (`approve`), `SetAuthority`,
   * `CloseAccount`.
   */
  | {
      type: 'authority'
      program: string
      kind: 'assign' | 'approve' | 'setAuthority' | 'closeAccount'
      account: string
    }

/** A wire transaction the wallet is asked to sign, read. */
export type SolanaTransaction = {
  /** The signed message's bytes (what the signature covers). */
  messageBytes: Uint8Array
  /** The accounts the message names itself (fee payer first). */
  staticAccounts: string[]
  /** Those the transaction may write (the fee payer first). */
  writable: string[]
  instructions: SolanaInstruction[]
  /** Its first instruction is System `AdvanceNonceAccount`: it does not expire (durable nonce). */
  durableNonce: boolean
}

const invalid = (message: string) =>
  new AuthFrameError(errorCodes.invalidParams, `Invalid params: ${message}`)

const u64 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
const u32 = (data: Uint8Array, offset: number) =>
  new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true)

const TOKEN_AUTHORITY_KINDS: Record<number, 'approve' | 'setAuthority' | 'closeAccount'> = {
  4: 'approve',
  6: 'setAuthority',
  9: 'closeAccount',
  13: 'approve',
}

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
  // System Assign (1), Allocate (8), AllocateWithSeed (9), AssignWithSeed (10): the account's owner
  // program or size (its first account; the *WithSeed ones name the derived account first too).
  if (program === SYSTEM_PROGRAM && data.length >= 4 && [1, 8, 9, 10].includes(u32(data, 0)) && a)
    return { type: 'authority', program, kind: 'assign', account: a }
  if (program !== TOKEN_PROGRAM && program !== TOKEN_2022_PROGRAM) return other
  const kind = TOKEN_AUTHORITY_KINDS[data[0] ?? -1]
  if (kind && a) return { type: 'authority', program, kind, account: a }
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
 * @throws {AuthFrameError} -32602 'Invalid params: not a Solana transaction', 'Invalid params:
 *   unsupported transaction version' or 'Invalid params: bytes after the transaction message';
 *   4100 'Address lookup tables are not supported: their accounts cannot be shown.', 'The fee
 *   payer is not this wallet.' or 'The transaction needs another signer.'
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
  // The signature covers every byte after the signatures: nothing may hide after the message.
  if (!sameBytes(getCompiledTransactionMessageEncoder().encode(message), messageBytes))
    throw invalid('bytes after the transaction message')
  // Accounts loaded from lookup tables would be invisible to the approval and its preview.
  if (message.version === 0 && (message.addressTableLookups?.length ?? 0) > 0)
    throw unauthorized('Address lookup tables are not supported: their accounts cannot be shown.')
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
  const [first] = message.instructions
  const firstData = new Uint8Array(first?.data ?? [])
  const durableNonce =
    first !== undefined &&
    staticAccounts[first.programAddressIndex] === SYSTEM_PROGRAM &&
    firstData.length === 4 &&
    u32(firstData, 0) === 4
  return { messageBytes, staticAccounts, writable, instructions, durableNonce }
}

const sameBytes = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  a.length === b.length && Array.prototype.every.call(a, (byte, index) => byte === b[index])

/**
 * Whether `bytes` read as a compiled Solana transaction message (legacy or v0), even with bytes
 * after it: signing them as a "message" would sign a transaction without its approval.
 *
 * @param bytes - The bytes a page asks to sign.
 */
export function isTransactionMessage(bytes: Uint8Array): boolean {
  try {
    const message = getCompiledTransactionMessageDecoder().decode(bytes)
    return message.version === 'legacy' || message.version === 0
  } catch {
    return false
  }
}
