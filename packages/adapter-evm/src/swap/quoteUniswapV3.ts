import { LatchError } from '@latch/core'
import type { Address, PublicClient } from 'viem'
import type { SwapQuote, SwapToken } from '../coreTypes.js'
import { DEFAULT_FEES, uniswapV3Abi } from './uniswapV3Abi.js'
import type { UniswapV3Contracts } from './uniswapV3Options.js'

/** Parameters of {@link quoteUniswapV3}. */
export type QuoteUniswapV3Parameters = {
  from: SwapToken
  to: SwapToken
  /** What is sold, in the smallest unit of `from`. */
  amount: bigint
  /** Slippage tolerance in percent, e.g. `1` or `0.5`; 0–100. */
  slippage: number
}

/** The `route` of a Uniswap V3 quote: the pool's fee tier. */
export type UniswapV3Route = { fee: number }

/** The pool token a swap token trades as: the wrapped native currency for the native one. */
export const toPoolToken = (token: SwapToken, contracts: UniswapV3Contracts): Address =>
  (token.address ?? contracts.weth9) as Address

/** Core's message when no pool prices a swap. */
export const NO_ROUTE = 'No route for this swap'

/**
 * Prices selling `amount` of `from` for `to` on Uniswap V3: QuoterV2's `quoteExactInputSingle`
 * (one `eth_call` per fee tier, in parallel) in each configured tier, the best output kept. The
 * native currency trades as the wrapped one (`weth9`). `toAmountMin` is `toAmount` less the
 * slippage, in basis points rounded down: `toAmount × (10,000 − slippage × 100) / 10,000`.
 *
 * @param client - A public client for the network.
 * @param contracts - The network's Uniswap V3 contracts.
 * @param parameters - {@link QuoteUniswapV3Parameters}
 * @returns The quote, `source: 'uniswap-v3'`, `contract` the configured SwapRouter02, `route` a
 *   {@link UniswapV3Route}.
 * @throws {LatchError} 'No route for this swap' when no tier has a pool that can fill it (or both
 *   sides are the same pool token, e.g. ETH for WETH).
 */
export async function quoteUniswapV3(
  client: PublicClient,
  contracts: UniswapV3Contracts,
  { from, to, amount, slippage }: QuoteUniswapV3Parameters,
): Promise<SwapQuote> {
  const tokenIn = toPoolToken(from, contracts)
  const tokenOut = toPoolToken(to, contracts)
  if (tokenIn.toLowerCase() === tokenOut.toLowerCase() || amount <= 0n) {
    throw new LatchError(NO_ROUTE)
  }
  const quotes = await Promise.all(
    (contracts.fees ?? DEFAULT_FEES).map(async (fee) => {
      try {
        const [amountOut] = await client.readContract({
          address: contracts.quoterV2,
          abi: uniswapV3Abi,
          functionName: 'quoteExactInputSingle',
          args: [{ tokenIn, tokenOut, amountIn: amount, fee, sqrtPriceLimitX96: 0n }],
        })
        return { fee, amountOut }
      } catch {
        // No pool in this tier, or not enough liquidity: QuoterV2 reverts.
        return undefined
      }
    }),
  )
  let best: { fee: number; amountOut: bigint } | undefined
  for (const quote of quotes) {
    if (quote && quote.amountOut > 0n && (!best || quote.amountOut > best.amountOut)) best = quote
  }
  if (!best) throw new LatchError(NO_ROUTE)
  const bps = BigInt(Math.min(10_000, Math.max(0, Math.round(slippage * 100))))
  const route: UniswapV3Route = { fee: best.fee }
  return {
    from,
    to,
    fromAmount: amount,
    toAmount: best.amountOut,
    toAmountMin: (best.amountOut * (10_000n - bps)) / 10_000n,
    slippage,
    source: 'uniswap-v3',
    // The swap calls the configured SwapRouter02, and approvals name it: nothing else may.
    contract: contracts.swapRouter02,
    route,
  }
}
