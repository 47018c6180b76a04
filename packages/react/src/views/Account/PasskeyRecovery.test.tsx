// @vitest-environment happy-dom

import type { AccountState, LatchOptions } from '@latch/core'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { mockEmbeddedWallet } from '../../testing/mockEmbeddedWallet.js'
import { socialOptions } from '../../testing/socialOptions.js'
import AccountView from './AccountView.js'
import { createConnectedClient, renderWithClient } from './testing.js'

// Issue 29 (design §6, §7): the Account view's "Add a passkey" and who can recover the wallet on
// a new device (the user's `passkeys` and `recovery`, as the auth server tells them).

beforeEach(() => {
  // happy-dom has no WebAuthn.
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/**
 * Renders Account for an embedded wallet's account (`account`: its `user`, `socialProvider`)
 * connected through ID_AUTH (Google among the social logins), the secure frame having said it
 * offers passkeys (unless `passkeysOffered` says otherwise); `latch` adds to the client's options.
 */
function renderAccount(
  account: Partial<AccountState>,
  {
    latch,
    passkeysOffered = true,
  }: { latch?: Partial<LatchOptions>; passkeysOffered?: boolean } = {},
) {
  const client = createConnectedClient(account, { latch })
  onTestFinished(() => client.destroy())
  const wallet = mockEmbeddedWallet(client, () => socialOptions('google'))
  client.stores.connection.setState({ connectorIds: { eip155: 'ID_AUTH' } })
  client.stores.auth.setState({ passkeysOffered })
  renderWithClient(client, <AccountView />)
  return { client, wallet: Object.assign(wallet, { client }) }
}

const notes = {
  passkey:
    'Only your passkey, or a device you already use, can recover this wallet on a new device.',
  email:
    'Your passkey logs you in. Recovering this wallet on a new device still depends on your email login.',
  google:
    'Your passkey logs you in. Recovering this wallet on a new device still depends on your Google login.',
}

describe('recovery note', () => {
  it('none before the user has a passkey', () => {
    renderAccount({ user: { email: 'ada@example.org', passkeys: 0, recovery: 'login' } })
    for (const note of Object.values(notes)) expect(screen.queryByText(note)).toBeNull()
  })

  it('a passkey protecting the wallet: only the passkey or a device already in use', () => {
    renderAccount({ user: { email: 'ada@example.org', passkeys: 1, recovery: 'passkey' } })
    expect(screen.getByText(notes.passkey)).toBeDefined()
  })

  it('a passkey that cannot protect it (no PRF), email login: recovery still depends on it', () => {
    renderAccount({ user: { email: 'ada@example.org', passkeys: 1, recovery: 'login' } })
    expect(screen.getByText(notes.email)).toBeDefined()
  })

  it('the same after a social login: names the provider', () => {
    renderAccount({
      user: { email: 'ada@example.org', username: 'ada', passkeys: 2, recovery: 'login' },
      socialProvider: 'google',
    })
    expect(screen.getByText(notes.google)).toBeDefined()
  })

  it('a social user logged in by passkey (provider unknown): no note rather than a wrong one', () => {
    renderAccount({ user: { username: 'ada_x', passkeys: 1, recovery: 'login' } })
    for (const note of Object.values(notes)) expect(screen.queryByText(note)).toBeNull()
  })
})

describe('"Add a passkey"', () => {
  const ada = { user: { email: 'ada@example.org' } }

  it('opens the passkey addition', async () => {
    const { wallet } = renderAccount(ada)
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }))
    await waitFor(() => expect(wallet.addPasskey).toHaveBeenCalledTimes(1))
  })

  // Which accounts may add one (features.passkeys, WebAuthn, the frame's offer, connected through
  // the embedded wallet) is core's rule, tested there (canLogInWithPasskey.test.ts); the view
  // follows it and reads it again when the connection or the frame's offer changes.
  it('not offered when the embedded wallet says no', () => {
    const { wallet } = renderAccount(ada)
    expect(wallet.canAddPasskey).toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeDefined()
    cleanup()
    wallet.canAddPasskey.mockReturnValue(false)
    renderWithClient(wallet.client, <AccountView />)
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull()
  })

  it('asks again when the connection changes', () => {
    const { client, wallet } = renderAccount(ada)
    wallet.canAddPasskey.mockImplementation(
      () => client.stores.connection.getState().connectorIds.eip155 === 'ID_AUTH',
    )
    act(() => client.stores.connection.setState({ connectorIds: { eip155: 'io.metamask' } }))
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull()
  })
})
