import { anvilTestAccounts, testContracts, testUniswapV3, withGasMargin } from '@latch/testing'
import { createPublicClient, createWalletClient, erc20Abi, http, parseAbi, parseEther } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getFreePort } from '../node/getFreePort.ts'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.ts'
import { deployUniswapV3 } from './deployUniswapV3.ts'

let anvil: StartAnvilReturnType
// Chain 31338: the addresses are the same as on 31337.
const chain = { ...foundry, id: 31338 }
const client = () => createPublicClient({ chain, transport: http(anvil.url) })
const [, , , account3] = anvilTestAccounts
const { latchTestToken } = testContracts

beforeAll(async () => {
  anvil = await startAnvil({ port: await getFreePort(), chainId: 31338 })
  await deployUniswapV3({ rpcUrl: anvil.url })
}, 60_000)

afterAll(() => anvil?.stop())

const swapAbi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96)) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96)) payable returns (uint256)',
])
const quote = (fee: number) =>
  client().simulateContract({
    address: testUniswapV3.quoterV2,
    abi: swapAbi,
    functionName: 'quoteExactInputSingle',
    args: [
      {
        tokenIn: testUniswapV3.weth9,
        tokenOut: latchTestToken,
        amountIn: parseEther('0.1'),
        fee,
        sqrtPriceLimitX96: 0n,
      },
    ],
  })

test('QuoterV2 prices 0.1 ETH at about 150 LTT less the 0.3 % fee', async () => {
  const {
    result: [amountOut],
  } = await quote(3000)
  // 150 × 0.997 = 149.55; the price moves about 0.2 % over the swap.
  expect(amountOut).toBeLessThan(parseEther('149.55'))
  expect(amountOut).toBeGreaterThan((parseEther('149.55') * 99n) / 100n)
})

test('only the fee-3000 ETH/LTT pool exists', async () => {
  await expect(quote(500)).rejects.toThrow()
})

test('a swap through SwapRouter02 pays ETH and receives LTT', async () => {
  const wallet = createWalletClient({ account: account3, chain, transport: http(anvil.url) })
  const ethBefore = await client().getBalance({ address: account3 })
  const lttBefore = await client().readContract({
    address: latchTestToken,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account3],
  })
  const {
    result: [expected],
  } = await quote(3000)
  const swap = {
    address: testUniswapV3.swapRouter02,
    abi: swapAbi,
    functionName: 'exactInputSingle',
    args: [
      {
        tokenIn: testUniswapV3.weth9,
        tokenOut: latchTestToken,
        fee: 3000,
        recipient: account3,
        amountIn: parseEther('0.1'),
        amountOutMinimum: expected,
        sqrtPriceLimitX96: 0n,
      },
    ],
    value: parseEther('0.1'),
  } as const
  // As a wallet does: the pool's cost depends on the block's timestamp, an exact estimate can fail.
  const gas = withGasMargin(await client().estimateContractGas({ ...swap, account: account3 }))
  const hash = await wallet.writeContract({ ...swap, gas })
  const receipt = await client().waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const lttAfter = await client().readContract({
    address: latchTestToken,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account3],
  })
  expect(lttAfter - lttBefore).toBe(expected)
  const fee = receipt.gasUsed * receipt.effectiveGasPrice
  expect(await client().getBalance({ address: account3 })).toBe(ethBefore - parseEther('0.1') - fee)
})

test('deploying again is a no-op', async () => {
  const blockNumber = await client().getBlockNumber()
  expect(await deployUniswapV3({ rpcUrl: anvil.url })).toEqual(testUniswapV3)
  expect(await client().getBlockNumber()).toBe(blockNumber)
})
