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
