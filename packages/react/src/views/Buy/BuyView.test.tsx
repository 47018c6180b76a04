// @vitest-environment happy-dom

import { mainnet } from '@latch/core'
import { asInternalClient, type LatchClientInternal } from '@latch/core/internal'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { createLatch } from '../../createLatch.js'
import { renderWithClient, setAccount } from '../Account/testing.js'
import BuyView from './BuyView.js'

let client: LatchClientInternal | undefined

afterEach(() => {
  cleanup()
  client?.destroy()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A client on Ethereum with `testAddress` connected and onramp on (coinbase, meld). */
function createBuyClient(options: { apiUrl?: string } = {}) {
  const created = asInternalClient(
    createLatch({ networks: [mainnet], disableAppend: true, ...options }),
  )
  setAccount(created, {})
  created.stores.wallets.setState((state) => ({
    remoteFeatures: { ...state.remoteFeatures, onramp: ['coinbase', 'meld'] },
  }))
  return created
}

const money = (amount: string, currency = 'USD') => ({ amount, currency })
const apiAnswers: Record<string, unknown> = {
  '/v1/onramp/options': {
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '5000.00' }] },
    ],
    purchaseCurrencies: [
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [
          { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        ],
      },
    ],
  },
  '/v1/onramp/quote': {
    coinbaseFee: money('1.50'),
    networkFee: money('0.50'),
    paymentSubtotal: money('98.00'),
    paymentTotal: money('100.00'),
    purchaseAmount: money('0.0326', 'ETH'),
    quoteId: 'q-1',
  },
}

/** Stubs `fetch` with `apiAnswers` (the URL generator answers `url`, or 500 without one). */
function stubApi(url?: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const { pathname } = new URL(String(input))
      const body = pathname === '/v1/generators/onrampurl' && url ? { url } : apiAnswers[pathname]
      return new Response(JSON.stringify(body ?? {}), { status: body ? 200 : 500 })
    }),
  )
}

it('without a Blockchain API shows sample rates, checks the limits and cannot continue', async () => {
  const fetch = vi.fn()
  vi.stubGlobal('fetch', fetch)
  client = createBuyClient()
  renderWithClient(client, <BuyView />)
  const group = await screen.findByRole('radiogroup', { name: 'Provider' })
  expect(group).toBeDefined()
  expect(screen.getByRole('radio', { name: 'Coinbase' })).toHaveProperty('checked', true)
  fireEvent.click(screen.getByRole('radio', { name: 'Meld' }))
  expect(screen.getByRole('radio', { name: 'Meld' })).toHaveProperty('checked', true)
  expect(screen.getByRole('combobox', { name: 'Purchase currency' })).toHaveProperty('value', 'ETH')
  expect(screen.getByRole('combobox', { name: 'Payment currency' })).toHaveProperty('value', 'USD')
  expect(screen.getByRole('combobox', { name: 'Payment method' })).toHaveProperty('value', 'card')
  expect(screen.getByText('Limits: 10.00 to 7500.00 USD')).toBeDefined()

  const amount = screen.getByRole('textbox', { name: 'Amount' })
  fireEvent.change(amount, { target: { value: '5' } })
  expect(screen.getByText('Enter between 10.00 and 7500.00 USD')).toBeDefined()
  expect(amount.getAttribute('aria-invalid')).toBe('true')
  fireEvent.change(screen.getByRole('combobox', { name: 'Payment method' }), {
    target: { value: 'ach_bank_account' },
  })
  fireEvent.change(amount, { target: { value: '30000' } })
  expect(screen.getByText('Enter between 10.00 and 25000.00 USD')).toBeDefined()

  fireEvent.change(amount, { target: { value: '100' } })
  expect(await screen.findByText('You receive ≈ 0.03283333 ETH')).toBeDefined()
  expect(screen.getByText('$1.50')).toBeDefined()
  expect(screen.getByText('Sample rates shown')).toBeDefined()
  expect(
    screen.getByText('Buying needs the Blockchain API, which this app has not set up.'),
  ).toBeDefined()
  expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true)
  expect(fetch).not.toHaveBeenCalled()
})

it('quotes from the API and opens the provider in the popup opened by the click', async () => {
  stubApi('https://pay.example/buy?session=1')
  client = createBuyClient({ apiUrl: 'http://api.test' })
  const popup = { opener: {}, closed: false, close: vi.fn(), location: { href: '' } }
  const open = vi.fn(() => popup)
  vi.stubGlobal('open', open)
  renderWithClient(client, <BuyView />)
  fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), {
    target: { value: '100' },
  })
  expect(await screen.findByText('You receive ≈ 0.0326 ETH')).toBeDefined()
  expect(screen.getByText('Limits: 10.00 to 5000.00 USD')).toBeDefined()
  expect(screen.queryByText('Sample rates shown')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  expect(open).toHaveBeenCalledTimes(1)
  expect(await screen.findByText('Continue in the Coinbase window.')).toBeDefined()
  expect(popup.location.href).toBe('https://pay.example/buy?session=1')
})

it('offers the URL as a link when the popup is blocked', async () => {
  stubApi('https://pay.example/buy?session=2')
  client = createBuyClient({ apiUrl: 'http://api.test' })
  vi.stubGlobal(
    'open',
    vi.fn(() => null),
  )
  renderWithClient(client, <BuyView />)
  fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), {
    target: { value: '100' },
  })
  const continueButton = screen.getByRole('button', { name: 'Continue' })
  await waitFor(() => expect(continueButton).toHaveProperty('disabled', false))
  fireEvent.click(continueButton)
  const link = await screen.findByRole('link', { name: 'Open Coinbase' })
  expect(link.getAttribute('href')).toBe('https://pay.example/buy?session=2')
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
})

it('closes the popup and shows an error toast when the URL cannot be made', async () => {
  stubApi()
  client = createBuyClient({ apiUrl: 'http://api.test' })
  const popup = { opener: {}, closed: false, close: vi.fn(), location: { href: '' } }
  vi.stubGlobal(
    'open',
    vi.fn(() => popup),
  )
  const showToast = vi.spyOn(client, 'showToast')
  renderWithClient(client, <BuyView />)
  fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), {
    target: { value: '100' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
  await waitFor(() =>
    expect(showToast).toHaveBeenCalledWith({
      message: { key: 'toast.openProviderFailed', values: { provider: 'Coinbase' } },
      variant: 'error',
    }),
  )
  expect(popup.close).toHaveBeenCalled()
})
