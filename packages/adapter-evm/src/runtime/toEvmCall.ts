import type { AdapterTransaction } from '@latch/core'
import { type Address, encodeFunctionData, type Hex } from 'viem'

/** A call as viem sends, estimates or simulates it. */
export type EvmCall = { to: Address; value: bigint; data?: Hex | undefined }

// No outputs: USDT-style tokens return nothing, and the call is only sent, never decoded.
const transferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/**
 * The call that carries out one of core's transactions: the native transfer or contract call as it
 * is, or, for a token transfer (`token` set), EIP-20 `transfer(to, value)` sent to the token
 * contract with no ether. The call's return value is never read, so tokens whose `transfer`
 * returns nothing (like mainnet USDT) work too.
 *
 * @param transaction - Core's transaction; `value` in wei, or in the token's smallest unit.
 * @returns `to`, `value` (wei) and `data`.
 * @example
 * toEvmCall({ ...transaction, to: bob, value: 1_500_000n, token: { address: usdt, decimals: 6 } })
 * // { to: usdt, value: 0n, data: '0xa9059cbb…' }
 */
export function toEvmCall({ to, value, data, token }: AdapterTransaction): EvmCall {
  if (!token) return { to: to as Address, value, data }
  return {
    to: token.address as Address,
    value: 0n,
    data: encodeFunctionData({
      abi: transferAbi,
      functionName: 'transfer',
      args: [to as Address, value],
    }),
  }
}
