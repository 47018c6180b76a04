import { setTimeout as sleep } from 'node:timers/promises'
import {
  testContracts,
  testUniswapV3,
  testUniswapV3Deployer,
  testUniswapV3DeployerKey,
  withGasMargin,
} from '@latch/testing'
import {
  type Address,
  createTestClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  publicActions,
  toHex,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { compileTestContracts } from '../contracts/compileTestContracts.ts'
import { deployTestContracts } from '../contracts/deployTestContracts.ts'
import { encodeSqrtPriceX96 } from './encodeSqrtPriceX96.ts'
import { loadUniswapArtifacts } from './uniswapArtifacts.ts'

/** Parameters of {@link deployUniswapV3}. */
export type DeployUniswapV3Parameters = {
  /** An anvil node's HTTP JSON-RPC endpoint (it must accept `anvil_setBalance`/`anvil_dealERC20`). */
  rpcUrl: string
}

/** What {@link deployUniswapV3} returns: the addresses, {@link testUniswapV3}. */
export type DeployUniswapV3ReturnType = typeof testUniswapV3

/** The seeded pool (amounts in wei and LTT base units): 1 ETH = 1,500 LTT. */
const POOL_FEE = 3000
const POOL_ETH = parseEther('100')
const POOL_LTT = parseEther('150000')
/** The widest ticks a fee-3000 pool (tick spacing 60) accepts: full range. */
const MAX_TICK = 887_220
/** How long to wait for a deployment another process is making on the same chain. */
const CONCURRENT_DEPLOY_TIMEOUT_MS = 30_000

const seedAbi = parseAbi([
  'function approve(address spender, uint256 value) returns (bool)',
  'function getPool(address tokenA, address tokenB, uint24 fee) view returns (address)',
  'function liquidity() view returns (uint128)',
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address)',
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline)) payable returns (uint256, uint128, uint256, uint256)',
  'function refundETH() payable',
  'function multicall(bytes[] data) payable returns (bytes[])',
])

/**
 * Deploys Uniswap V3 to a local anvil chain at the fixed {@link testUniswapV3}
 * addresses, from its own deployer (funded with `anvil_setBalance`), and seeds one pool: ETH (WETH)
 * / LTT at fee 3000, priced 1 ETH = 1,500 LTT, full-range liquidity of 100 ETH + 150,000 LTT (a
 * 0.1 ETH swap moves the price about 0.2 %). The deployer's LTT comes from `anvil_dealERC20`: LTT
 * has no mint. Deploys the test contracts first (`deployTestContracts`, a no-op where they are).
 *
 * The factory, position manager, QuoterV2 and SwapRouter02 (no V2 factory) are the official npm
 * builds; WETH9 is Latch's own (`LatchWeth9.sol`). Idempotent: a chain with the contracts and the
 * seeded pool is left as it is; a second call racing on the same chain waits for the first.
 *
 * @param parameters - {@link DeployUniswapV3Parameters}
 * @returns The contract addresses ({@link testUniswapV3}).
 * @throws {Error} 'The Uniswap V3 deployer has nonce <n> on <rpcUrl> but its contracts are missing'
 *   when the deployer sent other transactions and the pool did not appear within 30 s.
 * @throws {Error} 'Uniswap V3 deployment failed in <hash> (deployer nonce <n>)' when a transaction
 *   reverts (nonces 0–4 deploy, 5 creates the pool, 6 approves LTT, 7 adds liquidity); viem's
 *   errors for RPC failures.
 *
 * @example
 * import { deployUniswapV3, startAnvil } from '@latch/testing-node'
 *
 * const anvil = await startAnvil({ port: 8545 })
 * const { quoterV2, swapRouter02 } = await deployUniswapV3({ rpcUrl: anvil.url })
 */
export async function deployUniswapV3(
  parameters: DeployUniswapV3Parameters,
): Promise<DeployUniswapV3ReturnType> {
  const { rpcUrl } = parameters
  await deployTestContracts({ rpcUrl })
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).extend(publicActions)
  if (await isSeeded(client)) return testUniswapV3
  const getNonce = () =>
    client.getTransactionCount({ address: testUniswapV3Deployer, blockTag: 'pending' })
  if ((await getNonce()) !== 0) return waitForOtherDeployment()

  const wallet = createWalletClient({
    account: privateKeyToAccount(testUniswapV3DeployerKey),
    chain: defineChain({
      id: await client.getChainId(),
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: http(rpcUrl),
  })
  await client.setBalance({ address: testUniswapV3Deployer, value: parseEther('1000') })
  await client.request({
    method: 'anvil_dealERC20',
    params: [testUniswapV3Deployer, testContracts.latchTestToken, toHex(POOL_LTT)],
  } as never)

  const { weth9, factory, positionManager } = testUniswapV3
  const artifacts = loadUniswapArtifacts()
  const deployments = [
    [compileTestContracts().LatchWeth9, []],
    [artifacts.factory, []],
    [artifacts.positionManager, [factory, weth9, zeroAddress]],
    [artifacts.quoterV2, [factory, weth9]],
    [artifacts.swapRouter02, [zeroAddress, factory, positionManager, weth9]],
  ] as const
  const [token0, token1] = sortTokens(weth9, testContracts.latchTestToken)
  const [amount0, amount1] = token0 === weth9 ? [POOL_ETH, POOL_LTT] : [POOL_LTT, POOL_ETH]
  const mint = encodeFunctionData({
    abi: seedAbi,
    functionName: 'mint',
    args: [
      {
        token0,
        token1,
        fee: POOL_FEE,
        tickLower: -MAX_TICK,
        tickUpper: MAX_TICK,
        amount0Desired: amount0,
        amount1Desired: amount1,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: testUniswapV3Deployer,
        deadline: maxUint256,
      },
    ],
  })
  const refund = encodeFunctionData({ abi: seedAbi, functionName: 'refundETH' })
  // The pool's cost depends on the block's timestamp (a new price observation each second): an
  // exact estimate can run out of gas once mined, so every seeding call gets a 20 % margin.
  const write = async (parameters: {
    address: Address
    abi: typeof seedAbi
    functionName: 'approve' | 'createAndInitializePoolIfNecessary' | 'multicall'
    args: readonly unknown[]
    value?: bigint
    nonce: number
  }): Promise<Hex> => {
    const gas = withGasMargin(
      await client.estimateContractGas({ ...parameters, account: wallet.account } as never),
    )
    return wallet.writeContract({ ...parameters, gas } as never)
  }
  // Nonces 0–4 give the addresses of `testUniswapV3`; 5–7 seed the pool.
  const send = async (nonce: number): Promise<Hex> => {
    const deployment = deployments[nonce]
    if (deployment) {
      const [{ abi, bytecode }, args] = deployment
      return wallet.deployContract({ abi, bytecode, args: [...args], nonce })
    }
    if (nonce === 5) {
      const sqrtPriceX96 = encodeSqrtPriceX96(amount0, amount1)
      return write({
        address: positionManager,
        abi: seedAbi,
        functionName: 'createAndInitializePoolIfNecessary',
        args: [token0, token1, POOL_FEE, sqrtPriceX96],
        nonce,
      })
    }
    if (nonce === 6) {
      return write({
        address: testContracts.latchTestToken,
        abi: seedAbi,
        functionName: 'approve',
        args: [positionManager, maxUint256],
        nonce,
      })
    }
    // The position manager wraps the ETH it is sent, then returns what the mint did not use.
    return write({
      address: positionManager,
      abi: seedAbi,
      functionName: 'multicall',
      args: [[mint, refund]],
      value: POOL_ETH,
      nonce,
    })
  }
  for (let nonce = 0; nonce <= 7; nonce++) {
    let hash: Hex
    try {
      hash = await send(nonce)
    } catch (error) {
      // A process deploying at the same time took this nonce; anything else is our failure.
      if ((await getNonce()) <= nonce) throw error
      return waitForOtherDeployment()
    }
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') {
      throw new Error(`Uniswap V3 deployment failed in ${hash} (deployer nonce ${nonce})`)
    }
  }
  return testUniswapV3

  async function waitForOtherDeployment(): Promise<DeployUniswapV3ReturnType> {
    const deadline = Date.now() + CONCURRENT_DEPLOY_TIMEOUT_MS
    while (Date.now() < deadline) {
      if (await isSeeded(client)) return testUniswapV3
      await sleep(200)
    }
    throw new Error(
      `The Uniswap V3 deployer has nonce ${await getNonce()} on ${rpcUrl} but its contracts are missing`,
    )
  }
}

/** Uniswap orders a pool's tokens by address. */
function sortTokens(a: Address, b: Address): [Address, Address] {
  return BigInt(a) < BigInt(b) ? [a, b] : [b, a]
}

type SeedClient = Pick<ReturnType<typeof publicActions>, 'getCode' | 'readContract'>

/** Whether every contract has code and the ETH/LTT pool has liquidity. */
async function isSeeded(client: SeedClient): Promise<boolean> {
  const codes = await Promise.all(
    Object.values(testUniswapV3).map((address) => client.getCode({ address })),
  )
  if (codes.some((code) => code === undefined || code === '0x')) return false
  const pool = await client.readContract({
    address: testUniswapV3.factory,
    abi: seedAbi,
    functionName: 'getPool',
    args: [testUniswapV3.weth9, testContracts.latchTestToken, POOL_FEE],
  })
  if (pool === zeroAddress) return false
  const liquidity = await client.readContract({
    address: pool,
    abi: seedAbi,
    functionName: 'liquidity',
  })
  return liquidity > 0n
}
