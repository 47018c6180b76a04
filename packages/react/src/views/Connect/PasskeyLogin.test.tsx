// @vitest-environment happy-dom

import { type LatchOptions, mainnet } from '@latch/core'
import { asInternalClient, type LatchClientInternal } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../../createLatch.js'
import { LatchProvider } from '../../LatchProvider.js'
import { emailLogin } from '../../testing/forcedEmailLogin.js'
import { mockEmbeddedWallet } from '../../testing/mockEmbeddedWallet.js'
import { socialOptions } from '../../testing/socialOptions.js'
import { ConnectView } from './ConnectView.js'

// Issue 29 (design §6, D-9): "Continue with a passkey" on the Connect view: in the email block
// (else the social one), only with WebAuthn in the browser, `features.passkeys` not false and the
// secure frame saying it offers passkeys.

// Email login on without an auth server: core's check, forced by the tests that need the form.
vi.mock('@latch/core/internal', async (importOriginal) =>
  (await import('../../testing/forcedEmailLogin.js')).withForcedEmailLogin(importOriginal),
)

let client: LatchClientInternal | undefined
beforeEach(() => {
  // happy-dom has no WebAuthn.
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {})
})
afterEach(() => {
  cleanup()
  client?.destroy()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  emailLogin.forced = false
})

const passkeyName = 'Continue with a passkey'

/**
 * Renders Connect for a client with a mocked embedded wallet (social options from `socials`), one
 * wallet row, and what the secure frame said: `frame.passkeysOffered` (default `true`), no social
 * logins of its own.
 */
function renderConnect(
  options: Partial<LatchOptions> = {},
  frame: { passkeysOffered?: boolean } = { passkeysOffered: true },
) {
  const latch = asInternalClient(
    createLatch({ networks: [mainnet], disableAppend: true, enableWalletGuide: false, ...options }),
  )
  client = latch
  const wallet = mockEmbeddedWallet(latch, () => {
    const { socials } = latch.stores.wallets.getState().remoteFeatures
    return socialOptions(...(socials || []).filter((id) => id !== 'email' && id !== 'farcaster'))
  })
  latch.stores.auth.setState({ socialProviders: [], passkeysOffered: frame.passkeysOffered })
  vi.spyOn(latch, 'prepareEmailLogin').mockReturnValue(undefined)
  latch.stores.connectors.setState({
    connectors: [
      {
        id: 'io.example',
        type: 'ANNOUNCED',
        name: 'Example Wallet',
        chain: 'eip155',
        installed: false,
      },
    ],
  })
  render(
    <LatchProvider client={latch}>
      <ConnectView />
    </LatchProvider>,
  )
  return { latch, wallet }
}

const follows = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)

/** The "or" dividers between two elements in page order. */
const dividersBetween = (a: Element, b: Element) =>
  [...document.querySelectorAll('.latch-divider')].filter(
    (divider) => follows(a, divider) && follows(divider, b),
  ).length

describe('Continue with a passkey', () => {
  it('closes the email block: after the form, before the divider and the wallets; opens the passkey login', async () => {
    emailLogin.forced = true
    const { wallet } = renderConnect({ remoteFeatures: { socials: false } })
    const email = await screen.findByRole('textbox', { name: 'Email' })
    const passkey = await screen.findByRole('button', { name: passkeyName })
    const row = screen.getByRole('button', { name: /^Example Wallet/ })
    expect(follows(email, passkey) && follows(passkey, row)).toBe(true)
    expect(dividersBetween(email, passkey)).toBe(0)
    expect(dividersBetween(passkey, row)).toBe(1)
    expect(passkey.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    fireEvent.click(passkey)
    expect(wallet.connectPasskey).toHaveBeenCalledTimes(1)
  })

  it('without the email form: closes the social block', async () => {
    renderConnect({ remoteFeatures: { socials: ['google'] } })
    const google = await screen.findByRole('button', { name: 'Continue with Google' })
    const passkey = await screen.findByRole('button', { name: passkeyName })
    const row = screen.getByRole('button', { name: /^Example Wallet/ })
    expect(follows(google, passkey) && follows(passkey, row)).toBe(true)
    expect(dividersBetween(google, passkey)).toBe(0)
  })

  it('with neither email nor social login: not offered (a passkey follows an earlier login)', async () => {
    renderConnect({ remoteFeatures: { socials: false } })
    await screen.findByRole('button', { name: /^Example Wallet/ })
    expect(screen.queryByRole('button', { name: passkeyName })).toBeNull()
  })

  // Whether passkeys may be used here (WebAuthn, features.passkeys, not framed by another site)
  // is core's rule, tested there (canLogInWithPasskey.test.ts); the view follows its answer.
  it('hidden when the embedded wallet places it nowhere', async () => {
    emailLogin.forced = true
    const { wallet } = renderConnect({ remoteFeatures: { socials: false } }, {})
    wallet.passkeyPlacement.mockReturnValue('none')
    act(() => client?.stores.auth.setState({ passkeysOffered: true }))
    await screen.findByRole('textbox', { name: 'Email' })
    expect(wallet.passkeyPlacement).toHaveBeenCalledWith({ emailShown: true, socialShown: false })
    expect(screen.queryByRole('button', { name: passkeyName })).toBeNull()
  })

  it('shows once the secure frame said it offers passkeys, and not when it said it does not', async () => {
    emailLogin.forced = true
    const { latch } = renderConnect({ remoteFeatures: { socials: false } }, {})
    await screen.findByRole('textbox', { name: 'Email' })
    expect(screen.queryByRole('button', { name: passkeyName })).toBeNull()
    act(() => latch.stores.auth.setState({ passkeysOffered: true }))
    expect(await screen.findByRole('button', { name: passkeyName })).toBeDefined()
    act(() => latch.stores.auth.setState({ passkeysOffered: false }))
    expect(screen.queryByRole('button', { name: passkeyName })).toBeNull()
  })

  it('legalCheckbox: disabled until the checkbox is ticked', async () => {
    emailLogin.forced = true
    const { wallet } = renderConnect({
      remoteFeatures: { socials: false },
      termsConditionsUrl: 'https://example.org/terms',
      features: { legalCheckbox: true },
    })
    const passkey = (await screen.findByRole('button', { name: passkeyName })) as HTMLButtonElement
    expect(passkey.disabled).toBe(true)
    fireEvent.click(await screen.findByRole('checkbox', { name: /^I agree to the Terms/ }))
    expect(passkey.disabled).toBe(false)
    fireEvent.click(passkey)
    expect(wallet.connectPasskey).toHaveBeenCalledTimes(1)
  })
})
