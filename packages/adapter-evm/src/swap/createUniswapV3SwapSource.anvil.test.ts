import type { CaipNetwork } from '@latch/core'
import { withGasMargin } from '@latch/testing'
import {
  anvilTestAccounts,
  deployUniswapV3,
  type StartAnvilReturnType,
  testContracts,
  testUniswapV3,
} from '@latch/testing-node'
import { createWalletClient, erc20Abi, http, parseEther, publicActions } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { SwapToken } from '../coreTypes.js'
import { startTestChain } from '../testing/startTestChain.js'
import { createUniswapV3SwapSource } from './createUniswapV3SwapSource.js'

const chainId = 31337
const [, , user] = anvilTestAccounts
const eth: SwapToken = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const ltt: SwapToken = {
  address: testContracts.latchTestToken,
  name: 'Latch Test Token',
  symbol: 'LTT',
  decimals: 18,
}
const lusd: SwapToken = {
  address: testContracts.latchTestUsd,
  name: 'LUSD',
  symbol: 'LUSD',
  decimals: 6,
}
const { quoterV2, swapRouter02, weth9 } = testUniswapV3
const source = createUniswapV3SwapSource({
  uniswapV3: { [chainId]: { quoterV2, swapRouter02, weth9 } },
})

let anvil: StartAnvilReturnType
let caipNetwork: CaipNetwork
// anvil signs for its unlocked dev accounts (eth_sendTransaction).
const wallet = () => createWalletClient({ transport: http(anvil.url) }).extend(publicActions)
const lttBalance = () =>
  wallet().readContract({
    address: testContracts.latchTestToken,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [user],
  })
const send = async (transaction: {
  to: string
  value: bigint
  data?: `0x${string}` | undefined
}) => {
  const request = {
    account: user,
    to: transaction.to as `0x${string}`,
    value: transaction.value,
    data: transaction.data,
  }
  // As a wallet does: the pool's cost depends on the block's timestamp, an exact estimate can fail.
  const gas = withGasMargin(await wallet().estimateGas(request))
  const hash = await wallet().sendTransaction({ ...request, gas, chain: null })
  return wallet().waitForTransactionReceipt({ hash })
}

beforeAll(async () => {
  ;({ anvil, caipNetwork } = await startTestChain({ chainId, deploy: deployUniswapV3 }))
}, 60_000)

afterAll(() => anvil?.stop())

test('tokens: the native currency and its wrapped token; none on other chains', async () => {
  expect(await source.getTokens({ caipNetwork })).toEqual([
    eth,
    { address: weth9, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 },
  ])
  expect(await source.getTokens({ caipNetwork: { ...caipNetwork, id: 1 } })).toEqual([])
})

test('0.1 ETH → LTT: quoted in the 0.3 % pool, swapped for at least toAmountMin', async () => {
  const quote = await source.getQuote({
    caipNetwork,
    userAddress: user,
    from: eth,
    to: ltt,
    amount: parseEther('0.1'),
    slippage: 1,
  })
  expect(quote).toMatchObject({
    source: 'uniswap-v3',
    contract: swapRouter02,
    route: { fee: 3000 },
    slippage: 1,
  })
  expect(quote.toAmount).toBeGreaterThan(parseEther('148'))
  expect(quote.toAmount).toBeLessThan(parseEther('149.55'))
  expect(quote.toAmountMin).toBe((quote.toAmount * 9900n) / 10_000n)
  expect(await source.getAllowance({ caipNetwork, userAddress: user, token: eth })).toBeUndefined()

  const before = await lttBalance()
  const swap = await source.buildSwap({ caipNetwork, userAddress: user, quote })
  expect(swap).toMatchObject({ to: swapRouter02, value: parseEther('0.1'), from: user })
  expect((await send(swap)).status).toBe('success')
  expect((await lttBalance()) - before).toBeGreaterThanOrEqual(quote.toAmountMin)
})

test('LTT → ETH: approve first, then the router unwraps to the user', async () => {
  const quote = await source.getQuote({
    caipNetwork,
    userAddress: user,
    from: ltt,
    to: eth,
    amount: parseEther('150'),
    slippage: 0.5,
  })
  expect(quote.toAmountMin).toBe((quote.toAmount * 9950n) / 10_000n)
  expect(await source.getAllowance({ caipNetwork, userAddress: user, token: ltt })).toBe(0n)
  const approve = await source.buildApprove({ caipNetwork, userAddress: user, quote })
  expect((await send(approve)).status).toBe('success')
  expect(await source.getAllowance({ caipNetwork, userAddress: user, token: ltt })).toBe(
    parseEther('150'),
  )

  const ethBefore = await wallet().getBalance({ address: user })
  const lttBefore = await lttBalance()
  const receipt = await send(await source.buildSwap({ caipNetwork, userAddress: user, quote }))
  expect(receipt.status).toBe('success')
  const fee = receipt.gasUsed * receipt.effectiveGasPrice
  const received = (await wallet().getBalance({ address: user })) - ethBefore + fee
  expect(received).toBeGreaterThanOrEqual(quote.toAmountMin)
  expect(lttBefore - (await lttBalance())).toBe(parseEther('150'))
})

test('no pool: No route for this swap', async () => {
  await expect(
    source.getQuote({
      caipNetwork,
      userAddress: user,
      from: eth,
      to: lusd,
      amount: 10n ** 17n,
      slippage: 1,
    }),
  ).rejects.toThrow('No route for this swap')
  await expect(
    source.getQuote({
      caipNetwork,
      userAddress: user,
      from: eth,
      to: eth,
      amount: 1n,
      slippage: 1,
    }),
  ).rejects.toThrow('No route for this swap')
})

test('an invalid option is refused when the source is created', () => {
  expect(() => createUniswapV3SwapSource({ uniswapV3: { 1: { quoterV2: 'nope' } } })).toThrow(
    'Invalid option `uniswapV3`: must map eip155 chain ids to',
  )
})
