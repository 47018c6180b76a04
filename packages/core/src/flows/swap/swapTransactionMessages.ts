import { LatchError } from '../../errors/base.js'
import { ErrorMessages } from '../../errors/messages.js'
import { formatAmount } from '../../format/formatAmount.js'
import type { SwapQuote } from '../../swap/types.js'

/** Toast texts of swap transactions once mined (Latch's own; the spec names none). */
export const SwapTransactionMessages = {
  /** e.g. 'Approved LTT'. */
  approved: (symbol: string) => `Approved ${symbol}`,
  /** e.g. 'Swapped 0.5 ETH for LTT'. */
  swapped: (quote: SwapQuote) =>
    `Swapped ${formatAmount(quote.fromAmount, quote.from.decimals)} ${quote.from.symbol} for ${quote.to.symbol}`,
} as const

/** Whether `error` is submitTransaction's 'Signature declined' (spec §8; it has toasted it). */
export function isSignatureDeclined(error: unknown): boolean {
  return error instanceof LatchError && error.shortMessage === ErrorMessages.signatureDeclined
}
