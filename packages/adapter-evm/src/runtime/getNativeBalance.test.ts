import { createConfig, custom } from '@wagmi/core'
import type { Chain } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { getNativeBalance } from './getNativeBalance.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function configAnswering(result: string, chain: Chain = mainnet) {
  const requests: { method: string; params?: unknown }[] = []
  const config = createConfig({
    chains: [chain],
    transports: {
      [chain.id]: custom({
        async request(request: { method: string; params?: unknown }) {
          requests.push(request)
          return result
        },
      }),
    },
    storage: null,
  })
  return { config, requests }
}

describe('getNativeBalance', () => {
  it('sends one eth_getBalance, even on a chain with multicall3', async () => {
    const { config, requests } = configAnswering('0x1bc16d674ec80000')
    expect(await getNativeBalance(config, { address, chainId: mainnet.id })).toEqual({
      balance: '2',
      symbol: 'ETH',
    })
    expect(requests).toEqual([{ method: 'eth_getBalance', params: [address, 'latest'] }])
  })

  it("formats with the chain's native currency decimals", async () => {
    const { config } = configAnswering('0x3039', {
      ...mainnet,
      nativeCurrency: { name: 'Dollar', symbol: 'USD', decimals: 6 },
    })
    expect(await getNativeBalance(config, { address, chainId: mainnet.id })).toEqual({
      balance: '0.012345',
      symbol: 'USD',
    })
  })

  it('rejects a chain the config does not have', async () => {
    const { config } = configAnswering('0x0')
    await expect(getNativeBalance(config, { address, chainId: 5 })).rejects.toThrow(
      'Chain not configured.',
    )
  })

  it.each([
    ['a 10,000-digit balance', `0x${'f'.repeat(10_000)}`],
    ['a balance that is not hex', '1000'],
    ['no balance', null],
  ])('refuses %s: "The network sent an invalid balance" (issue 11)', async (_, answer) => {
    const { config } = configAnswering(answer as string)
    await expect(getNativeBalance(config, { address, chainId: mainnet.id })).rejects.toThrow(
      'The network sent an invalid balance',
    )
  })

  it('accepts the largest uint256', async () => {
    const { config } = configAnswering(`0x${'f'.repeat(64)}`)
    const { balance } = await getNativeBalance(config, { address, chainId: mainnet.id })
    expect(balance.startsWith('115792089237316195423570985008687907853269984665640564039457')).toBe(
      true,
    )
  })
})
