import type { Transaction } from '@latch/core'
import { formatDecimalAmount, stripInvisible, truncateAddress } from '@latch/core/internal'
import { createMessages, type Messages } from '../../../i18n/LocaleContext.js'
import { createViewMessages } from '../../../i18n/useViewMessages.js'

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

const operations = new Set(['send', 'receive', 'mint', 'approve', 'execute', 'trade'])

/**
 * Describes a transaction for the Activity tab from its operation and first transfer, in the
 * active locale. Every field of a transaction is untrusted text: shown as text only.
 *
 * @param transaction - A transaction (already filtered and grouped by core).
 * @param messages - The views' messages (default English).
 */
export function describeTransaction(
  transaction: Transaction,
  { t, locale }: Messages = createViewMessages(createMessages('en')),
): TransactionDescription {
  const { operationType, sentFrom, sentTo } = transaction.metadata
  const operation = t(
    `activity.operation.${operations.has(operationType) ? operationType : 'other'}`,
  )
  const transfer = transaction.transfers[0]
  const what = transfer?.nft_info
    ? stripInvisible(transfer.nft_info.name)
    : transfer?.fungible_info
      ? `${formatDecimalAmount(transfer.quantity.numeric, { maxFractionDigits: 3, locale })} ${stripInvisible(transfer.fungible_info.symbol)}`
      : ''
  const incoming = transfer?.direction === 'in'
  const counterparty = incoming
    ? t('activity.from', { address: truncateAddress(stripInvisible(sentFrom)) })
    : t('activity.to', { address: truncateAddress(stripInvisible(sentTo)) })
  return {
    operation,
    what,
    counterparty,
    incoming,
    label: what
      ? t('activity.item', { operation, what, counterparty })
      : t('activity.itemWithoutTransfer', { operation, counterparty }),
  }
}
