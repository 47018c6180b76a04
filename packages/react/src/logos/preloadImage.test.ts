import { IMAGE_PRELOAD_TIMEOUT_MS } from '@latch/core/internal'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { preloadImage } from './preloadImage.js'

/** A stand-in for the DOM's Image: tests fire its load and error events. */
class FakeImage {
  static last: FakeImage | undefined
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  decoding = ''
  referrerPolicy = ''
  /** The referrer policy when `src` was set (the request starts then). */
  referrerPolicyAtSrc = ''
  #src = ''
  get src() {
    return this.#src
  }
  set src(value: string) {
    this.#src = value
    this.referrerPolicyAtSrc = this.referrerPolicy
  }
  constructor() {
    FakeImage.last = this
  }
  removeAttribute(name: string) {
    if (name === 'src') this.src = ''
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('Image', FakeImage)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('preloadImage (spec §9: image preload timeout 2 s)', () => {
  it('the timeout is 2 s', () => {
    expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2000)
  })

  it('resolves once the image loaded', async () => {
    const loaded = preloadImage('data:image/svg+xml,<svg/>')
    expect(FakeImage.last?.src).toBe('data:image/svg+xml,<svg/>')
    FakeImage.last?.onload?.()
    await expect(loaded).resolves.toBeUndefined()
  })

  it("fetches with no referrer (the page address is not the image host's business)", async () => {
    void preloadImage('https://wallet.example/logo.png').catch(() => {})
    expect(FakeImage.last?.referrerPolicyAtSrc).toBe('no-referrer')
  })

  it('rejects an image that has not loaded in 2 s, and drops its download', async () => {
    const loaded = preloadImage('https://wallet.example/slow.png')
    const settled = vi.fn()
    loaded.catch(settled)
    await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_TIMEOUT_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(loaded).rejects.toThrow('The image did not load within 2000 ms')
    expect(FakeImage.last?.src).toBe('')
  })

  it('rejects a broken image', async () => {
    const loaded = preloadImage('https://wallet.example/broken.png')
    FakeImage.last?.onerror?.()
    await expect(loaded).rejects.toThrow('The image did not load')
  })

  it('stops waiting when its signal aborts', async () => {
    const controller = new AbortController()
    const loaded = preloadImage('https://wallet.example/a.png', { signal: controller.signal })
    controller.abort(new Error('unmounted'))
    await expect(loaded).rejects.toThrow('unmounted')
  })
})
