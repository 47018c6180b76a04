import { describe, expect, it } from 'vitest'
import { createUnknownNetwork } from './createUnknownNetwork.js'
import { mainnet } from './mainnet.js'
import { toCaipNetwork } from './toCaipNetwork.js'

describe('toCaipNetwork (spec §3 Network)', () => {
  it('turns a viem chain into a Latch network', () => {
    const network = toCaipNetwork({
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    })
    expect(network).toMatchObject({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Anvil',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    })
  })
  it('ships Ethereum mainnet as eip155:1', () => {
    expect(mainnet.caipNetworkId).toBe('eip155:1')
    expect(mainnet.nativeCurrency.symbol).toBe('ETH')
  })
  it("names networks Latch was not given 'Unknown Network' (spec §8)", () => {
    expect(createUnknownNetwork('eip155:10')).toMatchObject({ id: 10, name: 'Unknown Network' })
  })
})
