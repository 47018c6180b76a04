import { type Address, decodeFunctionData, type Hex } from 'viem'

/** One call a smart account makes: target, value (wei) and calldata (`undefined`: none). */
export type Call = { to: Address; value: bigint; data: Hex | undefined }

/**
 * `execute` and `executeBatch` of the smart accounts the frame uses: Solady's `ERC4337`
 * (`LatchSmartAccount`) and eth-infinitism's `Simple7702Account` share both signatures.
 */
export const smartAccountExecuteAbi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'payable',
    inputs: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'executeBatch',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'calls',
        type: 'tuple[]',
        components: [
          { name: 'target', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'data', type: 'bytes' },
        ],
      },
    ],
    outputs: [],
  },
] as const

const orUndefined = (data: Hex): Hex | undefined => (data === '0x' ? undefined : data)

/**
 * Decodes a user operation's `callData` into the calls the account will make (the same decoding
 * as viem's `decodeCalls` of `toSoladySmartAccount` and `toSimple7702SmartAccount`, done
 * synchronously).
 *
 * @param callData - The ERC-4337 user operation's `callData`.
 * @returns The calls, in order; empty calldata becomes `undefined`.
 * @throws Error `The user operation's callData is not execute or executeBatch.` for anything
 *   else.
 */
export function decodeAccountCalls(callData: Hex): Call[] {
  let decoded: ReturnType<typeof decodeFunctionData<typeof smartAccountExecuteAbi>>
  try {
    decoded = decodeFunctionData({ abi: smartAccountExecuteAbi, data: callData })
  } catch {
    throw new Error("The user operation's callData is not execute or executeBatch.")
  }
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    return [{ to, value, data: orUndefined(data) }]
  }
  return decoded.args[0].map((call) => ({
    to: call.target,
    value: call.value,
    data: orUndefined(call.data),
  }))
}
