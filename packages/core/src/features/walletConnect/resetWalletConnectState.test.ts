import { describe, expect, it } from 'vitest'
import { resetWalletConnectState } from './resetWalletConnectState.js'

describe('spec §4 "Resetting the connection clears URI, expiry, link, recent wallet, sets disconnected, clears … stored deep link"', () => {
  it('leaves no URI, expiry, link or recent wallet, status disconnected, and removes the deep link', () => {
    expect(resetWalletConnectState()).toEqual({
      state: {
        wcUri: undefined,
        wcPairingExpiry: undefined,
        wcLinking: undefined,
        recentWallet: undefined,
        status: 'disconnected',
      },
      removeStorageKeys: ['@latch/wc_deep_link'],
    })
  })
})
