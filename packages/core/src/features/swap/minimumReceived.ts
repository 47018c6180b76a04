/**
 * What a swap pays at least once the slippage tolerance is applied (1 %): `toAmount` less
 * `slippage` %, in basis points, rounded down: `toAmount × (10,000 − slippage × 100) / 10,000`.
 *
 * @param toAmount - The quoted amount, in the bought token's smallest unit.
 * @param slippage - Percent, e.g. `1` or `0.5`; clamped to 0–100.
 * @returns The minimum, in the same unit, e.g. `minimumReceived(1_500n, 1)` is `1_485n`.
 */
export function minimumReceived(toAmount: bigint, slippage: number): bigint {
  const bps = BigInt(Math.min(10_000, Math.max(0, Math.round(slippage * 100))))
  return (toAmount * (10_000n - bps)) / 10_000n
}
