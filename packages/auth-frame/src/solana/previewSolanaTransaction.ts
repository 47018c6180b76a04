import {
  type Address,
  type Base64EncodedWireTransaction,
  getBase58Decoder,
  getBase64Decoder,
  getBase64Encoder,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { formatAmount, formatBalanceChange } from '../approval/formatAmount.js'
import type { TransactionPreview } from '../approval/loadTransactionPreview.js'
import type { FrameWords } from '../i18n/createFrameTexts.js'
import {
  type SolanaTransaction,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from './readSolanaTransaction.js'
import { type SolanaRpc, sendWithTimeout } from './solanaRpc.js'

/** SOL has 9 decimals (lamports), whatever the host declares. */
export const LAMPORTS_DECIMALS = 9
/** At most this many accounts are read for the balance changes (a node's limit is 100). */
const MAX_ACCOUNTS = 64

type Account = { lamports: bigint; owner: string; data: readonly [string, string] } | null

const bytesOf = (account: Account) =>
  account ? new Uint8Array(getBase64Encoder().encode(account.data[0])) : new Uint8Array(0)
const isTokenProgram = (owner: string | undefined) =>
  owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM
const base58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)
const u64At = (bytes: Uint8Array, offset: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).getBigUint64(offset, true)

/** An SPL token account's mint, owner and amount; `undefined` when `account` is not one. */
export function readTokenAccount(
  account: Account | undefined,
): { mint: string; owner: string; amount: bigint } | undefined {
  if (!account || !isTokenProgram(account.owner)) return undefined
  const bytes = bytesOf(account)
  if (bytes.length < 72) return undefined
  return {
    mint: base58(bytes.subarray(0, 32)),
    owner: base58(bytes.subarray(32, 64)),
    amount: u64At(bytes, 64),
  }
}

/** An SPL mint's decimals; `undefined` when `account` is not a mint. */
export function readMintDecimals(account: Account | undefined): number | undefined {
  if (!account || !isTokenProgram(account.owner)) return undefined
  const bytes = bytesOf(account)
  return bytes.length >= 82 ? bytes[44] : undefined
}

/** Reads accounts in base64 (`getMultipleAccounts`), at `minContextSlot` or later when given. */
export async function readAccounts(
  rpc: SolanaRpc,
  addresses: readonly string[],
  minContextSlot?: bigint,
) {
  if (addresses.length === 0) return [] as Account[]
  const { value } = await sendWithTimeout(
    rpc.getMultipleAccounts(addresses as Address[], {
      encoding: 'base64',
      ...(minContextSlot === undefined ? {} : { minContextSlot }),
    }),
  )
  return value as readonly Account[]
}

/** The network fee of a message in lamports (`getFeeForMessage`), or `undefined`. */
async function messageFee(rpc: SolanaRpc, messageBytes: Uint8Array): Promise<bigint | undefined> {
  const message = getBase64Decoder().decode(messageBytes) as TransactionMessageBytesBase64
  const { value } = await sendWithTimeout(rpc.getFeeForMessage(message))
  return value ?? undefined
}

/**
 * The approval's preview of a Solana transaction: its network fee and, through the project's
 * trusted RPC only, the wallet's simulated balance changes. The transaction is simulated
 * (`simulateTransaction`, `sigVerify: false`, `replaceRecentBlockhash: false`: an unknown or
 * expired blockhash fails) asking for the wallet's account and every writable account it names,
 * compared with their state at the simulation's slot or later (`getMultipleAccounts`,
 * `minContextSlot`): the SOL line leaves the fee out (it is on its own line), each token account
 * the wallet owns gives a line in its mint's decimals (read from the mint; raw units and a note
 * when unreadable), named by the mint's full address; a warning line names each account whose
 * control changes (see {@link controlChanges}). Without a trusted RPC, nothing is simulated (`unavailable`) and the
 * fee is the host RPC's.
 *
 * @param parameters.transaction - The read transaction (see `readSolanaTransaction`).
 * @param parameters.wire - Its base64 wire form.
 * @param parameters.wallet - The wallet's base58 address.
 * @param parameters.symbol - The native currency's symbol (`SOL`).
 * @param parameters.rpc - The host's RPC for the network.
 * @param parameters.trusted - The project's trusted RPC for it, if any.
 * @param parameters.words - The frame's texts and amounts in its locale.
 */
export async function previewSolanaTransaction(parameters: {
  transaction: SolanaTransaction
  wire: string
  wallet: string
  symbol: string
  rpc: SolanaRpc
  trusted: SolanaRpc | undefined
  words: FrameWords
}): Promise<TransactionPreview> {
  const { transaction, wallet, symbol, trusted, words } = parameters
  const native = { symbol, decimals: LAMPORTS_DECIMALS }
  const feeLamports = messageFee(trusted ?? parameters.rpc, transaction.messageBytes).catch(
    () => undefined,
  )
  const feeText = (lamports: bigint | undefined) =>
    lamports === undefined
      ? undefined
      : `${words.number(formatAmount(lamports, LAMPORTS_DECIMALS))} ${symbol}`
  if (!trusted) return { fee: feeText(await feeLamports), simulation: { status: 'unavailable' } }
  const addresses = [
    wallet,
    ...transaction.writable.filter((account) => account !== wallet).slice(0, MAX_ACCOUNTS - 1),
  ]
  // The blockhash is kept: a transaction whose blockhash this network does not know (another
  // cluster's, or expired) shows as failed, as it would be.
  const simulated = await sendWithTimeout(
    trusted.simulateTransaction(parameters.wire as Base64EncodedWireTransaction, {
      encoding: 'base64',
      sigVerify: false,
      replaceRecentBlockhash: false,
      accounts: { addresses: addresses as Address[], encoding: 'base64' },
    }),
  )
  const { err, logs, accounts } = simulated.value
  const fee = simulated.value.fee ?? (await feeLamports)
  if (err)
    return { fee: feeText(fee), simulation: { status: 'reverted', reason: reasonOf(err, logs) } }
  if (!Array.isArray(accounts) || accounts.length !== addresses.length)
    return { fee: feeText(fee), simulation: { status: 'unavailable' } }
  // "Before" is read at the simulation's slot or later, never from an older one.
  const before = await readAccounts(trusted, addresses, simulated.context.slot)
  const after = accounts as readonly Account[]
  const lines: string[] = []
  const lamports = (after[0]?.lamports ?? 0n) - (before[0]?.lamports ?? 0n) + (fee ?? 0n)
  if (lamports !== 0n) lines.push(formatBalanceChange(lamports, native, words.number))
  lines.push(...controlChanges(addresses, before, after, wallet, words))
  // The wallet's token accounts, netted per mint.
  const diffs = new Map<string, bigint>()
  addresses.forEach((_, index) => {
    const was = readTokenAccount(before[index])
    const is = readTokenAccount(after[index])
    const mine =
      (was?.owner === wallet ? was : undefined) ?? (is?.owner === wallet ? is : undefined)
    if (!mine) return
    const diff = (is?.owner === wallet ? is.amount : 0n) - (was?.owner === wallet ? was.amount : 0n)
    diffs.set(mine.mint, (diffs.get(mine.mint) ?? 0n) + diff)
  })
  const mints = [...diffs].filter(([, diff]) => diff !== 0n)
  const decimals = await readAccounts(
    trusted,
    mints.map(([mint]) => mint),
  )
  mints.forEach(([mint, diff], index) => {
    const known = readMintDecimals(decimals[index])
    // The full mint address: a shortened one is easy to imitate.
    const token = { symbol: mint, decimals: known ?? 0 }
    const line = formatBalanceChange(diff, token, words.number)
    lines.push(known === undefined ? `${line} (${words.t('request.tokenUnchecked')})` : line)
  })
  return { fee: feeText(fee), simulation: { status: 'success', balanceChanges: lines } }
}

/**
 * Warning lines for the accounts whose control the transaction changes: the wallet's account
 * given another owner program or size, and each token account the wallet owns whose owner,
 * delegate, delegated amount or close authority changes (or which is closed).
 */
export function controlChanges(
  addresses: readonly string[],
  before: readonly Account[],
  after: readonly Account[],
  wallet: string,
  { t }: FrameWords,
): string[] {
  const lines: string[] = []
  const was = before[0]
  const is = after[0]
  if (was && (!is || is.owner !== was.owner || bytesOf(is).length !== bytesOf(was).length))
    lines.push(t('solana.controlChanged', { account: wallet }))
  addresses.forEach((address, index) => {
    const old = before[index]
    if (index === 0 || readTokenAccount(old)?.owner !== wallet) return
    const next = after[index]
    const a = bytesOf(old ?? null)
    const b = bytesOf(next ?? null)
    // owner 32..64, delegate 72..108, delegated amount 121..129, close authority 129..165.
    const moved = [
      [32, 64],
      [72, 108],
      [121, 165],
    ].some(([from, to]) => !sameRange(a, b, from as number, to as number))
    if (!next || next.owner !== old?.owner || moved)
      lines.push(t('solana.controlChanged', { account: address }))
  })
  return lines
}

const sameRange = (a: Uint8Array, b: Uint8Array, from: number, to: number) =>
  b.length >= to && a.subarray(from, to).every((byte, index) => byte === b[from + index])

/** A failed simulation's reason: the node's error and its last program log line, cut. */
function reasonOf(error: unknown, logs: readonly string[] | null): string {
  const last = logs?.filter((line) => line.includes('failed') || line.includes('Error')).at(-1)
  const text = JSON.stringify(error, (_, value) =>
    typeof value === 'bigint' ? value.toString() : value,
  )
  return (last ? `${text}: ${last}` : text).slice(0, 300)
}
