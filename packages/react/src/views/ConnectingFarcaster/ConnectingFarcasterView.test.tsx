// @vitest-environment happy-dom

import { type Message, mainnet } from '@latch/core'
import {
  asInternalClient,
  type FarcasterLoginStatus,
  type LatchClientInternal,
} from '@latch/core/internal'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLatch } from '../../createLatch.js'
import { LatchProvider } from '../../LatchProvider.js'
import { ModalContent } from '../../modal/ModalContent.js'
import { mockEmbeddedWallet } from '../../testing/mockEmbeddedWallet.js'
import { setAccountState } from '../../testing/setAccountState.js'
import ConnectingFarcasterView from './ConnectingFarcasterView.js'

vi.mock('qrcode', () => ({ toDataURL: vi.fn(async () => 'data:image/png;base64,AAAA') }))

// Issue 30 (part E): ConnectingFarcaster as core's Farcaster login leaves the router (`farcaster`
// status, `error`) and eip155's `farcasterUrl` (the login itself is tested in core).

const channelUrl = 'https://farcaster.xyz/~/siwf?channelToken=0b9c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3'
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'

let client: LatchClientInternal | undefined
afterEach(() => {
  cleanup()
  client?.destroy()
  vi.restoreAllMocks()
})

let wallet: ReturnType<typeof mockEmbeddedWallet>

function createClient(): LatchClientInternal {
  const latch = asInternalClient(createLatch({ networks: [mainnet], disableAppend: true }))
  client = latch
  wallet = mockEmbeddedWallet(latch, () => [{ id: 'farcaster', name: 'Farcaster' }])
  return latch
}

/** Sets what core's Farcaster login sets: the view, its status and error, eip155's URL. */
function showLogin(
  latch: LatchClientInternal,
  farcaster: FarcasterLoginStatus,
  farcasterUrl?: string,
  error?: Message,
) {
  latch.stores.router.setState({
    view: 'ConnectingFarcaster',
    history: ['Connect', 'ConnectingFarcaster'],
    data: { farcaster, ...(error ? { error } : {}) },
  })
  setAccountState(latch, { farcasterUrl })
}

function renderView(latch: LatchClientInternal, ui = <ConnectingFarcasterView />) {
  return render(<LatchProvider client={latch}>{ui}</LatchProvider>)
}

describe('ConnectingFarcaster on a computer', () => {
  it('starting: a spinner, the hint and a disabled "Copy link", then the QR code', async () => {
    const latch = createClient()
    showLogin(latch, 'starting')
    renderView(latch)
    expect(screen.getByRole('progressbar', { name: 'Connecting…' })).toBeDefined()
    expect(screen.getByText('Scan with your phone’s camera or the Farcaster app.')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Copy link' }).hasAttribute('disabled')).toBe(true)
    expect(screen.queryByRole('img')).toBeNull()
    act(() => showLogin(latch, 'waiting', channelUrl))
    expect(await screen.findByRole('img', { name: 'Farcaster QR code' })).toBeDefined()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy link' }).hasAttribute('disabled')).toBe(false)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('"Copy link" copies the channel URL and says so; a refused clipboard says it could not', async () => {
    const latch = createClient()
    const writeText = vi.fn(async (_text: string) => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const showToast = vi.spyOn(latch, 'showToast')
    showLogin(latch, 'waiting', channelUrl)
    renderView(latch)
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(channelUrl))
    expect(showToast).toHaveBeenCalledWith({
      message: { key: 'toast.linkCopied' },
      variant: 'success',
    })
    writeText.mockRejectedValueOnce(new Error('NotAllowedError'))
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await waitFor(() =>
      expect(showToast).toHaveBeenLastCalledWith({
        message: { key: 'toast.copyFailed' },
        variant: 'error',
      }),
    )
  })
})

describe('ConnectingFarcaster on a phone', () => {
  it('a link "Open Farcaster" to the URL, with no referrer; no QR code, no "Copy link"', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(phone)
    const latch = createClient()
    showLogin(latch, 'starting')
    renderView(latch)
    expect(screen.getByRole('progressbar', { name: 'Connecting…' })).toBeDefined()
    expect(screen.queryByRole('link')).toBeNull()
    act(() => showLogin(latch, 'waiting', channelUrl))
    const link = screen.getByRole('link', { name: 'Open Farcaster' })
    expect(link.getAttribute('href')).toBe(channelUrl)
    expect(link.getAttribute('rel')).toBe('noreferrer')
    expect(
      screen.getByText('Approve the sign-in in the Farcaster app, then come back here.'),
    ).toBeDefined()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull()
  })

  it('a URL that is not http(s) is never a link', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(phone)
    const latch = createClient()
    showLogin(latch, 'waiting', 'javascript:alert(1)')
    renderView(latch)
    expect(screen.queryByRole('link')).toBeNull()
  })
})

describe('ConnectingFarcaster when the login ends without connecting', () => {
  it('expired: "This QR code has expired." and "Get a new QR code" starts a new login', () => {
    const latch = createClient()
    showLogin(latch, 'expired', undefined, { key: 'connectingFarcaster.expired' })
    renderView(latch)
    expect(screen.getByRole('alert').textContent).toBe('This QR code has expired.')
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Get a new QR code' }))
    expect(wallet.connectFarcaster).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['connectingFarcaster.relayUnavailable', 'Farcaster can’t be reached right now. Try again.'],
    [
      'connectingFarcaster.rpcUnavailable',
      'Your Farcaster account couldn’t be checked right now. Try again.',
    ],
    ['connectingFarcaster.refused', 'Farcaster sign-in was refused.'],
    ['connectingFarcaster.failed', 'Farcaster sign-in didn’t finish. Try again.'],
  ])('failed (%s): the message and "Try again", which starts a new login', (key, text) => {
    const latch = createClient()
    showLogin(latch, 'failed', undefined, { key })
    renderView(latch)
    expect(screen.getByRole('alert').textContent).toBe(text)
    expect(screen.queryByRole('progressbar')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(wallet.connectFarcaster).toHaveBeenCalledTimes(1)
  })
})

describe('dialog title', () => {
  it('is "Farcaster"', async () => {
    const latch = createClient()
    showLogin(latch, 'waiting', channelUrl)
    renderView(latch, <ModalContent titleId="title" />)
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Farcaster')
    expect(await screen.findByRole('img', { name: 'Farcaster QR code' })).toBeDefined()
  })
})
