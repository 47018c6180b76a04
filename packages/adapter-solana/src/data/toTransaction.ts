import {
  type CaipNetwork,
  formatDecimalUnits,
  type Transaction,
  type TransactionTransfer,
} from '@latch/core'
import { SOL_DECIMALS } from './getTokenBalances.js'
import {
  addressText,
  type ParsedInstruction,
  type TokenBalanceEntry,
  type TransactionAnswer,
} from './rpcSchemas.js'
import { tokenName } from './tokenName.js'

/** What {@link toTransaction} needs besides the answer: whose activity it is, and where. */
export type ToTransactionContext = {
  /** The account the list is about (base58). */
  owner: string
  /** The transaction's signature (base58). */
  signature: string
  caipNetwork: CaipNetwork
}

const TRANSFERS = new Set(['transfer', 'transferChecked', 'transferWithSeed'])

const text = (value: unknown) => {
  const parsed = addressText.safeParse(value)
  return parsed.success ? parsed.data : undefined
}

/** From and to of the first System or SPL transfer; SPL token accounts stand for their owners. */
function findEnds(
  instructions: readonly ParsedInstruction[],
  owners: ReadonlyMap<string, string>,
): { from: string; to: string } | undefined {
  for (const { program, parsed } of instructions) {
    if (!parsed || !TRANSFERS.has(parsed.type)) continue
    const { info } = parsed
    if (program === 'system') {
      const from = text(info.source)
      const to = text(info.destination)
      if (from && to) return { from, to }
    }
    if (program === 'spl-token' || program === 'spl-token-2022') {
      const source = text(info.source)
      const destination = text(info.destination)
      const from = text(info.authority) ?? (source && owners.get(source)) ?? source
      const to = (destination && owners.get(destination)) ?? destination
      if (from && to) return { from, to }
    }
  }
  return undefined
}

/** The owner's token amounts per mint, in base units, with the mint's decimals. */
function ownedTokens(
  balances: readonly TokenBalanceEntry[] | null | undefined,
  owner: string,
): Map<string, { amount: bigint; decimals: number }> {
  const totals = new Map<string, { amount: bigint; decimals: number }>()
  for (const { mint, owner: holder, uiTokenAmount } of balances ?? []) {
    if (holder !== owner) continue
    const amount = (totals.get(mint)?.amount ?? 0n) + BigInt(uiTokenAmount.amount)
    totals.set(mint, { amount, decimals: uiTokenAmount.decimals })
  }
  return totals
}

function transferOf(delta: bigint, decimals: number, name: string, symbol: string) {
  return {
    direction: delta > 0n ? 'in' : 'out',
    quantity: { numeric: formatDecimalUnits(delta > 0n ? delta : -delta, decimals) },
    fungible_info: { name, symbol },
  } satisfies TransactionTransfer
}

/**
 * Maps a `getTransaction` answer (`jsonParsed`, validated) to the {@link Transaction} as
 * the owner sees it.
 *
 * - Transfers: the owner's SOL change (`postBalances − preBalances` at its key) — when the owner
 *   paid the fee, the fee is added back, so a transfer shows what was sent, not the fee, and a
 *   transaction that only cost a fee has no SOL transfer — then each mint's change in the owner's
 *   token balances (`pre/postTokenBalances` whose `owner` is the account), named by
 *   {@link tokenName} without metadata (activity reads no mints).
 * - `operationType`: 'send' when every transfer goes out, 'receive' when every one comes in,
 *   else 'execute'. `status`: 'failed' when `meta.err` is set, else 'confirmed'.
 * - `sentFrom` / `sentTo`: the first System or SPL transfer instruction's ends (a token
 *   account's owner for SPL, from the token balances); without one, the fee payer and the first
 *   program called.
 *
 * @param answer - The validated answer.
 * @param context - {@link ToTransactionContext}
 * @returns The transaction, or `undefined` when the node has no `meta` or `blockTime` for it.
 */
export function toTransaction(
  answer: TransactionAnswer,
  { owner, signature, caipNetwork }: ToTransactionContext,
): Transaction | undefined {
  const { meta, blockTime, transaction } = answer
  if (!meta || blockTime === null || blockTime === undefined) return undefined
  const keys = transaction.message.accountKeys.map((key) => key.pubkey)
  const { instructions } = transaction.message
  const transfers: TransactionTransfer[] = []

  const index = keys.indexOf(owner)
  const pre = meta.preBalances[index]
  const post = meta.postBalances[index]
  if (index !== -1 && pre !== undefined && post !== undefined) {
    const delta = post - pre + (index === 0 ? meta.fee : 0n)
    const { name, symbol } = caipNetwork.nativeCurrency
    if (delta !== 0n) transfers.push(transferOf(delta, SOL_DECIMALS, name, symbol))
  }
  const before = ownedTokens(meta.preTokenBalances, owner)
  const after = ownedTokens(meta.postTokenBalances, owner)
  for (const mint of new Set([...before.keys(), ...after.keys()])) {
    const delta = (after.get(mint)?.amount ?? 0n) - (before.get(mint)?.amount ?? 0n)
    const decimals = after.get(mint)?.decimals ?? before.get(mint)?.decimals ?? 0
    const { name, symbol } = tokenName(mint)
    if (delta !== 0n) transfers.push(transferOf(delta, decimals, name, symbol))
  }

  const owners = new Map<string, string>()
  for (const entry of [...(meta.preTokenBalances ?? []), ...(meta.postTokenBalances ?? [])]) {
    const account = keys[entry.accountIndex]
    if (account && entry.owner) owners.set(account, entry.owner)
  }
  const ends = findEnds(instructions, owners) ?? {
    from: keys[0] ?? '',
    to: instructions[0]?.programId ?? '',
  }
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  const operationType =
    directions.size === 1 ? (directions.has('out') ? 'send' : 'receive') : 'execute'
  return {
    id: signature,
    metadata: {
      operationType,
      hash: signature,
      minedAt: new Date(blockTime * 1000).toISOString(),
      sentFrom: ends.from,
      sentTo: ends.to,
      status: meta.err === null || meta.err === undefined ? 'confirmed' : 'failed',
      chain: caipNetwork.caipNetworkId,
    },
    transfers,
  }
}
