import { walletCatalogue } from '@latch/core/internal'
import { describe, expect, it } from 'vitest'
import { loadWalletLogo, walletLogos } from './walletLogos.js'

// Catalogue wallets web3icons 4.0.56 has no logo for: they show their monogram.
const withoutLogo = ['bitget', 'brave', 'frame', 'xverse', 'onekey', 'safepal']

describe('catalogue wallet logos (@web3icons/core)', () => {
  it('every catalogue wallet has a logo, except those web3icons lacks', () => {
    const ids = walletCatalogue.map((wallet) => wallet.id)
    expect(Object.keys(walletLogos).filter((id) => !ids.includes(id))).toEqual([])
    expect(ids.filter((id) => !(id in walletLogos))).toEqual(withoutLogo)
  })

  it.each(Object.keys(walletLogos))('%s loads as an SVG data URL', async (walletId) => {
    const url = await loadWalletLogo(walletId)
    expect(url).toMatch(/^data:image\/svg\+xml,%3Csvg%20/)
    expect(decodeURIComponent(url?.slice('data:image/svg+xml,'.length) ?? '')).not.toMatch(
      /<script|\son\w+=|href="(?!#)/i,
    )
  })

  it('has none for other ids, including inherited names', async () => {
    expect(await loadWalletLogo('brave')).toBeUndefined()
    expect(await loadWalletLogo('constructor')).toBeUndefined()
  })
})
