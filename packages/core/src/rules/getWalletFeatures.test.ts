import { describe, expect, it } from 'vitest'
import { defaultFeatures } from '../options/defaultFeatures.js'
import { getWalletFeatures } from './getWalletFeatures.js'

const base = {
  features: defaultFeatures,
  remoteFeatures: { onramp: ['coinbase', 'meld'] as const },
  namespace: 'eip155' as const,
  hasSwapSource: true,
}

describe('getWalletFeatures', () => {
  it('lists every feature in spec §9 order by default', () => {
    expect(getWalletFeatures(base)).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('follows walletFeaturesOrder and leaves out what it omits', () => {
    const features = { ...defaultFeatures, walletFeaturesOrder: ['send', 'receive'] as const }
    expect(getWalletFeatures({ ...base, features })).toEqual(['send', 'receive'])
  })

  it('hides what is off', () => {
    const features = { ...defaultFeatures, send: false, receive: false }
    expect(
      getWalletFeatures({
        ...base,
        features,
        remoteFeatures: { onramp: false },
        hasSwapSource: false,
      }),
    ).toEqual([])
  })

  it('has no Buy or Send on Bitcoin (spec §9 chain support), Receive still', () => {
    expect(getWalletFeatures({ ...base, namespace: 'bip122', hasSwapSource: false })).toEqual([
      'receive',
    ])
  })

  it('has Buy and Send on Solana', () => {
    expect(getWalletFeatures({ ...base, namespace: 'solana', hasSwapSource: false })).toEqual([
      'onramp',
      'receive',
      'send',
    ])
  })
})
