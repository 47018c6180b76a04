import type { CaipNetwork } from '@latch/core'
import { decodeFunctionData } from 'viem'
import { expect, test } from 'vitest'
import type { SwapQuote } from '../coreTypes.js'
import { buildUniswapV3Swap } from './buildUniswapV3Swap.js'
import { ADDRESS_THIS, uniswapV3Abi } from './uniswapV3Abi.js'

const contracts = {
  quoterV2: '0x0000000000000000000000000000000000000a01',
  swapRouter02: '0x0000000000000000000000000000000000000a02',
  weth9: '0x0000000000000000000000000000000000000a03',
} as const
const token = '0x0000000000000000000000000000000000000B01'
const user = '0x0000000000000000000000000000000000000C01'
const caipNetwork = { id: 1 } as CaipNetwork
const eth = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const ltt = { address: token, name: 'LTT', symbol: 'LTT', decimals: 18 }
const quote = (from: SwapQuote['from'], to: SwapQuote['to']): SwapQuote => ({
  from,
  to,
  fromAmount: 100n,
  toAmount: 1000n,
  toAmountMin: 990n,
  slippage: 1,
  source: 'uniswap-v3',
  contract: contracts.swapRouter02,
  route: { fee: 3000 },
})
const decode = (data: `0x${string}` | undefined) =>
  decodeFunctionData({ abi: uniswapV3Abi, data: data ?? '0x' })

test('ETH → token: multicall(deadline, [exactInputSingle from WETH9 paid with value, to the user])', () => {
  const swap = buildUniswapV3Swap(contracts, {
    caipNetwork,
    userAddress: user,
    quote: quote(eth, ltt),
    deadline: 1234n,
  })
  expect(swap).toMatchObject({ to: contracts.swapRouter02, value: 100n, from: user })
  const { functionName, args } = decode(swap.data)
  expect(functionName).toBe('multicall')
  const [deadline, [inner]] = args as unknown as [bigint, `0x${string}`[]]
  expect(deadline).toBe(1234n)
  expect(decode(inner)).toEqual({
    functionName: 'exactInputSingle',
    args: [
      {
        tokenIn: contracts.weth9,
        tokenOut: token,
        fee: 3000,
        recipient: user,
        amountIn: 100n,
        amountOutMinimum: 990n,
        sqrtPriceLimitX96: 0n,
      },
    ],
  })
})

test('token → ETH: multicall(deadline, [swap to the router, unwrapWETH9(min, user)])', () => {
  const swap = buildUniswapV3Swap(contracts, {
    caipNetwork,
    userAddress: user,
    quote: quote(ltt, eth),
    deadline: 1234n,
  })
  expect(swap.value).toBe(0n)
  const { functionName, args } = decode(swap.data)
  expect(functionName).toBe('multicall')
  const [deadline, [inner, unwrap]] = args as unknown as [bigint, `0x${string}`[]]
  expect(deadline).toBe(1234n)
  expect(decode(inner).args?.[0]).toMatchObject({
    tokenIn: token,
    tokenOut: contracts.weth9,
    recipient: ADDRESS_THIS,
  })
  expect(decode(unwrap)).toEqual({ functionName: 'unwrapWETH9', args: [990n, user] })
})

test('a quote without a fee tier has no route', () => {
  expect(() =>
    buildUniswapV3Swap(contracts, {
      caipNetwork,
      userAddress: user,
      quote: { ...quote(eth, ltt), route: undefined },
    }),
  ).toThrow('No route for this swap')
})
