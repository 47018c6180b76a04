// @vitest-environment happy-dom

import type { LatchClientInternal } from '@latch/core/internal'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { registerCatalogue } from '../i18n/catalogues.js'
import deViews from '../i18n/locales/de/views.json'
import enViews from '../i18n/locales/en/views.json'
import { createConnectedClient, renderWithClient } from '../views/Account/testing.js'
import { Toast } from './Toast.js'

let client: LatchClientInternal | undefined

afterEach(() => {
  cleanup()
  client?.destroy()
})

it("links a mined transaction's toast to the explorer in a new tab, without a referrer", () => {
  client = createConnectedClient()
  renderWithClient(client, <Toast />)
  act(() =>
    client?.showToast({
      message: { key: 'toast.sent', values: { amount: '0.5', symbol: 'ETH' } },
      variant: 'success',
      link: { href: 'https://etherscan.io/tx/0xabc', label: { key: 'toast.viewOnExplorer' } },
    }),
  )
  expect(screen.getByRole('status').textContent).toContain('Sent 0.5 ETH')
  const link = screen.getByRole('link', { name: 'View on explorer' })
  expect(link.getAttribute('href')).toBe('https://etherscan.io/tx/0xabc')
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
})

it('never links anything but https', () => {
  client = createConnectedClient()
  renderWithClient(client, <Toast />)
  act(() =>
    client?.showToast({
      message: { key: 'toast.transactionSent' },
      variant: 'success',
      link: { href: 'javascript:alert(1)', label: { key: 'toast.viewOnExplorer' } },
    }),
  )
  expect(screen.queryByRole('link')).toBeNull()
})

it("writes a sent amount in the locale's digits and separators", async () => {
  client = createConnectedClient()
  client.setLocale('de')
  renderWithClient(client, <Toast />)
  await waitFor(() => expect(screen.getByRole('status').getAttribute('lang')).toBe('de'))
  act(() =>
    client?.showToast({
      message: { key: 'toast.sent', values: { amount: '1,234.5', symbol: 'ETH' } },
      variant: 'success',
    }),
  )
  expect(screen.getByRole('status').textContent).toBe('1.234,5 ETH gesendet')
})

it("says what a wallet did wrong in the locale, from the views' texts once a view loaded them", async () => {
  client = createConnectedClient()
  client.setLocale('de')
  // What a view's chunk brings (useViewMessages registers them): the views' texts.
  registerCatalogue('en', 'views', enViews)
  registerCatalogue('de', 'views', deViews)
  renderWithClient(client, <Toast />)
  await waitFor(() => expect(screen.getByRole('status').getAttribute('lang')).toBe('de'))
  act(() => client?.showToast({ message: { key: 'walletError.timeout' }, variant: 'error' }))
  expect(screen.getByRole('alert').textContent).toBe(deViews['walletError.timeout'])
})
