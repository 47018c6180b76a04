import { afterEach, describe, expect, it, vi } from 'vitest'
import { options, quote, setUp, stubApi } from './onrampTesting.js'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Buy controller (spec §3, §7, §8)', () => {
  it('loads the options for the network, picks defaults and quotes 500 ms after typing', async () => {
    const requests = stubApi({
      '/v1/onramp/options': { body: options },
      '/v1/onramp/quote': { body: quote },
    })
    const { client, controller } = await setUp()
    await controller.load()
    const state = controller.store.getState()
    expect(state).toMatchObject({
      status: 'ready',
      apiAvailable: true,
      providers: ['coinbase', 'meld'],
      provider: 'coinbase',
      purchaseCurrencyId: 'ETH',
      paymentCurrencyId: 'USD',
      paymentMethods: ['card', 'ach_bank_account'],
      paymentMethod: 'card',
      limits: { min: '10.00', max: '5000.00', currency: 'USD' },
      sampleData: false,
      canContinue: false,
    })
    expect(state.purchaseOptions.map(({ id }) => id)).toEqual(['ETH'])

    vi.useFakeTimers()
    controller.setAmount('10')
    controller.setAmount('100')
    expect(controller.store.getState()).toMatchObject({ validAmount: '100.00', canContinue: true })
    await vi.advanceTimersByTimeAsync(499)
    expect(requests.filter(({ path }) => path === '/v1/onramp/quote')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    vi.useRealTimers()
    await vi.waitFor(() => expect(controller.store.getState().quoteStatus).toBe('ready'))
    expect(requests.filter(({ path }) => path === '/v1/onramp/quote')).toEqual([
      {
        path: '/v1/onramp/quote',
        body: {
          purchaseCurrency: 'ETH',
          paymentCurrency: 'USD',
          amount: '100.00',
          network: 'anvil',
        },
      },
    ])
    expect(controller.store.getState()).toMatchObject({ quote, sampleData: false })
    client.destroy()
  })

  it('checks the amount against the method limits', async () => {
    stubApi({ '/v1/onramp/options': { body: options }, '/v1/onramp/quote': { body: quote } })
    const { client, controller } = await setUp()
    await controller.load()
    controller.setAmount('6000')
    expect(controller.store.getState()).toMatchObject({
      amountError: { reason: 'outOfRange', min: '10.00', max: '5000.00', currency: 'USD' },
      canContinue: false,
      quote: undefined,
    })
    controller.selectPaymentMethod('ach_bank_account')
    expect(controller.store.getState()).toMatchObject({ amountError: undefined, canContinue: true })
    client.destroy()
  })

  it.each([
    ['a non-OK answer', { status: 500, body: {} }],
    ['an invalid payload', { body: { paymentCurrencies: [{ id: 1 }] } }],
  ])('falls back to the sample options and quote after %s (spec §8)', async (_, answer) => {
    stubApi({ '/v1/onramp/options': answer, '/v1/onramp/quote': answer })
    const { client, controller } = await setUp()
    await controller.load()
    expect(controller.store.getState()).toMatchObject({
      status: 'ready',
      sampleData: true,
      purchaseCurrencyId: 'ETH',
      limits: { min: '10.00', max: '7500.00', currency: 'USD' },
    })
    controller.selectPaymentCurrency('EUR')
    controller.setAmount('100')
    controller.selectPurchaseCurrency('ETH')
    await vi.waitFor(() => expect(controller.store.getState().quoteStatus).toBe('ready'))
    expect(controller.store.getState().quote).toMatchObject({
      coinbaseFee: { amount: '1.50', currency: 'EUR' },
      quoteId: 'mocked-quote-id',
    })
    client.destroy()
  })

  it('without a Blockchain API uses the sample data, sends nothing and cannot continue', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const { client, controller } = await setUp({})
    await controller.load()
    controller.setAmount('100')
    controller.selectPaymentMethod('card')
    await vi.waitFor(() => expect(controller.store.getState().quoteStatus).toBe('ready'))
    expect(controller.store.getState()).toMatchObject({
      apiAvailable: false,
      sampleData: true,
      canContinue: false,
    })
    expect(controller.store.getState().quote?.quoteId).toBe('mocked-quote-id')
    await expect(controller.continueToProvider()).resolves.toEqual({ status: 'unavailable' })
    expect(fetch).not.toHaveBeenCalled()
    client.destroy()
  })
})
