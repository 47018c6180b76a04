// @vitest-environment happy-dom

import { mainnet } from '@latch/core'
import { asInternalClient, type LatchClientInternal } from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../../createLatch.js'
import { LatchProvider } from '../../LatchProvider.js'
import { socialLogoUrl } from '../../logos/socialLogos.js'
import { mockEmbeddedWallet } from '../../testing/mockEmbeddedWallet.js'
import { socialOptions } from '../../testing/socialOptions.js'
import SocialLogin from './SocialLogin.js'

// Issue 28 (Part E, design §3.10): the Connect view's social buttons. Which logins are offered is
// core's rule (getSocialOptions, tested there); here the client's answer is set by each test.

// Named by core's rule: brand names for the standard ids, the id itself for others until the
// auth server names them.
const options = socialOptions

let client: LatchClientInternal | undefined
afterEach(() => {
  cleanup()
  client?.destroy()
  vi.restoreAllMocks()
})

function renderSocial(ids: string[], props: { disabled?: boolean } = {}, latchOptions = {}) {
  const latch = asInternalClient(
    createLatch({ networks: [mainnet], disableAppend: true, ...latchOptions }),
  )
  client = latch
  const wallet = mockEmbeddedWallet(latch, () => options(...ids))
  // The secure frame told the auth server's list (the buttons wait for it); the options are mocked.
  latch.stores.auth.setState({ socialProviders: [] })
  const prepare = vi.spyOn(latch, 'prepareEmailLogin').mockReturnValue(undefined)
  const { connectSocial } = wallet
  render(
    <LatchProvider client={latch}>
      <SocialLogin {...props} />
    </LatchProvider>,
  )
  return { latch, prepare, connectSocial, wallet }
}

/** Every button's accessible name, in page order. */
const buttonNames = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent)

describe('SocialLogin layout', () => {
  it('one login: a wide "Continue with Google" with its logo, no row, no "Other"', () => {
    renderSocial(['google'])
    const wide = screen.getByRole('button', { name: 'Continue with Google' })
    expect(wide.textContent).toBe('Continue with Google')
    expect(wide.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    expect(wide.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(buttonNames()).toEqual(['Continue with Google'])
  })

  it('two logins: the wide button, then one icon button named and titled "Continue with X"', () => {
    renderSocial(['google', 'x'])
    expect(buttonNames()).toEqual(['Continue with Google', 'Continue with X'])
    const icon = screen.getByRole('button', { name: 'Continue with X' })
    expect(icon.getAttribute('title')).toBe('Continue with X')
    expect(icon.textContent).toBe('')
  })

  it('six logins: the wide button and five icons in one row, no "Other"', () => {
    renderSocial(['google', 'x', 'discord', 'github', 'apple', 'facebook'])
    expect(buttonNames()).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue with GitHub',
      'Continue with Apple',
      'Continue with Facebook',
    ])
    expect(screen.queryByRole('button', { name: 'Other' })).toBeNull()
  })

  it('seven logins: four icons and "Other", which opens ConnectSocials', () => {
    const { latch } = renderSocial([
      'google',
      'x',
      'discord',
      'github',
      'apple',
      'facebook',
      'acme',
    ])
    expect(buttonNames()).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue with GitHub',
      'Continue with Apple',
      'Other',
    ])
    const other = screen.getByRole('button', { name: 'Other' })
    expect(other.getAttribute('title')).toBe('Other')
    fireEvent.click(other)
    expect(latch.stores.router.getState().view).toBe('ConnectSocials')
  })

  it('no login: nothing', () => {
    renderSocial([])
    expect(screen.queryAllByRole('button')).toEqual([])
  })

  it('an id without a mark of its own shows the key glyph', () => {
    renderSocial(['google', 'acme'])
    const google = screen.getByRole('button', { name: 'Continue with Google' })
    const acme = screen.getByRole('button', { name: 'Continue with acme' })
    const src = (button: HTMLElement) => button.querySelector('img')?.getAttribute('src')
    expect(src(acme)).toMatch(/^data:image\/svg\+xml,/)
    expect(src(acme)).not.toBe(src(google))
  })
})

describe('SocialLogin clicks', () => {
  it('calls connectSocial synchronously inside the click (a popup is allowed only there)', () => {
    const { connectSocial } = renderSocial(['google', 'x'])
    let inClick = false
    const calls: [string, boolean][] = []
    connectSocial.mockImplementation((id) => void calls.push([id, inClick]))
    for (const name of ['Continue with Google', 'Continue with X']) {
      inClick = true
      fireEvent.click(screen.getByRole('button', { name }))
      inClick = false
    }
    expect(calls).toEqual([
      ['google', true],
      ['x', true],
    ])
  })

  it('disabled (the terms checkbox not ticked): every button is disabled', () => {
    renderSocial(['google', 'x', 'discord', 'github', 'apple', 'facebook', 'acme'], {
      disabled: true,
    })
    const buttons = screen.getAllByRole('button') as HTMLButtonElement[]
    expect(buttons).toHaveLength(6)
    expect(buttons.every((button) => button.disabled)).toBe(true)
  })

  it('the legal gate holds even when a click gets through: no login before the terms are ticked', () => {
    const { latch, connectSocial } = renderSocial(
      ['google'],
      {},
      {
        termsConditionsUrl: 'https://example.org/terms',
        features: { legalCheckbox: true },
      },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    expect(connectSocial).not.toHaveBeenCalled()
    latch.stores.modal.setState({ legalAccepted: true })
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    expect(connectSocial).toHaveBeenCalledWith('google')
  })

  it('starts loading the secure frame once shown, as the email form does', async () => {
    const { prepare } = renderSocial(['google'])
    await waitFor(() => expect(prepare).toHaveBeenCalledTimes(1))
  })

  it('re-reads the options when the auth server tells its list', () => {
    const { latch, wallet } = renderSocial(['google'])
    wallet.getSocialOptions.mockReturnValue(options('github', 'discord'))
    act(() => latch.stores.auth.setState({ socialProviders: options('github', 'discord') }))
    expect(buttonNames()).toEqual(['Continue with GitHub', 'Continue with Discord'])
  })
})

// Issue 30: Farcaster is one of the social buttons, in core's order, with its own mark; its click
// hands 'farcaster' to the embedded wallet's connectSocial, which starts the Farcaster login (core's
// connectFarcaster: ConnectingFarcaster, no popup).
describe('SocialLogin Farcaster', () => {
  it('an icon "Continue with Farcaster" with Farcaster\'s mark, in the offered order', () => {
    renderSocial(['google', 'x', 'discord', 'farcaster'])
    expect(buttonNames()).toEqual([
      'Continue with Google',
      'Continue with X',
      'Continue with Discord',
      'Continue with Farcaster',
    ])
    const button = screen.getByRole('button', { name: 'Continue with Farcaster' })
    expect(button.getAttribute('title')).toBe('Continue with Farcaster')
    expect(button.querySelector('img')?.getAttribute('src')).toBe(socialLogoUrl('farcaster'))
  })

  it('first: the wide "Continue with Farcaster"; a click starts the Farcaster login', () => {
    const { connectSocial } = renderSocial(['farcaster', 'google'])
    const wide = screen.getByRole('button', { name: 'Continue with Farcaster' })
    expect(wide.textContent).toBe('Continue with Farcaster')
    fireEvent.click(wide)
    expect(connectSocial).toHaveBeenCalledWith('farcaster')
    expect(connectSocial).toHaveBeenCalledTimes(1)
  })
})
