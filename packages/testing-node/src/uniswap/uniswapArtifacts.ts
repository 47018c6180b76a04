import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

/** A Hardhat artifact of the official Uniswap npm packages: ABI and creation bytecode. */
export type UniswapArtifact = { abi: Abi; bytecode: Hex }

const require = createRequire(import.meta.url)
const load = (path: string): UniswapArtifact => {
  const { abi, bytecode } = require(path) as UniswapArtifact
  return { abi, bytecode }
}

/**
 * The official mainnet builds of Uniswap V3 from npm (`@uniswap/v3-core`, `@uniswap/v3-periphery`,
 * `@uniswap/swap-router-contracts`), each under EIP-170's 24,576-byte runtime limit. They are read
 * when called, not at import.
 */
export function loadUniswapArtifacts() {
  return {
    factory: load(
      '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
    ),
    positionManager: load(
      '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
    ),
    quoterV2: load('@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json'),
    swapRouter02: load(
      '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json',
    ),
  }
}
