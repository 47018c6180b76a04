// @vitest-environment happy-dom

import { mainnet } from '@latch/core'
import { asInternalClient, type LatchClientInternal } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../../createLatch.js'
import { LatchProvider } from '../../LatchProvider.js'
import { ModalContent } from '../../modal/ModalContent.js'
import { mockEmbeddedWallet } from '../../testing/mockEmbeddedWallet.js'
import { setAccountState } from '../../testing/setAccountState.js'
import ConnectingSocialView from './ConnectingSocialView.js'

// Issue 28 (Part E, design §3.10): ConnectingSocial as core's social flow leaves the router and
// the account state (the flow is tested in core).

let client: LatchClientInternal | undefined
afterEach(() => {
  cleanup()
  client?.destroy()
  vi.restoreAllMocks()
})

const offered = [
  { id: 'google', name: 'Google' },
  { id: 'acme', name: 'Acme ID' },
]

let wallet: ReturnType<typeof mockEmbeddedWallet>

function createClient(): LatchClientInternal {
  const latch = asInternalClient(createLatch({ networks: [mainnet], disableAppend: true }))
  client = latch
  wallet = mockEmbeddedWallet(latch, () => offered)
  return latch
}

/** Sets what core's social flow sets: the view, its data and the popup in eip155's account state. */
function showConnecting(
  latch: LatchClientInternal,
  data: { social: string; pending?: boolean; error?: { key: string; values?: { name: string } } },
  socialWindow?: Window,
) {
  latch.stores.router.setState({
    view: 'ConnectingSocial',
    history: ['Connect', 'ConnectingSocial'],
    data,
  })
  setAccountState(latch, { socialWindow })
}

function renderView(latch: LatchClientInternal, ui = <ConnectingSocialView />) {
  return render(<LatchProvider client={latch}>{ui}</LatchProvider>)
}

describe('ConnectingSocial', () => {
  it('popup: the logo and "Continue in the Google window" as the status', () => {
    const latch = createClient()
    showConnecting(latch, { social: 'google' }, window)
    const { container } = renderView(latch)
    expect(screen.getByRole('status').textContent).toBe('Continue in the Google window')
    expect(screen.getByRole('progressbar', { name: 'Connecting…' })).toBeDefined()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(container.querySelector('.latch-wallet-image')).not.toBeNull()
  })

  it('redirect: "Taking you to Google…"; back from the provider: "Finishing your Google login…"', () => {
    const latch = createClient()
    showConnecting(latch, { social: 'google' })
    renderView(latch)
    expect(screen.getByRole('status').textContent).toBe('Taking you to Google…')
    act(() => showConnecting(latch, { social: 'google', pending: true }))
    expect(screen.getByRole('status').textContent).toBe('Finishing your Google login…')
  })

  it('an id outside the six is named by the auth server', () => {
    const latch = createClient()
    showConnecting(latch, { social: 'acme' }, window)
    renderView(latch)
    expect(screen.getByRole('status').textContent).toBe('Continue in the Acme ID window')
  })

  it.each([
    ['connectingSocial.windowClosed', 'The Google window was closed.'],
    ['connectingSocial.accessDenied', 'You cancelled the login at Google.'],
    ['connectingSocial.providerUnavailable', 'Google could not be reached. Try again later.'],
    [
      'connectingSocial.emailUnverified',
      'Your Google email address is not verified. Verify it at Google, then try again.',
    ],
    ['connectingSocial.expired', 'The login took too long. Try again.'],
    ['connectingSocial.unknownProvider', 'This app’s login server does not offer Google.'],
    ['connectingSocial.failed', 'The login with Google failed.'],
  ])('error %s: the reason as an alert, and "Try again"', (key, text) => {
    const latch = createClient()
    showConnecting(latch, { social: 'google', error: { key, values: { name: 'Google' } } })
    renderView(latch)
    expect(screen.getByRole('alert').textContent).toBe(text)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined()
  })

  it('"Try again" calls connectSocial synchronously inside its click (the new popup needs it)', () => {
    const latch = createClient()
    showConnecting(latch, {
      social: 'google',
      error: { key: 'connectingSocial.windowClosed', values: { name: 'Google' } },
    })
    renderView(latch)
    let inClick = false
    const calls: [string, boolean][] = []
    wallet.connectSocial.mockImplementation((id) => void calls.push([id, inClick]))
    inClick = true
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    inClick = false
    expect(calls).toEqual([['google', true]])
  })
})

describe('dialog title', () => {
  it('is the provider\'s name by the provider\'s name ("Google")', async () => {
    const latch = createClient()
    showConnecting(latch, { social: 'google' }, window)
    renderView(latch, <ModalContent titleId="title" />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Google')
    // The view's chunk arrives after the header (the alert bar has a status of its own).
    const status = await screen.findByText('Continue in the Google window')
    expect(status.closest('[role="status"]')).not.toBeNull()
  })
})

describe('a page back from a provider whose id was not kept', () => {
  it('waits with a progress indicator, then shows the failure without "Try again"', () => {
    const latch = createClient()
    showConnecting(latch, { social: '', pending: true })
    renderView(latch)
    expect(screen.getByRole('progressbar', { name: 'Connecting…' })).toBeDefined()
    act(() =>
      showConnecting(latch, {
        social: '',
        error: { key: 'connectingSocial.expired' },
      }),
    )
    expect(screen.getByRole('alert').textContent).toBe('The login took too long. Try again.')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})
