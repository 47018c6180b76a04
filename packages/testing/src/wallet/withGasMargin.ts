/**
 * Adds 20 % to a node's gas estimate (in gas units), as Uniswap's interface and most wallets do
 * before sending. A node's `eth_estimateGas` answers the least gas that succeeds on the pending
 * block; a contract whose cost depends on `block.timestamp` (a Uniswap V3 pool writes a new price
 * observation in a later second) can need more once mined, and an exact limit then runs out of
 * gas. Unused gas is refunded, so the margin costs nothing.
 *
 * @param gas - The estimate, in gas units.
 * @returns The limit to send, in gas units (rounded down).
 *
 * @example
 * const gas = withGasMargin(await client.estimateGas(request)) // 100_000n → 120_000n
 */
export function withGasMargin(gas: bigint): bigint {
  return (gas * 120n) / 100n
}
