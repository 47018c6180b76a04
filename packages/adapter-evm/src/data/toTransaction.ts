import type { CaipNetwork, Transaction, TransactionTransfer, TransferDirection } from '@latch/core'
import { type Address, formatUnits, getAddress, zeroAddress } from 'viem'
import type { OtsReceipt, OtsTransaction } from './otsSchemas.js'
import { parseTransferLog, type TransferLog } from './parseTransferLog.js'
import type { TokenInfo } from './tokenInfo.js'

/** What {@link toTransaction} needs besides the transaction: the account and token names. */
export type TransactionContext = {
  /** The account the page is about (checksummed). */
  account: Address
  caipNetwork: CaipNetwork
  /** ERC-20 info by contract (checksummed); a transfer of a token missing here is left out. */
  tokens: ReadonlyMap<Address, TokenInfo>
  /** NFT collection names by contract; the contract address stands in for a missing one. */
  collections: ReadonlyMap<Address, string>
}

// approve(address,uint256) and setApprovalForAll(address,bool).
const APPROVE_SELECTORS = new Set(['0x095ea7b3', '0xa22cb465'])

/**
 * The token transfers in a receipt's logs that touch the account (ERC-20, ERC-721, ERC-1155).
 *
 * @param receipt - A validated receipt (its logs may be anything).
 * @param account - The account (checksummed).
 */
export function accountTransfers(receipt: OtsReceipt | undefined, account: Address): TransferLog[] {
  return (receipt?.logs ?? []).flatMap((log) => {
    const transfer = parseTransferLog(log)
    return transfer && (transfer.from === account || transfer.to === account) ? [transfer] : []
  })
}

function directionOf(from: Address, to: Address | undefined, account: Address): TransferDirection {
  if (from === account) return to === account ? 'self' : 'out'
  return 'in'
}

function tokenTransfers(transfer: TransferLog, context: TransactionContext): TransactionTransfer[] {
  const direction = directionOf(transfer.from, transfer.to, context.account)
  if (transfer.standard === 'erc20') {
    const token = context.tokens.get(transfer.contract)
    if (!token) return []
    return [
      {
        direction,
        quantity: { numeric: formatUnits(transfer.amount, token.decimals) },
        fungible_info: { name: token.name, symbol: token.symbol },
      },
    ]
  }
  const collection = context.collections.get(transfer.contract) || transfer.contract
  const items =
    transfer.standard === 'erc721'
      ? [{ tokenId: transfer.tokenId, amount: 1n }]
      : transfer.tokenIds.map((tokenId, index) => ({
          tokenId,
          amount: transfer.amounts[index] ?? 0n,
        }))
  return items.map(({ tokenId, amount }) => ({
    direction,
    quantity: { numeric: amount.toString() },
    nft_info: { name: `${collection} #${tokenId}`, flags: { is_spam: false } },
  }))
}

function operationTypeOf(
  tx: OtsTransaction,
  logs: readonly TransferLog[],
  transfers: readonly TransactionTransfer[],
  account: Address,
): string {
  if (APPROVE_SELECTORS.has(tx.input.slice(0, 10).toLowerCase())) return 'approve'
  if (
    logs.some((log) => log.standard !== 'erc20' && log.from === zeroAddress && log.to === account)
  )
    return 'mint'
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  if (directions.size === 1 && directions.has('in')) return 'receive'
  if (directions.size > 0 && !directions.has('in')) return 'send'
  if (directions.size > 0 || tx.input !== '0x') return 'execute'
  return getAddress(tx.from) === account ? 'send' : 'receive'
}

/**
 * Maps one Otterscan transaction and its receipt to the Transaction: id and hash, sender and
 * recipient (the created contract for a deployment), status from the receipt, the nonce, the mined
 * time from the receipt's (or the transaction's) block `timestamp`; transfers: the native value,
 * then each ERC-20 / ERC-721 / ERC-1155 transfer log touching the account (ERC-1155 batches one
 * transfer per id), each with its direction from the account. Native value a contract passes on
 * inside the transaction (internal transfers) is not in receipts, so it is not shown.
 *
 * `operationType`: `approve` (an `approve` / `setApprovalForAll` call), `mint` (an NFT from the
 * zero address to the account), `receive` (only incoming transfers), `send` (only outgoing),
 * `execute` (mixed transfers, or a contract call moving nothing), else by sender.
 *
 * @param tx - The validated transaction.
 * @param receipt - Its validated receipt, if the node sent one.
 * @param context - {@link TransactionContext}
 */
export function toTransaction(
  tx: OtsTransaction,
  receipt: OtsReceipt | undefined,
  context: TransactionContext,
): Transaction {
  const { account, caipNetwork } = context
  const from = getAddress(tx.from)
  const to = tx.to ? getAddress(tx.to) : undefined
  const transfers: TransactionTransfer[] = []
  if (tx.value > 0n) {
    const { name, symbol, decimals } = caipNetwork.nativeCurrency
    transfers.push({
      direction: directionOf(from, to, account),
      quantity: { numeric: formatUnits(tx.value, decimals) },
      fungible_info: { name, symbol },
    })
  }
  const logs = accountTransfers(receipt, account)
  transfers.push(...logs.flatMap((log) => tokenTransfers(log, context)))
  const seconds = receipt?.timestamp ?? tx.blockTimestamp ?? 0
  return {
    id: tx.hash,
    metadata: {
      operationType: operationTypeOf(tx, logs, transfers, account),
      hash: tx.hash,
      minedAt: new Date(seconds * 1000).toISOString(),
      sentFrom: from,
      sentTo: to ?? (receipt?.contractAddress ? getAddress(receipt.contractAddress) : ''),
      // Pre-Byzantium receipts have no status: they were mined, so confirmed.
      status: receipt?.status === 0n ? 'failed' : 'confirmed',
      nonce: Number(tx.nonce),
      chain: caipNetwork.caipNetworkId,
    },
    transfers,
  }
}
