import { describe, expect, it, vi } from 'vitest'
import { createWalletImageCache } from './createWalletImageCache.js'

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function setup(maxIdle = 2) {
  const fetched: string[] = []
  const revoked: string[] = []
  let made = 0
  const failing = new Set<string>()
  const cache = createWalletImageCache({
    maxIdle,
    fetchImage: async (imageId) => {
      fetched.push(imageId)
      if (failing.has(imageId)) throw new Error('HTTP status code: 404')
      return new Blob([png], { type: 'image/png' })
    },
    urls: { create: () => `blob:test/${++made}`, revoke: (url) => revoked.push(url) },
  })
  return { cache, fetched, revoked, failing }
}

describe('createWalletImageCache', () => {
  it('fetches an image once for every holder and gives each the same blob URL', async () => {
    const { cache, fetched } = setup()
    const a = cache.acquire('img-1')
    const b = cache.acquire('img-1')
    expect(await a.url).toBe('blob:test/1')
    expect(await b.url).toBe('blob:test/1')
    expect(fetched).toEqual(['img-1'])
  })

  it('keeps released images for a quick return, revoking the oldest past maxIdle', async () => {
    const { cache, fetched, revoked } = setup(2)
    for (const id of ['a', 'b', 'c']) {
      const handle = cache.acquire(id)
      await handle.url
      handle.release()
      handle.release() // idempotent
    }
    expect(revoked).toEqual(['blob:test/1'])
    // 'b' is still cached; 'a' is fetched again.
    expect(await cache.acquire('b').url).toBe('blob:test/2')
    expect(await cache.acquire('a').url).toBe('blob:test/4')
    expect(fetched).toEqual(['a', 'b', 'c', 'a'])
  })

  it('never revokes an image someone still holds', async () => {
    const { cache, revoked } = setup(0)
    const held = cache.acquire('a')
    const other = cache.acquire('a')
    await held.url
    other.release()
    expect(revoked).toEqual([])
    held.release()
    expect(revoked).toEqual(['blob:test/1'])
  })

  it('remembers a failure instead of asking again on every mount', async () => {
    const { cache, fetched, failing } = setup()
    failing.add('broken')
    const first = cache.acquire('broken')
    await expect(first.url).rejects.toThrow('HTTP status code: 404')
    first.release()
    await expect(cache.acquire('broken').url).rejects.toThrow('HTTP status code: 404')
    expect(fetched).toEqual(['broken'])
  })

  it.each([
    ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['', '<script>alert(1)</script>'],
    ['text/html', '<script>alert(1)</script>'],
    ['image/png; charset=utf-8', png],
  ])('never makes a blob: URL of a %j blob (it would run as the host page)', async (type, body) => {
    const create = vi.fn(() => 'blob:test/x')
    const cache = createWalletImageCache({
      fetchImage: async () => new Blob([body], { type }),
      urls: { create, revoke: vi.fn() },
    })
    await expect(cache.acquire('img').url).rejects.toThrow(/The image type ".*" is refused/)
    expect(create).not.toHaveBeenCalled()
  })

  it('clear aborts fetches in flight and revokes every URL', async () => {
    let signal: AbortSignal | undefined
    const revoke = vi.fn()
    const cache = createWalletImageCache({
      fetchImage: (_imageId, abort) => {
        signal = abort
        return new Promise<Blob>(() => {})
      },
      urls: { create: () => 'blob:test/x', revoke },
    })
    cache.acquire('slow')
    cache.clear()
    expect(signal?.aborted).toBe(true)

    const { cache: done, revoked } = setup()
    await done.acquire('a').url
    done.clear()
    expect(revoked).toEqual(['blob:test/1'])
  })

  it('revokes a URL that arrives after its image was dropped', async () => {
    let answer: (blob: Blob) => void = () => {}
    const revoke = vi.fn()
    const cache = createWalletImageCache({
      fetchImage: () => new Promise<Blob>((resolve) => (answer = resolve)),
      urls: { create: () => 'blob:test/late', revoke },
    })
    const handle = cache.acquire('late')
    cache.clear()
    answer(new Blob(['x'], { type: 'image/png' }))
    await expect(handle.url).rejects.toThrow('The image was released')
    expect(revoke).toHaveBeenCalledWith('blob:test/late')
  })
})
