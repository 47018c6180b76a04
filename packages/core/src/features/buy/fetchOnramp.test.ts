import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../api/createApiClient.js'
import { fetchOnrampOptions } from './fetchOnrampOptions.js'
import { fetchOnrampQuote } from './fetchOnrampQuote.js'
import { fetchOnrampUrl } from './fetchOnrampUrl.js'

/** An API client whose fetch answers `body` with `status`, recording each request. */
function apiAnswering(body: unknown, status = 200) {
  const calls: { url: URL; init: RequestInit | undefined }[] = []
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: new URL(String(input)), init })
    return new Response(JSON.stringify(body), { status })
  })
  return { api: createApiClient({ baseUrl: 'http://api.test/', projectId: 'p1', fetch }), calls }
}

const options = {
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '5000.00' },
        { id: 'apple_pay', min: '1', max: '2' },
      ],
    },
  ],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether\u200b',
      symbol: 'ETH',
      networks: [{ name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '' }],
    },
  ],
}
const money = (amount: string, currency = 'USD') => ({ amount, currency })
const quote = {
  coinbaseFee: money('1.50'),
  networkFee: money('0.50'),
  paymentSubtotal: money('98.00'),
  paymentTotal: money('100.00'),
  purchaseAmount: money('0.0326', 'ETH'),
  quoteId: 'q-1',
}

describe('on-ramp calls (spec §7)', () => {
  it('GET /v1/onramp/options with the project id, sdk type and version; unknown methods dropped', async () => {
    const { api, calls } = apiAnswering(options)
    const result = await fetchOnrampOptions(api)
    expect(calls[0]?.url.pathname).toBe('/v1/onramp/options')
    expect(calls[0]?.init?.method).toBe('GET')
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      projectId: 'p1',
      st: 'latch',
      sv: expect.any(String),
    })
    expect(result.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '5000.00' },
    ])
    expect(result.purchaseCurrencies[0]?.name).toBe('Ether')
  })

  it('rejects a non-OK answer and an invalid payload', async () => {
    await expect(fetchOnrampOptions(apiAnswering({}, 503).api)).rejects.toThrow(
      'HTTP status code: 503',
    )
    await expect(
      fetchOnrampOptions(apiAnswering({ paymentCurrencies: 'x', purchaseCurrencies: [] }).api),
    ).rejects.toThrow('The API sent an invalid answer')
  })

  it('POST /v1/onramp/quote?projectId=… with the quote body', async () => {
    const { api, calls } = apiAnswering(quote)
    const request = {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: 'base',
    }
    await expect(fetchOnrampQuote(api, request)).resolves.toEqual(quote)
    expect(calls[0]?.url.pathname).toBe('/v1/onramp/quote')
    expect(calls[0]?.url.searchParams.get('projectId')).toBe('p1')
    expect(calls[0]?.init?.method).toBe('POST')
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(request)
    const { purchaseAmount: _, ...withoutAmount } = quote
    await expect(fetchOnrampQuote(apiAnswering(withoutAmount).api, request)).rejects.toThrow(
      'The API sent an invalid answer',
    )
  })

  it('POST /v1/generators/onrampurl with the destination wallet; only http(s) URLs', async () => {
    const parameters = {
      provider: 'meld',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      network: 'base',
      purchaseCurrency: 'ETH',
      amount: '100.00',
    } as const
    const { api, calls } = apiAnswering({ url: 'https://pay.example/buy?x=1' })
    await expect(fetchOnrampUrl(api, parameters)).resolves.toBe('https://pay.example/buy?x=1')
    expect(calls[0]?.url.pathname).toBe('/v1/generators/onrampurl')
    expect(calls[0]?.url.searchParams.get('projectId')).toBe('p1')
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      destinationWallets: [{ address: parameters.address, blockchains: ['base'], assets: ['ETH'] }],
      defaultNetwork: 'base',
      partnerUserId: parameters.address,
      defaultExperience: 'buy',
      presetFiatAmount: 100,
      provider: 'meld',
    })
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'not a url',
      'http://pay.example/onramp',
    ]) {
      await expect(fetchOnrampUrl(apiAnswering({ url }).api, parameters)).rejects.toThrow(
        'The API sent an invalid answer',
      )
    }
  })
})
