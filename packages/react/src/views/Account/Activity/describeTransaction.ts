import { formatBalance, type Transaction } from '@latch/core'
import { stripInvisible, truncateAddress } from '@latch/core/internal'
import { accountMessages } from '../accountMessages.js'

/** What an Activity row says about a transaction, in words. */
export type TransactionDescription = {
  /** "Sent", "Received", "Minted", "Approved", "Executed"… */
  operation: string
  /** The first transfer: amount and symbol ("0.5 ETH"), or the NFT's name; '' without transfers. */
  what: string
  /** "to 0x7099…79C8" or "from 0x7099…79C8". */
  counterparty: string
  /** Whether value came in (the arrow points in). */
  incoming: boolean
  /** The row's accessible name: "Sent 0.5 ETH to 0x7099…79C8". */
  label: string
}

/**
 * An amount in whole units with at most 3 decimals (spec §9) and no trailing zeros: '0.5' → '0.5',
 * '1000' → '1,000', a dust amount → '<0.001'.
 */
export function formatTransferAmount(numeric: string): string {
  const formatted = formatBalance(numeric).replace(/\.?0+$/, '')
  return formatted === '0' && /[1-9]/.test(numeric) ? '<0.001' : formatted
}

/**
 * Describes a transaction for the Activity tab from its operation and first transfer. Every field of
 * a transaction is untrusted text: shown as text only.
 *
 * @param transaction - A spec §3 transaction (already filtered and grouped by core).
 */
export function describeTransaction(transaction: Transaction): TransactionDescription {
  const { operationType, sentFrom, sentTo } = transaction.metadata
  const operation = Object.hasOwn(accountMessages.operations, operationType)
    ? (accountMessages.operations[operationType] as string)
    : accountMessages.otherOperation
  const transfer = transaction.transfers[0]
  const what = transfer?.nft_info
    ? stripInvisible(transfer.nft_info.name)
    : transfer?.fungible_info
      ? `${formatTransferAmount(transfer.quantity.numeric)} ${stripInvisible(transfer.fungible_info.symbol)}`
      : ''
  const incoming = transfer?.direction === 'in'
  const counterparty = incoming
    ? accountMessages.fromCounterparty(truncateAddress(stripInvisible(sentFrom)))
    : accountMessages.toCounterparty(truncateAddress(stripInvisible(sentTo)))
  return {
    operation,
    what,
    counterparty,
    incoming,
    label: accountMessages.transactionItem(operation, what, counterparty),
  }
}
