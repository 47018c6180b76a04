import { type Address, type PublicClient, parseAbi } from 'viem'

/** Uniswap V3's fee tiers the fixture looks for pools in, in hundredths of a basis point. */
export const uniswapV3FeeTiers = [500, 3000, 10000] as const

/** A priced route: the pool's fee tier and what it pays out. */
export type UniswapV3Quote = { fee: number; amountOut: bigint }

const quoterV2Abi = parseAbi([
  'struct QuoteExactInputSingleParams { address tokenIn; address tokenOut; uint256 amountIn; uint24 fee; uint160 sqrtPriceLimitX96; }',
  'function quoteExactInputSingle(QuoteExactInputSingleParams params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])

/**
 * Prices selling `amountIn` of `tokenIn` for `tokenOut` in a single Uniswap V3 pool: QuoterV2's
 * `quoteExactInputSingle` through `eth_call` for each of {@link uniswapV3FeeTiers}; the pool paying
 * the most wins. A tier without a pool (or liquidity) reverts and is skipped.
 *
 * @param client - The chain's client.
 * @param parameters.quoterV2 - QuoterV2's address.
 * @param parameters.tokenIn - The ERC-20 sold (WETH9 for the native currency).
 * @param parameters.tokenOut - The ERC-20 bought (WETH9 for the native currency).
 * @param parameters.amountIn - In `tokenIn`'s smallest unit.
 * @returns The best tier and its output, or `undefined` when no pool pays anything.
 */
export async function quoteUniswapV3(
  client: PublicClient,
  parameters: { quoterV2: Address; tokenIn: Address; tokenOut: Address; amountIn: bigint },
): Promise<UniswapV3Quote | undefined> {
  const { quoterV2, tokenIn, tokenOut, amountIn } = parameters
  const quotes = await Promise.all(
    uniswapV3FeeTiers.map(async (fee) => {
      try {
        const { result } = await client.simulateContract({
          address: quoterV2,
          abi: quoterV2Abi,
          functionName: 'quoteExactInputSingle',
          args: [{ tokenIn, tokenOut, amountIn, fee, sqrtPriceLimitX96: 0n }],
        })
        return { fee, amountOut: result[0] }
      } catch {
        return undefined // no pool at this tier, or it cannot fill the amount
      }
    }),
  )
  let best: UniswapV3Quote | undefined
  for (const quote of quotes) {
    if (quote && quote.amountOut > 0n && (!best || quote.amountOut > best.amountOut)) best = quote
  }
  return best
}
