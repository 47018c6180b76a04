import { type AdapterTransaction, type CaipNetwork, LatchError } from '@latch/core'
import { type Address, encodeFunctionData } from 'viem'
import type { SwapQuote } from '../coreTypes.js'
import { NO_ROUTE, toPoolToken } from './quoteUniswapV3.js'
import { ADDRESS_THIS, uniswapV3Abi } from './uniswapV3Abi.js'
import type { UniswapV3Contracts } from './uniswapV3Options.js'

/** Parameters of {@link buildUniswapV3Swap}. */
export type BuildUniswapV3SwapParameters = {
  caipNetwork: CaipNetwork
  /** Who swaps and receives. */
  userAddress: string
  /** A quote of `quoteUniswapV3` (its `route` names the fee tier). */
  quote: SwapQuote
  /** Unix time in seconds after which a token → native swap reverts (default: now + 20 minutes). */
  deadline?: bigint | undefined
}

/** How long a token → native swap stays valid: Uniswap's interface default, 20 minutes (s). */
const DEADLINE_SECONDS = 20n * 60n

/**
 * The SwapRouter02 transaction for a Uniswap V3 quote, paying `toAmountMin` at least:
 * `multicall(deadline, calls)` (20 minutes by default), where `calls` are:
 * - native → token: `exactInputSingle` from WETH9 with `value` = `fromAmount` (the router wraps it),
 *   to the user;
 * - token → native: `exactInputSingle` to ADDRESS_THIS, then `unwrapWETH9(toAmountMin, user)`, the
 *   router unwrapping the WETH it received;
 * - token → token: `exactInputSingle` to the user.
 * Selling a token needs the router's allowance first (`buildApprove`).
 *
 * @param contracts - The network's Uniswap V3 contracts.
 * @param parameters - {@link BuildUniswapV3SwapParameters}
 * @returns Core's transaction: `to` SwapRouter02, `value` in wei, `data`.
 * @throws {LatchError} 'No route for this swap' when the quote's `route` has no fee tier.
 */
export function buildUniswapV3Swap(
  contracts: UniswapV3Contracts,
  { caipNetwork, userAddress, quote, deadline }: BuildUniswapV3SwapParameters,
): AdapterTransaction {
  const fee = (quote.route as { fee?: unknown } | undefined)?.fee
  if (typeof fee !== 'number') throw new LatchError(NO_ROUTE)
  const user = userAddress as Address
  const toNative = !quote.to.address
  const swap = (recipient: Address) =>
    encodeFunctionData({
      abi: uniswapV3Abi,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: toPoolToken(quote.from, contracts),
          tokenOut: toPoolToken(quote.to, contracts),
          fee,
          recipient,
          amountIn: quote.fromAmount,
          amountOutMinimum: quote.toAmountMin,
          sqrtPriceLimitX96: 0n,
        },
      ],
    })
  const transaction = {
    caipNetwork,
    from: userAddress,
    to: contracts.swapRouter02,
    value: quote.from.address ? 0n : quote.fromAmount,
  }
  const calls = toNative
    ? [
        swap(ADDRESS_THIS),
        encodeFunctionData({
          abi: uniswapV3Abi,
          functionName: 'unwrapWETH9',
          args: [quote.toAmountMin, user],
        }),
      ]
    : [swap(user)]
  // Every direction has a deadline: a transaction left pending for long cannot fill at a stale price.
  const until = deadline ?? BigInt(Math.floor(Date.now() / 1000)) + DEADLINE_SECONDS
  return {
    ...transaction,
    data: encodeFunctionData({
      abi: uniswapV3Abi,
      functionName: 'multicall',
      args: [until, calls],
    }),
  }
}
