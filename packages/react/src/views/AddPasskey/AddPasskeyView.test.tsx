// @vitest-environment happy-dom

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { ModalContent } from '../../modal/ModalContent.js'
import { showEmbeddedWalletView } from '../../testing/embeddedWalletView.js'
import AddPasskeyView from './AddPasskeyView.js'

// Issue 29 (design §6): Add a passkey as core's flow leaves the router (the flow is tested in
// core; the frame's "Create a passkey" and "Confirm passkey" in the frame's tests).

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const show = (error?: { key: string }) =>
  showEmbeddedWalletView('AddPasskey', 'Account', error ? { error } : {})

it('before the frame shows: "Loading"; while it creates the passkey: nothing (it has its own buttons)', () => {
  const { client, renderUi } = show()
  renderUi(<AddPasskeyView />)
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeDefined()
  act(() => client.stores.auth.setState({ frameVisible: true }))
  expect(screen.queryByRole('progressbar')).toBeNull()
  expect(screen.queryByRole('alert')).toBeNull()
  expect(screen.queryByRole('button')).toBeNull()
})

it('on failure: the reason as an alert, and "Try again" adds the passkey again', async () => {
  const { wallet, renderUi } = show({ key: 'passkey.failed' })
  renderUi(<AddPasskeyView />)
  expect(screen.getByRole('alert').textContent).toBe('The passkey did not work. Try again.')
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(wallet.addPasskey).toHaveBeenCalledTimes(1))
})

it('the dialog is titled "Add a passkey"', () => {
  show().renderUi(<ModalContent titleId="title" />)
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Add a passkey')
})
