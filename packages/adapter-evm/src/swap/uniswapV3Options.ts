import { InvalidOptionError } from '@latch/core'
import * as z from 'zod/mini'

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

/** The Uniswap V3 contracts on one chain, as `createEvmAdapter`'s `uniswapV3` option gives them. */
export type UniswapV3Contracts = {
  /** `QuoterV2` (`@uniswap/v3-periphery`). */
  quoterV2: `0x${string}`
  /** `SwapRouter02` (`@uniswap/swap-router-contracts`). */
  swapRouter02: `0x${string}`
  /** The wrapped native currency the pools hold (WETH9 on Ethereum). */
  weth9: `0x${string}`
  /** Pool fee tiers to quote, in hundredths of a bip (default `[500, 3000, 10000]`). */
  fees?: readonly number[] | undefined
}

/** `createEvmAdapter`'s `uniswapV3` option: the contracts per eip155 chain id. */
export type UniswapV3Options = { readonly [chainId: number]: UniswapV3Contracts }

const contracts = z.object({
  quoterV2: address,
  swapRouter02: address,
  weth9: address,
  fees: z.optional(
    z
      .array(z.number().check(z.int(), z.minimum(1), z.maximum(999_999)))
      .check(z.minLength(1), z.maxLength(8)),
  ),
})
const options = z.record(z.string().check(z.regex(/^[1-9][0-9]{0,15}$/)), contracts)

const OPTION_RULE =
  'must map eip155 chain ids to { quoterV2, swapRouter02, weth9, fees? } (0x addresses; 1–8 integer fee tiers)'

/**
 * Checks the `uniswapV3` option of `createEvmAdapter`: keys are eip155 chain ids, values hold
 * three contract addresses and optionally 1–8 fee tiers (integers 1–999,999).
 *
 * @returns The option, typed.
 * @throws {InvalidOptionError} 'Invalid option `uniswapV3`: must map eip155 chain ids to
 *   { quoterV2, swapRouter02, weth9, fees? } (0x addresses; 1–8 integer fee tiers)' otherwise.
 */
export function parseUniswapV3Options(value: unknown): UniswapV3Options {
  const parsed = options.safeParse(value)
  if (!parsed.success) throw new InvalidOptionError('uniswapV3', OPTION_RULE)
  return parsed.data as UniswapV3Options
}
