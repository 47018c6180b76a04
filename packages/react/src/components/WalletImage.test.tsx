// @vitest-environment happy-dom

import type { LatchClient } from '@latch/core'
import type { WalletImageHandle } from '@latch/core/internal'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LatchContext } from '../hooks/LatchContext.js'
import { WalletImage } from './WalletImage.js'

// Images load at once unless a test says otherwise (happy-dom loads none).
const preload = vi.hoisted(() => ({ fails: new Set<string>() }))
vi.mock('../logos/preloadImage.js', () => ({
  preloadImage: async (src: string) => {
    if ([...preload.fails].some((part) => src.includes(part))) {
      throw new Error('The image did not load within 2000 ms')
    }
  },
}))

beforeEach(() => preload.fails.clear())

// Stable across renders, as the store's catalogue entries are.
const registryWallet = { id: 'registry-wallet', imageId: 'img-1' }
afterEach(cleanup)

/** A client holding registry images as `blob:` URLs, recording what it was asked. */
function registryClient() {
  const acquired: string[] = []
  const released: string[] = []
  const client = {
    async acquireWalletImage(imageId: string): Promise<WalletImageHandle> {
      acquired.push(imageId)
      return {
        url: Promise.resolve(`blob:http://127.0.0.1/${imageId}`),
        release: () => released.push(imageId),
      }
    },
  } as unknown as LatchClient
  return { client, acquired, released }
}

describe('WalletImage', () => {
  it("shows a catalogue wallet's bundled logo as an img named after the wallet", async () => {
    render(<WalletImage name="MetaMask" wallet={{ id: 'metamask' }} alt="MetaMask" />)
    // The monogram, named after the wallet, until the logo's chunk has loaded.
    expect(screen.getByRole('img', { name: 'MetaMask' }).textContent).toBe('M')
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'MetaMask' }).tagName).toBe('IMG'),
    )
    const img = screen.getByRole('img', { name: 'MetaMask' })
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
  })

  it('keeps the monogram, named after the wallet, when the image does not load in time', async () => {
    preload.fails.add('data:image/svg+xml')
    render(<WalletImage name="Trust Wallet" wallet={{ id: 'trust' }} alt="Trust Wallet" />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const monogram = screen.getByRole('img', { name: 'Trust Wallet' })
    expect(monogram.tagName).toBe('SPAN')
    expect(monogram.textContent).toBe('T')
  })

  it('shows the monogram for a wallet web3icons lacks and for an unsafe URL', async () => {
    render(
      <>
        <WalletImage name="Brave Wallet" wallet={{ id: 'brave' }} alt="Brave Wallet" />
        <WalletImage name="Evil" url="javascript:alert(1)" alt="Evil" />
      </>,
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByRole('img', { name: 'Brave Wallet' }).textContent).toBe('B')
    expect(screen.getByRole('img', { name: 'Evil' }).textContent).toBe('E')
    expect(document.querySelector('img')).toBeNull()
  })

  it("shows a registry wallet's image as the client's blob URL and releases it on unmount", async () => {
    const { client, acquired, released } = registryClient()
    const { unmount } = render(
      <LatchContext.Provider value={client}>
        <WalletImage name="Registry Wallet" wallet={registryWallet} alt="Registry Wallet" />
      </LatchContext.Provider>,
    )
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'Registry Wallet' }).getAttribute('src')).toBe(
        'blob:http://127.0.0.1/img-1',
      ),
    )
    expect(acquired).toEqual(['img-1'])
    unmount()
    expect(released).toEqual(['img-1'])
  })

  it("fetches a wallet image with no referrer (the page address is not its host's business)", async () => {
    render(<WalletImage name="Ethereum" url="https://x.example/eth.png" alt="Ethereum" />)
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'Ethereum' }).tagName).toBe('IMG'),
    )
    expect(screen.getByRole('img', { name: 'Ethereum' }).getAttribute('referrerpolicy')).toBe(
      'no-referrer',
    )
  })

  it('is decorative without alt: hidden from assistive tech', async () => {
    const { container } = render(<WalletImage name="Ethereum" url="https://x.example/eth.png" />)
    await vi.waitFor(() => expect(container.querySelector('img')).not.toBeNull())
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('')
  })
})
