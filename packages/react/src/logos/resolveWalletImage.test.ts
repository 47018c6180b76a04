import { IMAGE_PRELOAD_TIMEOUT_MS, type WalletImageHandle } from '@latch/core/internal'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveWalletImage } from './resolveWalletImage.js'

vi.mock('./preloadImage.js', () => ({ preloadImage: async () => {} }))

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function registry(url: Promise<string>) {
  const released: string[] = []
  const acquire = async (imageId: string): Promise<WalletImageHandle> => ({
    url,
    release: () => released.push(imageId),
  })
  return { acquire, released }
}

describe('resolveWalletImage', () => {
  it('prefers a safe URL, then the bundled logo, then the registry image', async () => {
    const { acquire } = registry(Promise.resolve('blob:x/1'))
    const signal = new AbortController().signal
    const url = 'https://wallet.example/icon.png'
    expect(await resolveWalletImage({ url, wallet: { id: 'metamask' }, acquire, signal })).toBe(url)
    expect(
      await resolveWalletImage({ url: 'javascript:alert(1)', wallet: { id: 'metamask' }, signal }),
    ).toMatch(/^data:image\/svg\+xml,/)
    expect(
      await resolveWalletImage({ wallet: { id: 'brave', imageId: 'i' }, acquire, signal }),
    ).toBe('blob:x/1')
    expect(await resolveWalletImage({ wallet: { id: 'brave' }, signal })).toBeUndefined()
  })

  it('gives up on a registry image not there within 2 s (the monogram shows)', async () => {
    const { acquire } = registry(new Promise<string>(() => {}))
    const result = resolveWalletImage({
      wallet: { id: 'r1', imageId: 'slow' },
      acquire,
      signal: new AbortController().signal,
    })
    await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_TIMEOUT_MS)
    expect(await result).toBeUndefined()
  })

  it('releases the registry image when no longer wanted', async () => {
    const { acquire, released } = registry(Promise.resolve('blob:x/2'))
    const controller = new AbortController()
    expect(
      await resolveWalletImage({
        wallet: { id: 'r2', imageId: 'img' },
        acquire,
        signal: controller.signal,
      }),
    ).toBe('blob:x/2')
    expect(released).toEqual([])
    controller.abort()
    expect(released).toEqual(['img'])
  })
})
