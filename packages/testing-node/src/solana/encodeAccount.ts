import { type Address, type EncodedAccount, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { SolanaRpcError } from './SolanaRpcError.ts'

/** SPL Token's program address. */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address
/** Token-2022's program address. */
export const TOKEN_2022_PROGRAM = 'TokenzQdBN7Lg3C8o7Qk4rYLSFuJbC3CLjEDMaRkaTXs5g' as Address
/** The size of an SPL token account. */
const TOKEN_ACCOUNT_SIZE = 165
/** `rentEpoch` of rent-exempt accounts, as nodes report it: `u64::MAX`. */
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n

/** How `getAccountInfo` and friends encode account data. */
export type AccountEncoding = 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed' | undefined

/**
 * An account in the JSON shape of a real node (`UiAccount`): `data` as `[text, encoding]`
 * (a bare base58 string without `encoding`, the legacy default), or parsed for SPL token accounts
 * with `jsonParsed` (other accounts fall back to base64, as on a node).
 * @throws {SolanaRpcError} -32602 for `base64+zstd`, which this server does not compress.
 */
export function encodeAccount(
  svm: LiteSVM,
  account: EncodedAccount,
  encoding: AccountEncoding,
  dataSlice?: { offset: number; length: number },
) {
  const data = dataSlice
    ? account.data.slice(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  const common = {
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.data.length,
  }
  switch (encoding) {
    case undefined:
      return { ...common, data: getBase58Decoder().decode(data) }
    case 'base58':
      return { ...common, data: [getBase58Decoder().decode(data), 'base58'] }
    case 'base64':
      return { ...common, data: [getBase64Decoder().decode(data), 'base64'] }
    case 'jsonParsed': {
      const parsed = parseTokenAccount(svm, account)
      return parsed
        ? { ...common, data: parsed }
        : { ...common, data: [getBase64Decoder().decode(data), 'base64'] }
    }
    default:
      throw SolanaRpcError.invalidParams(`encoding ${encoding} is not supported by this server`)
  }
}

const readU64 = (bytes: Uint8Array, offset: number) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getBigUint64(offset, true)

/** An SPL token account's `jsonParsed` data, or `undefined` for any other account. */
function parseTokenAccount(svm: LiteSVM, account: EncodedAccount) {
  const program = account.programAddress
  if (program !== TOKEN_PROGRAM && program !== TOKEN_2022_PROGRAM) return undefined
  if (account.data.length < TOKEN_ACCOUNT_SIZE) return undefined
  const bytes = new Uint8Array(account.data)
  const base58 = getBase58Decoder()
  const mint = base58.decode(bytes.subarray(0, 32)) as Address
  const owner = base58.decode(bytes.subarray(32, 64))
  const amount = readU64(bytes, 64)
  const mintAccount = svm.getAccount(mint)
  const decimals = mintAccount.exists ? (mintAccount.data[44] ?? 0) : 0
  const state = bytes[108] === 2 ? 'frozen' : bytes[108] === 1 ? 'initialized' : 'uninitialized'
  const uiAmountString = formatAmount(amount, decimals)
  return {
    program: program === TOKEN_PROGRAM ? 'spl-token' : 'spl-token-2022',
    parsed: {
      type: 'account',
      info: {
        // `is_native` is a COption<u64>: its 4-byte tag is 1 when set.
        isNative: bytes[109] === 1,
        mint,
        owner,
        state,
        tokenAmount: {
          amount: amount.toString(),
          decimals,
          uiAmount: Number(uiAmountString),
          uiAmountString,
        },
      },
    },
    space: account.data.length,
  }
}

function formatAmount(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
