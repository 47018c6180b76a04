import { describe, expect, it } from 'vitest'
import { mainnet } from '../../networks/mainnet.js'
import { solanaDevnet } from '../../networks/solana.js'
import { toCaipNetwork } from '../../networks/toCaipNetwork.js'
import { anvil } from '../../testing/localNetworks.js'
import { getOnrampPurchaseOptions } from './getOnrampPurchaseOptions.js'
import { getOnrampNetworkName, sampleOnrampOptions, sampleOnrampQuote } from './sampleOnrampData.js'

const polygon = toCaipNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon.example'] } },
})

describe('sample on-ramp data (spec §8 fallback, §9 limits and chains)', () => {
  it('names networks as the card on-ramp does, ethereum for chains not in the list', () => {
    expect(getOnrampNetworkName(mainnet)).toBe('ethereum')
    expect(getOnrampNetworkName(polygon)).toBe('polygon')
    expect(getOnrampNetworkName(anvil)).toBe('ethereum')
    expect(getOnrampNetworkName(solanaDevnet)).toBe('solana')
  })

  it('offers USD and EUR with the spec §9 limits and the native currency on the network', () => {
    const options = sampleOnrampOptions(polygon)
    expect(options.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    )
    expect(getOnrampPurchaseOptions(options, polygon)).toEqual([
      {
        id: 'POL',
        name: 'POL',
        symbol: 'POL',
        network: {
          name: 'polygon',
          display_name: 'Polygon',
          chain_id: '137',
          contract_address: '',
        },
      },
    ])
    const sol = getOnrampPurchaseOptions(sampleOnrampOptions(solanaDevnet), solanaDevnet)
    expect(sol.map(({ id, network }) => [id, network.name])).toEqual([['SOL', 'solana']])
  })

  it('computes a quote with a 1.5 % fee and the mocked quote id', () => {
    const request = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', network: 'ethereum' }
    expect(sampleOnrampQuote({ ...request, amount: '100.00' })).toEqual({
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      paymentSubtotal: { amount: '98.50', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0.03283333', currency: 'ETH' },
      quoteId: 'mocked-quote-id',
    })
    const euro = sampleOnrampQuote({ ...request, paymentCurrency: 'EUR', amount: '270.00' })
    expect(euro?.purchaseAmount).toEqual({ amount: '0.0985', currency: 'ETH' })
    expect(sampleOnrampQuote({ ...request, amount: 'abc' })).toBeUndefined()
  })
})

describe('getOnrampPurchaseOptions', () => {
  const networks = [
    { name: 'anvil', display_name: 'Anvil', chain_id: '31337', contract_address: '' },
    { name: 'solana', display_name: 'Solana', chain_id: 'solana-local', contract_address: '' },
  ]
  const options = {
    paymentCurrencies: [],
    purchaseCurrencies: [
      { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: networks.slice(0, 1) },
      { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: networks.slice(1) },
    ],
  }

  it('matches eip155 by chain id and solana by the network name', () => {
    expect(getOnrampPurchaseOptions(options, anvil).map(({ id }) => id)).toEqual(['ETH'])
    expect(getOnrampPurchaseOptions(options, mainnet)).toEqual([])
    expect(getOnrampPurchaseOptions(options, solanaDevnet).map(({ id }) => id)).toEqual(['SOL'])
  })
})
