import { formatAmount } from '../../format/formatAmount.js'
import type { Message } from '../../state/types.js'
import type { SwapQuote } from './types.js'

/** Toasts of swap transactions once mined (Latch's own; the spec names none), as catalogue keys. */
export const SwapTransactionMessages = {
  /** 'Approved LTT'. */
  approved: (symbol: string): Message => ({ key: 'toast.approved', values: { symbol } }),
  /** 'Swapped 0.5 ETH for LTT'. */
  swapped: (quote: SwapQuote): Message => ({
    key: 'toast.swapped',
    values: {
      amount: formatAmount(quote.fromAmount, quote.from.decimals),
      symbol: quote.from.symbol,
      toSymbol: quote.to.symbol,
    },
  }),
} as const
