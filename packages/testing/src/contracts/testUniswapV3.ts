import { type Address, getContractAddress, keccak256, stringToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * The private key that deploys Uniswap V3 on the local chains: `keccak256('latch uniswap v3
 * deployer')`, neither an anvil account nor the test contracts' deployer, so other activity never
 * shifts its nonces and the addresses stay the same on every fresh chain. Test-only: it guards
 * nothing.
 */
export const testUniswapV3DeployerKey = keccak256(stringToBytes('latch uniswap v3 deployer'))

/** The address of {@link testUniswapV3DeployerKey}; it holds the seeded pool's liquidity position. */
export const testUniswapV3Deployer: Address = privateKeyToAccount(testUniswapV3DeployerKey).address

const deployed = (nonce: number) =>
  getContractAddress({ from: testUniswapV3Deployer, nonce: BigInt(nonce) })

/**
 * Where `deployUniswapV3` (`@latch/testing-node`) puts Uniswap V3, the same on every chain it runs
 * on (the deployer's nonces 0–4), from the official npm artifacts except WETH9:
 * - `weth9`: Latch's own WETH9-compatible "Wrapped Ether" (WETH), 18 decimals.
 * - `factory`: `UniswapV3Factory` (`@uniswap/v3-core`).
 * - `positionManager`: `NonfungiblePositionManager` (`@uniswap/v3-periphery`), no token descriptor.
 * - `quoterV2`: `QuoterV2` (`@uniswap/v3-periphery`).
 * - `swapRouter02`: `SwapRouter02` (`@uniswap/swap-router-contracts`), without a V2 factory.
 *
 * One pool is seeded: ETH (WETH) / LTT (`testContracts.latchTestToken`), fee 3000 (0.3 %), priced
 * 1 ETH = 1,500 LTT, full-range liquidity of 100 ETH + 150,000 LTT.
 */
export const testUniswapV3 = {
  weth9: deployed(0),
  factory: deployed(1),
  positionManager: deployed(2),
  quoterV2: deployed(3),
  swapRouter02: deployed(4),
} as const satisfies Record<string, Address>
