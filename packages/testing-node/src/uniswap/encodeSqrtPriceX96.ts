/**
 * Uniswap V3's starting price for a pool holding `amount0` of token0 and `amount1` of token1 (each
 * in its smallest unit): `sqrt(amount1 / amount0) * 2^96`, rounded down, as `initialize` and
 * `createAndInitializePoolIfNecessary` take it.
 *
 * @throws {RangeError} 'amount0 must be positive' when `amount0` is 0 or less.
 * @example
 * encodeSqrtPriceX96(1n, 1n) // 79228162514264337593543950336n (2^96)
 */
export function encodeSqrtPriceX96(amount0: bigint, amount1: bigint): bigint {
  if (amount0 <= 0n) throw new RangeError('amount0 must be positive')
  return sqrt((amount1 << 192n) / amount0)
}

/** The integer square root (Newton's method), rounded down. */
function sqrt(value: bigint): bigint {
  if (value < 2n) return value
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + value / x) / 2n
  }
  return x
}
