// @vitest-environment happy-dom

import { type LatchOptions, mainnet } from '@latch/core'
import { asInternalClient, type LatchClientInternal } from '@latch/core/internal'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../../createLatch.js'
import { LatchProvider } from '../../LatchProvider.js'
import ConnectingWalletConnectBasicView from './ConnectingWalletConnectBasicView.js'

vi.mock('qrcode', () => ({ toDataURL: vi.fn(async () => 'data:image/png;base64,AAAA') }))

// Issue 16 point 1 (`features.legalCheckbox`): opened directly (manualWCControl, no adapters; spec
// §2), this view is the only way to connect, so it carries the terms checkbox and waits for it.

let client: LatchClientInternal | undefined
afterEach(() => {
  cleanup()
  client?.destroy()
  vi.restoreAllMocks()
})

const legal: Partial<LatchOptions> = {
  termsConditionsUrl: 'https://example.org/terms',
  privacyPolicyUrl: 'https://example.org/privacy',
  features: { legalCheckbox: true },
}

/** The view with WalletConnect on and a pairing URI ready, as core sets them. */
function renderView(options: Partial<LatchOptions> = {}) {
  client = asInternalClient(createLatch({ networks: [mainnet], disableAppend: true, ...options }))
  vi.spyOn(client, 'hasWalletConnect').mockReturnValue(true)
  client.stores.connection.setState({
    wcUri: 'wc:topic@2?relay-protocol=irn&symKey=00',
    wcPairingExpiry: Date.now() + 240_000,
  })
  render(
    <LatchProvider client={client}>
      <ConnectingWalletConnectBasicView />
    </LatchProvider>,
  )
  return client
}

describe('ConnectingWalletConnectBasic and the terms checkbox', () => {
  it('legalCheckbox: no QR code and no "Copy link" until the checkbox is ticked', async () => {
    const latch = renderView(legal)
    const checkbox = await screen.findByRole('checkbox', {
      name: 'I agree to the Terms of Service and Privacy Policy',
    })
    expect(screen.queryByRole('img', { name: 'WalletConnect QR code' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull()
    expect(screen.queryByRole('progressbar')).toBeNull()
    fireEvent.click(checkbox)
    expect(latch.stores.modal.getState().legalAccepted).toBe(true)
    expect(await screen.findByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    // The checkbox stays, ticked (the same element: focus is kept).
    expect(screen.getByRole('checkbox')).toBe(checkbox)
  })
  it('a terms URL without legalCheckbox: the QR code at once, the footer below', async () => {
    renderView({ termsConditionsUrl: 'https://example.org/terms' })
    expect(await screen.findByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(await screen.findByText(/By connecting your wallet/)).toBeTruthy()
    expect(screen.queryByRole('checkbox')).toBeNull()
  })
  it('no legal options: the QR code and "Copy link", nothing else', async () => {
    renderView()
    expect(await screen.findByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
    expect(screen.queryByRole('checkbox')).toBeNull()
  })
})
