import { type EIP6963ProviderDetail, requestProviders } from 'mipd'
import { afterEach, expect, test, vi } from 'vitest'
import { createDevWallet } from './createDevWallet.ts'
import { devWalletInfo } from './devWalletInfo.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('is valid EIP-6963 provider info with a small SVG icon', () => {
  expect(devWalletInfo.uuid).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  )
  const [prefix, base64 = ''] = devWalletInfo.icon.split(',')
  expect(prefix).toBe('data:image/svg+xml;base64')
  const svg = Buffer.from(base64, 'base64').toString()
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg".*<\/svg>$/)
  expect(devWalletInfo.icon.length).toBeLessThan(1024)
})

test('announce() announces the wallet, again on request, until unsubscribed', () => {
  vi.stubGlobal('window', new EventTarget())
  const wallet = createDevWallet({ chains: [{ id: 31337, name: 'Anvil' }] })
  const announced: EIP6963ProviderDetail[] = []
  const unwatchEarly = requestProviders((detail) => announced.push(detail))
  const unannounce = wallet.announce()
  expect(announced).toEqual([{ info: devWalletInfo, provider: wallet }])

  const unwatchLate = requestProviders((detail) => announced.push(detail))
  expect(announced).toHaveLength(3)
  unannounce()
  unwatchLate?.()
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  expect(announced).toHaveLength(3)
  unwatchEarly?.()
})

test('announce() needs a browser window', () => {
  const wallet = createDevWallet({ chains: [{ id: 31337, name: 'Anvil' }] })
  expect(() => wallet.announce()).toThrow('announce() needs a browser window')
})
