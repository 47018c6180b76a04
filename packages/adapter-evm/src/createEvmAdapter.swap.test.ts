import type { CaipNetwork } from '@latch/core'
import { expect, test } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter.js'

const network = (id: number) => ({ id, caipNetworkId: `eip155:${id}` }) as CaipNetwork
const contracts = {
  quoterV2: '0x0000000000000000000000000000000000000a01',
  swapRouter02: '0x0000000000000000000000000000000000000a02',
  weth9: '0x0000000000000000000000000000000000000a03',
} as const

test('hasSwapSource: only the chains of the uniswapV3 option', () => {
  const adapter = createEvmAdapter({ uniswapV3: { 31337: contracts } })
  expect(adapter.hasSwapSource?.(network(31337))).toBe(true)
  expect(adapter.hasSwapSource?.(network(1))).toBe(false)
  expect(createEvmAdapter().hasSwapSource?.(network(31337))).toBe(false)
})

test('loadSwapSource gives the uniswap-v3 source; an invalid option is refused then', async () => {
  const source = await createEvmAdapter({ uniswapV3: { 31337: contracts } }).loadSwapSource?.()
  expect(source?.name).toBe('uniswap-v3')
  const invalid = createEvmAdapter({
    uniswapV3: { 1: { ...contracts, weth9: 'nope' as `0x${string}` } },
  })
  await expect(invalid.loadSwapSource?.()).rejects.toThrow('Invalid option `uniswapV3`')
})

test('resolveName: undefined on a network without ENS, with no request', async () => {
  expect(
    await createEvmAdapter().resolveName?.({ caipNetwork: network(31337), name: 'a.eth' }),
  ).toBe(undefined)
})
