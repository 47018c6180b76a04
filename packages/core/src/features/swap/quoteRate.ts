import type { SwapQuote } from './types.js'

/**
 * What one whole sold token buys at `quote`'s price ("1 ETH = 1,500 LTT"), rounded down.
 *
 * @returns The amount in the bought token's smallest unit (format it with `quote.to.decimals`);
 *   `0n` for a quote selling nothing.
 */
export function quoteRate(quote: Pick<SwapQuote, 'from' | 'fromAmount' | 'toAmount'>): bigint {
  if (quote.fromAmount === 0n) return 0n
  return (quote.toAmount * 10n ** BigInt(quote.from.decimals)) / quote.fromAmount
}
