import { parseAbi } from 'viem'

/**
 * The few Uniswap V3 periphery functions Latch calls (QuoterV2, SwapRouter02's `IV3SwapRouter` and
 * `IPeripheryPaymentsWithFeeExtended`, `IMulticallExtended`) and the two ERC-20 ones, as Latch
 * declares them. QuoterV2's quote is not `view` on chain (it swaps and reverts); it is declared
 * `view` here because Latch only ever reads it with `eth_call`.
 */
export const uniswapV3Abi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) view returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[] results)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 value)',
])

/** SwapRouter02's `ADDRESS_THIS` (`Constants.sol`): a recipient meaning the router itself. */
export const ADDRESS_THIS = '0x0000000000000000000000000000000000000002'

/** The fee tiers quoted when the integrator names none: 0.05 %, 0.3 %, 1 % (in hundredths of a bip). */
export const DEFAULT_FEES = [500, 3000, 10_000] as const
