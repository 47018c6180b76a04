const APPROVE_SELECTOR = '0x095ea7b3'

/**
 * Reads an EIP-20 `approve(address spender, uint256 amount)` call (selector `0x095ea7b3`, two
 * 32-byte words). Used to check what a hosted API asks the user to approve.
 * @returns The spender (lowercase `0x` hex) and the amount, or `undefined` for any other call data.
 */
export function decodeApproveCall(
  data: string,
): { spender: `0x${string}`; amount: bigint } | undefined {
  if (!/^0x[0-9a-fA-F]{136}$/.test(data) || data.slice(0, 10).toLowerCase() !== APPROVE_SELECTOR) {
    return undefined
  }
  const spenderWord = data.slice(10, 74)
  if (!/^0{24}/.test(spenderWord)) return undefined
  return {
    spender: `0x${spenderWord.slice(24).toLowerCase()}`,
    amount: BigInt(`0x${data.slice(74)}`),
  }
}

/**
 * Writes an EIP-20 `approve(spender, amount)` call.
 * @param spender - A `0x` address (40 hex digits).
 * @param amount - In the token's smallest unit, 0 to 2^256 − 1.
 */
export function encodeApproveCall(spender: string, amount: bigint): `0x${string}` {
  const address = spender.slice(2).toLowerCase().padStart(64, '0')
  return `${APPROVE_SELECTOR}${address}${amount.toString(16).padStart(64, '0')}`
}
