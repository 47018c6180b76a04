import { describe, expect, it } from 'vitest'
import { defaultRemoteFeatures } from '../state/remoteFeatures.js'
import { selectCatalogue } from './selectCatalogue.js'
import { walletCatalogue } from './walletCatalogue.js'

describe('selectCatalogue', () => {
  it('is the bundled catalogue until the hosted registry was merged, then the merged list', () => {
    const remoteFeatures = defaultRemoteFeatures
    expect(selectCatalogue({ catalogue: undefined, remoteFeatures })).toBe(walletCatalogue)
    const merged = [{ id: 'registry', name: 'Registry Only Wallet' }]
    expect(selectCatalogue({ catalogue: merged, remoteFeatures })).toBe(merged)
  })
})
