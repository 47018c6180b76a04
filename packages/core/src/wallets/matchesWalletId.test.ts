import { describe, expect, test } from 'vitest'
import { matchesWalletId } from './matchesWalletId.js'

describe('matchesWalletId', () => {
  test('matches by id, rdns or case-insensitive name (spec §5)', () => {
    const wallet = { id: 'w1', name: 'Rainbow', rdns: 'me.rainbow' }
    expect(matchesWalletId(wallet, ['w1'])).toBe(true)
    expect(matchesWalletId(wallet, ['me.rainbow'])).toBe(true)
    expect(matchesWalletId(wallet, ['rainBOW'])).toBe(true)
    expect(matchesWalletId(wallet, ['other'])).toBe(false)
  })

  test('a wallet announcing a non-string or missing name matches no name and never throws', () => {
    for (const name of [42, undefined, null, {}]) {
      const wallet = { id: 'evil', name: name as unknown as string, rdns: 'evil.noname' }
      expect(matchesWalletId(wallet, ['42', 'undefined', 'evil.noname'])).toBe(true)
      expect(matchesWalletId(wallet, ['42', 'undefined'])).toBe(false)
    }
  })
})
