import type { Transaction } from '@latch/core'
import { requestRpc } from '@latch/testing'
import { type Address, getAddress, type Hash, numberToHex, pad, zeroAddress } from 'viem'
import { decodeTransfers, operationTypeOf, transferTopic } from './decodeTransfers.ts'
import type { FixtureChain } from './fixtureChain.ts'

/** Transactions per page of `GET /v1/account/{address}/history`. */
export const historyPageSize = 5

/** One page of history as the Blockchain API answers it: `next` is null on the last page. */
export type FixtureTransactionPage = { data: Transaction[]; next: string | null }

type Position = { hash: Hash; blockNumber: bigint; index: number }
type OtsPage = {
  txs: { hash: Hash; blockNumber: string; transactionIndex: string }[]
  lastPage: boolean
}

/**
 * Reads one page of `account`'s transactions on `chain`, newest first, for
 * `GET /v1/account/{address}/history`. The candidates are what Otterscan's
 * `ots_searchTransactionsBefore` finds (the account as sender or in a call) plus the transactions
 * with an ERC-20/ERC-721 Transfer log to or from it (`eth_getLogs`), as the Blockchain API also
 * lists tokens received. A page holds {@link historyPageSize} transactions, more when the last
 * one's block has others, so a page never splits a block.
 *
 * @param chain - The chain and its client.
 * @param account - The account address.
 * @param cursor - The previous page's `next`: a block number; the page holds older blocks only.
 *   Absent for the first page.
 * @returns The page; `next` is the block number of its oldest transaction, null when none is older.
 * @throws viem's or `requestRpc`'s errors when the node cannot be reached.
 */
export async function readTransactionHistory(
  chain: FixtureChain,
  account: Address,
  cursor: bigint | undefined,
): Promise<FixtureTransactionPage> {
  const { client } = chain
  const head = cursor === undefined ? await client.getBlockNumber() : cursor - 1n
  if (head < 0n) return { data: [], next: null }

  const accountTopic = pad(account)
  const logFilter = (topics: (Hash | null)[]) =>
    client.request({
      method: 'eth_getLogs',
      params: [
        { fromBlock: '0x0', toBlock: numberToHex(head), topics: [transferTopic, ...topics] },
      ],
    })
  const [ots, sent, received] = await Promise.all([
    requestRpc<OtsPage>(chain.rpcUrl, 'ots_searchTransactionsBefore', [
      account,
      Number(head + 1n),
      historyPageSize,
    ]),
    logFilter([accountTopic]),
    logFilter([null, accountTopic]),
  ])

  const candidates = new Map<Hash, Position>()
  for (const { hash, blockNumber, transactionIndex } of ots.txs) {
    candidates.set(hash, {
      hash,
      blockNumber: BigInt(blockNumber),
      index: Number(transactionIndex),
    })
  }
  for (const log of [...sent, ...received]) {
    const { transactionHash: hash, blockNumber, transactionIndex } = log
    if (hash && blockNumber && transactionIndex) {
      candidates.set(hash, {
        hash,
        blockNumber: BigInt(blockNumber),
        index: Number(transactionIndex),
      })
    }
  }
  const sorted = [...candidates.values()].sort((a, b) =>
    a.blockNumber === b.blockNumber ? b.index - a.index : a.blockNumber > b.blockNumber ? -1 : 1,
  )
  const lastBlock = sorted[historyPageSize - 1]?.blockNumber
  const page =
    lastBlock === undefined ? sorted : sorted.filter(({ blockNumber }) => blockNumber >= lastBlock)
  const oldest = page.at(-1)
  const more = page.length < sorted.length || !ots.lastPage
  const data = await Promise.all(page.map(({ hash }) => readTransaction(chain, account, hash)))
  return { data, next: more && oldest ? oldest.blockNumber.toString() : null }
}

async function readTransaction(
  chain: FixtureChain,
  account: Address,
  hash: Hash,
): Promise<Transaction> {
  const { client, caipNetworkId } = chain
  const [transaction, receipt] = await Promise.all([
    client.getTransaction({ hash }),
    client.getTransactionReceipt({ hash }),
  ])
  const block = await client.getBlock({ blockNumber: receipt.blockNumber })
  const transfers = await decodeTransfers(client, account, transaction, receipt.logs)
  return {
    id: hash,
    metadata: {
      operationType: operationTypeOf(account, transaction.from, transfers),
      hash,
      minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
      sentFrom: getAddress(transaction.from),
      sentTo: getAddress(transaction.to ?? receipt.contractAddress ?? zeroAddress),
      status: receipt.status === 'success' ? 'confirmed' : 'failed',
      nonce: transaction.nonce,
      chain: caipNetworkId,
    },
    transfers: transfers.map(({ from: _from, to: _to, ...transfer }) => transfer),
  }
}
