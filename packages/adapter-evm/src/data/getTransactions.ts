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
 * @returns The page; `next` (the block the page ends at, as decimal text, to read before) is
 *   absent on the last page.
 * @throws {ActivityUnavailableError} 'Activity needs an RPC with Otterscan (ots_) methods' when
 *   the RPC lacks `ots_searchTransactionsBefore`.
 * @throws {Error} 'Invalid activity cursor' when `cursor` is not a block number.
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
  if (cursor !== undefined && !/^[1-9][0-9]{0,15}$/.test(cursor)) {
    throw new Error('Invalid activity cursor')
  }
  const before = cursor === undefined ? 0 : Number(cursor)
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
  const receipts = new Map(
    page.receipts.map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]),
  )

  const erc20s = new Set<Address>()
  const collections = new Set<Address>()
  for (const receipt of page.receipts) {
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
  const data = page.txs.map((tx) => toTransaction(tx, receipts.get(tx.hash.toLowerCase()), context))
  const oldest = page.txs.at(-1)
  const next = !page.lastPage && oldest ? oldest.blockNumber.toString() : undefined
  return { data, next }
}
