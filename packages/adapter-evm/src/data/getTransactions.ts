import type { DataQuery, TransactionPage } from '@latch/core'
import {
  type Address,
  BaseError,
  getAddress,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  type PublicClient,
} from 'viem'
import { ActivityUnavailableError } from './ActivityUnavailableError.js'
import { otsTransactionPage } from './otsSchemas.js'
import { readContracts } from './readContracts.js'
import {
  collectionNameRead,
  type TokenInfo,
  toCollectionName,
  tokenInfoReads,
  toTokenInfo,
} from './tokenInfo.js'
import { accountTransfers, toTransaction } from './toTransaction.js'

/** Transactions asked of Otterscan per page. */
export const TRANSACTIONS_PAGE_SIZE = 10

// A page's `next`: "B" reads before block B; "B:k" reads from block B on and skips the k
// transactions of block B the previous pages showed. Otterscan's nodes return whole blocks, so a
// page holds more than TRANSACTIONS_PAGE_SIZE when a block runs over; a node that cuts a page at
// exactly that size inside a block would otherwise lose the rest of the block.
const cursorPattern = /^([1-9][0-9]{0,15})(?::([1-9][0-9]{0,5}))?$/

/** Parameters of {@link getTransactions}: the account, its network, the previous page's `next`. */
export type GetTransactionsParameters = DataQuery & { cursor?: string | undefined }

// -32601 (JSON-RPC's method not found), -32004 (EIP-1474's method not supported), or a node's own
// words for it.
function isMissingMethod(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return Boolean(
    error.walk(
      (cause) =>
        cause instanceof MethodNotFoundRpcError ||
        cause instanceof MethodNotSupportedRpcError ||
        (cause instanceof Error &&
          /method.*(not found|not supported|not available|does not exist)/i.test(cause.message)),
    ),
  )
}

/**
 * One page of the account's transactions on an eip155 network, newest first, from the network's
 * RPC: Otterscan's `ots_searchTransactionsBefore(address, block, 10)`
 * (https://github.com/otterscan/otterscan/blob/develop/docs/custom-jsonrpc.md), which anvil, Erigon
 * and Reth serve, with each transaction's receipt; then one multicall for the names, symbols and
 * decimals of the ERC-20s and the names of the NFT collections the page's transfers touch. Mapping:
 * `toTransaction`.
 *
 * @param client - The network's client (`createRpcClient`).
 * @param parameters - {@link GetTransactionsParameters}; `cursor` is a previous page's `next`.
 * @returns The page; `next` is absent on the last page. It is the block the page ends at, as decimal
 *   text (read before it), or `"{block}:{count}"` when the page is exactly
 *   {@link TRANSACTIONS_PAGE_SIZE} long and may end inside that block: the next page reads from
 *   that block on and skips the `count` transactions of it already returned.
 * @throws {ActivityUnavailableError} 'Activity needs an RPC with Otterscan (ots_) methods' when
 *   the RPC lacks `ots_searchTransactionsBefore`.
 * @throws {Error} 'Invalid activity cursor' when `cursor` is not a `next` of this function.
 * @throws {InvalidAddressError} When `address` is not an EVM address.
 * @throws The node's other errors, and a ZodError when its answer is not an Otterscan page.
 * @example
 * const { data, next } = await getTransactions(client, { address, caipNetwork: network })
 * const older = next ? await getTransactions(client, { address, caipNetwork: network, cursor: next }) : undefined
 */
export async function getTransactions(
  client: PublicClient,
  { address, caipNetwork, cursor, signal }: GetTransactionsParameters,
): Promise<TransactionPage> {
  const account = getAddress(address)
  const parts = cursor === undefined ? undefined : cursorPattern.exec(cursor)
  if (parts === null) throw new Error('Invalid activity cursor')
  const cursorBlock = parts ? Number(parts[1]) : 0
  const skip = parts?.[2] === undefined ? 0 : Number(parts[2])
  const before = skip > 0 ? cursorBlock + 1 : cursorBlock
  let answer: unknown
  try {
    answer = await client.request({
      method: 'ots_searchTransactionsBefore',
      params: [account, before, TRANSACTIONS_PAGE_SIZE],
    } as never)
  } catch (error) {
    if (isMissingMethod(error)) throw new ActivityUnavailableError(caipNetwork.caipNetworkId, error)
    throw error
  }
  const page = otsTransactionPage.parse(answer)
  signal?.throwIfAborted()
  const skipped = countLeading(page.txs, cursorBlock, skip)
  // A node that returns no more than the skipped part of the block cannot move on inside it:
  // go on before the block rather than ask for the same page again.
  if (skip > 0 && skipped === page.txs.length && !page.lastPage) {
    return getTransactions(client, { address, caipNetwork, cursor: String(cursorBlock), signal })
  }
  const txs = page.txs.slice(skipped)
  const receipts = new Map(
    page.receipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]),
  )

  const erc20s = new Set<Address>()
  const collections = new Set<Address>()
  for (const receipt of txs.flatMap((tx) => receipts.get(tx.hash.toLowerCase()) ?? [])) {
    for (const transfer of accountTransfers(receipt, account)) {
      ;(transfer.standard === 'erc20' ? erc20s : collections).add(transfer.contract)
    }
  }
  const tokenList = [...erc20s]
  const collectionList = [...collections]
  const results = await readContracts(client, [
    ...tokenList.flatMap(tokenInfoReads),
    ...collectionList.map(collectionNameRead),
  ])
  signal?.throwIfAborted()
  const tokens = new Map<Address, TokenInfo>()
  tokenList.forEach((contract, index) => {
    const info = toTokenInfo(results.slice(index * 3, index * 3 + 3))
    if (info) tokens.set(contract, info)
  })
  const names = new Map<Address, string>()
  collectionList.forEach((contract, index) => {
    const name = toCollectionName(results[tokenList.length * 3 + index])
    if (name) names.set(contract, name)
  })

  const context = { account, caipNetwork, tokens, collections: names }
  const data = txs.map((tx) => toTransaction(tx, receipts.get(tx.hash.toLowerCase()), context))
  const oldest = page.txs.at(-1)
  if (page.lastPage || !oldest) return { data }
  const block = oldest.blockNumber
  if (page.txs.length !== TRANSACTIONS_PAGE_SIZE) return { data, next: block.toString() }
  const shown = page.txs.filter((tx) => tx.blockNumber === block).length
  return { data, next: `${block}:${shown}` }
}

/** How many of `txs`' first `count` entries are in block `block` (the ones a cursor skips). */
function countLeading(txs: readonly { blockNumber: bigint }[], block: number, count: number) {
  let index = 0
  while (index < count && txs[index]?.blockNumber === BigInt(block)) index++
  return index
}
