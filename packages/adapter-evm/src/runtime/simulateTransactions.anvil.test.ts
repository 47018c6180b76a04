import type { AdapterTransaction, CaipNetwork } from '@latch/core'
import {
  anvilTestAccounts,
  deployUniswapV3,
  type StartAnvilReturnType,
  testContracts,
  testUniswapV3,
} from '@latch/testing-node'
import { createPublicClient, custom, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createRpcClient } from '../data/createRpcClient.js'
import { createUniswapV3SwapSource } from '../swap/createUniswapV3SwapSource.js'
import { startTestChain } from '../testing/startTestChain.js'
import { simulateTransactions } from './simulateTransactions.js'

const chainId = 31337
const [account0, account1] = anvilTestAccounts
const { latchTestToken, latchTestUsd } = testContracts

let anvil: StartAnvilReturnType
let caipNetwork: CaipNetwork
const simulate = (transactions: AdapterTransaction[], from: string = account0) =>
  simulateTransactions(createRpcClient(caipNetwork), { caipNetwork, from, transactions })
const transfer = (value: bigint, token?: AdapterTransaction['token']): AdapterTransaction => ({
  caipNetwork,
  from: account0,
  to: account1,
  value,
  token,
})

beforeAll(async () => {
  ;({ anvil, caipNetwork } = await startTestChain({ chainId, deploy: deployUniswapV3 }))
}, 60_000)

afterAll(() => anvil?.stop())

test('a native send shows −value (no network fee)', async () => {
  expect(await simulate([transfer(parseEther('1.5'))])).toEqual({
    status: 'success',
    changes: [{ symbol: 'ETH', decimals: 18, diff: -parseEther('1.5') }],
  })
})

test('ERC-20 and USDT-style token transfers show −amount', async () => {
  expect(
    await simulate([transfer(parseEther('2'), { address: latchTestToken, decimals: 18 })]),
  ).toEqual({
    status: 'success',
    changes: [
      {
        address: latchTestToken,
        symbol: 'LTT',
        decimals: 18,
        diff: -parseEther('2'),
      },
    ],
  })
  expect(
    await simulate([transfer(parseUnits('3', 6), { address: latchTestUsd, decimals: 6 })]),
  ).toEqual({
    status: 'success',
    changes: [
      {
        address: latchTestUsd,
        symbol: 'LUSD',
        decimals: 6,
        diff: -parseUnits('3', 6),
      },
    ],
  })
})

test('an approval and a swap are previewed together', async () => {
  const { quoterV2, swapRouter02, weth9 } = testUniswapV3
  const source = createUniswapV3SwapSource({
    uniswapV3: { [chainId]: { quoterV2, swapRouter02, weth9 } },
  })
  const quote = await source.getQuote({
    caipNetwork,
    userAddress: account0,
    from: { address: latchTestToken, name: 'LTT', symbol: 'LTT', decimals: 18 },
    to: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    amount: parseEther('15'),
    slippage: 1,
  })
  const approve = await source.buildApprove({ caipNetwork, userAddress: account0, quote })
  const swap = await source.buildSwap({ caipNetwork, userAddress: account0, quote })
  const result = await simulate([approve, swap])
  expect(result).toEqual({
    status: 'success',
    changes: [
      { symbol: 'ETH', decimals: 18, diff: quote.toAmount },
      {
        address: latchTestToken,
        symbol: 'LTT',
        decimals: 18,
        diff: -parseEther('15'),
      },
    ],
  })
  // Without the approval the swap reverts.
  expect(await simulate([swap])).toMatchObject({ status: 'reverted' })
})

test('a transfer of more than the balance is reverted with the reason', async () => {
  expect(
    await simulate([transfer(parseEther('5000'), { address: latchTestToken, decimals: 18 })]),
  ).toEqual({
    status: 'reverted',
    reason: 'LatchErc20: transfer amount exceeds balance',
  })
  expect(await simulate([transfer(parseEther('1000000'))])).toMatchObject({ status: 'reverted' })
})

test('a node without eth_simulateV1 makes it unavailable', async () => {
  const forward = createPublicClient({ transport: http(anvil.url) })
  const client = createPublicClient({
    transport: custom({
      async request({ method, params }) {
        if (method === 'eth_simulateV1') {
          throw Object.assign(
            new Error('the method eth_simulateV1 does not exist/is not available'),
            { code: -32601 },
          )
        }
        return forward.request({ method, params } as never)
      },
    }),
  })
  expect(
    await simulateTransactions(client, {
      caipNetwork,
      from: account0,
      transactions: [transfer(1n)],
    }),
  ).toEqual({ status: 'unavailable' })
})
