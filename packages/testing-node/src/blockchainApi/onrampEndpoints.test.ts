import { anvilTestAccounts, testContracts } from '@latch/testing'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type StartBlockchainApiReturnType, startBlockchainApi } from './startBlockchainApi.ts'

let api: StartBlockchainApiReturnType

beforeAll(async () => {
  // The on-ramp endpoints read no chain.
  api = await startBlockchainApi({ port: 8703, reuse: false, chains: [] })
})

afterAll(async () => {
  await api?.stop()
})

async function request<body>(path: string, init?: RequestInit) {
  const response = await fetch(`${api.url}${path}`, init)
  return { status: response.status, body: (await response.json()) as body }
}
const post = <body>(path: string, json: unknown) =>
  request<body>(path, { method: 'POST', body: JSON.stringify(json) })

test('options: USD and EUR with the fixture limits (card max 5000.00); ETH, LTT, SOL', async () => {
  const limits = [
    { id: 'card', min: '10.00', max: '5000.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ]
  const anvil = (contract_address: string) => [
    { name: 'anvil', display_name: 'Anvil', chain_id: '31337', contract_address },
    { name: 'anvil-2', display_name: 'Anvil 2', chain_id: '31338', contract_address },
  ]
  const { status, body } = await request('/v1/onramp/options?projectId=p&st=latch&sv=0')
  expect(status).toBe(200)
  expect(body).toEqual({
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ],
    purchaseCurrencies: [
      { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: anvil('') },
      {
        id: 'LTT',
        name: 'Latch Test Token',
        symbol: 'LTT',
        networks: anvil(testContracts.latchTestToken),
      },
      {
        id: 'SOL',
        name: 'Solana',
        symbol: 'SOL',
        networks: [
          {
            name: 'solana',
            display_name: 'Solana',
            chain_id: 'solana-local',
            contract_address: '',
          },
        ],
      },
    ],
  })
})

describe('quote', () => {
  const quote = (body: Record<string, string>) =>
    post<Record<string, unknown>>('/v1/onramp/quote?projectId=p', body)

  test('100.00 USD of ETH: 1.5 % fee, 0.50 network fee, 98.00 at 3,000 USD', async () => {
    const { status, body } = await quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100.00',
      network: 'anvil',
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      coinbaseFee: { amount: '1.50', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '98.00', currency: 'USD' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '0.03266666', currency: 'ETH' },
      quoteId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      ),
    })
  })

  test('EUR is USD × 0.9; SOL is 150 USD; every quote has its own id', async () => {
    const euro = await quote({
      purchaseCurrency: 'LTT',
      paymentCurrency: 'EUR',
      amount: '50',
      network: 'anvil-2',
    })
    // fee 0.75, network 0.50, 48.75 EUR at 1.80 EUR per LTT
    expect(euro.body).toMatchObject({
      coinbaseFee: { amount: '0.75', currency: 'EUR' },
      paymentSubtotal: { amount: '48.75', currency: 'EUR' },
      purchaseAmount: { amount: '27.08333333', currency: 'LTT' },
    })
    const sol = await quote({
      purchaseCurrency: 'SOL',
      paymentCurrency: 'USD',
      amount: '10.00',
      network: 'solana',
    })
    // fee 0.15, network 0.50, 9.35 USD at 150
    expect(sol.body).toMatchObject({ purchaseAmount: { amount: '0.06233333', currency: 'SOL' } })
    expect(sol.body.quoteId).not.toBe(euro.body.quoteId)
  })

  test('outside the card limits or unknown ids: 400 with a message', async () => {
    const base = { purchaseCurrency: 'ETH', paymentCurrency: 'USD', network: 'anvil' }
    for (const amount of ['9.99', '5000.01']) {
      expect(await quote({ ...base, amount })).toEqual({
        status: 400,
        body: { message: 'Amount out of range' },
      })
    }
    expect((await quote({ ...base, amount: '5000.00' })).status).toBe(200)
    const refused = [
      { ...base, amount: '1e3' },
      { ...base, amount: '100', purchaseCurrency: 'BTC' },
      { ...base, amount: '100', paymentCurrency: 'GBP' },
      { ...base, amount: '100', network: 'solana' },
    ]
    for (const body of refused) {
      const answer = await quote(body)
      expect(answer.status).toBe(400)
      expect(answer.body.message).toEqual(expect.any(String))
    }
  })
})

describe('on-ramp URL', () => {
  const wallet = {
    address: anvilTestAccounts[0],
    blockchains: ['anvil'],
    assets: ['ETH', 'LTT'],
  }

  test('points at the fixture page, which shows the provider and the parameters', async () => {
    const { status, body } = await post<{ url: string }>('/v1/generators/onrampurl?projectId=p1', {
      destinationWallets: [wallet],
      defaultNetwork: 'anvil',
      partnerUserId: anvilTestAccounts[0],
      defaultExperience: 'buy',
      presetFiatAmount: 100,
    })
    expect(status).toBe(200)
    const url = new URL(body.url)
    expect(`${url.origin}${url.pathname}`).toBe(`${api.url}/onramp/coinbase`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appId: 'p1',
      destinationWallets: JSON.stringify([wallet]),
      defaultNetwork: 'anvil',
      partnerUserId: anvilTestAccounts[0],
      defaultExperience: 'buy',
      presetFiatAmount: '100',
    })

    const page = await fetch(body.url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await page.text()
    expect(html).toContain('<title>Latch test on-ramp</title>')
    expect(html).toContain('<strong data-provider>coinbase</strong>')
    expect(html).toContain('<dt>destinationWallets</dt><dd>[{&quot;address&quot;:')
    expect(html).toContain(`<dt>partnerUserId</dt><dd>${anvilTestAccounts[0]}</dd>`)
  })

  test('meld, escaping, and bad bodies', async () => {
    const { body } = await post<{ url: string }>('/v1/generators/onrampurl', {
      destinationWallets: [wallet],
      partnerUserId: '<script>alert(1)</script>',
      provider: 'meld',
    })
    expect(new URL(body.url).pathname).toBe('/onramp/meld')
    const html = await (await fetch(body.url)).text()
    expect(html).toContain('<strong data-provider>meld</strong>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>')

    expect((await fetch(`${api.url}/onramp/other`)).status).toBe(404)
    for (const bad of [
      { destinationWallets: [], partnerUserId: 'u' },
      { destinationWallets: [wallet] },
      { destinationWallets: [wallet], partnerUserId: 'u', provider: 'moonpay' },
    ]) {
      const answer = await post<{ message: string }>('/v1/generators/onrampurl', bad)
      expect(answer.status).toBe(400)
      expect(answer.body.message).toEqual(expect.any(String))
    }
  })
})

test('on-ramp requests are recorded and can be made to fail', async () => {
  await post('/__reset', {})
  await post('/__fail', { path: '/onramp', status: 500, times: 2 })
  expect(await request('/v1/onramp/options')).toEqual({
    status: 500,
    body: { message: 'Injected failure' },
  })
  expect((await fetch(`${api.url}/onramp/coinbase?x=1`)).status).toBe(500)
  expect((await request('/v1/onramp/options')).status).toBe(200)
  const { body } = await request<{ requests: { method: string; path: string }[] }>('/__requests')
  expect(body.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'GET /v1/onramp/options',
    'GET /onramp/coinbase',
    'GET /v1/onramp/options',
  ])
})
