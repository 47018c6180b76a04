import { type Address, encodeFunctionData, type Hex, parseAbi } from 'viem'

/** SwapRouter02's `ADDRESS_THIS`: a recipient meaning the router itself (to unwrap WETH9 after). */
export const swapRouter02AddressThis = '0x0000000000000000000000000000000000000002'

const swapRouter02Abi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[] results)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
])

/** Parameters of {@link encodeUniswapV3Swap}. */
export type EncodeUniswapV3SwapParameters = {
  /** The ERC-20 sold; WETH9 when selling the native currency (sent as the call's value). */
  tokenIn: Address
  /** The ERC-20 bought; WETH9 when buying the native currency (`buysNative`). */
  tokenOut: Address
  /** The pool's fee tier, e.g. 3000. */
  fee: number
  amountIn: bigint
  /** The least `tokenOut` the swap may pay; below it the transaction reverts. */
  amountOutMinimum: bigint
  /** Who receives the output. */
  recipient: Address
  /** Pay out the native currency: the router receives WETH9 and unwraps it to `recipient`. */
  buysNative: boolean
  /** Unix time (seconds) after which the unwrapping multicall reverts; used when `buysNative`. */
  deadline: bigint
}

/**
 * SwapRouter02 calldata for a single-pool exact-input swap: `exactInputSingle` to `recipient`
 * (selling the native currency works the same: the router wraps the call's value into WETH9), or,
 * when buying the native currency, `multicall(deadline, [exactInputSingle to ADDRESS_THIS,
 * unwrapWETH9(amountOutMinimum, recipient)])`.
 *
 * @returns The calldata for SwapRouter02.
 */
export function encodeUniswapV3Swap(parameters: EncodeUniswapV3SwapParameters): Hex {
  const { tokenIn, tokenOut, fee, amountIn, amountOutMinimum, recipient, buysNative } = parameters
  const swap = (to: Address) =>
    encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn,
          tokenOut,
          fee,
          recipient: to,
          amountIn,
          amountOutMinimum,
          sqrtPriceLimitX96: 0n,
        },
      ],
    })
  if (!buysNative) return swap(recipient)
  const unwrap = encodeFunctionData({
    abi: swapRouter02Abi,
    functionName: 'unwrapWETH9',
    args: [amountOutMinimum, recipient],
  })
  return encodeFunctionData({
    abi: swapRouter02Abi,
    functionName: 'multicall',
    args: [parameters.deadline, [swap(swapRouter02AddressThis), unwrap]],
  })
}
