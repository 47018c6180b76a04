import { type EncodedAccount, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { parseMintAccount } from './parseMintAccount.ts'
import { readTokenAccount, toUiTokenAmount } from './readTokenAccount.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'

/** `rentEpoch` of rent-exempt accounts, as nodes report it: `u64::MAX`. */
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n

/** How `getAccountInfo` and friends encode account data. */
export type AccountEncoding = 'base58' | 'base64' | 'base64+zstd' | 'jsonParsed' | undefined

/**
 * An account in the JSON shape of a real node (`UiAccount`): `data` as `[text, encoding]`
 * (a bare base58 string without `encoding`, the legacy default), or parsed for SPL token accounts
 * and mints with `jsonParsed` (other accounts fall back to base64, as on a node).
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
      const parsed = parseTokenAccount(svm, account) ?? parseMintAccount(account)
      return parsed
        ? { ...common, data: parsed }
        : { ...common, data: [getBase64Decoder().decode(data), 'base64'] }
    }
    default:
      throw SolanaRpcError.invalidParams(`encoding ${encoding} is not supported by this server`)
  }
}

/** An SPL token account's `jsonParsed` data, or `undefined` for any other account. */
function parseTokenAccount(svm: LiteSVM, account: EncodedAccount) {
  const token = readTokenAccount(svm, account)
  if (!token) return undefined
  const { program, mint, owner, state, isNative, amount, decimals } = token
  return {
    program,
    parsed: {
      type: 'account',
      info: { isNative, mint, owner, state, tokenAmount: toUiTokenAmount(amount, decimals) },
    },
    space: account.data.length,
  }
}
