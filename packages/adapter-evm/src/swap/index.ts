// The EVM adapter's Uniswap V3 swap source: `createEvmAdapter`'s `loadSwapSource` loads this module
// (QuoterV2 and SwapRouter02 calls, their ABIs) with one dynamic import when the Swap view opens.
export {
  type CreateUniswapV3SwapSourceParameters,
  createUniswapV3SwapSource,
} from './createUniswapV3SwapSource.js'
