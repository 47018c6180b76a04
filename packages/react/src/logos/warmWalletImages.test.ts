import { describe, expect, it, vi } from 'vitest'
import { readLoadedWalletImage } from './resolveWalletImage.js'
import { warmWalletImages } from './warmWalletImages.js'

const preloaded = vi.hoisted(() => [] as string[])
vi.mock('./preloadImage.js', () => ({
  preloadImage: async (src: string) => {
    preloaded.push(src)
  },
}))

describe('warmWalletImages', () => {
  it('loads data: icons, which then show at once; no logo chunk, no http(s) or registry image', async () => {
    const icon =
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'
    const remote = 'https://wallet.example/icon.png'
    expect(readLoadedWalletImage({ url: icon })).toBeUndefined()
    await warmWalletImages([
      { url: icon },
      { wallet: { id: 'metamask' } },
      { url: remote },
      { wallet: { id: 'registry-wallet', imageId: 'img-1' } },
    ])
    expect(readLoadedWalletImage({ url: icon })).toBe(icon)
    expect(readLoadedWalletImage({ wallet: { id: 'metamask' } })).toBeUndefined()
    expect(readLoadedWalletImage({ url: remote })).toBeUndefined()
    expect(readLoadedWalletImage({ wallet: { id: 'registry-wallet' } })).toBeUndefined()
    expect(preloaded.some((src) => src.startsWith('http'))).toBe(false)
    expect(preloaded).toEqual([icon])
  })
})
