import { describe, expect, it } from 'vitest'
import { defaultFeatures } from '../options/defaultFeatures.js'
import { type GetConnectLayoutParameters, getConnectLayout } from './getConnectLayout.js'

type Options = GetConnectLayoutParameters['options']
const options: Options = {
  enableWallets: true,
  enableWalletGuide: true,
  termsConditionsUrl: undefined,
  privacyPolicyUrl: undefined,
  features: defaultFeatures,
}
const layout = (
  patch: Partial<Omit<Options, 'features'>> & { features?: Partial<Options['features']> } = {},
  emailShown = true,
  legalAccepted = false,
) =>
  getConnectLayout({
    options: { ...options, ...patch, features: { ...defaultFeatures, ...patch.features } },
    emailShown,
    legalAccepted,
  })

describe('getConnectLayout (spec §3 options, §9 features)', () => {
  it('by default lists the wallets, All Wallets and the wallet guide, with no legal text', () => {
    expect(layout()).toEqual({
      wallets: 'list',
      allWallets: true,
      legal: 'none',
      walletGuide: true,
      connectBlocked: false,
    })
  })
  it('enableWallets: false shows no wallet at all: no rows, no All Wallets, no guide', () => {
    expect(layout({ enableWallets: false })).toMatchObject({
      wallets: 'none',
      allWallets: false,
      walletGuide: false,
    })
  })
  it('collapseWallets or emailShowWallets: false collapse the wallets, only beside email login', () => {
    expect(layout({ features: { collapseWallets: true } }).wallets).toBe('collapsed')
    expect(layout({ features: { emailShowWallets: false } }).wallets).toBe('collapsed')
    expect(layout({ features: { collapseWallets: true } }, false).wallets).toBe('list')
    expect(layout({ features: { emailShowWallets: false } }, false).wallets).toBe('list')
  })
  it('features.allWallets: false hides All Wallets, and the guide that leads there', () => {
    expect(layout({ features: { allWallets: false } })).toMatchObject({
      wallets: 'list',
      allWallets: false,
      walletGuide: false,
    })
  })
  it('enableWalletGuide: false hides the guide', () => {
    expect(layout({ enableWalletGuide: false }).walletGuide).toBe(false)
  })
  it('a terms or privacy URL shows the footer; legalCheckbox makes it a checkbox that gates connecting', () => {
    expect(layout({ privacyPolicyUrl: 'https://example.org/privacy' }).legal).toBe('footer')
    const gated = {
      termsConditionsUrl: 'https://example.org/terms',
      features: { legalCheckbox: true },
    }
    expect(layout(gated)).toMatchObject({ legal: 'checkbox', connectBlocked: true })
    expect(layout(gated, true, true)).toMatchObject({ legal: 'checkbox', connectBlocked: false })
    // Without a URL there is nothing to agree to: no checkbox, nothing blocked.
    expect(layout({ features: { legalCheckbox: true } })).toMatchObject({
      legal: 'none',
      connectBlocked: false,
    })
  })
})
