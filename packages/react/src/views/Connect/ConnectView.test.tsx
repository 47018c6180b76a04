// @vitest-environment happy-dom

import { type LatchOptions, mainnet } from '@latch/core'
import { asInternalClient, type LatchClientInternal } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../../createLatch.js'
import { LatchProvider } from '../../LatchProvider.js'
import { LatchModal } from '../../modal/LatchModal.js'
import { emailLogin } from '../../testing/forcedEmailLogin.js'
import { mockEmbeddedWallet } from '../../testing/mockEmbeddedWallet.js'
import { socialOptions } from '../../testing/socialOptions.js'
import { ConnectView } from './ConnectView.js'

// Issue 16 point 1: what the Connect view shows for spec §3 options and §9 features. No adapter
// and no wallet: the list is "No wallet found"; WalletConnect is off (no relay).

// Email login on without an auth server: core's check, forced by the tests that need the form.
vi.mock('@latch/core/internal', async (importOriginal) =>
  (await import('../../testing/forcedEmailLogin.js')).withForcedEmailLogin(importOriginal),
)

let client: LatchClientInternal | undefined
afterEach(() => {
  cleanup()
  client?.destroy()
  vi.restoreAllMocks()
  emailLogin.forced = false
})

function renderConnect(options: Partial<LatchOptions> = {}) {
  client = asInternalClient(createLatch({ networks: [mainnet], disableAppend: true, ...options }))
  render(
    <LatchProvider client={client}>
      <ConnectView />
    </LatchProvider>,
  )
  return client
}

describe('ConnectView options', () => {
  it('by default: All Wallets and "New to wallets?", no legal text', () => {
    renderConnect()
    expect(screen.getByRole('button', { name: /^All Wallets/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'New to wallets?' })).toBeTruthy()
    expect(screen.queryByText(/By connecting your wallet/)).toBeNull()
  })

  it('enableWallets: false: no All Wallets, no guide', () => {
    renderConnect({ enableWallets: false })
    expect(screen.queryByRole('button', { name: /^All Wallets/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'New to wallets?' })).toBeNull()
  })

  it('enableWalletGuide: false hides the guide; the guide opens "What is a Wallet?"', () => {
    const latch = renderConnect()
    fireEvent.click(screen.getByRole('button', { name: 'New to wallets?' }))
    expect(latch.stores.router.getState().view).toBe('WhatIsAWallet')
    cleanup()
    renderConnect({ enableWalletGuide: false })
    expect(screen.queryByRole('button', { name: 'New to wallets?' })).toBeNull()
  })

  it('a terms URL alone: the footer names and links only the terms, in a new tab', async () => {
    renderConnect({ termsConditionsUrl: 'https://example.org/terms' })
    const footer = await screen.findByText(/By connecting your wallet/)
    expect(footer.textContent).toBe('By connecting your wallet, you agree to our Terms of Service')
    const link = screen.getByRole('link', { name: 'Terms of Service' })
    expect(link.getAttribute('href')).toBe('https://example.org/terms')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull()
  })

  it('legalCheckbox: All Wallets is disabled until the checkbox is ticked', async () => {
    const latch = renderConnect({
      termsConditionsUrl: 'https://example.org/terms',
      privacyPolicyUrl: 'https://example.org/privacy',
      features: { legalCheckbox: true },
    })
    const allWallets = screen.getByRole('button', { name: /^All Wallets/ }) as HTMLButtonElement
    // Disabled before the (lazily loaded) checkbox shows.
    expect(allWallets.disabled).toBe(true)
    const checkbox = (await screen.findByRole('checkbox', {
      name: 'I agree to the Terms of Service and Privacy Policy',
    })) as HTMLInputElement
    fireEvent.click(checkbox)
    expect(latch.stores.modal.getState().legalAccepted).toBe(true)
    expect(allWallets.disabled).toBe(false)
    expect(screen.queryByText(/By connecting your wallet/)).toBeNull()
  })
})

describe('disableAppend', () => {
  it('appends nothing to document.body; <LatchModal/> renders where it is placed', async () => {
    client = asInternalClient(createLatch({ networks: [mainnet], disableAppend: true }))
    const latch = client
    render(
      <LatchProvider client={latch}>
        <section aria-label="Placed">
          <LatchModal />
        </section>
      </LatchProvider>,
    )
    await act(async () => {
      await latch.open()
    })
    const placed = screen.getByRole('region', { name: 'Placed' })
    // The modal's chunk arrives after the open.
    await waitFor(() => expect(placed.querySelector('latch-modal')).not.toBeNull())
    expect(document.body.querySelector(':scope > latch-modal')).toBeNull()
  })
})

describe('spec §2 connect-method order', () => {
  /** Renders Connect with email login on and one wallet; resolves to the methods in page order. */
  async function renderedOrder(installed: boolean): Promise<string[]> {
    const latch = asInternalClient(
      createLatch({ networks: [mainnet], disableAppend: true, enableWalletGuide: false }),
    )
    client = latch
    emailLogin.forced = true
    vi.spyOn(latch, 'prepareEmailLogin').mockReturnValue(undefined)
    latch.stores.connectors.setState({
      connectors: [
        { id: 'io.example', type: 'ANNOUNCED', name: 'Example Wallet', chain: 'eip155', installed },
      ],
    })
    render(
      <LatchProvider client={latch}>
        <ConnectView />
      </LatchProvider>,
    )
    // Email login is a lazy chunk.
    const email = await screen.findByRole('textbox', { name: 'Email' })
    const wallet = screen.getByRole('button', { name: /^Example Wallet/ })
    return email.compareDocumentPosition(wallet) & Node.DOCUMENT_POSITION_FOLLOWING
      ? ['email', 'wallet']
      : ['wallet', 'email']
  }

  it('email first by default', async () => {
    expect(await renderedOrder(false)).toEqual(['email', 'wallet'])
  })

  it('the wallets first when an installed (announced) wallet shows', async () => {
    expect(await renderedOrder(true)).toEqual(['wallet', 'email'])
  })
})

describe('social login (issue 28)', () => {
  /**
   * A client whose embedded wallet offers social login: core's rule (getSocialOptions) over the
   * `socials` remote feature, as the client answers once an embedded wallet is configured.
   */
  function socialClient(options: Partial<LatchOptions> = {}) {
    const latch = asInternalClient(
      createLatch({
        networks: [mainnet],
        disableAppend: true,
        enableWalletGuide: false,
        ...options,
      }),
    )
    client = latch
    const offered = () => {
      const { socials } = latch.stores.wallets.getState().remoteFeatures
      return socialOptions(...(socials || []).filter((id) => id !== 'email' && id !== 'farcaster'))
    }
    mockEmbeddedWallet(latch, offered)
    // The secure frame told the auth server's list (the buttons wait for it); the options are mocked.
    latch.stores.auth.setState({ socialProviders: [] })
    vi.spyOn(latch, 'prepareEmailLogin').mockReturnValue(undefined)
    return latch
  }

  function renderClient(latch: LatchClientInternal) {
    render(
      <LatchProvider client={latch}>
        <ConnectView />
      </LatchProvider>,
    )
  }

  /** The methods in page order: email form, social buttons, wallet row. */
  async function order(): Promise<string[]> {
    const social = await screen.findByRole('button', { name: 'Continue with Google' })
    const parts: [string, HTMLElement | null][] = [
      ['email', screen.queryByRole('textbox', { name: 'Email' })],
      ['social', social],
      ['wallet', screen.getByRole('button', { name: /^Example Wallet/ })],
    ]
    const before = (a: HTMLElement, b: HTMLElement) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
    return parts
      .flatMap(([method, element]) => (element ? [{ method, element }] : []))
      .sort((a, b) => before(a.element, b.element))
      .map(({ method }) => method)
  }

  function addWallet(latch: LatchClientInternal, installed: boolean) {
    latch.stores.connectors.setState({
      connectors: [
        { id: 'io.example', type: 'ANNOUNCED', name: 'Example Wallet', chain: 'eip155', installed },
      ],
    })
  }

  it.each([
    ['email, social, wallet', false, ['email', 'social', 'wallet']],
    ['with an installed wallet: wallet, email, social', true, ['wallet', 'email', 'social']],
  ])('spec §2 order %s', async (_, installed, expected) => {
    const latch = socialClient({ remoteFeatures: { socials: ['google', 'x'] } })
    emailLogin.forced = true
    addWallet(latch, installed)
    renderClient(latch)
    await screen.findByRole('textbox', { name: 'Email' })
    expect(await order()).toEqual(expected)
  })

  it('until the secure frame tells the auth server logins: no social part and one divider', async () => {
    const latch = socialClient({ remoteFeatures: { socials: ['google', 'x'] } })
    latch.stores.auth.setState({ socialProviders: undefined })
    emailLogin.forced = true
    addWallet(latch, false)
    renderClient(latch)
    await screen.findByRole('textbox', { name: 'Email' })
    const dividers = () => document.querySelectorAll('.latch-divider').length
    expect(dividers()).toBe(1)
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull()
    act(() => latch.stores.auth.setState({ socialProviders: [{ id: 'google', name: 'Google' }] }))
    expect(await order()).toEqual(['email', 'social', 'wallet'])
    expect(dividers()).toBe(2)
  })

  it('connectMethodsOrder wins', async () => {
    const latch = socialClient({
      remoteFeatures: { socials: ['google'] },
      features: { connectMethodsOrder: ['social', 'wallet'] },
    })
    addWallet(latch, false)
    renderClient(latch)
    expect(await order()).toEqual(['social', 'wallet'])
  })

  it("socials: ['github', 'discord'] shows exactly those two, in that order", async () => {
    const latch = socialClient({ remoteFeatures: { socials: ['github', 'discord'] } })
    renderClient(latch)
    await screen.findByRole('button', { name: 'Continue with GitHub' })
    const socials = screen.getAllByRole('button', { name: /^Continue with / })
    expect(
      socials.map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Continue with GitHub', 'Continue with Discord'])
    expect(screen.queryByRole('button', { name: 'Other' })).toBeNull()
  })

  it('no socials: no social buttons', () => {
    const latch = socialClient({ remoteFeatures: { socials: false } })
    renderClient(latch)
    expect(screen.queryByRole('button', { name: /^Continue with / })).toBeNull()
  })

  it('legalCheckbox: the social buttons are disabled until the checkbox is ticked', async () => {
    const latch = socialClient({
      remoteFeatures: { socials: ['google', 'x'] },
      termsConditionsUrl: 'https://example.org/terms',
      features: { legalCheckbox: true },
    })
    renderClient(latch)
    const google = (await screen.findByRole('button', {
      name: 'Continue with Google',
    })) as HTMLButtonElement
    expect(google.disabled).toBe(true)
    fireEvent.click(await screen.findByRole('checkbox', { name: /^I agree to the Terms/ }))
    expect(google.disabled).toBe(false)
  })
})
