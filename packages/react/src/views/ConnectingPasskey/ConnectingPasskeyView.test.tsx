// @vitest-environment happy-dom

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { ModalContent } from '../../modal/ModalContent.js'
import { showEmbeddedWalletView } from '../../testing/embeddedWalletView.js'
import ConnectingPasskeyView from './ConnectingPasskeyView.js'

// Issue 29 (design §6): ConnectingPasskey as core's passkey login leaves the router (the flow is
// tested in core; the frame's "Use a passkey" in the frame's tests).

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const show = (error?: { key: string }) =>
  showEmbeddedWalletView('ConnectingPasskey', 'Connect', error ? { error } : {})

it('before the frame shows: "Connecting…"; while it asks for the passkey: nothing (it has its own button)', () => {
  const { client, renderUi } = show()
  renderUi(<ConnectingPasskeyView />)
  expect(screen.getByRole('progressbar', { name: 'Connecting…' })).toBeDefined()
  act(() => client.stores.auth.setState({ frameVisible: true }))
  expect(screen.queryByRole('progressbar')).toBeNull()
  expect(screen.queryByRole('alert')).toBeNull()
  expect(screen.queryByRole('button')).toBeNull()
  // The frame answered: the wallet opens.
  act(() => client.stores.auth.setState({ frameVisible: false }))
  expect(screen.getByRole('progressbar', { name: 'Connecting…' })).toBeDefined()
})

it.each([
  [
    'passkey.required',
    'This wallet is protected by a passkey. Use “Continue with a passkey” to open it on this device.',
  ],
  [
    'passkey.unknownCredential',
    'This passkey is not registered here. It may belong to another site or have been removed.',
  ],
  ['passkey.unavailable', 'Passkeys are not available in this browser.'],
  ['passkey.failed', 'The passkey did not work. Try again.'],
])(
  'error %s: the reason as an alert, and "Try again" starts the login again',
  async (key, text) => {
    const { wallet, renderUi } = show({ key })
    renderUi(<ConnectingPasskeyView />)
    expect(screen.getByRole('alert').textContent).toBe(text)
    const retry = screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement
    // Enabled once the embedded wallet's chunk (the passkey flow) is here.
    await waitFor(() => expect(retry.disabled).toBe(false))
    fireEvent.click(retry)
    expect(wallet.connectPasskey).toHaveBeenCalledTimes(1)
  },
)

it('a new attempt takes the alert away', () => {
  const { client: latch, renderUi } = show({ key: 'passkey.failed' })
  renderUi(<ConnectingPasskeyView />)
  act(() => latch.stores.router.setState({ data: {} }))
  expect(screen.queryByRole('alert')).toBeNull()
  expect(screen.getByRole('progressbar', { name: 'Connecting…' })).toBeDefined()
})

it('the dialog is titled "Passkey"', async () => {
  show({ key: 'passkey.failed' }).renderUi(<ModalContent titleId="title" />)
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Passkey')
  // The view's chunk arrives after the header.
  expect(await screen.findByText('The passkey did not work. Try again.')).toBeDefined()
})
