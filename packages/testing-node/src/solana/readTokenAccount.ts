import { type Address, type EncodedAccount, getBase58Decoder } from '@solana/kit'
import type { LiteSVM } from 'litesvm'

/** SPL Token's program address. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address
/** Token-2022's program address. */
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address
/** The size of an SPL token account without extensions. */
const TOKEN_ACCOUNT_SIZE = 165
/** Token-2022's `AccountType::Account`, the byte after the base layout of an extended account. */
const ACCOUNT_TYPE_ACCOUNT = 2

/** What an SPL token account holds, read from its bytes. */
export type TokenAccountState = {
  /** `spl-token` or `spl-token-2022`, as a node names the program in `jsonParsed`. */
  program: 'spl-token' | 'spl-token-2022'
  programId: Address
  mint: Address
  owner: Address
  /** In base units. */
  amount: bigint
  /** The mint's decimals (0 when the mint is missing). */
  decimals: number
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: boolean
}

const readU64 = (bytes: Uint8Array, offset: number) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getBigUint64(offset, true)

/**
 * Reads an SPL Token or Token-2022 token account (a mint or any other account gives `undefined`).
 * Layout (spl-token `Account`): mint 0–32, owner 32–64, amount u64 at 64, state at 108,
 * `is_native` COption tag at 109; a Token-2022 account with extensions has its account type
 * (2) at byte 165.
 * @param svm - The ledger, to read the mint's decimals (byte 44 of a mint).
 * @param account - The account's owner program and data.
 */
export function readTokenAccount(
  svm: LiteSVM,
  account: Pick<EncodedAccount, 'programAddress' | 'data'>,
): TokenAccountState | undefined {
  const programId = account.programAddress
  if (programId !== TOKEN_PROGRAM && programId !== TOKEN_2022_PROGRAM) return undefined
  const bytes = new Uint8Array(account.data)
  if (bytes.length < TOKEN_ACCOUNT_SIZE) return undefined
  if (bytes.length > TOKEN_ACCOUNT_SIZE) {
    if (programId === TOKEN_PROGRAM || bytes[TOKEN_ACCOUNT_SIZE] !== ACCOUNT_TYPE_ACCOUNT) {
      return undefined
    }
  }
  const base58 = getBase58Decoder()
  const mint = base58.decode(bytes.subarray(0, 32)) as Address
  const mintAccount = svm.getAccount(mint)
  return {
    program: programId === TOKEN_PROGRAM ? 'spl-token' : 'spl-token-2022',
    programId,
    mint,
    owner: base58.decode(bytes.subarray(32, 64)) as Address,
    amount: readU64(bytes, 64),
    decimals: mintAccount.exists ? (mintAccount.data[44] ?? 0) : 0,
    state: bytes[108] === 2 ? 'frozen' : bytes[108] === 1 ? 'initialized' : 'uninitialized',
    isNative: bytes[109] === 1,
  }
}

/**
 * A node's `UiTokenAmount`: the amount in base units as text, the decimals, and the amount in
 * whole tokens as a number and as text ('1.5', '0.000001', '3').
 * @param amount - In base units.
 * @param decimals - The mint's decimals.
 */
export function toUiTokenAmount(amount: bigint, decimals: number) {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
